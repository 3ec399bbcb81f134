import { useState } from 'react';
import { Link } from '../../lib/router';
import { Panel } from '../../components/ui/panel';
import { QueryError } from '../../components/ui/query-error';
import { SkeletonRows } from '../../components/ui/skeleton';
import { useItemsPage } from '../items/items-api';
import { OrderSelect, TypeFilterControl, type ItemOrder, type TypeFilter } from '../items/item-list-controls';
import { ItemsTable } from '../items/items-table';
import { formatCount } from '../../../core/format';

// The dashboard shows 10 recent transactions.
const RECENT_COUNT = 10;

const emptyTexts: Record<TypeFilter, string> = {
  all: 'No transactions yet. Add your first one above.',
  income: 'No income yet.',
  expense: 'No expenses yet.',
};

/** Recent Transactions: the first 10, filtered and sorted, with a way to all of them. */
export function RecentTransactions() {
  const [typeFilter, setTypeFilter] = useState<TypeFilter>('all');
  const [order, setOrder] = useState<ItemOrder>({ sort: 'date', order: 'desc' });
  const type = typeFilter === 'all' ? undefined : typeFilter;
  const page = useItemsPage({ type, ...order }, RECENT_COUNT);

  return (
    <Panel title="Recent Transactions">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <TypeFilterControl value={typeFilter} onChange={setTypeFilter} />
        <OrderSelect value={order} onChange={setOrder} className="w-full sm:w-auto" />
      </div>
      {page.isPending ? (
        <SkeletonRows rows={3} />
      ) : page.isError ? (
        <QueryError error={page.error} onRetry={() => void page.refetch()} />
      ) : page.data.items.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-600">{emptyTexts[typeFilter]}</p>
      ) : (
        <div className={page.isPlaceholderData ? 'opacity-60' : undefined}>
          <ItemsTable items={page.data.items} caption="Recent transactions" />
          {page.data.total > RECENT_COUNT && (
            <div className="mt-4 text-center">
              <Link
                to={type ? `/transactions?type=${type}` : '/transactions'}
                className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                View all {formatCount(page.data.total)} transactions
              </Link>
            </div>
          )}
        </div>
      )}
    </Panel>
  );
}
