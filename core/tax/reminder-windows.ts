import { addDays, yearOf, type CalendarDate } from '../dates';
import { taxRemindersOf, type TaxReminder } from './reminders';

/**
 * A reminder's last day: the 7-day one runs until the day before the 1-day one is sent, the 1-day one until the
 * due date itself. So a job that was down on a reminder's day still sends it once, late, but never after the due
 * date, and never the 7-day and 1-day reminders of one installment on the same day.
 */
function lastDayOf(reminder: TaxReminder): CalendarDate {
  return reminder.daysBefore === 1 ? reminder.due.date : addDays(reminder.due.date, -2);
}

/** The reminders to send on `today` (the person's calendar day): those whose window holds it. */
export function taxRemindersToSend(today: CalendarDate): TaxReminder[] {
  const year = yearOf(today);
  return [year - 1, year, year + 1]
    .flatMap(taxRemindersOf)
    .filter((reminder) => reminder.sendOn <= today && today <= lastDayOf(reminder));
}

/** What identifies one reminder among a person's emails, sent at most once: '2026-Q4-7d'. */
export const taxReminderKey = (reminder: TaxReminder): string =>
  `${reminder.due.taxYear}-Q${reminder.due.quarter}-${reminder.daysBefore}d`;
