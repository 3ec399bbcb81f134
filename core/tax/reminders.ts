import { addDays, type CalendarDate } from '../dates';
import { estimatedTaxDueDates, type TaxDueDate } from './due-dates';
import { stateTaxDueDates } from './states/state-due-dates';
import type { StateCode } from './states/state-codes';

// Reminders: an email 7 days and 1 day before each quarterly due date.
export const REMINDER_DAYS_BEFORE = [7, 1] as const;

export interface TaxReminder {
  /** The day the reminder is sent (the user's calendar day). */
  sendOn: CalendarDate;
  daysBefore: (typeof REMINDER_DAYS_BEFORE)[number];
  due: TaxDueDate;
  /** The state whose installment this is (on the state's own date); null for the federal one. */
  state: StateCode | null;
}

function remindersOf(dueDates: readonly TaxDueDate[], state: StateCode | null): TaxReminder[] {
  return dueDates
    .flatMap((due) =>
      REMINDER_DAYS_BEFORE.map((daysBefore) => ({
        sendOn: addDays(due.date, -daysBefore),
        daysBefore,
        due,
        state,
      })),
    )
    .sort((a, b) => a.sendOn.localeCompare(b.sendOn));
}

/** Every reminder of a tax year's four installments, in the order they are sent. */
export function taxRemindersOf(taxYear: number): TaxReminder[] {
  return remindersOf(estimatedTaxDueDates(taxYear), null);
}

/**
 * Every reminder of a state's installments of a tax year, on the state's own dates (Virginia's first is
 * May 1). An installment with no share (California's September one) asks for nothing and is not reminded of.
 */
export function stateTaxRemindersOf(state: StateCode, taxYear: number): TaxReminder[] {
  return remindersOf(stateTaxDueDates(state, taxYear), state);
}

/**
 * The reminders a daily job sends on `today`. An installment moved past a weekend or holiday is reminded of from
 * its real due date, so a June 15 that falls on a Sunday is reminded of on June 9 and June 15 for June 16.
 */
export function taxRemindersDueOn(today: CalendarDate): TaxReminder[] {
  const year = Number(today.slice(0, 4));
  return [year - 1, year, year + 1].flatMap(taxRemindersOf).filter((reminder) => reminder.sendOn === today);
}
