import { useMemo, useState } from 'react';
import { monthGrid, type CalendarDay } from '../../../core/calendar';
import { addMonths, localDate, type CalendarDate } from '../../../core/dates';
import { isAtItemLimit } from '../../../core/plan-usage';
import { MonthSwitcher } from '../../components/ui/month-switcher';
import { PageTitle } from '../../components/ui/page-title';
import { QueryError } from '../../components/ui/query-error';
import { useSummary } from '../dashboard/use-summary';
import { AddItemDialog } from '../items/lazy-item-dialogs';
import { useCalendarMonth } from './calendar-api';
import { monthOf, monthTitle, taxCalendarHref, taxDueDatesOn } from './calendar-days';
import { CalendarGrid } from './calendar-grid';
import { DayDetails } from './day-details';

const legend = [
  ['bg-green-600', 'Income'],
  ['bg-red-600', 'Expenses'],
  ['bg-amber-500', 'Estimated tax due'],
] as const;

/** The Calendar screen: the month's days with their totals and first transactions, and the chosen day. */
export function CalendarPage() {
  const [today] = useState(localDate);
  const [selected, setSelected] = useState<CalendarDate>(today);
  const [adding, setAdding] = useState(false);
  const month = monthOf(selected);
  const calendar = useCalendarMonth(month);
  // The all-time summary carries the plan usage (a free user at the limit sees why Add is refused) and the person's
  // state with its due dates.
  const summary = useSummary(null, today).data;
  const usage = summary?.usage;
  const state = summary?.state ?? null;

  const days = useMemo(
    () => new Map<CalendarDate, CalendarDay>((calendar.data?.days ?? []).map((day) => [day.date, day])),
    [calendar.data],
  );
  const taxDue = useMemo(() => taxDueDatesOn(monthGrid(month), state), [month, state]);

  // Moving by a month keeps the day of the month (clamped to the month's length), so the panel always shows a
  // day of the visible month.
  const showMonth = (by: number) => setSelected((date) => addMonths(date, by));

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div>
        <PageTitle title="Calendar">Calendar</PageTitle>
        <p className="mt-1 text-slate-700">
          Your income and expenses day by day, and the estimated-tax due dates.
        </p>
      </div>

      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <section
          aria-labelledby="calendar-month"
          className="min-w-0 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-5"
        >
          <MonthSwitcher
            headingId="calendar-month"
            title={monthTitle(month)}
            className="mb-4"
            previousLabel="Previous month"
            nextLabel="Next month"
            currentLabel="Today"
            onPrevious={() => showMonth(-1)}
            onCurrent={() => setSelected(today)}
            onNext={() => showMonth(1)}
          />

          {calendar.isError && (
            <div className="mb-4">
              <QueryError error={calendar.error} onRetry={() => void calendar.refetch()} />
            </div>
          )}
          <div className={calendar.isPending ? 'opacity-60 transition-opacity' : undefined}>
            <CalendarGrid
              month={month}
              today={today}
              selected={selected}
              days={days}
              taxDue={taxDue}
              loading={calendar.isPending}
              onSelect={setSelected}
            />
          </div>
          {calendar.isPending && (
            <p role="status" className="sr-only">
              Loading {monthTitle(month)}...
            </p>
          )}
          <ul aria-label="Legend" className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
            {legend.map(([color, label]) => (
              <li key={label} className="flex items-center gap-1.5">
                <span aria-hidden="true" className={`h-2 w-2 rounded-full ${color}`} />
                {label}
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm">
            {/* A plain link: the browser downloads the file, or hands it to the calendar app. */}
            <a href={taxCalendarHref(state)} download className="font-medium text-brand-700 hover:underline">
              Add the tax due dates to your calendar (.ics)
            </a>
          </p>
        </section>

        <DayDetails
          date={selected}
          day={days.get(selected)}
          totalsLoading={calendar.isPending}
          due={taxDue.get(selected)}
          onAdd={() => setAdding(true)}
        />
      </div>

      {adding && (
        <AddItemDialog
          date={selected}
          limitReached={usage ? isAtItemLimit(usage) : false}
          onClose={() => setAdding(false)}
        />
      )}
    </div>
  );
}

export const Component = CalendarPage;
