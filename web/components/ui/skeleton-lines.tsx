import { Skeleton } from './skeleton';

/** Lines of text still loading, one placeholder of each width, in a region read out as 'Loading...'. */
export function SkeletonLines({ widths }: { widths: readonly string[] }) {
  return (
    <div role="status" aria-label="Loading..." className="space-y-3">
      {widths.map((width, line) => (
        <Skeleton key={line} className={`h-6 ${width}`} />
      ))}
    </div>
  );
}
