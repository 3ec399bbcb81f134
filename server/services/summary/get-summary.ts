import { localDate, yearOf } from '../../../core/dates';
import { toDollars } from '../../../core/money';
import { previousRange, type DateRange } from '../../../core/periods';
import { FREE_ITEM_LIMIT, isPro } from '../../../core/subscription';
import { percentChange, profitMargin, type Summary, type SummaryQuery } from '../../../core/summary';
import { nextTaxDue } from '../../../core/tax/due-dates';
import { dollarize } from '../../../core/tax/tax-api';
import { emptyHousehold } from '../../../core/tax/household';
import { stateDueDatesAround } from '../../../core/tax/states/state-due-dates';
import {
  liveSessionUserIdOfPlaceholders,
  placeholderValuesOf,
  type SessionToken,
} from '../../auth/session-lookup';
import type { Database } from '../../db/client';
import { preparedOnce, preparedRowsByShape } from '../../db/prepared';
import { categoryLine, itemCount, preferences, subscription, taxHousehold, user } from '../../db/schema';
import {
  periodFiguresOfRows,
  periodFiguresSql,
  personalTotalsOfRows,
  personalTotalsSql,
  reviewQueueOfRows,
  reviewQueueSql,
  sumOfType,
  type FigureRow,
  type ItemType,
  type UserScope,
  rowsOf,
} from '../period-totals';
import { subscriptionRowAfterRead, toSubscription } from '../subscription/get-subscription';
import { estimateOfParts } from '../tax/estimate-for-user';
import { chosenLinesOfRows, scheduleCOfFigures, taxYearRange } from '../tax/schedule-c-cents';
import { preferencesRow, toPersonTaxProfile } from '../tax/tax-profile';
import { toHousehold } from '../tax/tax-household';
import { and, eq, sql, type SQL } from 'drizzle-orm';

const TOP_EXPENSES = 3; // the dashboard's Top Expenses card shows three categories

/**
 * The statements that total a period and the one before it (for the change), by type and category. Built apart
 * from getSummary so the benchmark can time the SQL alone.
 */
export function summaryTotalsSql(userId: UserScope, range: DateRange | null) {
  const previous = range ? previousRange(range) : null;
  return {
    period: periodFiguresSql(userId, range),
    previous: previous ? periodFiguresSql(userId, previous, { withTips: false }) : null,
  };
}

type SummaryRow = FigureRow & { part: 'period' | 'previous' | 'year' | 'lines' | 'personal' | 'review' };

/**
 * Every figure the dashboard needs in one statement (PGlite runs one statement at a time, and each round trip
 * counts on PostgreSQL too): the period's totals, the period before (for the change), the tax year's (for the
 * estimate, with tips) and the Schedule C lines the person chose for their categories. Each row is tagged
 * with its part.
 */
export function summaryFiguresSql(userId: UserScope, range: DateRange | null, taxYear: number): SQL {
  const { period, previous } = summaryTotalsSql(userId, range);
  const parts: [SummaryRow['part'], SQL][] = [
    ['period', period],
    ...(previous ? [['previous', previous] as [SummaryRow['part'], SQL]] : []),
    ['year', periodFiguresSql(userId, taxYearRange(taxYear))],
    ['personal', personalTotalsSql(userId, range)],
    ['review', reviewQueueSql(userId)],
  ];
  return sql.join(
    [
      ...parts.map(
        ([part, figures]) =>
          sql`select ${sql.raw(`'${part}'`)} as "part", * from (${figures}) as ${sql.identifier(part)}`,
      ),
      sql`select 'lines', 'line', ${categoryLine.type}, ${categoryLine.category}, ${categoryLine.line}, null from ${categoryLine} where ${categoryLine.userId} = ${userId}`,
    ],
    sql` union all `,
  );
}

interface FiguresShape {
  range: DateRange | null;
  taxYear: number;
}

/** summaryFiguresSql for a session's user (its token and time are placeholders), built once per range and year. */
const figuresOfSession = preparedRowsByShape<FiguresShape, SummaryRow>(
  ({ range, taxYear }) => `${range?.from ?? ''} ${range?.to ?? ''} ${taxYear}`,
  ({ range, taxYear }) => summaryFiguresSql(liveSessionUserIdOfPlaceholders, range, taxYear),
);

/** The user's item count, subscription, preferences and household of a tax year: the summary's settings. */
const settingsQuery = (db: Database) =>
  db
    .select({ userId: user.id, items: itemCount.items, subscription, preferences, household: taxHousehold })
    .from(user)
    .leftJoin(itemCount, eq(itemCount.userId, user.id))
    .leftJoin(subscription, eq(subscription.userId, user.id))
    .leftJoin(preferences, eq(preferences.userId, user.id))
    .leftJoin(
      taxHousehold,
      and(eq(taxHousehold.userId, user.id), eq(taxHousehold.year, sql.placeholder('taxYear'))),
    );

/** The session's user's settings in one read; no row when the session is revoked or expired. */
const settingsOfSession = preparedOnce('summary_settings', (db, name) =>
  settingsQuery(db).where(eq(user.id, liveSessionUserIdOfPlaceholders)).prepare(name),
);

type SummaryRead = (
  db: Database,
  shape: FiguresShape,
) => Promise<[SummaryRow[], Awaited<ReturnType<ReturnType<typeof settingsOfSession>['execute']>>]>;

/** The summary's two reads for a session: each checks the session itself, side by side. */
const readOfSession =
  (session: SessionToken): SummaryRead =>
  (db, shape) =>
    Promise.all([
      figuresOfSession(db, shape, placeholderValuesOf(session)),
      settingsOfSession(db).execute({ ...placeholderValuesOf(session), taxYear: shape.taxYear }),
    ]);

/** The summary's two reads for a user known already (a tax preparer reading a client's books). */
const readOfUser =
  (userId: string): SummaryRead =>
  (db, shape) =>
    Promise.all([
      rowsOf<SummaryRow>(db, summaryFiguresSql(userId, shape.range, shape.taxYear)),
      settingsQuery(db).where(eq(user.id, userId)).execute({ taxYear: shape.taxYear }),
    ]);

/**
 * The dashboard's figures for a period (or all time), every total computed by the database; the estimated
 * quarterly tax is the current tax year's installment from the engine, as on Tax Estimates. Null when the session is
 * revoked or expired. Two statements, side by side, each checking the session itself (no lookup before
 * them), unless this is the user's first read of their subscription or preferences, which writes the defaults.
 */
export function getSummaryOfSession(
  db: Database,
  session: SessionToken,
  query: SummaryQuery,
): Promise<Summary | null> {
  return summaryOf(db, readOfSession(session), query);
}

/** The dashboard's figures of a user known already: a client's, read by their tax preparer. */
export async function getSummary(db: Database, userId: string, query: SummaryQuery): Promise<Summary> {
  return (await summaryOf(db, readOfUser(userId), query))!;
}

async function summaryOf(db: Database, read: SummaryRead, query: SummaryQuery): Promise<Summary | null> {
  const range = query.from && query.to ? { from: query.from, to: query.to } : null;
  const today = query.today ?? localDate();

  const taxYear = yearOf(today);
  const [rows, [settings]] = await read(db, { range, taxYear });
  if (!settings) return null;
  const { userId } = settings;
  const rowsOfPart = (part: SummaryRow['part']) => rows.filter((row) => row.part === part);
  const { totals, vehicle } = periodFiguresOfRows(rowsOfPart('period'));
  const previousTotals = range ? periodFiguresOfRows(rowsOfPart('previous')).totals : null;
  const subscriptionRow = await subscriptionRowAfterRead(db, userId, settings.subscription ?? undefined);
  const profile = toPersonTaxProfile(settings.preferences ?? (await preferencesRow(db, userId)));
  const household = settings.household ? toHousehold(settings.household) : emptyHousehold;
  // This tax year's installment, the very figure of Tax Estimates, whatever period is shown.
  const yearFigures = periodFiguresOfRows(rowsOfPart('year'));
  const chosenLines = chosenLinesOfRows(
    rowsOfPart('lines').map((row) => ({
      type: row.type as ItemType,
      category: row.category!,
      line: row.month!,
    })),
  );
  const estimate = estimateOfParts(
    { year: taxYear },
    {
      profile,
      household,
      scheduleC: scheduleCOfFigures(taxYear, yearFigures, chosenLines, household.homeOfficeSqFt),
      figures: yearFigures,
    },
  );

  const incomeCents = sumOfType(totals, 'income') ?? 0;
  const expensesCents = sumOfType(totals, 'expense') ?? 0;
  const netCents = incomeCents - expensesCents;
  const review = reviewQueueOfRows(rowsOfPart('review'));
  const personal = personalTotalsOfRows(rowsOfPart('personal'));
  return {
    income: toDollars(incomeCents),
    expenses: toDollars(expensesCents),
    net: toDollars(netCents),
    profitMargin: profitMargin(incomeCents, netCents),
    estimatedQuarterlyTax: toDollars(estimate.quarterlyPaymentCents),
    expectedRefund: toDollars(estimate.refundCents),
    taxYear,
    nextTaxDue: nextTaxDue(today),
    // From the preferences already read: no statement of its own.
    state: profile.state === null ? null : stateDueDatesAround(profile.state, taxYear),
    // Largest first, as the database ordered them.
    topExpenses: totals
      .filter((total) => total.type === 'expense')
      .slice(0, TOP_EXPENSES)
      .map((total) => ({ category: total.category, total: toDollars(total.totalCents) })),
    change: {
      income: percentChange(incomeCents, previousTotals && sumOfType(previousTotals, 'income')),
      expenses: percentChange(expensesCents, previousTotals && sumOfType(previousTotals, 'expense')),
    },
    usage: {
      items: settings.items ?? 0,
      limit: isPro(toSubscription(subscriptionRow)) ? null : FREE_ITEM_LIMIT,
    },
    vehicle: dollarize(vehicle),
    review: { count: review.count, amount: toDollars(review.amountCents) },
    personal: { income: toDollars(personal.incomeCents), expenses: toDollars(personal.expensesCents) },
  };
}
