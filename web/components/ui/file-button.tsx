import type { InputHTMLAttributes, ReactNode } from 'react';
import { buttonClass, type ButtonVariant } from './button';

const focusRing =
  'peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2';

/**
 * A real file input, out of sight but focusable, with its label drawn as a button (`children`); the focus ring follows
 * the input. `className` is the label's (width, and how it looks while disabled).
 */
export function FileButton({
  id,
  variant = 'secondary',
  className = '',
  children,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'children'> & {
  id: string;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      <input id={id} type="file" {...input} className="peer sr-only" />
      <label htmlFor={id} className={buttonClass(variant, `${className} ${focusRing}`)}>
        {children}
      </label>
    </>
  );
}
