import type { Database } from '../db/client';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';

/** What the reminder and weekly-report jobs need from the server. */
export interface EmailJobContext {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
  /** The auth secret: it signs the unsubscribe links. */
  secret: string;
  /** The zone whose calendar day and 09:00 the emails follow (REMINDER_TIME_ZONE). */
  timeZone: string;
  /** People read per query. */
  batchSize: number;
  /** Aborted at shutdown: a run stops after the email in hand. */
  signal?: AbortSignal;
}

/** What one run did: emails sent, failed (tried again later) and skipped (another instance had them). */
export interface EmailJobTally {
  sent: number;
  failed: number;
  skipped: number;
}
