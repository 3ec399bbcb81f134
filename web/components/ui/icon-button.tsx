import type { IconNode } from 'lucide';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { Icon } from './icon';

/**
 * A button drawn as an icon alone (close, dismiss, open the menu): `label` is its name for screen readers, since
 * the icon says nothing to them. `className` draws the button, `iconClassName` sizes the icon.
 */
export function IconButton({
  icon,
  label,
  iconClassName = 'h-5 w-5',
  type = 'button',
  ...button
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> & {
  icon: IconNode;
  label: string;
  iconClassName?: string;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <button type={type} aria-label={label} {...button}>
      <Icon icon={icon} className={iconClassName} />
    </button>
  );
}
