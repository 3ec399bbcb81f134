import { sql } from 'drizzle-orm';
import { bankReconnectEmail } from '../../../core/email-messages';
import type { Database } from '../../db/client';
import { bankConnection, user } from '../../db/schema';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { escapeHtml } from '../../mail/html';

/** What sending the Reconnect email needs. */
export interface ReconnectMail {
  mailer: Mailer;
  /** The app's address, for the link to Settings. */
  appUrl: string;
  logger: Logger;
}

/** A connection claimed for its Reconnect email, with its owner. */
export interface ReconnectMailing {
  id: string;
  institution: string;
  name: string;
  email: string;
}

/**
 * Claims the one 'Reconnect' email of each connection that needs the person and has not been mailed, or of
 * `connectionId` alone: reconnect_mailed_at is set, the rows taken with FOR UPDATE SKIP LOCKED, so whichever finds
 * the connection revoked first, a scheduled sync or Sync now, mails, and nothing mails twice.
 */
export async function claimReconnectMailings(
  db: Database,
  now: Date,
  connectionId?: string,
): Promise<ReconnectMailing[]> {
  const onlyThis = connectionId ? sql`and id = ${connectionId}::uuid` : sql``;
  const result: unknown = await db.execute(sql`
    with claimed as (
      update ${bankConnection} set reconnect_mailed_at = ${now.toISOString()}::timestamptz
      where id in (
        select id from ${bankConnection}
        where status = 'reconnect' and reconnect_mailed_at is null ${onlyThis}
        for update skip locked)
      returning id, user_id, institution)
    select claimed.id, claimed.institution, ${user.name} as name, ${user.email} as email
    from claimed join ${user} on ${user.id} = claimed.user_id`);
  // PGlite and node-postgres both answer execute with { rows }.
  return (result as { rows: ReconnectMailing[] }).rows;
}

/**
 * Sends the claimed emails. A send that fails releases its claim, so the next scheduled run tries again. Answers how
 * many were sent; never throws for a send that failed.
 */
export async function sendReconnectMailings(
  db: Database,
  mail: ReconnectMail,
  mailings: readonly ReconnectMailing[],
): Promise<number> {
  let mailed = 0;
  for (const row of mailings) {
    const settingsUrl = `${mail.appUrl}/settings`;
    try {
      await mail.mailer.send({
        to: row.email,
        subject: bankReconnectEmail.subject(row.institution),
        text: bankReconnectEmail.text(row.name, row.institution, settingsUrl),
        html: `<p>${bankReconnectEmail
          .text(escapeHtml(row.name), escapeHtml(row.institution), settingsUrl)
          .split('\n\n')
          .join('</p><p>')
          .replace(/\n/g, '<br>')}</p>`,
      });
      mailed++;
    } catch (error) {
      mail.logger.warn({ err: error }, 'reconnect email failed');
      await db.execute(
        sql`update ${bankConnection} set reconnect_mailed_at = null where id = ${row.id}::uuid`,
      );
    }
  }
  return mailed;
}

/** Claims and sends every Reconnect email due (the scheduled sync's run); answers how many were sent. */
export async function mailReconnectNeeded(db: Database, mail: ReconnectMail, now: Date): Promise<number> {
  return sendReconnectMailings(db, mail, await claimReconnectMailings(db, now));
}
