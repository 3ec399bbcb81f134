import { and, eq, sql, type SQL } from 'drizzle-orm';
import { emptyHousehold, type Household } from '../../../core/tax/household';
import type { ChosenLines } from '../../../core/tax/schedule-c';
import { preparedOnce, preparedRowsByShape } from '../../db/prepared';
import { categoryLine, preferences, taxHousehold, user } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { periodFiguresOfRows, periodFiguresSql, type FigureRow, type PeriodFigures } from '../period-totals';
import { chosenLinesOfRows, taxYearRange } from './schedule-c-cents';
import { toHousehold } from './tax-household';
import { preferencesRow, type PreferencesRow } from './tax-profile';

// What a tax year's estimate is computed from, read in two statements prepared once (the profile with the year's
// household, then the year's figures with the person's chosen Schedule C lines) rather than four built at every
// call: the budget, the planner and "what do I owe" each read one or two years' estimates per request.

/** The person's preferences and the year's household, in one read; no row when the user is gone. */
const settingsOfYear = preparedOnce('estimate_settings', (db, name) =>
  db
    .select({ preferences, household: taxHousehold })
    .from(user)
    .leftJoin(preferences, eq(preferences.userId, user.id))
    .leftJoin(
      taxHousehold,
      and(eq(taxHousehold.userId, user.id), eq(taxHousehold.year, sql.placeholder('year'))),
    )
    .where(eq(user.id, sql.placeholder('userId')))
    .prepare(name),
);

/** The user of these reads, a placeholder filled at each call. */
const userIdPlaceholder = sql`${sql.placeholder('userId')}`;

type YearRow = FigureRow & { part: 'year' | 'lines' };

/** The year's figures (its car method applied, with tips) and the person's chosen lines, rows tagged by part. */
const yearFiguresSql = (year: number): SQL =>
  sql.join(
    [
      sql`select 'year' as "part", * from (${periodFiguresSql(userIdPlaceholder, taxYearRange(year))}) as "year"`,
      sql`select 'lines', 'line', ${categoryLine.type}, ${categoryLine.category}, ${categoryLine.line}, null from ${categoryLine} where ${categoryLine.userId} = ${userIdPlaceholder}`,
    ],
    sql` union all `,
  );

const yearFiguresRows = preparedRowsByShape<number, YearRow>(String, yearFiguresSql);

export interface YearParts {
  preferences: PreferencesRow;
  household: Household;
  figures: PeriodFigures;
  chosenLines: ChosenLines;
}

/**
 * A tax year's parts of the estimate: the person's preferences (written with their defaults on a first read), the
 * year's household (or `household`, one about to be saved), its figures and the person's chosen lines.
 */
export async function yearPartsOf(
  db: Executor,
  userId: string,
  year: number,
  household?: Household,
): Promise<YearParts> {
  // Side by side: on PostgreSQL's pool each takes a connection of its own; a transaction's one connection (and
  // PGlite's) runs them in turn, as node-postgres queues a client's queries.
  const [[settings], rows] = await Promise.all([
    settingsOfYear(db).execute({ userId, year }),
    yearFiguresRows(db, year, { userId }),
  ]);
  const ofPart = (part: YearRow['part']) => rows.filter((row) => row.part === part);
  return {
    preferences: settings?.preferences ?? (await preferencesRow(db, userId)),
    household: household ?? (settings?.household ? toHousehold(settings.household) : emptyHousehold),
    figures: periodFiguresOfRows(ofPart('year')),
    chosenLines: chosenLinesOfRows(
      ofPart('lines').map((row) => ({
        type: row.type as 'income' | 'expense',
        category: row.category!,
        line: row.month!,
      })),
    ),
  };
}
