import { yearOf, type CalendarDate } from '../../../core/dates';
import { FIRST_TAX_YEAR } from '../../../core/tax/tables';
import { mileageRateOn } from '../../../core/tax/mileage';
import type { ScheduleCCategory, ScheduleCLine } from '../../../core/tax/schedule-c-api';
import { formatMiles } from '../../../core/trips';
import { formatCount } from '../../../core/format';

type Money = (dollars: number) => string;

// The words of the Schedule C screen (web/features/tax/schedule-c-page.tsx), in one place for its tests.
export const scheduleCTexts = {
  title: 'Schedule C',
  description:
    'Profit or Loss From Business, line by line as the IRS asks for it. A worksheet for preparing your return, not a filed form.',
  loading: 'Loading Schedule C...',
  empty: (year: number) => `Nothing recorded in ${year} yet, so every line of Schedule C is empty.`,
  emptyAction:
    'Add your income and expenses on the Dashboard and log your business trips on Mileage; each lands on its line here.',
  packet: 'Download tax packet',
  packetPending: 'Preparing the packet...',
  packetHint:
    'A PDF worksheet with Schedule C, Part IV, Schedule SE, your estimate and payments, the 1099 reconciliation, the mileage log and a receipts index, with the same figures as CSV files and your receipts, in one zip.',
  packetFailed: 'The tax packet could not be downloaded. Please try again.',
  noItems: 'No items: this line comes from the mileage log alone.',
  moreItems: (count: number) =>
    `and ${formatCount(count)} more ${count === 1 ? 'item' : 'items'}: the tax packet lists them all.`,
  notDeducted: 'Not deducted',
  notDeductedIntro: 'Spent, but on no line of Schedule C:',
  partV: 'Part V: Other Expenses',
  partVIntro: 'The categories on line 27a, by name.',
} as const;

/**
 * The tax years the screen offers: the two before this one and this one, as a return is prepared for a year that
 * has ended (never before the first year GigTally has tax tables for).
 */
export function scheduleCYears(today: CalendarDate): number[] {
  const year = yearOf(today);
  return [year - 2, year - 1, year].filter((choice) => choice >= FIRST_TAX_YEAR);
}

/** Until April 15 a person prepares last year's return; after, this year's figures are the ones to watch. */
export function defaultScheduleCYear(today: CalendarDate): number {
  const year = yearOf(today);
  return today.slice(5) <= '04-15' ? year - 1 : year;
}

/** The year of `?year=` when it is one of the choices, else the default. */
export function chosenYear(param: string | null, today: CalendarDate): number {
  const year = Number(param);
  return scheduleCYears(today).includes(year) ? year : defaultScheduleCYear(today);
}

export const lineLabel = (line: string) => `Line ${line}`;

/** 'Meals: $200.00 spent, $100.00 counted' where the line counts less than was spent; '$60.00' otherwise. */
export function categoryFigures(category: ScheduleCCategory, money: Money): string {
  return category.deductible === category.amount
    ? money(category.amount)
    : `${money(category.amount)} spent, ${money(category.deductible)} counted`;
}

const centsText = (cents: number) => `${cents}\u00a2`;

/**
 * Line 9's standard-mileage deduction: '1,000.0 miles × 72.5¢ = $725.00', or in a year whose rate changed (2022)
 * the rates it had.
 */
export function mileageText(
  year: number,
  mileage: NonNullable<ScheduleCLine['mileage']>,
  money: Money,
): string {
  const first = mileageRateOn(`${year}-01-01`);
  const last = mileageRateOn(`${year}-12-31`);
  const miles = `${formatMiles(mileage.miles)} business miles from the mileage log`;
  if (!first || !last) return `${miles}: ${money(mileage.deduction)}`;
  const rate =
    first.centsPerMile === last.centsPerMile
      ? `× ${centsText(first.centsPerMile)} a mile`
      : `at the ${year} rates (${centsText(first.centsPerMile)}, then ${centsText(last.centsPerMile)} a mile)`;
  return `${miles} ${rate} = ${money(mileage.deduction)}`;
}

/** Schedule C Part IV's questions (2025 Schedule C, lines 43-47b). */
export const vehicleQuestions = {
  placedInService: '43. When did you place your vehicle in service for business purposes?',
  businessMiles: '44a. Business miles (from your mileage log)',
  commutingMiles: '44b. Commuting miles',
  otherMiles: '44c. Other miles',
  availableOffDuty: '45. Was your vehicle available for personal use during off-duty hours?',
  anotherVehicle: '46. Do you (or your spouse) have another vehicle available for personal use?',
  hasEvidence: '47a. Do you have evidence to support your deduction?',
  evidenceWritten: '47b. If "Yes," is the evidence written?',
} as const;

export const vehicleTexts = {
  title: 'Part IV: Information on Your Vehicle',
  intro: (year: number) =>
    `Asked once a year, for ${year}. Leave a box empty when it does not apply; the business miles come from your trips.`,
  save: 'Save Part IV',
  saving: 'Saving...',
  milesHint: 'To a tenth of a mile, e.g. 1200.5',
  saveFailed: 'Part IV could not be saved. Please try again.',
} as const;

/** Miles as typed: '' is no answer, anything else goes to the schema as typed (it says what is wrong). */
export const milesInput = (text: string): string | null =>
  text.trim() === '' ? null : text.trim().replace(/,/g, '');

export const milesText = (miles: number | null) => (miles === null ? '' : String(miles));
