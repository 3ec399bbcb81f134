import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryError } from './query-error';

/**
 * What a query shows: `loading` until its first answer, its error with Retry when that fails, else its data as
 * `children` draws it (a refetch keeps the data on screen).
 */
export function QueryContent<Data>({
  query,
  loading,
  children,
}: {
  query: UseQueryResult<Data>;
  loading: ReactNode;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) return <>{loading}</>;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
