import { MILEAGE_CATEGORY, mileageDeductionOfMonths } from './mileage';

// Issue 16 point 13. A car's business costs are deducted one way per tax year (IRS Publication 463 (2024), chapter 4
// "Transportation", "Car Expenses"; Publication 334 chapter 8): either the standard mileage rate times the
// business miles, or the actual costs. The standard rate is "in place of" the actual costs of operating the car.
export const vehicleMethods = ['standard', 'actual'] as const;
export type VehicleMethod = (typeof vehicleMethods)[number];

export const vehicleMethodLabels: Record<VehicleMethod, string> = {
  standard: 'Standard mileage rate',
  actual: 'Actual car expenses',
};

/**
 * GigTally's expense categories (core/categories.ts) that are costs of the car itself, which the standard rate
 * replaces. Pub. 463 ch. 4 lists what the rate covers: "depreciation or lease payments, maintenance and repairs,
 * tires, gasoline (including all taxes), oil, insurance, and vehicle registration fees".
 * - Gas: gasoline and oil.
 * - Maintenance: maintenance, repairs, tires (next to Gas in Quick Entry, it is the car's upkeep).
 * - Insurance: in an app for drivers, the car's insurance. A business policy that is not the car's (liability)
 *   belongs in a category of its own, which the screens' "not deducted" line prompts.
 * - Transportation: until issue 17 gave the full form 'Gas' (one category list), its only place for fuel; what was
 *   filed there is still treated as the car's running costs. Parking and tolls recorded as their own categories
 *   stay deductible.
 * Kept beside the standard rate (Pub. 463 ch. 4, "Parking fees and tolls"): Parking and Tolls. The business share of
 * car-loan interest and of personal property tax on the car would be kept too; GigTally has no category for either.
 * Every other category (and every custom one) is not a car cost.
 */
export const carCostCategories: readonly string[] = ['Gas', 'Maintenance', 'Insurance', 'Transportation'];

export const isCarCost = (category: string) => carCostCategories.includes(category);

/** With nothing chosen: the standard rate when the tax year has trips in the log, the actual costs otherwise. */
export const defaultVehicleMethod = (yearHasTrips: boolean): VehicleMethod =>
  yearHasTrips ? 'standard' : 'actual';

export const vehicleMethodMessages = {
  methodInvalid: "Method must be 'standard' or 'actual'",
  saved: (year: number, method: VehicleMethod) => `${vehicleMethodLabels[method]} saved for ${year}.`,
} as const;

export interface CategoryCents {
  type: 'income' | 'expense';
  category: string;
  totalCents: number;
}

/** One tax year's part of a period, as the database gave it. */
export interface TaxYearPart {
  year: number;
  /** The person's saved choice for the year, null when none. */
  chosen: VehicleMethod | null;
  /** Whether the whole tax year (not only the period) has trips in the log: it sets the default. */
  yearHasTrips: boolean;
  /** The period's totals by type and category within this year. */
  items: readonly CategoryCents[];
  /** The period's trip miles within this year, per month ('YYYY-MM-01'). */
  tripMonths: readonly { month: string; tenthsOfMile: number }[];
}

/** What a tax year of a period deducts for the car and what it leaves out. */
export interface VehicleMethodOfYear {
  year: number;
  method: VehicleMethod;
  /** True when the person chose it; false when it is the default. */
  chosen: boolean;
  /** Expenses of the period not deducted under the method, largest first (in cents). */
  leftOut: { category: string; totalCents: number }[];
}

export interface VehicleDeductions {
  /** Totals by type and category, largest first: each year's method applied, the counted mileage as one expense. */
  totals: CategoryCents[];
  /** The standard-mileage deduction counted (the years using the standard rate). */
  mileageDeductionCents: number;
  /** The years of the period that have a car cost or a trip, oldest first. */
  years: VehicleMethodOfYear[];
}

const byTotal = <T extends { totalCents: number; category: string }>(a: T, b: T) =>
  b.totalCents - a.totalCents || a.category.localeCompare(b.category);

/**
 * The one place that applies each tax year's car method to a period's figures (a period across two years applies
 * each year's method to its own part): standard years drop the car-cost categories and count the trip log at the
 * standard rate; actual years keep the car costs and leave the trip log's deduction out.
 */
export function applyVehicleMethods(parts: readonly TaxYearPart[]): VehicleDeductions {
  const merged = new Map<string, CategoryCents>();
  const add = (type: CategoryCents['type'], category: string, cents: number) => {
    const key = `${type}\u0000${category}`;
    const total = merged.get(key);
    if (total) total.totalCents += cents;
    else merged.set(key, { type, category, totalCents: cents });
  };
  let mileageDeductionCents = 0;
  const years: VehicleMethodOfYear[] = [];
  for (const part of [...parts].sort((a, b) => a.year - b.year)) {
    const method = part.chosen ?? defaultVehicleMethod(part.yearHasTrips);
    const mileageCents = mileageDeductionOfMonths(part.tripMonths);
    const leftOut: VehicleMethodOfYear['leftOut'] = [];
    for (const item of part.items) {
      if (method === 'standard' && item.type === 'expense' && isCarCost(item.category))
        leftOut.push({ category: item.category, totalCents: item.totalCents });
      else add(item.type, item.category, item.totalCents);
    }
    if (method === 'standard') {
      mileageDeductionCents += mileageCents;
      if (mileageCents > 0) add('expense', MILEAGE_CATEGORY, mileageCents);
    } else if (mileageCents > 0) leftOut.push({ category: MILEAGE_CATEGORY, totalCents: mileageCents });
    const hasCarCost = part.items.some((item) => item.type === 'expense' && isCarCost(item.category));
    if (hasCarCost || part.tripMonths.length > 0 || part.chosen)
      years.push({ year: part.year, method, chosen: part.chosen !== null, leftOut: leftOut.sort(byTotal) });
  }
  return {
    totals: [...merged.values()].filter((total) => total.totalCents !== 0).sort(byTotal),
    mileageDeductionCents,
    years,
  };
}

/** A year's method as the API sends it: what was left out in dollars. */
export interface VehicleMethodUse {
  year: number;
  method: VehicleMethod;
  chosen: boolean;
  leftOut: { category: string; total: number }[];
}

const listOf = (parts: string[]) =>
  parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;

/**
 * The line a screen shows for a tax year's car method: 'Standard mileage rate used for 2026: Gas $812.40 and
 * Maintenance $230.00 not deducted.', or 'Actual car expenses used for 2025.' when it left nothing out.
 */
export function vehicleMethodNote(use: VehicleMethodUse, money: (dollars: number) => string): string {
  const used = `${vehicleMethodLabels[use.method]} used for ${use.year}`;
  if (use.leftOut.length === 0) return `${used}.`;
  const items = use.leftOut.map((line) =>
    line.category === MILEAGE_CATEGORY
      ? `the mileage log's ${money(line.total)} at the standard rate`
      : `${line.category} ${money(line.total)}`,
  );
  return `${used}: ${listOf(items)} not deducted.`;
}

/** GET /api/trips/vehicle-method?year=: the year's method and what it leaves out of the year's figures. */
export interface VehicleMethodOfTaxYear extends VehicleMethodUse {
  yearHasTrips: boolean;
  /** The year's trip log at the standard rate, in dollars, counted or not. */
  mileageDeduction: number;
}
