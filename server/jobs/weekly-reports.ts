import { and, sql } from 'drizzle-orm';
import type { CalendarDate } from '../../core/dates';
import { upcomingTaxDueDates } from '../../core/tax/due-dates';
import type { Database } from '../db/client';
import { user } from '../db/schema';
import { weeklyReportMail, type WeeklyFigures } from '../mail/reminder-mails';
import { categoryTotals, sumOfType } from '../services/period-totals';
import { owedForUser } from '../services/tax/owed';
import { deliverOnce, stillToDeliver } from './email-delivery';
import type { EmailJobContext, EmailJobTally } from './email-job-context';
import { mailLinksOf, sendToEachRecipient, wantsEmailNotifications, wantsWeeklyReports } from './recipients';
import type { ReportedWeek } from './schedule';

const TOP_EXPENSES = 3;

async function itemCountIn(db: Database, userId: string, week: ReportedWeek): Promise<number> {
  const result: unknown = await db.execute(
    sql`select count(*)::int as "count" from "budget_item" where "user_id" = ${userId} and "date" between ${week.from} and ${week.to}`,
  );
  return Number((result as { rows: { count: number | string }[] }).rows[0]!.count);
}

/**
 * A person's week: the same totals as the dashboard's (mileage deduction included) and what is owed by the next
 * due date, the dashboard's headline.
 */
export async function weeklyFigures(
  db: Database,
  userId: string,
  week: ReportedWeek,
  today: CalendarDate,
): Promise<WeeklyFigures> {
  const [due] = upcomingTaxDueDates(today, 1);
  const [totals, itemCount, owed] = await Promise.all([
    categoryTotals(db, userId, week),
    itemCountIn(db, userId, week),
    owedForUser(db, userId, due!.taxYear, today),
  ]);
  return {
    incomeCents: sumOfType(totals, 'income') ?? 0,
    expensesCents: sumOfType(totals, 'expense') ?? 0,
    itemCount,
    topExpenses: totals
      .filter((total) => total.type === 'expense')
      .slice(0, TOP_EXPENSES)
      .map(({ category, totalCents }) => ({ category, totalCents })),
    owed,
    today,
  };
}

/** The report of `week` to everyone with email notifications and weekly reports on, once each. */
export async function sendWeeklyReports(
  context: EmailJobContext,
  week: ReportedWeek,
  today: CalendarDate,
  now: Date,
  tally: EmailJobTally,
): Promise<void> {
  const condition = and(
    wantsEmailNotifications,
    wantsWeeklyReports,
    stillToDeliver(user.id, 'weekly-report', week.key, now),
  )!;
  await sendToEachRecipient(
    context,
    condition,
    tally,
    async (recipient) => {
      const figures = await weeklyFigures(context.db, recipient.id, week, today);
      return deliverOnce(context, { userId: recipient.id, kind: 'weekly-report', key: week.key }, now, () =>
        weeklyReportMail({
          to: recipient,
          currency: recipient.currency,
          week,
          figures,
          links: mailLinksOf(context, recipient, 'weekly-report'),
        }),
      );
    },
    { message: 'weekly report could not be prepared', keyOf: () => week.key },
  );
}
