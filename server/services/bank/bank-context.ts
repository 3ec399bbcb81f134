import { localDate } from '../../../core/dates';
import type { BankProviders } from '../../bank/bank-provider';
import type { CredentialsCipher } from '../../bank/credentials-cipher';
import type { Database } from '../../db/client';
import type { ReconnectMail } from './mail-reconnect';

/** What the bank services need: the database, the providers this server offers and the credentials' cipher. */
export interface BankContext {
  db: Database;
  providers: BankProviders;
  cipher: CredentialsCipher;
  /** The server's calendar date; tests pass a fixed one. */
  today?: () => string;
  /** Given, a sync that finds the connection revoked sends its Reconnect email at once (Sync now, connecting). */
  reconnectMail?: ReconnectMail;
}

export const todayOf = (context: BankContext) => (context.today ?? (() => localDate()))();
