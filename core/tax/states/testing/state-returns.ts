// What the state tests share: the year's federal return by the real engine (a state is figured from it, as the app
// figures it), then the state's return from it with the household as the state sees it. Amounts are given in dollars,
// as the forms print them.
import { estimateTax, type TaxEstimate } from '../../estimate';
import { emptyHousehold, type Household } from '../../household';
import type { FilingStatus } from '../../tables';
import type { FiguredState } from '../state-tax';

export const $ = (dollars: number) => Math.round(dollars * 100);

export interface FederalAndHousehold {
  federal: TaxEstimate;
  household: Household;
}

/** The year's federal return on gig income and expenses by the real engine, and the household as the state sees it. */
export function federalReturn(
  year: number,
  filingStatus: FilingStatus,
  income: number,
  expenses: number,
  household: Partial<Household> = {},
): FederalAndHousehold {
  const federal = estimateTax({
    year,
    filingStatus,
    incomeCents: $(income),
    expensesCents: $(expenses),
    household,
  });
  return { federal, household: { ...emptyHousehold, ...household } };
}

/** The state's return figured from a federal return. */
export const stateTaxFrom =
  (state: FiguredState) =>
  (year: number, filingStatus: FilingStatus, federalAndHousehold: FederalAndHousehold) =>
    state.taxOf({ year, filingStatus, nycResident: false, ...federalAndHousehold });

/** The state's return on gig income and expenses. */
export const stateTaxOn =
  (state: FiguredState) =>
  (
    year: number,
    filingStatus: FilingStatus,
    income: number,
    expenses: number,
    household: Partial<Household> = {},
  ) =>
    stateTaxFrom(state)(year, filingStatus, federalReturn(year, filingStatus, income, expenses, household));

/** The state's return on wages alone. */
export const stateTaxOnWages =
  (state: FiguredState) =>
  (year: number, filingStatus: FilingStatus, wages: number, household: Partial<Household> = {}) =>
    stateTaxOn(state)(year, filingStatus, 0, 0, { w2WagesCents: $(wages), ...household });

/** A worked example: gig income and expenses of a year (2025 unless said) and the household. */
export interface Case {
  year?: number;
  filingStatus: FilingStatus;
  income: number;
  expenses: number;
  household?: Partial<Household>;
}

/** A worked example's federal return by the real engine, and the state's from it. */
export const federalAndStateTax =
  (state: FiguredState) =>
  ({ year = 2025, filingStatus, income, expenses, household = {} }: Case) => {
    const federalAndHousehold = federalReturn(year, filingStatus, income, expenses, household);
    return {
      federal: federalAndHousehold.federal,
      state: stateTaxFrom(state)(year, filingStatus, federalAndHousehold),
    };
  };
