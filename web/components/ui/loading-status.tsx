import type { ReactNode } from 'react';

/**
 * A region still loading: what is coming, in words read out once, above its skeletons (`children`, hidden from screen
 * readers). `className` spaces them.
 */
export function LoadingStatus({
  text,
  className = 'space-y-3',
  children,
}: {
  text: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="status" className={className}>
      <p className="text-sm text-slate-600">{text}</p>
      {children}
    </div>
  );
}
