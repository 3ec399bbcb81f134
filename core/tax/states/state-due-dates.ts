// A state's estimated-tax due dates as the reminders, the calendar feed, the dashboard and the calendar
// show them beside the federal ones. An installment with no share of the year's tax (California's September one, 0 %)
// asks for no payment, so it is not shown or reminded of.
import type { TaxDueDate } from '../due-dates';
import { stateInstallmentDates } from './state-estimate';
import { stateNames, type StateCode } from './state-codes';

/** The form each figured state's estimated payments are made with (the state modules cite them). */
export const stateEstimatedTaxForms: Partial<Record<StateCode, string>> = {
  CA: 'Form 540-ES',
  NY: 'Form IT-2105',
  PA: 'Form PA-40 ES',
  NJ: 'Form NJ-1040-ES',
  IL: 'Form IL-1040-ES',
  OH: 'Ohio IT 1040ES',
  GA: 'Form 500-ES',
  NC: 'Form NC-40',
  MI: 'Form MI-1040ES',
  VA: 'Form 760ES',
};

const dueDatesOf = new Map<string, readonly TaxDueDate[]>();

/**
 * The state's installments of a tax year that carry a share, as due dates (`quarter` is the installment's number).
 * Worked out once per state and year: the reminder job asks for every state each run.
 */
export function stateTaxDueDates(state: StateCode, taxYear: number): readonly TaxDueDate[] {
  const key = `${state} ${taxYear}`;
  let dates = dueDatesOf.get(key);
  if (!dates) {
    dates = Object.freeze(
      stateInstallmentDates(state, taxYear)
        .filter((installment) => installment.sharePercent > 0)
        .map((installment) =>
          Object.freeze({ date: installment.dueDate, taxYear, quarter: installment.installment }),
        ),
    );
    dueDatesOf.set(key, dates);
  }
  return dates;
}

/** The person's state with its due dates of last, this and next tax year (the dashboard's and the calendar's). */
export interface StateDueDates {
  code: StateCode;
  name: string;
  dueDates: TaxDueDate[];
}

export function stateDueDatesAround(state: StateCode, taxYear: number): StateDueDates {
  return {
    code: state,
    name: stateNames[state],
    dueDates: [taxYear - 1, taxYear, taxYear + 1].flatMap((year) => stateTaxDueDates(state, year)),
  };
}
