// The days an estimated-tax installment is due, federal and the person's state's side by side, as
// Upcoming Deadlines and the calendar show them. The state's dates come with the dashboard's summary (worked out on
// the server: the states' modules stay out of the web app).
import type { CalendarDate } from '../dates';
import { estimatedTaxDueDates, upcomingTaxDueDates, type TaxDueDate } from './due-dates';
import type { StateCode } from './states/state-codes';
import type { StateDueDates } from './states/state-due-dates';

/** A day with an installment due: the federal one, the person's state's, or both. */
export interface TaxDueDay {
  date: CalendarDate;
  federal: TaxDueDate | null;
  state: TaxDueDate | null;
  /**
   * The person's state when it has installments at all: the federal installment is then called the federal one.
   * Null without a state, or for one without an income tax.
   */
  personState: { code: StateCode; name: string } | null;
}

const personStateOf = (state: StateDueDates | null) =>
  state && state.dueDates.length > 0 ? { code: state.code, name: state.name } : null;

/** Federal and state installments by day, in date order. */
function byDay(
  federal: readonly TaxDueDate[],
  state: StateDueDates | null,
  stateDates: readonly TaxDueDate[],
): TaxDueDay[] {
  const personState = personStateOf(state);
  const days = new Map<CalendarDate, TaxDueDay>();
  const dayOf = (date: CalendarDate) => {
    if (!days.has(date)) days.set(date, { date, federal: null, state: null, personState });
    return days.get(date)!;
  };
  for (const due of federal) dayOf(due.date).federal = due;
  for (const due of stateDates) dayOf(due.date).state = due;
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** The installments that fall on the given dates (a January date holds the year before's fourth). */
export function taxDueDaysOn(
  dates: readonly CalendarDate[],
  state: StateDueDates | null,
): Map<CalendarDate, TaxDueDay> {
  const years = new Set(dates.map((date) => Number(date.slice(0, 4))));
  const shown = new Set(dates);
  const federal = [...years]
    .flatMap((year) => [year - 1, year])
    .flatMap(estimatedTaxDueDates)
    .filter((due) => shown.has(due.date));
  const stateDates = (state?.dueDates ?? []).filter((due) => shown.has(due.date));
  return new Map(byDay(federal, state, stateDates).map((day) => [day.date, day]));
}

/**
 * The next `count` federal installments from `today`, with the state's installments due up to the last of them (a
 * Virginian's May 1 between April 15 and June 15).
 */
export function upcomingTaxDueDays(today: CalendarDate, state: StateDueDates | null, count = 4): TaxDueDay[] {
  const federal = upcomingTaxDueDates(today, count);
  const last = federal.at(-1)!.date;
  const stateDates = (state?.dueDates ?? []).filter((due) => due.date >= today && due.date <= last);
  return byDay(federal, state, stateDates);
}

const installmentOf = (due: TaxDueDate) => `Q${due.quarter} ${due.taxYear}`;

/**
 * 'Q1 2026 estimated tax'; with a state, 'Q1 2026 federal and California estimated tax' when both are due,
 * 'California Q1 2026 estimated tax' or 'Q3 2026 federal estimated tax' when one is.
 */
export function taxDueName(day: TaxDueDay): string {
  const { federal, state, personState } = day;
  if (federal && state && personState) {
    const stateInstallment =
      installmentOf(state) === installmentOf(federal) ? '' : `${installmentOf(state)} `;
    return `${installmentOf(federal)} federal and ${personState.name} ${stateInstallment}estimated tax`;
  }
  if (state && personState) return `${personState.name} ${installmentOf(state)} estimated tax`;
  return `${installmentOf(federal!)} ${personState ? 'federal ' : ''}estimated tax`;
}

/** Whether the day has two installments due (the federal and the state's). */
export const bothDue = (day: TaxDueDay): boolean => day.federal !== null && day.state !== null;

/** Whether two answers name the same state with the same dates (a panel need not be drawn again). */
export function sameStateDueDates(a: StateDueDates | null, b: StateDueDates | null): boolean {
  if (a === b) return true;
  if (!a || !b || a.code !== b.code || a.dueDates.length !== b.dueDates.length) return false;
  return a.dueDates.every((due, index) => due.date === b.dueDates[index]!.date);
}
