/** A grey placeholder block shown while data loads; hidden from screen readers (the region says Loading...). */
export function Skeleton({ className = '' }: { className?: string }) {
  return <span aria-hidden="true" className={`block animate-pulse rounded bg-slate-200 ${className}`} />;
}
