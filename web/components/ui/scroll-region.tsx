import type { ReactNode } from 'react';

/**
 * A part of the page that may scroll sideways (a wide table on a phone or at a larger text size): a region named by
 * `label` that takes the keyboard's focus, so that it can be scrolled without a pointer. `className` lets it scroll.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div tabIndex={0} role="region" aria-label={label} className={className}>
      {children}
    </div>
  );
}
