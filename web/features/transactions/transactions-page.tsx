import { Search } from 'lucide';
import { memo, useEffect, useMemo, useRef, useState, type ComponentProps } from 'react';
import { Link, setSearchParams, useSearchParams } from '../../lib/router';
import { FILTER_NAMES, useAddressFilter, type AddressFilter } from './address-filter';
import { Button } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';
import { QueryError } from '../../components/ui/query-error';
import { SkeletonRows } from '../../components/ui/skeleton';
import { DateField } from '../../components/ui/date-field';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useDrawnInSteps } from '../../lib/after-first-paint';
import { useCategoriesInUse, useItemPages } from '../items/items-api';
import {
  OrderSelect,
  TypeFilterControl,
  UseFilterControl,
  type ItemOrder,
  type TypeFilter,
} from '../items/item-list-controls';
import type { UseFilter } from '../items/item-use-texts';
import { BulkUseBar, useItemSelection } from './bulk-use-bar';
import { isPro } from '../../../core/subscription';
import { ReceiptsToFileSlot } from '../receipts/receipts-to-file-slot';
import { receiptColumn } from '../receipts/receipt-status';
import { NeedsReceiptFilter } from '../receipts/needs-receipt-filter';
import { SnapReceiptButton } from '../receipts/snap-receipt-button';
import { usePlanAnswered, useSubscription } from '../subscription/use-subscription';
import { ItemsTable, safeToSpendHint } from '../items/items-table';
import { useFormatters } from '../settings/use-preferences';
import { useSafeToSpend } from '../tax/use-safe-to-spend';
import { useViewingClient } from '../sharing/use-viewing-client';
import { Icon } from '../../components/ui/icon';

// Rows fetched per 'Load more': enough to fill a screen, few enough that a long history never loads at once.
export const TRANSACTIONS_PAGE_SIZE = 25;
const TYPING_PAUSE_MS = 300;

const ALL_CATEGORIES = 'All categories';

/**
 * The category filter's choices: the categories the user has items of the chosen type in (all types: each name
 * once), in the server's order, and the one in the address as it is written there when no item has it so (a shared
 * link, a deleted item, another case): the select always shows the filter in force.
 */
function categoryChoices(
  inUse: { type: string; category: string }[],
  type: string | undefined,
  current: string | undefined,
): { value: string; label: string }[] {
  const names = [
    ...new Set(inUse.filter((entry) => !type || entry.type === type).map((entry) => entry.category)),
  ];
  if (current && !names.includes(current)) names.unshift(current);
  return names.map((name) => ({ value: name, label: name }));
}

/** Writes one filter of the address (none: removed), keeping the others; the list follows the address. */
const setParam = (name: string, value: string | undefined) =>
  setSearchParams(
    (previous) => {
      const next = new URLSearchParams(previous);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    },
    { replace: true },
  );

/** A text box whose value reaches the URL (and so the server) once typing pauses. */
function useTypedParam(name: string): [string, (value: string) => void] {
  const [params] = useSearchParams();
  const [text, setText] = useState(params.get(name) ?? '');
  const settled = useDebouncedValue(text.trim(), TYPING_PAUSE_MS);
  // Only a new settled text is written: other changes of the URL must not bring back an old one.
  const written = useRef(settled);
  useEffect(() => {
    if (settled === written.current) return;
    written.current = settled;
    setParam(name, settled || undefined);
  }, [name, settled]);
  return [text, setText];
}

/**
 * Every transaction, page by page from the server, with search, filters and order. The filters and the list are
 * drawn apart: each answer that arrives while the page opens (the list, the categories, the tax estimate) redraws
 * only the part that shows it, and typing in the search box redraws only the filters.
 */
export function TransactionsPage() {
  const viewingClient = useViewingClient();
  const [params] = useSearchParams();
  const address = useAddressFilter(params);
  const subscription = useSubscription();
  // Receipts are Pro's; a free user has the snap button (which says so) but no receipt column or filter.
  const pro = subscription.data ? isPro(subscription.data) : false;
  // The rows wait for the plan's first answer (asked with the page): drawn before it, each was drawn again when it
  // came, to add the receipt column.
  const planKnown = usePlanAnswered(subscription);
  const filtered = FILTER_NAMES.some((name) => params.has(name));

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <PageTitle title="Transactions">Transactions</PageTitle>
          <p className="mt-1 text-slate-700">
            Search, filter and correct every income and expense you have recorded.
          </p>
        </div>
        {!viewingClient && <SnapReceiptButton className="w-full sm:w-auto" />}
      </div>
      <TransactionFilters params={params} address={address} pro={pro} filtered={filtered} />
      <TransactionList address={address} pro={pro} planKnown={planKnown} filtered={filtered} />
      {/* Below the list: the receipts come with an answer of their own, and a card appearing above the filters
          moved the whole page down under the reader (Lighthouse measured a layout shift of 0.41 on a phone). */}
      <ReceiptsToFileSlot />
    </div>
  );
}

const setOrder = (next: ItemOrder) =>
  setSearchParams(
    (previous) => {
      const updated = new URLSearchParams(previous);
      updated.set('sort', next.sort);
      updated.set('order', next.order);
      return updated;
    },
    { replace: true },
  );

interface PartProps {
  address: AddressFilter;
  pro: boolean;
  /** The address holds a filter (not just an order). */
  filtered: boolean;
}

const TransactionFilters = memo(function TransactionFilters({
  params,
  address: { filter, errors },
  pro,
  filtered,
}: PartProps & { params: URLSearchParams }) {
  const [search, setSearch] = useTypedParam('q');
  const categoriesInUse = useCategoriesInUse();
  const formatters = useFormatters();
  const typeFilter: TypeFilter = filter?.type ?? 'all';
  const useFilter: UseFilter = filter?.use ?? 'all';
  const order: ItemOrder = { sort: filter?.sort ?? 'date', order: filter?.order ?? 'desc' };

  const clearFilters = () => {
    setSearch('');
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams();
        for (const name of ['sort', 'order']) {
          const value = previous.get(name);
          if (value) next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );
  };

  return (
    <section
      aria-label="Filters"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="relative">
        <TextField
          label="Search"
          type="search"
          placeholder="Description, category or tag"
          autoComplete="off"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          error={errors.q}
          className="[&_input]:pl-9"
        />
        <Icon icon={Search} className="pointer-events-none absolute top-9 left-3 h-4 w-4 text-slate-500" />
      </div>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <SelectField
          label="Category"
          className="col-span-2 sm:col-span-1"
          placeholder={ALL_CATEGORIES}
          options={categoryChoices(
            categoriesInUse.data?.categories ?? [],
            filter?.type,
            params.get('category') ?? undefined,
          )}
          value={params.get('category') ?? ''}
          onChange={(event) => setParam('category', event.target.value)}
          error={errors.category}
        />
        <DateField
          label="From"
          formatters={formatters}
          value={params.get('from') ?? ''}
          onChange={(date) => setParam('from', date)}
          error={errors.from}
        />
        <DateField
          label="To"
          formatters={formatters}
          value={params.get('to') ?? ''}
          onChange={(date) => setParam('to', date)}
          error={errors.to}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <TypeFilterControl
            value={typeFilter}
            onChange={(next) => setParam('type', next === 'all' ? undefined : next)}
          />
          <UseFilterControl
            value={useFilter}
            onChange={(next) => setParam('use', next === 'all' ? undefined : next)}
          />
          {(pro || params.has('needsReceipt')) && (
            <NeedsReceiptFilter
              checked={filter?.needsReceipt === true}
              onChange={(checked) => setParam('needsReceipt', checked ? 'true' : undefined)}
            />
          )}
        </div>
        <div className="flex w-full flex-wrap items-center gap-3 sm:w-auto">
          {filtered && (
            <Button variant="ghost" onClick={clearFilters}>
              Clear filters
            </Button>
          )}
          <OrderSelect className="w-full sm:w-auto" value={order} onChange={setOrder} />
        </div>
      </div>
    </section>
  );
});

const TransactionList = memo(function TransactionList({
  address: { filter, checking, failed },
  pro,
  planKnown,
  filtered,
}: PartProps & { planKnown: boolean }) {
  const pages = useItemPages(filter ?? {}, TRANSACTIONS_PAGE_SIZE, filter !== undefined);
  const items = useMemo(() => pages.data?.pages.flatMap((page) => page.items) ?? [], [pages.data]);
  const total = pages.data?.pages[0]?.total ?? 0;
  const safeToSpend = useSafeToSpend(items);
  const anyIncome = items.some((item) => item.type === 'income');
  const selection = useItemSelection(items);

  return (
    <section
      aria-label="Transaction list"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      {failed ? (
        <QueryError error={failed.error} onRetry={failed.retry} />
      ) : !filter && !checking ? (
        <p className="text-sm text-slate-600">Correct the filters above to see transactions.</p>
      ) : !filter || pages.isPending || !planKnown ? (
        <SkeletonRows rows={4} />
      ) : pages.isError && !pages.data ? (
        <QueryError error={pages.error} onRetry={() => void pages.refetch()} />
      ) : (
        <>
          <p role="status" className="mb-3 text-sm text-slate-600">
            Showing {items.length} of {total} {total === 1 ? 'transaction' : 'transactions'}
          </p>
          {items.length === 0 ? (
            <p className="py-6 text-center text-sm text-slate-600">
              {filtered ? (
                'No transactions match these filters.'
              ) : (
                <>
                  No transactions yet.{' '}
                  <Link to="/dashboard" className="font-medium text-brand-700 underline underline-offset-2">
                    Add your first one on the Dashboard
                  </Link>
                  .
                </>
              )}
            </p>
          ) : (
            <>
              {safeToSpend && anyIncome && (
                <p className="mb-3 text-xs text-slate-600">
                  <span className="font-medium text-slate-700">Safe to spend:</span> {safeToSpendHint}.
                </p>
              )}
              <BulkUseBar selection={selection} />
              <ItemsTableInSteps
                items={items}
                caption="Transactions"
                safeToSpend={safeToSpend}
                receiptStatus={pro ? receiptColumn : undefined}
                selection={selection}
              />
            </>
          )}
          {pages.isFetchNextPageError && (
            <div className="mt-4">
              <QueryError error={pages.error} onRetry={() => void pages.fetchNextPage()} />
            </div>
          )}
          {pages.hasNextPage && !pages.isFetchNextPageError && (
            <div className="mt-4 text-center">
              <Button
                variant="secondary"
                disabled={pages.isFetchingNextPage}
                onClick={() => void pages.fetchNextPage()}
              >
                {pages.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
});

/** A phone's first screen holds the filters and a few rows: they are drawn first, the rest a few at a time. */
const ROWS_PER_STEP = 5;

/**
 * The list drawn a few rows per task, each after the frame before is painted: a page of 25 rows drawn at once (or
 * in two tasks) was still the longest work of opening Transactions on a phone.
 */
function ItemsTableInSteps(props: ComponentProps<typeof ItemsTable>) {
  const drawn = useDrawnInSteps(props.items.length, ROWS_PER_STEP);
  return (
    <ItemsTable {...props} items={drawn < props.items.length ? props.items.slice(0, drawn) : props.items} />
  );
}

export const Component = TransactionsPage;
