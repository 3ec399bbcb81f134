import type { CalendarDate } from '../../../core/dates';
import { upcomingTaxDueDates, type TaxDueDate } from '../../../core/tax/due-dates';

/** The installment due next on `date`, of whichever tax year (in early January, last year's fourth). */
export function installmentDueOn(date: CalendarDate): TaxDueDate {
  return upcomingTaxDueDates(date, 1)[0]!;
}
