import type { EmailJobContext, EmailJobTally } from './email-job-context';
import { localClock, reportedWeek, SEND_FROM_HOUR } from './schedule';
import { sendBudgetAlerts } from './budget-alerts';
import { sendTaxReminders } from './tax-reminders';
import { sendWeeklyReports } from './weekly-reports';
import { pruneAccessLog } from '../services/sharing/grants';

export type { EmailJobContext, EmailJobTally } from './email-job-context';

/**
 * One run of the reminder and weekly-report jobs at the instant `now` (the caller's clock: the runner passes
 * new Date(), tests any instant). Sends what is due on that day in the configured zone, from 09:00 there; what
 * was sent before (by this or any other instance) is never sent again.
 */
export async function runEmailJobs(context: EmailJobContext, now: Date): Promise<EmailJobTally> {
  const tally: EmailJobTally = { sent: 0, failed: 0, skipped: 0 };
  // The shared-access log keeps two years; what is older goes on the jobs' own timer, whatever the hour.
  await pruneAccessLog(context.db, now);
  const clock = localClock(now, context.timeZone);
  if (clock.hour < SEND_FROM_HOUR) return tally;
  await sendTaxReminders(context, clock.date, now, tally);
  if (context.signal?.aborted) return tally;
  await sendWeeklyReports(context, reportedWeek(clock.date), clock.date, now, tally);
  if (context.signal?.aborted) return tally;
  await sendBudgetAlerts(context, clock.date, now, tally);
  if (tally.sent + tally.failed > 0)
    context.logger.info({ ...tally, day: clock.date }, 'reminder emails run');
  return tally;
}

export interface EmailJobRunner {
  /** Stops the timer and waits for a run in progress to finish the email in hand. */
  stop(): Promise<void>;
}

/**
 * Runs the jobs at start and then every `intervalMs`; a run still going when the next is due is not doubled.
 * Several instances may each run this: the deliveries table makes each email go out once.
 */
export function startEmailJobs(
  context: EmailJobContext,
  intervalMs: number,
  clock: () => Date = () => new Date(),
): EmailJobRunner {
  let running: Promise<void> | null = null;
  const stopping = new AbortController();
  const run = () => {
    if (running) return;
    running = runEmailJobs({ ...context, signal: stopping.signal }, clock())
      .then(() => undefined)
      .catch((error: unknown) => context.logger.error({ err: error }, 'reminder emails run failed'))
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  return {
    async stop() {
      clearInterval(timer);
      stopping.abort();
      await running;
    },
  };
}
