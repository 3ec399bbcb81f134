import { mulDivHalfUp } from './cents-math';
import { MILEAGE_CATEGORY, mileageDeductionOfMonths } from './mileage';

// A car's business costs are deducted one way per tax year (IRS Publication 463 (2024), chapter 4
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
 * - Transportation: until the full form had 'Gas' (one category list), its only place for fuel; what was
 *   filed there is still treated as the car's running costs. Parking and tolls recorded as their own categories
 *   stay deductible.
 * Kept beside the standard rate (Pub. 463 ch. 4, "Parking fees and tolls"): Parking and Tolls. The business share of
 * car-loan interest and of personal property tax on the car would be kept too; GigTally has no category for either.
 * Every other category (and every custom one) is not a car cost.
 */
export const carCostCategories: readonly string[] = ['Gas', 'Maintenance', 'Insurance', 'Transportation'];

export const isCarCost = (category: string) => carCostCategories.includes(category);

/**
 * A tax year with nothing chosen deducts the car's costs as they were recorded (actual costs), whatever its trips:
 * the standard rate is the person's choice to make for the car (Pub. 463 ch. 4, "Choosing the standard mileage
 * rate"), and logging a trip must never drop costs the year already counted. Until they choose, the screens compare
 * both methods (compareVehicleMethods) and say which gives the lower tax. docs/user-guide.md, "Car costs".
 */
export const UNCHOSEN_VEHICLE_METHOD: VehicleMethod = 'actual';

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
  /** The period's totals by type and category within this year. */
  items: readonly CategoryCents[];
  /** The period's trip miles within this year, per month ('YYYY-MM-01'). */
  tripMonths: readonly { month: string; tenthsOfMile: number }[];
  /**
   * Of each car-cost category's total, the cents of items counted whole (no share of the person's own): under the
   * actual-cost method these count at the car's business-use share. Left out, none.
   */
  wholeCarCosts?: ReadonlyMap<string, number>;
  /** The car's miles of the whole tax year; null when the person has not given the miles that were not business. */
  carShare?: CarBusinessShare | null;
}

/**
 * A car's business use in a tax year (Form 4562 Part V, Schedule C Part IV): the business miles of the trip log and
 * the other miles the person drove it (commuting and other), in tenths of a mile.
 */
export interface CarBusinessShare {
  businessTenths: number;
  otherTenths: number;
}

/** The car's business-use percent, one decimal, for the screens; null when the share is unknown. */
export const carBusinessPercent = (share: CarBusinessShare | null | undefined): number | null => {
  const all = share ? share.businessTenths + share.otherTenths : 0;
  return share && all > 0 ? Math.round((share.businessTenths / all) * 1000) / 10 : null;
};

/**
 * What a car-cost category counts under the actual-cost method (Publication 463 ch. 4, "Business and personal use":
 * only the business part of the car's costs is deductible, by miles): the items with a share of their own at that
 * share, the others at the car's business-use share, rounded half up once per category. An unknown share (no miles
 * given) counts them whole.
 */
export function carCostAtBusinessShare(
  totalCents: number,
  wholeCents: number,
  share: CarBusinessShare | null | undefined,
): number {
  const all = share ? share.businessTenths + share.otherTenths : 0;
  if (!share || all === 0 || wholeCents === 0) return totalCents;
  return totalCents - wholeCents + mulDivHalfUp(wholeCents, share.businessTenths, all);
}

/** What a tax year of a period deducts for the car and what it leaves out. */
export interface VehicleMethodOfYear {
  year: number;
  method: VehicleMethod;
  /** True when the person chose it; false when it is the default. */
  chosen: boolean;
  /** Expenses of the period not deducted under the method, largest first (in cents). */
  leftOut: { category: string; totalCents: number }[];
  /** Under actual costs, the car's business-use percent its costs were counted at; null when unknown or standard. */
  businessUsePercent?: number | null;
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
    const method = part.chosen ?? UNCHOSEN_VEHICLE_METHOD;
    const mileageCents = mileageDeductionOfMonths(part.tripMonths);
    const leftOut: VehicleMethodOfYear['leftOut'] = [];
    for (const item of part.items) {
      const carCost = item.type === 'expense' && isCarCost(item.category);
      if (method === 'standard' && carCost)
        leftOut.push({ category: item.category, totalCents: item.totalCents });
      else if (carCost) {
        const counted = carCostAtBusinessShare(
          item.totalCents,
          part.wholeCarCosts?.get(item.category) ?? 0,
          part.carShare,
        );
        add(item.type, item.category, counted);
        if (counted !== item.totalCents)
          leftOut.push({
            category: `${item.category} (personal use)`,
            totalCents: item.totalCents - counted,
          });
      } else add(item.type, item.category, item.totalCents);
    }
    if (method === 'standard') {
      mileageDeductionCents += mileageCents;
      if (mileageCents > 0) add('expense', MILEAGE_CATEGORY, mileageCents);
    } else if (mileageCents > 0) leftOut.push({ category: MILEAGE_CATEGORY, totalCents: mileageCents });
    const hasCarCost = part.items.some((item) => item.type === 'expense' && isCarCost(item.category));
    if (hasCarCost || part.tripMonths.length > 0 || part.chosen)
      years.push({
        year: part.year,
        method,
        chosen: part.chosen !== null,
        leftOut: leftOut.sort(byTotal),
        // Said only where it changed what the car costs count.
        ...(method === 'actual' && carBusinessPercent(part.carShare) !== null
          ? { businessUsePercent: carBusinessPercent(part.carShare) }
          : {}),
      });
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
  /** Under actual costs, the car's business-use percent (business miles over all miles); null when not known. */
  businessUsePercent?: number | null;
}

const listOf = (parts: string[]) =>
  parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;

/**
 * The line a screen shows for a tax year's car method: 'Standard mileage rate used for 2026: Gas $812.40 and
 * Maintenance $230.00 not deducted.', or 'Actual car expenses used for 2025.' when it left nothing out.
 */
export function vehicleMethodNote(use: VehicleMethodUse, money: (dollars: number) => string): string {
  const share =
    use.businessUsePercent === null || use.businessUsePercent === undefined
      ? ''
      : ` at ${use.businessUsePercent} % business use`;
  const used = `${vehicleMethodLabels[use.method]} used for ${use.year}${share}`;
  if (use.leftOut.length === 0) return `${used}.`;
  const items = use.leftOut.map((line) =>
    line.category === MILEAGE_CATEGORY
      ? `the mileage log's ${money(line.total)} at the standard rate`
      : `${line.category} ${money(line.total)}`,
  );
  return `${used}: ${listOf(items)} not deducted.`;
}

/**
 * The expense categories that make up what the car deducts under either method: its own costs (actual costs), the
 * trip log at the standard rate (standard), and parking and tolls, which both methods deduct (Pub. 463 ch. 4,
 * "Parking fees and tolls" beside the standard rate; "Actual Car Expenses" lists them too).
 */
const carDeductionCategories: readonly string[] = [
  ...carCostCategories,
  'Parking',
  'Tolls',
  MILEAGE_CATEGORY,
];

/** What the car deducts in a tax year's totals (applyVehicleMethods' totals of that year alone). */
export const carDeductionCents = (totals: readonly CategoryCents[]): number =>
  totals
    .filter((total) => total.type === 'expense' && carDeductionCategories.includes(total.category))
    .reduce((sum, total) => sum + total.totalCents, 0);

/** One method's result for a tax year: what the car deducts and the federal estimate's total tax with it. */
export interface VehicleMethodOutcome {
  deductionCents: number;
  totalTaxCents: number;
}

export interface VehicleMethodComparisonCents {
  standard: VehicleMethodOutcome;
  actual: VehicleMethodOutcome;
  /** The method with the lower total tax; null when both give the same tax. */
  recommended: VehicleMethod | null;
  /** How much less tax the recommended method gives. */
  savingCents: number;
}

/** Both methods side by side and the one with the lower tax: a larger deduction alone does not decide. */
export function compareVehicleMethods(
  outcomes: Record<VehicleMethod, VehicleMethodOutcome>,
): VehicleMethodComparisonCents {
  const standardCostsMore = outcomes.standard.totalTaxCents - outcomes.actual.totalTaxCents;
  return {
    standard: outcomes.standard,
    actual: outcomes.actual,
    recommended: standardCostsMore > 0 ? 'actual' : standardCostsMore < 0 ? 'standard' : null,
    savingCents: Math.abs(standardCostsMore),
  };
}

/** The comparison as the API sends it, in dollars. */
export interface VehicleMethodComparison {
  standard: { deduction: number; totalTax: number };
  actual: { deduction: number; totalTax: number };
  recommended: VehicleMethod | null;
  saving: number;
}

/** GET /api/trips/vehicle-method?year=: the year's method, what it leaves out, and both methods compared. */
export interface VehicleMethodOfTaxYear extends VehicleMethodUse {
  yearHasTrips: boolean;
  /** The year's trip log at the standard rate, in dollars, counted or not. */
  mileageDeduction: number;
  comparison: VehicleMethodComparison;
  /**
   * When the car was placed in service for business (Schedule C line 43), null when not given: its year is the
   * car's first business year, the one year the standard rate can first be chosen in.
   */
  placedInService: string | null;
}
