import { eq, sql } from 'drizzle-orm';
import { addDays, type CalendarDate } from '../../../core/dates';
import {
  earningsReportOf,
  weekGridOf,
  type CarCostRule,
  type EarningsReport,
  type MarginalTax,
  type PlatformDay,
  type ShiftForEarnings,
  type WeekGrid,
} from '../../../core/earnings/earnings';
import { weekGridPeriod, type ShiftPeriod } from '../../../core/earnings/shifts';
import { toDollars } from '../../../core/money';
import { PLATFORM_FEES_CATEGORY } from '../../../core/tax/forms-1099';
import { recognitionOf } from '../../../core/tax/platforms';
import { isCarCost, UNCHOSEN_VEHICLE_METHOD } from '../../../core/tax/vehicle-method';
import type { Database } from '../../db/client';
import { budgetItem, preferences } from '../../db/schema';
import { toLocal, tripTenthsOfShift } from './manage-shifts';
import type { Executor } from '../../db/transaction';
import { rowsOf } from '../period-totals';
import { estimatesOfYearParts } from '../tax/estimate-for-user';
import { yearPartsOf, type YearParts } from '../tax/estimate-parts';
import { descriptionKey, knownPlatformBit, recognisedAsPlatform } from '../../db/platform-recognition';

/** The extra profit the marginal rate is measured on: the next $100. */
const NEXT_PROFIT_CENTS = 10_000;

/**
 * What the next $100 of Schedule C profit adds to the year's tax: the estimate figured twice, as it stands and with
 * $100 more income, federal (after refundable credits), state and local together.
 */
export function marginalTaxOf(year: number, parts: YearParts): MarginalTax {
  const owedWith = (extraCents: number) => {
    const { estimate, state } = estimatesOfYearParts({ year }, parts, extraCents);
    return estimate.balanceDueCents + (state?.balanceDueCents ?? 0) + (state?.localTaxCents ?? 0);
  };
  return { year, centsPer100Dollars: owedWith(NEXT_PROFIT_CENTS) - owedWith(0) };
}

/**
 * A year's car cost per mile. Under actual costs with both car costs and logged business miles: the car costs the
 * year counts (at the car's business share) over those miles. Otherwise the IRS standard rate, which is what the IRS
 * takes a mile to cost: a year with no car costs recorded, or no miles to divide them by, has no figure of its own.
 */
export function carCostRuleOf(year: number, parts: YearParts): CarCostRule {
  const method =
    parts.figures.vehicle.find((entry) => entry.year === year)?.method ?? UNCHOSEN_VEHICLE_METHOD;
  const carCostCents = parts.figures.totals
    .filter((total) => total.type === 'expense' && isCarCost(total.category))
    .reduce((sum, total) => sum + total.totalCents, 0);
  const tenthsOfMile = parts.figures.tenthsOfMile;
  return method === 'actual' && carCostCents > 0 && tenthsOfMile > 0
    ? { method, carCostCents, tenthsOfMile }
    : { method: 'standard' };
}

interface ShiftMoneyRow {
  id: string;
  platform: string;
  start_local: string;
  end_local: string;
  minutes: number;
  active_minutes: number | null;
  tenths: string | number;
}

/** The period's shifts with their miles: their own, or else their trips'. */
async function shiftsForEarnings(
  db: Executor,
  userId: string,
  period: ShiftPeriod,
): Promise<ShiftForEarnings[]> {
  const rows = await rowsOf<ShiftMoneyRow>(
    db,
    sql`select "id", "platform", "start_local"::text as "start_local", "end_local"::text as "end_local", "minutes",
      "active_minutes", coalesce("tenths_of_mile", ${tripTenthsOfShift(userId)}, 0) as "tenths"
    from "shift"
    where "user_id" = ${userId} and "start_local" >= ${period.from}::timestamp and "start_local" < ${addDays(period.to, 1)}::timestamp`,
  );
  return rows.map((row) => ({
    id: row.id,
    platform: row.platform,
    start: toLocal(row.start_local),
    end: toLocal(row.end_local),
    minutes: row.minutes,
    activeMinutes: row.active_minutes,
    tenthsOfMile: Number(row.tenths),
  }));
}

/**
 * The platform fees category as a literal in the SQL, not a parameter: the index of platforms' money
 * (budget_item_platform_money_idx) serves a query only when the planner sees the very condition it was built on, and
 * a prepared statement's generic plan does not know a parameter's value.
 */
const platformFeesLiteral = sql.raw(`'${PLATFORM_FEES_CATEGORY.replace(/'/g, "''")}'`);

interface DayRow {
  platform: number;
  date: string;
  gross: string | number;
  fees: string | number;
}

/**
 * The period's business income and platform fees of each platform, by day, in one statement: only the days it had a
 * shift are read (the only days whose money counts), and an item is the platform's when its category or its payout's
 * name says so, at its business share. An item two platforms of the day would claim counts once, for the first by
 * name (as `platformNames` lists them).
 */
async function platformDays(
  db: Executor,
  userId: string,
  period: ShiftPeriod,
  platformNames: readonly string[],
): Promise<PlatformDay[]> {
  if (platformNames.length === 0) return [];
  const recognisedAsTheDaysPlatform = sql`case "days"."platform" ${sql.join(
    platformNames.map(
      (name, index) => sql`when ${sql.raw(String(index))} then ${recognisedAsPlatform(recognitionOf(name))}`,
    ),
    sql` `,
  )} else false end`;
  const platformIndex = sql`case "platform" ${sql.join(
    platformNames.map((name, index) => sql`when ${name} then ${sql.raw(String(index))}`),
    sql` `,
  )} end`;
  // Only a platform of the person's own naming reads descriptions: lowercased once for each item, in a subquery of
  // its own (offset 0), not once for each test of each platform.
  const readsDescriptions = platformNames.some((name) => knownPlatformBit(name) === null);
  const rows = await rowsOf<DayRow>(
    db,
    sql`with "days" as (
        select distinct ${platformIndex} as "platform", "start_local"::date as "date" from "shift"
        where "user_id" = ${userId} and "start_local" >= ${period.from}::timestamp
          and "start_local" < ${addDays(period.to, 1)}::timestamp
      )
      select "platform", "date"::text as "date",
        coalesce(sum("cents") filter (where "type" = 'income'), 0)::bigint as "gross",
        coalesce(sum("cents") filter (where "type" = 'expense'), 0)::bigint as "fees"
      from (
        select distinct on ("item"."id") "days"."platform", "item"."date", "item"."type", "item"."cents"
        from (
          select "id", "date", "type", "category", "known_platforms",
            ${readsDescriptions ? sql`${descriptionKey}` : sql`null`} as "description_key",
            ("amount_cents" * "business_percent" + 50) / 100 as "cents"
          from ${budgetItem}
          where "user_id" = ${userId} and "use" = 'business' and "date" between ${period.from} and ${period.to}
            and ("type" = 'income' or "category" = ${platformFeesLiteral})
          offset 0
        ) as "item"
        join "days" on "days"."date" = "item"."date"
        where ${recognisedAsTheDaysPlatform}
        order by "item"."id", "days"."platform"
      ) as "recognised"
      group by 1, 2`,
  );
  return rows.map((row) => ({
    platform: platformNames[Number(row.platform)]!,
    date: row.date,
    grossCents: Number(row.gross),
    feesCents: Number(row.fees),
  }));
}

/** GET /api/earnings: the period's earnings per platform, per week, per shift and in total. */
export async function earningsOfPeriod(
  db: Database,
  userId: string,
  period: ShiftPeriod,
): Promise<EarningsReport> {
  const shifts = await shiftsForEarnings(db, userId, period);
  const platformNames = [...new Set(shifts.map((entry) => entry.platform))].sort();
  const firstYear = Number(period.from.slice(0, 4));
  const lastYear = Number(period.to.slice(0, 4));
  const years = Array.from({ length: lastYear - firstYear + 1 }, (_, index) => firstYear + index);
  const [days, ...yearParts] = await Promise.all([
    platformDays(db, userId, period, platformNames),
    ...years.map((year) => yearPartsOf(db, userId, year)),
  ]);
  const lastYearParts = yearParts.at(-1)!;
  const carCostRules = new Map(years.map((year, index) => [year, carCostRuleOf(year, yearParts[index]!)]));
  return earningsReportOf({
    ...period,
    shifts,
    days,
    carCostRules,
    marginal: marginalTaxOf(lastYear, lastYearParts),
    targetCents: lastYearParts.preferences.earningsTargetCents,
  });
}

/** GET /api/earnings/hours: net pay an hour by hour of the week over the last 90 days to `to`. */
export async function weekGridOfUser(db: Database, userId: string, to: CalendarDate): Promise<WeekGrid> {
  return weekGridOf(await earningsOfPeriod(db, userId, weekGridPeriod(to)));
}

/** The net pay an hour the person aims for, in dollars; null when none is set. */
export async function earningsTargetOf(db: Executor, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ cents: preferences.earningsTargetCents })
    .from(preferences)
    .where(eq(preferences.userId, userId));
  return row?.cents === null || row?.cents === undefined ? null : toDollars(row.cents);
}

/** PUT /api/earnings/target. */
export async function saveEarningsTarget(db: Database, userId: string, netPerHour: number | null) {
  const targetCents = netPerHour === null ? null : Math.round(netPerHour * 100);
  await db
    .insert(preferences)
    .values({ userId, earningsTargetCents: targetCents })
    .onConflictDoUpdate({
      target: preferences.userId,
      set: { earningsTargetCents: targetCents, updatedAt: new Date() },
    });
  return { netPerHour };
}
