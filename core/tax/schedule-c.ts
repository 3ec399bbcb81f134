import type { ItemType } from '../categories';
import { mulDivHalfUp } from './cents-math';
import { simplifiedHomeOfficeCents } from './estimate';
import { MILEAGE_CATEGORY } from './mileage';
import {
  expenseLines,
  incomeLines,
  lineNames,
  lineOf,
  type CategoryLine,
  type ExpenseLine,
} from './schedule-c-lines';
import type { CategoryCents, VehicleMethod, VehicleMethodOfYear } from './vehicle-method';

// A tax year's Schedule C (Form 1040) in cents, from the year's category totals after the car method.
// The estimate (core/tax/estimate.ts, through server/services/tax/schedule-c-cents.ts) takes its income and expenses
// from here, so the estimate, the dashboard's tax, the planner, the tax summary and Schedule C agree.
// docs/tax-tables.md "Schedule C lines" and "Meals".

/** The lines of the person's own categories chosen in Settings, per type (the rest land on the default). */
export type ChosenLines = Record<ItemType, ReadonlyMap<string, CategoryLine>>;

export const noChosenLines: ChosenLines = { income: new Map(), expense: new Map() };

/** The meals line: 50 % deductible (IRC 274(n)(1); Pub. 463 ch. 2 "50% Limit"). */
export const MEALS_LINE: ExpenseLine = '24b';
/** The built-in category of meals bought while working: restaurant or takeout food. */
export const MEALS_CATEGORY = 'Meals';
/**
 * IRC 274(n)(2)(D) as added by the Consolidated Appropriations Act, 2021, and Notice 2021-25: food and beverages
 * provided by a restaurant and paid or incurred in 2021 and 2022 are 100 % deductible.
 */
export const FULL_RESTAURANT_MEAL_YEARS: readonly number[] = [2021, 2022];

/** Percent of a category's amount that its line counts. */
export function deductiblePercent(
  year: number,
  type: ItemType,
  category: string,
  line: CategoryLine,
): 50 | 100 {
  if (type !== 'expense' || line !== MEALS_LINE) return 100;
  // Only the built-in 'Meals' are restaurant meals; a person's own category on 24b is any food and stays at 50 %.
  return category === MEALS_CATEGORY && FULL_RESTAURANT_MEAL_YEARS.includes(year) ? 100 : 50;
}

export const scheduleCReasons = {
  carCost: 'The standard mileage rate replaces the car’s actual costs (IRS Publication 463, chapter 4).',
  mealsHalf: 'Only 50 % of business meals is deductible (IRS Publication 463, chapter 2, "50% Limit").',
} as const;

export const scheduleCNotes = {
  meals50: 'Meals count at 50 % (IRS Publication 463, chapter 2, "50% Limit").',
  meals2022: (year: number) =>
    `Restaurant meals ('Meals') count in full in ${year} (IRS Notice 2021-25); your own categories on this line count at 50 %.`,
  standardRate: (leftOut: string) =>
    `The standard mileage rate is used: it replaces the car's actual costs, so ${leftOut} not on this line. Parking and tolls are.`,
  standardRateNothingLeftOut: 'The standard mileage rate is used. Parking and tolls are deducted beside it.',
  actualCosts: (mileage: string) =>
    `Actual car expenses are used: the mileage log's ${mileage} at the standard rate is not deducted.`,
  actualCostsNoLog: 'Actual car expenses are used.',
} as const;

export interface ScheduleCCategoryCents {
  type: ItemType;
  category: string;
  amountCents: number;
  deductibleCents: number;
}

export interface ScheduleCLineCents {
  line: CategoryLine;
  name: string;
  /** What the line holds: its categories' deductible cents (and, on line 9, the mileage deduction). */
  amountCents: number;
  /** The categories on the line, largest first; the mileage deduction is not among them (see `mileage`). */
  categories: ScheduleCCategoryCents[];
  /** Line 9 in a standard-rate year with trips: the log's miles (tenths) and their deduction. */
  mileage?: { tenthsOfMile: number; deductionCents: number };
}

export interface ScheduleCCents {
  year: number;
  vehicleMethod: VehicleMethod;
  /** Lines 1, 6 and 8-27a with something on them, in line order. */
  lines: ScheduleCLineCents[];
  /** Line 7 = line 1 + line 6 (no returns on line 2, no cost of goods sold on line 4). */
  grossIncomeCents: number;
  /** Line 28. */
  totalExpensesCents: number;
  /** Line 29 = line 7 - line 28. */
  tentativeProfitCents: number;
  /** Line 30, the simplified method. */
  homeOfficeCents: number;
  /** Line 31 = line 29 - line 30. */
  netProfitCents: number;
  /** Part V: the categories on line 27a. */
  otherExpenses: { category: string; amountCents: number }[];
  /** Spent but on no line: car costs under the standard rate, the non-deductible part of meals. */
  notDeducted: { kind: 'car-cost' | 'meals'; category: string; amountCents: number; reason: string }[];
  /** The year's car method and what it left out (as period-totals gives it). */
  vehicle: VehicleMethodOfYear;
}

export interface ScheduleCInput {
  year: number;
  /** The year's totals by type and category, the year's car method applied (mileage as MILEAGE_CATEGORY). */
  totals: readonly CategoryCents[];
  /** The year's car method; absent when the year has no car cost, no trip and no choice (then: actual, nothing left). */
  vehicle?: VehicleMethodOfYear | undefined;
  /** The trip log's miles of the year, in tenths. */
  tenthsOfMile: number;
  chosenLines: ChosenLines;
  /** The household's square feet of home office (the simplified method). */
  homeOfficeSqFt: number;
}

const lineOrder: readonly CategoryLine[] = [...incomeLines, ...expenseLines];

const byAmount =
  <T extends { category: string }>(amount: (value: T) => number) =>
  (a: T, b: T) =>
    amount(b) - amount(a) || a.category.localeCompare(b.category);

/** A tax year's Schedule C, every figure in cents. */
export function scheduleCOf(input: ScheduleCInput): ScheduleCCents {
  const vehicle: VehicleMethodOfYear = input.vehicle ?? {
    year: input.year,
    method: 'actual',
    chosen: false,
    leftOut: [],
  };
  const lines = new Map<CategoryLine, ScheduleCLineCents>();
  const lineEntry = (line: CategoryLine) => {
    let entry = lines.get(line);
    if (!entry) lines.set(line, (entry = { line, name: lineNames[line], amountCents: 0, categories: [] }));
    return entry;
  };
  const notDeducted: ScheduleCCents['notDeducted'] = vehicle.leftOut
    .filter((cost) => cost.category !== MILEAGE_CATEGORY)
    .map((cost) => ({
      kind: 'car-cost' as const,
      category: cost.category,
      amountCents: cost.totalCents,
      reason: scheduleCReasons.carCost,
    }));
  const mealsNotDeducted: ScheduleCCents['notDeducted'] = [];

  for (const total of input.totals) {
    if (total.type === 'expense' && total.category === MILEAGE_CATEGORY) {
      const entry = lineEntry('9');
      entry.mileage = { tenthsOfMile: input.tenthsOfMile, deductionCents: total.totalCents };
      entry.amountCents += total.totalCents;
      continue;
    }
    const line = lineOf(total.type, total.category, input.chosenLines[total.type]);
    const percent = deductiblePercent(input.year, total.type, total.category, line);
    const deductibleCents = percent === 100 ? total.totalCents : mulDivHalfUp(total.totalCents, percent, 100);
    const entry = lineEntry(line);
    entry.categories.push({
      type: total.type,
      category: total.category,
      amountCents: total.totalCents,
      deductibleCents,
    });
    entry.amountCents += deductibleCents;
    if (deductibleCents !== total.totalCents)
      mealsNotDeducted.push({
        kind: 'meals',
        category: total.category,
        amountCents: total.totalCents - deductibleCents,
        reason: scheduleCReasons.mealsHalf,
      });
  }

  const ordered = lineOrder.flatMap((line) => {
    const entry = lines.get(line);
    if (!entry) return [];
    entry.categories.sort(byAmount((category) => category.amountCents));
    return [entry];
  });
  const sumOf = (which: readonly CategoryLine[]) =>
    ordered.filter((entry) => which.includes(entry.line)).reduce((sum, entry) => sum + entry.amountCents, 0);
  const grossIncomeCents = sumOf(incomeLines);
  const totalExpensesCents = sumOf(expenseLines);
  const tentativeProfitCents = grossIncomeCents - totalExpensesCents;
  const homeOfficeCents = simplifiedHomeOfficeCents(input.homeOfficeSqFt, tentativeProfitCents);
  return {
    year: input.year,
    vehicleMethod: vehicle.method,
    lines: ordered,
    grossIncomeCents,
    totalExpensesCents,
    tentativeProfitCents,
    homeOfficeCents,
    netProfitCents: tentativeProfitCents - homeOfficeCents,
    otherExpenses: (lines.get('27a')?.categories ?? []).map((category) => ({
      category: category.category,
      amountCents: category.deductibleCents,
    })),
    notDeducted: [...notDeducted, ...mealsNotDeducted.sort(byAmount((cost) => cost.amountCents))],
    vehicle,
  };
}

/**
 * Why a line holds less than (or other than) its items, in plain words; null when nothing needs saying.
 * `money` formats dollars.
 */
export function scheduleCLineNote(
  scheduleC: Pick<ScheduleCCents, 'year' | 'vehicle'>,
  line: ScheduleCLineCents,
  money: (dollars: number) => string,
): string | null {
  if (line.line === MEALS_LINE) {
    const full = line.categories.some(
      (category) => category.category === MEALS_CATEGORY && category.deductibleCents === category.amountCents,
    );
    return full && FULL_RESTAURANT_MEAL_YEARS.includes(scheduleC.year)
      ? scheduleCNotes.meals2022(scheduleC.year)
      : scheduleCNotes.meals50;
  }
  if (line.line !== '9') return null;
  const { vehicle } = scheduleC;
  if (vehicle.method === 'standard') {
    const carCosts = vehicle.leftOut.filter((cost) => cost.category !== MILEAGE_CATEGORY);
    if (carCosts.length === 0) return scheduleCNotes.standardRateNothingLeftOut;
    const listed = carCosts.map((cost) => `${cost.category} ${money(cost.totalCents / 100)}`);
    const joined =
      listed.length === 1 ? `${listed[0]} is` : `${listed.slice(0, -1).join(', ')} and ${listed.at(-1)} are`;
    return scheduleCNotes.standardRate(joined);
  }
  const mileage = vehicle.leftOut.find((cost) => cost.category === MILEAGE_CATEGORY);
  return mileage
    ? scheduleCNotes.actualCosts(money(mileage.totalCents / 100))
    : scheduleCNotes.actualCostsNoLog;
}
