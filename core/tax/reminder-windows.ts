import { addDays, yearOf, type CalendarDate } from '../dates';
import { stateTaxRemindersOf, taxRemindersOf, type TaxReminder } from './reminders';
import type { StateCode } from './states/state-codes';

/**
 * A reminder's last day: the 7-day one runs until the day before the 1-day one is sent, the 1-day one until the
 * due date itself. So a job that was down on a reminder's day still sends it once, late, but never after the due
 * date, and never the 7-day and 1-day reminders of one installment on the same day.
 */
function lastDayOf(reminder: TaxReminder): CalendarDate {
  return reminder.daysBefore === 1 ? reminder.due.date : addDays(reminder.due.date, -2);
}

function inWindow(reminders: (taxYear: number) => TaxReminder[], today: CalendarDate): TaxReminder[] {
  const year = yearOf(today);
  return [year - 1, year, year + 1]
    .flatMap(reminders)
    .filter((reminder) => reminder.sendOn <= today && today <= lastDayOf(reminder));
}

/** The federal reminders to send on `today` (the person's calendar day): those whose window holds it. */
export function taxRemindersToSend(today: CalendarDate): TaxReminder[] {
  return inWindow(taxRemindersOf, today);
}

/** The reminders of a state's installments to send on `today`, by the same windows. */
export function stateTaxRemindersToSend(state: StateCode, today: CalendarDate): TaxReminder[] {
  return inWindow((taxYear) => stateTaxRemindersOf(state, taxYear), today);
}

/** What identifies a reminder apart from its jurisdiction: '2026-Q4-7d'. */
export const taxReminderInstance = (reminder: TaxReminder): string =>
  `${reminder.due.taxYear}-Q${reminder.due.quarter}-${reminder.daysBefore}d`;

/**
 * What identifies one reminder among a person's emails, sent at most once: '2026-Q4-7d' for the federal one,
 * 'CA-2026-Q4-7d' for California's of the same installment, so each is sent once whatever the other did.
 */
export const taxReminderKey = (reminder: TaxReminder): string =>
  reminder.state === null
    ? taxReminderInstance(reminder)
    : `${reminder.state}-${taxReminderInstance(reminder)}`;
