import { useEffect, useRef, type KeyboardEvent } from 'react';
import { CALENDAR_ITEMS_PER_DAY, monthGrid, type CalendarDay } from '../../../core/calendar';
import type { CalendarDate } from '../../../core/dates';
import type { Formatters } from '../../../core/format';
import type { TaxDueDay } from '../../../core/tax/tax-due-days';
import { useFormatters } from '../settings/use-preferences';
import { dateAfterKey, dayCellLabel, monthOf, monthTitle, taxDueBadge } from './calendar-days';

const weekdays = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

interface CalendarGridProps {
  month: string;
  today: CalendarDate;
  selected: CalendarDate;
  days: ReadonlyMap<CalendarDate, CalendarDay>;
  taxDue: ReadonlyMap<CalendarDate, TaxDueDay>;
  loading: boolean;
  onSelect: (date: CalendarDate) => void;
}

/**
 * The month grid, Sunday to Saturday. Each day is a button; only the chosen day is in the tab order and the
 * arrow keys, Home, End, Page Up and Page Down move between days (and months), as in the APG date picker.
 */
export function CalendarGrid({ month, today, selected, days, taxDue, loading, onSelect }: CalendarGridProps) {
  const dates = monthGrid(month);
  const weeks = Array.from({ length: dates.length / 7 }, (_, week) => dates.slice(week * 7, week * 7 + 7));
  const table = useRef<HTMLTableElement>(null);
  // A day reached with the keyboard takes the focus once it is on screen (possibly in another month).
  const focusRequest = useRef<CalendarDate | null>(null);
  const format = useFormatters();

  useEffect(() => {
    if (focusRequest.current !== selected) return;
    const button = table.current?.querySelector<HTMLButtonElement>(`button[data-date="${selected}"]`);
    if (button) {
      button.focus();
      focusRequest.current = null;
    }
  }, [selected, month]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: CalendarDate) => {
    const target = dateAfterKey(date, event.key);
    if (!target) return;
    event.preventDefault();
    focusRequest.current = target;
    onSelect(target);
  };

  return (
    <table ref={table} aria-busy={loading} className="w-full table-fixed border-collapse text-sm">
      <caption className="sr-only">{monthTitle(month)}</caption>
      <thead>
        <tr>
          {weekdays.map(([short, long]) => (
            <th
              key={short}
              scope="col"
              abbr={long}
              className="pb-2 text-center text-xs font-semibold tracking-wide text-slate-600 uppercase"
            >
              {short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((date) => (
              <td key={date} className="h-px border border-slate-200 p-0 align-top">
                <DayCell
                  date={date}
                  day={days.get(date)}
                  due={taxDue.get(date)}
                  inMonth={monthOf(date) === month}
                  isToday={date === today}
                  isSelected={date === selected}
                  format={format}
                  onSelect={onSelect}
                  onKeyDown={onKeyDown}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DayCell({
  date,
  day,
  due,
  inMonth,
  isToday,
  isSelected,
  format,
  onSelect,
  onKeyDown,
}: {
  date: CalendarDate;
  day: CalendarDay | undefined;
  due: TaxDueDay | undefined;
  inMonth: boolean;
  isToday: boolean;
  isSelected: boolean;
  format: Formatters;
  onSelect: (date: CalendarDate) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>, date: CalendarDate) => void;
}) {
  const tone = isSelected
    ? 'bg-brand-50 ring-2 ring-brand-600 ring-inset'
    : inMonth
      ? 'bg-white hover:bg-slate-50'
      : 'bg-slate-50 text-slate-500 hover:bg-slate-100';
  return (
    <button
      type="button"
      data-date={date}
      tabIndex={isSelected ? 0 : -1}
      aria-label={dayCellLabel(date, day, format, { today: isToday, taxDue: due })}
      aria-pressed={isSelected}
      aria-current={isToday ? 'date' : undefined}
      onClick={() => onSelect(date)}
      onKeyDown={(event) => onKeyDown(event, date)}
      className={`flex h-full min-h-14 w-full flex-col items-stretch gap-0.5 overflow-hidden p-1 text-left focus-visible:relative focus-visible:z-10 sm:min-h-24 sm:px-1 sm:py-1.5 ${tone}`}
    >
      <span
        className={`flex h-6 w-6 items-center justify-center rounded-full text-xs font-semibold tabular-nums ${
          isToday ? 'bg-brand-700 text-white' : inMonth ? 'text-slate-900' : ''
        }`}
      >
        {Number(date.slice(8))}
      </span>
      {due && (
        <span className="hidden truncate rounded bg-amber-100 px-1 text-[10px] leading-4 font-semibold whitespace-nowrap text-amber-900 sm:block">
          {taxDueBadge(due)}
        </span>
      )}

      {/* Phones: dots for income, expenses and a tax due date; the panel below has the figures. */}
      <span className="flex flex-wrap justify-center gap-1 sm:hidden">
        {day && day.income > 0 && <span className="h-1.5 w-1.5 rounded-full bg-green-600" />}
        {day && day.expenses > 0 && <span className="h-1.5 w-1.5 rounded-full bg-red-600" />}
        {due && <span className="h-1.5 w-1.5 rounded-full bg-amber-500" />}
      </span>

      {day && (
        <span className="hidden text-[11px] leading-4 tracking-tight sm:block">
          {day.income > 0 && (
            <span className="block truncate font-medium text-green-700 tabular-nums">
              +{format.money(day.income)}
            </span>
          )}
          {day.expenses > 0 && (
            <span className="block truncate font-medium text-red-700 tabular-nums">
              {'\u2212'}
              {format.money(day.expenses)}
            </span>
          )}
          {day.items.slice(0, CALENDAR_ITEMS_PER_DAY).map((item) => (
            <span
              key={item.id}
              className={`mt-0.5 flex flex-wrap justify-between gap-x-1 border-l-2 pl-1 text-slate-700 ${
                item.type === 'income' ? 'border-green-600' : 'border-red-600'
              }`}
            >
              <span className="min-w-0 truncate">{item.category}</span>
              <span className="tabular-nums">{format.signedAmount(item.type, item.amount)}</span>
            </span>
          ))}
          {day.more > 0 && <span className="mt-0.5 block font-medium text-slate-600">+{day.more} more</span>}
        </span>
      )}
    </button>
  );
}
