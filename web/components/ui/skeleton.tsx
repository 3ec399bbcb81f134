/** A grey placeholder block shown while data loads; hidden from screen readers (the region says Loading...). */
export function Skeleton({ className = '' }: { className?: string }) {
  return <span aria-hidden="true" className={`block animate-pulse rounded bg-slate-200 ${className}`} />;
}

/** A list still loading: `rows` full-width placeholders of one height, in a region read out as 'Loading...'. */
export function SkeletonRows({ rows, height = 'h-10' }: { rows: number; height?: 'h-8' | 'h-10' }) {
  return (
    <div role="status" aria-label="Loading..." className="space-y-3">
      {Array.from({ length: rows }, (_, row) => (
        <Skeleton key={row} className={`${height} w-full`} />
      ))}
    </div>
  );
}
