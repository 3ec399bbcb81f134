import { addDays, dayOfWeek, type CalendarDate } from '../dates';
import { toDollars } from '../money';
import { mulDivHalfUp } from '../tax/cents-math';
import { mileageDeductionOfMonths, mileageRateOn } from '../tax/mileage';
import { addWallMinutes, dateOfLocal, minuteOfDay, wallMillis } from './local-time';
import type { Shift } from './shifts';

// What a stretch of work really paid (docs/api.md "Earnings"): the platform's payouts and tips on the days of its shifts,
// less its fees, less what the miles cost the car, less the tax the rest adds at the person's marginal rate. Every
// row (a shift, a platform, a week, the total) is figured from its own totals and rounded to the cent once.

/** A shift as the figures need it: its miles are its own, or else those of the trips logged for it. */
export interface ShiftForEarnings extends Pick<
  Shift,
  'id' | 'platform' | 'start' | 'end' | 'minutes' | 'activeMinutes'
> {
  tenthsOfMile: number;
}

/** A platform's business income and its platform fees on one day, in cents (the business share of each item). */
export interface PlatformDay {
  platform: string;
  date: CalendarDate;
  grossCents: number;
  feesCents: number;
}

/**
 * What a mile costs the car in a tax year: the standard rate of the shift's month, or, in a year that deducts actual
 * car costs and has both costs and logged miles, the year's car costs (at their business share) over its business
 * miles in the trip log.
 */
export type CarCostRule =
  { method: 'standard' } | { method: 'actual'; carCostCents: number; tenthsOfMile: number };

/**
 * The tax on the next dollars of profit: `centsPer100Dollars` is what the next $100 of Schedule C profit adds to the
 * year's federal income tax, self-employment tax and state and local tax together (negative where it raises a
 * refundable credit more than the tax).
 */
export interface MarginalTax {
  year: number;
  centsPer100Dollars: number;
}

export interface EarningsCents {
  minutes: number;
  activeMinutes: number;
  shifts: number;
  tenthsOfMile: number;
  grossCents: number;
  feesCents: number;
  carCostCents: number;
  taxCents: number;
  netCents: number;
}

/** Shares `cents` among parts in proportion to their weights, to the cent, the remainders to the largest fractions. */
export function shareByWeight(cents: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (cents * weight) / total);
  const shares = exact.map(Math.floor);
  let left = cents - shares.reduce((sum, share) => sum + share, 0);
  const order = exact
    .map((value, index) => ({ index, fraction: value - Math.floor(value) }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/** What each shift earned: the money of its platform's day, shared among that day's shifts of the platform by length. */
export function moneyOfShifts(
  shifts: readonly ShiftForEarnings[],
  days: readonly PlatformDay[],
): Map<string, { grossCents: number; feesCents: number }> {
  const money = new Map(shifts.map((shift) => [shift.id, { grossCents: 0, feesCents: 0 }]));
  const shiftsOfDay = new Map<string, ShiftForEarnings[]>();
  for (const shift of [...shifts].sort((a, b) => a.start.localeCompare(b.start))) {
    const key = `${shift.platform}\u0000${dateOfLocal(shift.start)}`;
    shiftsOfDay.set(key, [...(shiftsOfDay.get(key) ?? []), shift]);
  }
  for (const day of days) {
    const sharing = shiftsOfDay.get(`${day.platform}\u0000${day.date}`);
    if (!sharing) continue;
    const weights = sharing.map((shift) => shift.minutes);
    const gross = shareByWeight(day.grossCents, weights);
    const fees = shareByWeight(day.feesCents, weights);
    sharing.forEach((shift, index) => {
      const own = money.get(shift.id)!;
      own.grossCents += gross[index]!;
      own.feesCents += fees[index]!;
    });
  }
  return money;
}

/** The car cost of shifts' miles, each tax year by its own rule, rounded once per rate (as a return does). */
export function carCostOf(
  shifts: readonly ShiftForEarnings[],
  carCostRules: ReadonlyMap<number, CarCostRule>,
): number {
  const tenthsByYear = new Map<number, Map<string, number>>();
  for (const shift of shifts) {
    if (shift.tenthsOfMile === 0) continue;
    const date = dateOfLocal(shift.start);
    const year = Number(date.slice(0, 4));
    const months = tenthsByYear.get(year) ?? new Map<string, number>();
    const month = `${date.slice(0, 7)}-01`;
    months.set(month, (months.get(month) ?? 0) + shift.tenthsOfMile);
    tenthsByYear.set(year, months);
  }
  let cents = 0;
  for (const [year, months] of tenthsByYear) {
    const rule = carCostRules.get(year) ?? { method: 'standard' };
    if (rule.method === 'standard')
      cents += mileageDeductionOfMonths(
        [...months].map(([month, tenthsOfMile]) => ({ month, tenthsOfMile })),
      );
    else {
      const tenths = [...months.values()].reduce((sum, value) => sum + value, 0);
      cents += mulDivHalfUp(tenths, rule.carCostCents, rule.tenthsOfMile);
    }
  }
  return cents;
}

/** The tax on a profit at the marginal rate, to the cent. */
export const taxAtMarginalRate = (profitCents: number, marginal: MarginalTax) =>
  mulDivHalfUp(profitCents, marginal.centsPer100Dollars, 10_000);

/** A group of shifts' earnings, figured from its own totals. */
export function earningsOf(
  shifts: readonly ShiftForEarnings[],
  money: ReadonlyMap<string, { grossCents: number; feesCents: number }>,
  carCostRules: ReadonlyMap<number, CarCostRule>,
  marginal: MarginalTax,
): EarningsCents {
  let grossCents = 0;
  let feesCents = 0;
  for (const shift of shifts) {
    grossCents += money.get(shift.id)?.grossCents ?? 0;
    feesCents += money.get(shift.id)?.feesCents ?? 0;
  }
  const carCostCents = carCostOf(shifts, carCostRules);
  const taxCents = taxAtMarginalRate(grossCents - feesCents - carCostCents, marginal);
  return {
    minutes: shifts.reduce((sum, shift) => sum + shift.minutes, 0),
    activeMinutes: shifts.reduce((sum, shift) => sum + (shift.activeMinutes ?? 0), 0),
    shifts: shifts.length,
    tenthsOfMile: shifts.reduce((sum, shift) => sum + shift.tenthsOfMile, 0),
    grossCents,
    feesCents,
    carCostCents,
    taxCents,
    netCents: grossCents - feesCents - carCostCents - taxCents,
  };
}

/** Earnings as the API sends them: dollars, hours to the hundredth, per hour and per mile to the cent. */
export interface EarningsFigures {
  shifts: number;
  hours: number;
  activeHours: number;
  miles: number;
  gross: number;
  fees: number;
  carCost: number;
  tax: number;
  net: number;
  grossPerHour: number;
  netPerHour: number;
  /** Null when the shifts logged no miles. */
  netPerMile: number | null;
}

export function earningsFiguresOf(cents: EarningsCents): EarningsFigures {
  return {
    shifts: cents.shifts,
    hours: Math.round((cents.minutes / 60) * 100) / 100,
    activeHours: Math.round((cents.activeMinutes / 60) * 100) / 100,
    miles: cents.tenthsOfMile / 10,
    gross: toDollars(cents.grossCents),
    fees: toDollars(cents.feesCents),
    carCost: toDollars(cents.carCostCents),
    tax: toDollars(cents.taxCents),
    net: toDollars(cents.netCents),
    grossPerHour: cents.minutes === 0 ? 0 : toDollars(mulDivHalfUp(cents.grossCents, 60, cents.minutes)),
    netPerHour: cents.minutes === 0 ? 0 : toDollars(mulDivHalfUp(cents.netCents, 60, cents.minutes)),
    netPerMile:
      cents.tenthsOfMile === 0 ? null : toDollars(mulDivHalfUp(cents.netCents, 10, cents.tenthsOfMile)),
  };
}

/** The Monday of a date's week (weeks run Monday to Sunday, as the platforms' pay weeks do). */
export const weekStartOf = (date: CalendarDate): CalendarDate => addDays(date, -((dayOfWeek(date) + 6) % 7));

/** A group of items by a key, keeping the order each key was first seen in. */
function groupBy<T>(values: readonly T[], keyOf: (value: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const value of values) groups.set(keyOf(value), [...(groups.get(keyOf(value)) ?? []), value]);
  return groups;
}

export interface PlatformEarnings extends EarningsFigures {
  platform: string;
}

export interface WeekEarnings extends EarningsFigures {
  /** The Monday the week starts on. */
  weekStart: CalendarDate;
}

export type ShiftEarnings = EarningsFigures & Pick<Shift, 'id' | 'platform' | 'start' | 'end'>;

export interface EarningsReport {
  from: CalendarDate;
  to: CalendarDate;
  /** Best net per hour first. */
  platforms: PlatformEarnings[];
  total: EarningsFigures;
  /** Oldest first. */
  weeks: WeekEarnings[];
  /** Newest first. */
  shifts: ShiftEarnings[];
  /** The tax on the next dollar of profit, as a fraction to 4 decimals (0.2965). */
  marginalRate: number;
  /** The tax year the marginal rate is that of. */
  marginalRateYear: number;
  /** What a mile cost the car in each year of the shifts with miles, and on what basis. */
  carCostRates: CarCostRate[];
  /** The net pay an hour the person aims for; null when not set. */
  target: number | null;
}

export interface CarCostRate {
  year: number;
  /** 'standard': the IRS standard mileage rate; 'actual': the year's counted car costs over its logged miles. */
  basis: 'standard' | 'actual';
  /** Cents a mile, to a tenth (the standard rate of the year's last shift). */
  centsPerMile: number;
}

/** The car cost a mile in the years of the shifts that logged miles. */
function carCostRatesOf(
  shifts: readonly ShiftForEarnings[],
  rules: ReadonlyMap<number, CarCostRule>,
): CarCostRate[] {
  const lastDateOfYear = new Map<number, CalendarDate>();
  for (const shift of shifts) {
    if (shift.tenthsOfMile === 0) continue;
    const date = dateOfLocal(shift.start);
    const year = Number(date.slice(0, 4));
    if ((lastDateOfYear.get(year) ?? '') < date) lastDateOfYear.set(year, date);
  }
  return [...lastDateOfYear]
    .sort(([a], [b]) => a - b)
    .map(([year, date]) => {
      const rule = rules.get(year) ?? { method: 'standard' };
      return rule.method === 'actual'
        ? {
            year,
            basis: 'actual',
            centsPerMile: Math.round((rule.carCostCents * 100) / rule.tenthsOfMile) / 10,
          }
        : { year, basis: 'standard', centsPerMile: mileageRateOn(date)?.centsPerMile ?? 0 };
    });
}

export interface EarningsInput {
  from: CalendarDate;
  to: CalendarDate;
  shifts: readonly ShiftForEarnings[];
  days: readonly PlatformDay[];
  carCostRules: ReadonlyMap<number, CarCostRule>;
  marginal: MarginalTax;
  targetCents: number | null;
}

const byNetPerHour = (a: PlatformEarnings, b: PlatformEarnings) =>
  b.netPerHour - a.netPerHour || a.platform.localeCompare(b.platform);

/** The earnings of a period: per platform, per week, per shift and in total. */
export function earningsReportOf(input: EarningsInput): EarningsReport {
  const { shifts, carCostRules, marginal } = input;
  const money = moneyOfShifts(shifts, input.days);
  const figures = (group: readonly ShiftForEarnings[]) =>
    earningsFiguresOf(earningsOf(group, money, carCostRules, marginal));
  const chronological = [...shifts].sort((a, b) => a.start.localeCompare(b.start));
  return {
    from: input.from,
    to: input.to,
    platforms: [...groupBy(shifts, (shift) => shift.platform)]
      .map(([platform, group]) => ({ platform, ...figures(group) }))
      .sort(byNetPerHour),
    total: figures(shifts),
    weeks: [...groupBy(chronological, (shift) => weekStartOf(dateOfLocal(shift.start)))].map(
      ([weekStart, group]) => ({ weekStart, ...figures(group) }),
    ),
    shifts: chronological.reverse().map((shift) => ({
      id: shift.id,
      platform: shift.platform,
      start: shift.start,
      end: shift.end,
      ...figures([shift]),
    })),
    marginalRate: marginal.centsPer100Dollars / 10_000,
    marginalRateYear: marginal.year,
    carCostRates: carCostRatesOf(shifts, carCostRules),
    target: input.targetCents === null ? null : toDollars(input.targetCents),
  };
}

/** One hour of the week: 0 = Sunday, hour 0-23 on the person's clock. */
export interface WeekGridCell {
  day: number;
  hour: number;
  /** The hours worked in that hour of the week over the grid's days. */
  hours: number;
  netPerHour: number;
}

export interface WeekGrid {
  from: CalendarDate;
  to: CalendarDate;
  /** Only the hours some shift covered, Sunday first, then by hour. */
  cells: WeekGridCell[];
  marginalRate: number;
}

/**
 * Net pay an hour by hour of the week: each shift's net spread evenly over the minutes it lasted (on its clock), each
 * hour's figure the net of the minutes worked in it over those minutes.
 */
export function weekGridOf(report: EarningsReport): WeekGrid {
  const cells = new Map<number, { minutes: number; netCents: number }>();
  for (const shift of report.shifts) {
    const wallMinutes = Math.round((wallMillis(shift.end) - wallMillis(shift.start)) / 60_000);
    if (wallMinutes <= 0) continue;
    const netCents = Math.round(shift.net * 100);
    let at = shift.start;
    let left = wallMinutes;
    while (left > 0) {
      const inHour = Math.min(60 - (minuteOfDay(at) % 60), left);
      const key = dayOfWeek(dateOfLocal(at)) * 24 + Math.floor(minuteOfDay(at) / 60);
      const cell = cells.get(key) ?? { minutes: 0, netCents: 0 };
      cell.minutes += inHour;
      cell.netCents += (netCents * inHour) / wallMinutes;
      cells.set(key, cell);
      at = addWallMinutes(at, inHour);
      left -= inHour;
    }
  }
  return {
    from: report.from,
    to: report.to,
    cells: [...cells]
      .sort(([a], [b]) => a - b)
      .map(([key, cell]) => ({
        day: Math.floor(key / 24),
        hour: key % 24,
        hours: Math.round((cell.minutes / 60) * 100) / 100,
        netPerHour: toDollars(Math.round((cell.netCents * 60) / cell.minutes)),
      })),
    marginalRate: report.marginalRate,
  };
}
