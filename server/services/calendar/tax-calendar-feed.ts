import ical, { ICalAlarmType } from 'ical-generator';
import { yearOf, type CalendarDate } from '../../../core/dates';
import { estimatedTaxDueDates } from '../../../core/tax/due-dates';
import { REMINDER_DAYS_BEFORE } from '../../../core/tax/reminders';

const ordinals = ['first', 'second', 'third', 'fourth'] as const;
const DAY_SECONDS = 24 * 60 * 60;

export const TAX_CALENDAR_FILE_NAME = 'gigtally-tax-due-dates.ics';

/**
 * The estimated-tax due dates of last year, this year and next year as an iCalendar feed (issue 11), each an
 * all-day event with alerts 7 days and 1 day before, as GigTally's reminder emails. The dates are the same for
 * everyone, so the feed holds nothing of anyone's and needs no sign-in (a calendar app cannot send our cookie).
 */
export function taxCalendarFeed(today: CalendarDate, appUrl: string): string {
  const calendar = ical({
    name: 'GigTally: estimated tax due dates',
    prodId: { company: 'GigTally', product: 'tax-due-dates', language: 'EN' },
    url: new URL('/api/tax-calendar.ics', appUrl).toString(),
  });
  const year = yearOf(today);
  for (const due of [year - 1, year, year + 1].flatMap(estimatedTaxDueDates)) {
    const summary = `Q${due.quarter} ${due.taxYear} estimated tax due`;
    const [y, m, d] = due.date.split('-').map(Number) as [number, number, number];
    const event = calendar.createEvent({
      id: `tax-${due.taxYear}-q${due.quarter}@gigtally`,
      start: new Date(Date.UTC(y, m - 1, d)),
      allDay: true,
      summary,
      description:
        `The ${ordinals[due.quarter - 1]} federal estimated tax payment (Form 1040-ES) for ${due.taxYear} is due. ` +
        `See what you owe in GigTally: ${new URL('/reports/taxes', appUrl).toString()}`,
      url: new URL('/calendar', appUrl).toString(),
    });
    for (const daysBefore of REMINDER_DAYS_BEFORE) {
      event.createAlarm({
        type: ICalAlarmType.display,
        trigger: daysBefore * DAY_SECONDS,
        description: summary,
      });
    }
  }
  return calendar.toString();
}
