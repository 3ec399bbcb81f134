import { z } from 'zod';
import { setupTokenMessages, setupTokenSchema } from './bank-setup-token';

// Connected accounts (bank feeds). The API's inputs and answers; the server's provider interface is in
// server/bank/bank-provider.ts.

export const bankProviderNames = ['test', 'simplefin', 'plaid'] as const;
export type BankProviderName = (typeof bankProviderNames)[number];

/** What the person sees a connection as. 'reconnect': the provider needs the person (credentials changed, access revoked). */
export const connectionStatuses = ['active', 'syncing', 'reconnect', 'error'] as const;
export type ConnectionStatus = (typeof connectionStatuses)[number];

export const bankMessages = {
  setupTokenRequired: setupTokenMessages.required,
  setupTokenInvalid: setupTokenMessages.invalid,
  setupTokenClaimed:
    'This setup token has already been used. Create a new one in SimpleFIN Bridge and paste it here.',
  /** The claim answered neither an access URL nor a refusal GigTally knows: a blank answer, a web page. */
  setupTokenNotAccepted:
    'SimpleFIN did not accept this setup token: it may have been used already or not copied whole. Create a new one in SimpleFIN Bridge and paste it here.',
  publicTokenRequired: 'Plaid did not hand over the connection. Try connecting again.',
  providerOff: 'This way of connecting a bank is not set up on this server.',
  unavailable: 'Your bank connection could not be reached. GigTally will try again later.',
  /** Connecting is the person's own attempt: nothing is retried for them. */
  connectUnavailable:
    'Your bank could not be reached just now, so nothing was connected. Try again in a few minutes.',
  notFound: 'Connection not found.',
  reconnectNeeded: 'Your bank needs you to connect it again: choose Reconnect on this connection.',
  /** Posted transactions a sync left out (transactionProblems); the rest of the sync arrived. */
  transactionsRefused: (count: number) =>
    count === 1
      ? '1 transaction from your bank was not brought in: its date, amount or id cannot be right (a date years ahead, for one). The others arrived.'
      : `${count} transactions from your bank were not brought in: their dates, amounts or ids cannot be right (a date years ahead, for one). The others arrived.`,
  accountsInvalid: 'Choose the accounts to track.',
} as const;

export const connectBankSchema = z.discriminatedUnion(
  'provider',
  [
    z.object({ provider: z.literal('test') }),
    z.object({
      provider: z.literal('simplefin'),
      setupToken: setupTokenSchema,
    }),
    z.object({
      provider: z.literal('plaid'),
      publicToken: z
        .string({ error: bankMessages.publicTokenRequired })
        .trim()
        .min(1, bankMessages.publicTokenRequired)
        .max(500, bankMessages.publicTokenRequired),
    }),
  ],
  { error: 'Choose how to connect: test, simplefin or plaid.' },
);
export type ConnectBankInput = z.infer<typeof connectBankSchema>;

export const connectionIdParamSchema = z.object({ id: z.uuid() });

export const updateConnectionSchema = z.object({
  accounts: z
    .array(z.object({ id: z.uuid(), tracked: z.boolean() }), { error: bankMessages.accountsInvalid })
    .min(1, bankMessages.accountsInvalid)
    .max(100, bankMessages.accountsInvalid),
});
export type UpdateConnectionInput = z.infer<typeof updateConnectionSchema>;

export const disconnectQuerySchema = z.object({
  keepItems: z.enum(['true', 'false'], { error: 'keepItems must be true or false.' }).default('true'),
});

export interface BankAccountView {
  id: string;
  name: string;
  /** Last digits the bank shows, when it gives them. */
  mask: string | null;
  kind: 'checking' | 'savings' | 'credit' | 'other';
  tracked: boolean;
}

export interface SyncSummary {
  added: number;
  skipped: number;
  /** Posted transactions the bank sent that could not be kept (bankMessages.transactionsRefused); absent when none. */
  refused?: number;
}

/**
 * How far past the server's today a bank's date may be: a card posted late in the evening in Hawaii is already
 * tomorrow in UTC, the day SimpleFIN's times are read in, and Plaid dates by the bank's own time zone. A date beyond
 * that is not a posting but a bank's mistake (a year 2999), and is left out rather than filed years ahead.
 */
export const BANK_DATE_LEEWAY_DAYS = 7;

export interface BankConnectionView {
  id: string;
  provider: BankProviderName;
  institution: string;
  status: ConnectionStatus;
  /** ISO timestamp of the last sync that finished, null before the first. */
  lastSyncAt: string | null;
  lastSync: SyncSummary | null;
  /** What went wrong last, in words for the person; null when the last sync worked. */
  lastError: string | null;
  accounts: BankAccountView[];
  createdAt: string;
}

/** POST /api/bank/plaid/link-token: what the browser opens Plaid Link with (a short-lived, one-use token). */
export interface PlaidLinkTokenView {
  linkToken: string;
}
