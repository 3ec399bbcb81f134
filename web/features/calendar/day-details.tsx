import { CalendarClock, Plus } from 'lucide';
import { useId, useMemo } from 'react';
import { Link } from '../../lib/router';
import { calendarEmptyText, type CalendarDay } from '../../../core/calendar';
import type { CalendarDate } from '../../../core/dates';
import { toCents, toDollars } from '../../../core/money';
import type { TaxDueDay } from '../../../core/tax/tax-due-days';
import { Button } from '../../components/ui/button';
import { QueryError } from '../../components/ui/query-error';
import { Skeleton } from '../../components/ui/skeleton';
import { useItemsPage } from '../items/items-api';
import { ItemsTable } from '../items/items-table';
import { useFormatters } from '../settings/use-preferences';
import { longDate, taxDueNote, weekdayDate } from './calendar-days';
import { Icon } from '../../components/ui/icon';

// GET /api/items' largest page: a day never holds more in practice, and the panel says so if it does.
const DAY_ITEMS_LIMIT = 500;

function Figure({ label, value, tone }: { label: string; value: string | undefined; tone: string }) {
  return (
    <div className="flex items-center justify-between gap-3 px-3 py-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className={`font-semibold tabular-nums ${tone}`}>{value ?? <Skeleton className="h-5 w-16" />}</dd>
    </div>
  );
}

/** The chosen day's income, expenses, net and every transaction, with Add Transaction. */
export function DayDetails({
  date,
  day,
  totalsLoading,
  due,
  onAdd,
}: {
  date: CalendarDate;
  day: CalendarDay | undefined;
  totalsLoading: boolean;
  due: TaxDueDay | undefined;
  onAdd: () => void;
}) {
  const headingId = useId();
  const list = useItemsPage({ from: date, to: date, sort: 'date', order: 'asc' }, DAY_ITEMS_LIMIT);
  const income = day?.income ?? 0;
  const expenses = day?.expenses ?? 0;
  const net = toDollars(toCents(income) - toCents(expenses));
  const format = useFormatters();
  const shown = (value: number) => (totalsLoading ? undefined : format.money(value));
  // A new day's list replaces the last one: the previous day's rows are not shown under this day's heading.
  const current = list.data && !list.isPlaceholderData ? list.data : undefined;
  // In the order they were added, as the day's cell shows its first two.
  const items = useMemo(
    () =>
      [...(current?.items ?? [])].sort(
        (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
      ),
    [current],
  );

  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {weekdayDate(date)}
      </h2>
      {due && (
        <p className="mt-2 flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <Icon icon={CalendarClock} className="h-4 w-4 shrink-0" />
          <span>
            {taxDueNote(due)}{' '}
            <Link to="/reports/taxes" className="font-medium underline underline-offset-2">
              See your estimate
            </Link>
          </span>
        </p>
      )}
      <dl className="mt-4 divide-y divide-slate-200 rounded-lg bg-slate-50 text-sm">
        <Figure label="Income" value={shown(income)} tone="text-green-700" />
        <Figure label="Expenses" value={shown(expenses)} tone="text-red-700" />
        <Figure label="Net" value={shown(net)} tone="text-slate-900" />
      </dl>
      <Button className="mt-4 w-full" onClick={onAdd}>
        <Icon icon={Plus} className="h-4 w-4" />
        Add Transaction
      </Button>

      <h3 className="mt-6 mb-2 text-sm font-semibold text-slate-900">Transactions</h3>
      {list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : !current ? (
        <div role="status" aria-label="Loading transactions..." className="space-y-2">
          {[0, 1].map((row) => (
            <Skeleton key={row} className="h-10 w-full" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
          {calendarEmptyText}
        </p>
      ) : (
        <>
          <ItemsTable items={items} caption={`Transactions on ${longDate(date)}`} dateColumn={false} />
          {current.total > items.length && (
            <p className="mt-3 text-sm text-slate-600">
              Showing {items.length} of {current.total}.{' '}
              <Link
                to={`/transactions?from=${date}&to=${date}`}
                className="font-medium text-brand-700 underline underline-offset-2"
              >
                See them all
              </Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}
