import { and } from 'drizzle-orm';
import type { CalendarDate } from '../../core/dates';
import { toCents } from '../../core/money';
import { taxReminderKey } from '../../core/tax/reminder-windows';
import type { TaxReminder } from '../../core/tax/reminders';
import { user } from '../db/schema';
import { taxReminderMail } from '../mail/reminder-mails';
import { unsubscribeUrl } from '../mail/unsubscribe-link';
import { plannerForUser } from '../services/tax/planner';
import { deliverOnce, stillToDeliver } from './email-delivery';
import type { EmailJobContext, EmailJobTally } from './email-job-context';
import { recipientBatches, wantsEmailNotifications, wantsTaxReminders } from './recipients';

/**
 * One reminder of one installment to everyone with email notifications and tax reminders on, with what is due by
 * its due date (the planner's figure: this and earlier installments less every payment). Nothing still due, nothing sent (and nothing recorded: should they owe tax later in the reminder's
 * window, the reminder goes out then).
 */
export async function sendTaxReminder(
  context: EmailJobContext,
  reminder: TaxReminder,
  today: CalendarDate,
  now: Date,
  tally: EmailJobTally,
): Promise<void> {
  const { db, logger } = context;
  const key = taxReminderKey(reminder);
  const { due } = reminder;
  const condition = and(
    wantsEmailNotifications,
    wantsTaxReminders,
    stillToDeliver(user.id, 'tax-reminder', key, now),
  )!;
  for await (const batch of recipientBatches(db, condition, context.batchSize)) {
    for (const recipient of batch) {
      if (context.signal?.aborted) return;
      try {
        // Every plan: the planner's figures are the estimate's, which the dashboard shows free users too.
        // What is due by this due date: every installment up to it less every payment, as the dashboard says.
        const planner = await plannerForUser(db, recipient.id, due.taxYear, due.date);
        const throughDue = planner.quarters.filter((quarter) => quarter.quarter <= due.quarter);
        const remainingCents = toCents(planner.dueByNow.amount);
        if (remainingCents <= 0) continue;
        const outcome = await deliverOnce(
          context,
          { userId: recipient.id, kind: 'tax-reminder', key },
          now,
          () =>
            taxReminderMail({
              to: recipient,
              currency: recipient.currency,
              today,
              due,
              figures: {
                // Issue 19: what estimated payments must bring, the withholding of those quarters taken off.
                estimatedCents: Math.max(
                  0,
                  throughDue.reduce(
                    (sum, quarter) => sum + toCents(quarter.estimated) - toCents(quarter.withheld),
                    0,
                  ),
                ),
                paidCents: toCents(planner.paid),
                remainingCents,
              },
              links: {
                appUrl: context.appUrl,
                unsubscribeUrl: unsubscribeUrl(context.appUrl, context.secret, recipient.id, 'tax-reminder'),
              },
            }),
        );
        tally[outcome] += 1;
      } catch (error) {
        tally.failed += 1;
        logger.error({ err: error, userId: recipient.id, key }, 'tax reminder could not be prepared');
      }
    }
  }
}
