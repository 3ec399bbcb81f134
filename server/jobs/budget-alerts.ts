import { and, eq, exists, gte, like, or, sql } from 'drizzle-orm';
import { budgetAlertsOf, type BudgetAlert } from '../../core/budget/budget-alerts';
import type { CalendarDate } from '../../core/dates';
import { budgetPlan, emailDelivery, user } from '../db/schema';
import { budgetAlertMail } from '../mail/reminder-mails';
import { getBudget } from '../services/budget/budget';
import { deliverTogether, MAX_ATTEMPTS, type DeliveryKey } from './email-delivery';
import type { EmailJobContext, EmailJobTally } from './email-job-context';
import { mailLinksOf, sendToEachRecipient, wantsEmailNotifications } from './recipients';

/** One delivery per mark a category reaches in a month ('2026-11 Groceries 80'), so each goes out once. */
const alertKey = (month: string, category: string, percent: number) => `${month} ${category} ${percent}`;

/**
 * Each mark an alert reached: a category found overspent at once claims its 80 % mark too, so that it is not sent
 * later when nothing new has happened.
 */
const marksOf = (alert: BudgetAlert) => (alert.reached === 100 ? [80, 100] : [80]);

/** The month's alerts already sent to the person (or given up on), so that a run with nothing new sends nothing. */
async function deliveredKeys(context: EmailJobContext, userId: string, month: string): Promise<Set<string>> {
  const rows = await context.db
    .select({ key: emailDelivery.key })
    .from(emailDelivery)
    .where(
      and(
        eq(emailDelivery.userId, userId),
        eq(emailDelivery.kind, 'budget-alert'),
        like(emailDelivery.key, `${month} %`),
        or(eq(emailDelivery.status, 'sent'), gte(emailDelivery.attempts, MAX_ATTEMPTS)),
      ),
    );
  return new Set(rows.map((row) => row.key));
}

/**
 * Today's budget alerts to everyone with email notifications on and a plan for this month: one email naming each
 * category that reached 80 % of what it had, or was spent or overspent, since the last email.
 */
export async function sendBudgetAlerts(
  context: EmailJobContext,
  today: CalendarDate,
  now: Date,
  tally: EmailJobTally,
): Promise<void> {
  const { db } = context;
  const month = today.slice(0, 7);
  const plansThisMonth = exists(
    db
      .select({ one: sql`1` })
      .from(budgetPlan)
      .where(and(eq(budgetPlan.userId, user.id), eq(budgetPlan.month, `${month}-01`))),
  );
  await sendToEachRecipient(
    context,
    and(wantsEmailNotifications, plansThisMonth)!,
    tally,
    async (recipient) => {
      const alerts = budgetAlertsOf((await getBudget(db, recipient.id, month, today)).categories);
      if (alerts.length === 0) return null;
      const done = await deliveredKeys(context, recipient.id, month);
      const marks = alerts
        .flatMap((alert) => marksOf(alert).map((percent) => ({ alert, percent })))
        .filter(({ alert, percent }) => !done.has(alertKey(month, alert.category, percent)));
      if (marks.length === 0) return null;
      const deliveries = marks.map(({ alert, percent }): DeliveryKey => ({
        userId: recipient.id,
        kind: 'budget-alert',
        key: alertKey(month, alert.category, percent),
      }));
      return deliverTogether(context, deliveries, now, (won) =>
        budgetAlertMail({
          to: recipient,
          currency: recipient.currency,
          month,
          // An alert is news when the highest mark it reached was claimed now.
          alerts: alerts.filter((alert) =>
            marks.some((mark, index) => mark.alert === alert && mark.percent === alert.reached && won[index]),
          ),
          links: mailLinksOf(context, recipient, 'budget-alert'),
        }),
      );
    },
    { message: 'budget alert could not be prepared', keyOf: () => month },
  );
}
