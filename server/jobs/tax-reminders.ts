import { and, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { CalendarDate } from '../../core/dates';
import { toCents } from '../../core/money';
import type { PlannerQuarter } from '../../core/tax/planner-api';
import {
  stateTaxRemindersToSend,
  taxReminderInstance,
  taxReminderKey,
  taxRemindersToSend,
} from '../../core/tax/reminder-windows';
import type { TaxReminder } from '../../core/tax/reminders';
import { isStateCode, stateCodes, type StateCode } from '../../core/tax/states/state-codes';
import { preferences, user } from '../db/schema';
import { taxReminderMail, type RemindedInstallment } from '../mail/reminder-mails';
import { plannerForUser } from '../services/tax/planner';
import { owedForUser } from '../services/tax/owed';
import { deliverTogether, stillToDeliver } from './email-delivery';
import type { EmailJobContext, EmailJobTally } from './email-job-context';
import {
  mailLinksOf,
  sendToEachRecipient,
  wantsEmailNotifications,
  wantsTaxReminders,
  type EmailRecipient,
} from './recipients';

/** The reminders to send today: the federal ones, and each state's on its own dates. */
interface RemindersOfDay {
  federal: TaxReminder[];
  byState: ReadonlyMap<StateCode, TaxReminder[]>;
}

function remindersOfDay(today: CalendarDate): RemindersOfDay {
  const byState = new Map<StateCode, TaxReminder[]>();
  for (const state of stateCodes) {
    const reminders = stateTaxRemindersToSend(state, today);
    if (reminders.length > 0) byState.set(state, reminders);
  }
  return { federal: taxRemindersToSend(today), byState };
}

/**
 * The people who may have a reminder still to get today: one of the federal ones not yet sent, or one of their
 * state's. States sharing an installment are asked together, the key made from the person's state in SQL.
 */
function stillToRemind({ federal, byState }: RemindersOfDay, now: Date): SQL | undefined {
  const states = new Map<string, StateCode[]>();
  for (const [state, reminders] of byState) {
    for (const reminder of reminders) {
      const instance = taxReminderInstance(reminder);
      states.set(instance, [...(states.get(instance) ?? []), state]);
    }
  }
  const conditions = [
    ...federal.map((reminder) => stillToDeliver(user.id, 'tax-reminder', taxReminderKey(reminder), now)),
    ...[...states].map(([instance, codes]) =>
      and(
        inArray(preferences.state, codes),
        stillToDeliver(user.id, 'tax-reminder', sql`${preferences.state} || ${`-${instance}`}`, now),
      ),
    ),
  ];
  return conditions.length === 0 ? undefined : or(...conditions);
}

/** What estimated payments must bring by this installment, less the withholding of those installments. */
const estimatedThrough = (quarters: readonly PlannerQuarter[], quarter: number) =>
  Math.max(
    0,
    quarters
      .filter((installment) => installment.quarter <= quarter)
      .reduce((sum, installment) => sum + toCents(installment.estimated) - toCents(installment.withheld), 0),
  );

/**
 * What one person is reminded of today, with what is due by each due date (the planner's figure: this and earlier
 * installments less every payment, federal and state apart). Nothing still due, nothing said of it.
 */
async function remindedInstallments(
  context: EmailJobContext,
  recipient: EmailRecipient,
  reminders: readonly TaxReminder[],
): Promise<{ reminder: TaxReminder; installment: RemindedInstallment }[]> {
  const planners = new Map<string, ReturnType<typeof plannerForUser>>();
  // Every plan: the planner's figures are the estimate's, which the dashboard shows free users too. Asked as of the
  // reminder's due date, so its due-by-now is that date's; a federal and a state installment of one date share it.
  const plannerOn = (due: TaxReminder['due']) => {
    const key = `${due.taxYear} ${due.date}`;
    if (!planners.has(key))
      planners.set(key, plannerForUser(context.db, recipient.id, due.taxYear, due.date));
    return planners.get(key)!;
  };
  const reminded: { reminder: TaxReminder; installment: RemindedInstallment }[] = [];
  for (const reminder of reminders) {
    const planner = await plannerOn(reminder.due);
    const side = reminder.state === null ? planner : planner.state;
    const dueByNow = side?.dueByNow;
    if (!side || !dueByNow) continue;
    const remainingCents = toCents(dueByNow.amount);
    if (remainingCents <= 0) continue;
    reminded.push({
      reminder,
      installment: {
        due: reminder.due,
        stateName: reminder.state === null ? null : planner.state!.name,
        figures: {
          estimatedCents: estimatedThrough(side.quarters, reminder.due.quarter),
          paidCents: toCents(side.paid),
          remainingCents,
        },
      },
    });
  }
  return reminded;
}

/**
 * Today's reminders to everyone with email notifications and tax reminders on: the federal installment's, and
 * their state's on its own dates, in one email when both are reminded of on the same day. Each is claimed and
 * recorded as its own ('2026-Q1-7d', 'CA-2026-Q1-7d'), so each goes out once. Nothing still due, nothing sent
 * (and nothing recorded: should they owe tax later in the reminder's window, the reminder goes out then).
 */
export async function sendTaxReminders(
  context: EmailJobContext,
  today: CalendarDate,
  now: Date,
  tally: EmailJobTally,
): Promise<void> {
  const ofDay = remindersOfDay(today);
  const anyStillToSend = stillToRemind(ofDay, now);
  if (!anyStillToSend) return;
  const stateOf = (recipient: EmailRecipient) =>
    recipient.state !== null && isStateCode(recipient.state) ? recipient.state : null;
  const remindersOf = (recipient: EmailRecipient) => {
    const state = stateOf(recipient);
    return [...ofDay.federal, ...((state && ofDay.byState.get(state)) ?? [])];
  };
  await sendToEachRecipient(
    context,
    and(wantsEmailNotifications, wantsTaxReminders, anyStillToSend)!,
    tally,
    async (recipient) => {
      const reminded = await remindedInstallments(context, recipient, remindersOf(recipient));
      if (reminded.length === 0) return null;
      // The same headline as the dashboard's, as of today: what is owed by the date reminded of, and what is overdue.
      const owed = await owedForUser(context.db, recipient.id, reminded[0]!.reminder.due.taxYear, today);
      return deliverTogether(
        context,
        reminded.map(({ reminder }) => ({
          userId: recipient.id,
          kind: 'tax-reminder' as const,
          key: taxReminderKey(reminder),
        })),
        now,
        (won) =>
          taxReminderMail({
            to: recipient,
            currency: recipient.currency,
            today,
            owed,
            installments: reminded.filter((_, index) => won[index]).map(({ installment }) => installment),
            calendarState: stateOf(recipient),
            links: mailLinksOf(context, recipient, 'tax-reminder'),
          }),
      );
    },
    {
      message: 'tax reminder could not be prepared',
      keyOf: (recipient) => remindersOf(recipient).map(taxReminderKey).join(' '),
    },
  );
}
