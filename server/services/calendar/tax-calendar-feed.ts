import ical, { ICalAlarmType, type ICalCalendar } from 'ical-generator';
import { yearOf, type CalendarDate } from '../../../core/dates';
import { estimatedTaxDueDates, type TaxDueDate } from '../../../core/tax/due-dates';
import { REMINDER_DAYS_BEFORE } from '../../../core/tax/reminders';
import { stateNames, type StateCode } from '../../../core/tax/states/state-codes';
import { stateEstimatedTaxForms, stateTaxDueDates } from '../../../core/tax/states/state-due-dates';
import { taxCalendarPath } from '../../../core/tax/tax-calendar-path';

const ordinals = ['first', 'second', 'third', 'fourth'] as const;
const DAY_SECONDS = 24 * 60 * 60;

export const TAX_CALENDAR_FILE_NAME = 'gigtally-tax-due-dates.ics';

/** One installment as an all-day event with alerts 7 days and 1 day before, as GigTally's reminder emails. */
function addInstallment(
  calendar: ICalCalendar,
  due: TaxDueDate,
  event: { id: string; summary: string; description: string },
  appUrl: string,
) {
  const [y, m, d] = due.date.split('-').map(Number) as [number, number, number];
  const created = calendar.createEvent({
    id: event.id,
    start: new Date(Date.UTC(y, m - 1, d)),
    allDay: true,
    summary: event.summary,
    description: `${event.description} See what you owe in GigTally: ${new URL('/reports/taxes', appUrl).toString()}`,
    url: new URL('/calendar', appUrl).toString(),
  });
  for (const daysBefore of REMINDER_DAYS_BEFORE) {
    created.createAlarm({
      type: ICalAlarmType.display,
      trigger: daysBefore * DAY_SECONDS,
      description: event.summary,
    });
  }
}

/**
 * A state's installment. Where GigTally does not figure the state, its dates are the usual ones, which the
 * state's own may differ from; the description says so.
 */
function stateInstallmentText(state: StateCode, due: TaxDueDate): { summary: string; description: string } {
  const name = stateNames[state];
  const form = stateEstimatedTaxForms[state];
  const payment = `The ${ordinals[due.quarter - 1]} ${name} estimated tax payment`;
  return {
    summary: `${name} Q${due.quarter} ${due.taxYear} estimated tax due`,
    description: form
      ? `${payment} (${form}) for ${due.taxYear} is due.`
      : `${payment} for ${due.taxYear} is due on the usual date; the state's own date may differ.`,
  };
}

/**
 * The estimated-tax due dates of last year, this year and next year as an iCalendar feed, each an all-day
 * event with alerts 7 days and 1 day before, as GigTally's reminder emails; with `state`, that state's
 * installments too, on its own dates (none that carries no share of the tax, as California's September one).
 * The dates are the same for everyone of a state, so the feed holds nothing of anyone's and needs no sign-in
 * (a calendar app cannot send our cookie).
 */
export function taxCalendarFeed(today: CalendarDate, appUrl: string, state: StateCode | null = null): string {
  const stateDates = (taxYear: number) => (state === null ? [] : stateTaxDueDates(state, taxYear));
  const year = yearOf(today);
  const years = [year - 1, year, year + 1];
  const withState = state !== null && years.some((taxYear) => stateDates(taxYear).length > 0);
  const calendar = ical({
    name: withState
      ? `GigTally: federal and ${stateNames[state]} estimated tax due dates`
      : 'GigTally: estimated tax due dates',
    prodId: { company: 'GigTally', product: 'tax-due-dates', language: 'EN' },
    url: new URL(taxCalendarPath(state), appUrl).toString(),
  });
  for (const due of years.flatMap(estimatedTaxDueDates)) {
    addInstallment(
      calendar,
      due,
      {
        id: `tax-${due.taxYear}-q${due.quarter}@gigtally`,
        summary: `Q${due.quarter} ${due.taxYear} estimated tax due`,
        description: `The ${ordinals[due.quarter - 1]} federal estimated tax payment (Form 1040-ES) for ${due.taxYear} is due.`,
      },
      appUrl,
    );
  }
  if (state === null) return calendar.toString();
  for (const due of years.flatMap(stateDates)) {
    addInstallment(
      calendar,
      due,
      {
        id: `tax-${state.toLowerCase()}-${due.taxYear}-q${due.quarter}@gigtally`,
        ...stateInstallmentText(state, due),
      },
      appUrl,
    );
  }
  return calendar.toString();
}
