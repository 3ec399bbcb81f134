import type { Formatters } from '../../../core/format';
import {
  stateCodes,
  stateNames,
  stateTaxCoverage,
  type StateCode,
} from '../../../core/tax/states/state-codes';
import { taxProfileSchema, type StateEstimateResponse, type TaxProfile } from '../../../core/tax/tax-api';

// The words of the state panel and of the state's part of the estimate, in one place so the tests can assert
// them exactly.

export type StateFigureField = 'ownStateTaxRate' | 'localIncomeTaxRate' | 'priorYearStateTax';

export const stateFigureLabels: Record<StateFigureField, string> = {
  ownStateTaxRate: 'Your state tax rate (%)',
  localIncomeTaxRate: 'Local income tax rate (%)',
  priorYearStateTax: "Last year's state tax",
};

export const stateTexts = {
  panelTitle: 'Your State',
  stateLabel: 'State you live in',
  choose: 'Choose your state',
  intro: 'Your state income tax is figured beside the federal tax, with its own quarterly payments.',
  nycLabel: 'I live in New York City',
  nycDescription: 'Adds the New York City resident income tax.',
  ownRateHint: (name: string) =>
    `GigTally does not figure ${name}'s income tax yet. Enter the flat rate you expect to pay, on your federal AGI.`,
  localRateHint:
    "Optional: a city or school district tax on your wages and business profit, such as an Ohio city's or a Pennsylvania locality's. It is figured apart from the state's, with its own payments.",
  priorYearStateTaxHint: "Optional: last year's state income tax, for the state's safe-harbor minimum.",
  cardTitle: (name: string) => `${name} Income Tax`,
  projected: (name: string, year: number) =>
    `Projected figures: ${name} has not published its ${year} figures, so its newest published ones are used.`,
  cityTax: 'New York City income tax',
  localCardTitle: 'Local Income Tax',
  localIntro: (percent: string) =>
    `Your city's or school district's tax at ${percent}, on wages and business profit. It has its own return and its own payments, apart from the state's.`,
  localTax: (percent: string) => `Local income tax at ${percent}`,
  localEarnedIncome: 'Wages and business profit',
  localOnWages: 'On wages (employers there withhold it from pay)',
  localOnProfit: 'On business profit (paid by you, quarterly)',
  localInstallmentsHeading: 'Local quarterly payments',
  noLocalEstimatesNeeded: 'With these figures no estimated local payments are needed.',
  totalTax: 'State tax for the year',
  withheld: 'State tax withheld',
  balanceDue: 'Still to pay',
  refund: 'Refund expected',
  installmentsHeading: 'State quarterly payments',
  noEstimatesNeeded: 'With these figures no estimated state payments are needed.',
  otherStateDates: "These are the usual quarterly dates; check your state's own schedule, which may differ.",
  safeHarbor: (amount: string, thisYearPercent: number, priorYearPercent: number | null) =>
    priorYearPercent === null
      ? `Safe-harbor minimum: ${amount} for the year (${thisYearPercent} % of this year's state tax; the prior-year option is closed at your income).`
      : `Safe-harbor minimum: ${amount} for the year (lesser of ${thisYearPercent} % of this year's state tax and ${priorYearPercent} % of last year's).`,
  source: (source: string) => `Figures: ${source}.`,
} as const;

export const stateOptions = stateCodes
  .map((code) => ({ value: code, label: stateNames[code] }))
  .sort((a, b) => a.label.localeCompare(b.label));

/** Whether the person's own flat rate is asked for: a state GigTally does not figure yet. */
export const asksOwnRate = (state: StateCode | null) =>
  state !== null && stateTaxCoverage(state) === 'not-figured';

/** The profile after choosing a state: a figure that no longer applies to it is cleared in the same save. */
export function withState(profile: TaxProfile, state: StateCode | null): TaxProfile {
  return {
    ...profile,
    state,
    nycResident: state === 'NY' && profile.nycResident,
    ownStateTaxRate: asksOwnRate(state) ? profile.ownStateTaxRate : null,
  };
}

/** A rate or dollar figure as typed (%, $ and commas allowed): empty is "not given"; else the profile's rules. */
export function parseStateFigure(
  field: StateFigureField,
  text: string,
): { value: number | null; error?: undefined } | { value?: undefined; error: string } {
  const cleaned = text.replace(/[$%,\s]/g, '');
  if (cleaned === '') return { value: null };
  const parsed = taxProfileSchema.shape[field].safeParse(cleaned);
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? 'Enter a number' };
  return { value: parsed.data };
}

/** A rate as it stands in its box: 2.5 → '2.5'. */
export const rateText = (percent: number | null) => (percent === null ? '' : String(percent));

export interface FigureLine {
  label: string;
  value: string;
  strong?: boolean;
}

/** The lines of the state's part of the estimate below the form's steps: city tax, the total, refundable credits,
 * withholding and what is left. */
export function stateTotalLines(
  state: StateEstimateResponse,
  format: Pick<Formatters, 'money'>,
): FigureLine[] {
  const lines: FigureLine[] = [];
  if (state.cityTax > 0) lines.push({ label: stateTexts.cityTax, value: format.money(state.cityTax) });
  if (state.totalTax === null) return lines;
  // The form's last step is the state's tax; the total is its own line only when the city's tax is added.
  if (lines.length > 0 || state.steps.length === 0)
    lines.push({ label: stateTexts.totalTax, value: format.money(state.totalTax), strong: true });
  for (const credit of state.refundableCreditSteps)
    lines.push({ label: credit.label, value: format.money(credit.amount) });
  if (state.withholding > 0 || state.refundableCredits > 0) {
    if (state.withholding > 0)
      lines.push({ label: stateTexts.withheld, value: format.money(state.withholding) });
    const due = state.balanceDue ?? 0;
    lines.push(
      due < 0
        ? { label: stateTexts.refund, value: format.money(-due) }
        : { label: stateTexts.balanceDue, value: format.money(due), strong: true },
    );
  }
  return lines;
}

/** The local tax's lines: the tax, the earned income it is on, and its split between wages and business profit. */
export function localTaxLines(
  local: NonNullable<StateEstimateResponse['local']>,
  format: Pick<Formatters, 'money'>,
): FigureLine[] {
  return [
    { label: stateTexts.localEarnedIncome, value: format.money(local.earnedIncome) },
    { label: stateTexts.localTax(`${local.ratePercent} %`), value: format.money(local.tax), strong: true },
    { label: stateTexts.localOnWages, value: format.money(local.onWages) },
    { label: stateTexts.localOnProfit, value: format.money(local.onBusinessProfit) },
  ];
}
