import type { Formatters } from '../../../core/format';
import type { NewItem } from '../../../core/item-input';
import { ApiRequestError } from '../../lib/api';
import { planUsageMessages } from '../../../core/plan-usage';

// Quick Entry works offline and syncs when the connection returns, without duplicates: the entries made while
// the server cannot be reached wait in an outbox on this device, one per signed-in user, each with the id
// (clientRequestId) it was given when it was made. Sending one again with that id adds nothing twice (the
// server answers the item it added the first time), so an entry whose answer was lost is simply sent again.
// Storage and sending are passed in: IndexedDB and the API in the app (outbox-storage.ts), memory in tests.

/** An entry as the Quick Entry form would have sent it, dated the day it was made. */
// `use` is optional: entries queued before items had a use are business, as the server takes them.
export type OutboxItem = Pick<NewItem, 'type' | 'category' | 'amount' | 'date' | 'description' | 'tags'> &
  Partial<Pick<NewItem, 'use'>>;

export interface QueuedEntry {
  clientRequestId: string;
  item: OutboxItem;
  /** When it was put in the outbox (ISO 8601); the item's own date is `item.date`. */
  queuedAt: string;
}

/** Where the outbox is kept: `update` changes one user's list in one step (one IndexedDB transaction). */
export interface OutboxStorage {
  read(key: string): Promise<QueuedEntry[]>;
  update(key: string, change: (entries: QueuedEntry[]) => QueuedEntry[]): Promise<void>;
}

/** Each user's outbox is a list of its own: another person signed in on the same device never reads it. */
export const outboxKey = (userId: string) => `quick-entry-outbox:${userId}`;

export const offlineMessages = {
  savedOnDevice:
    'No connection: the entry is saved on this device and will be sent when you are back online.',
  notSaved: 'No connection, and the entry could not be saved on this device. Please try again.',
  waiting: (count: number) => `${count} ${count === 1 ? 'entry' : 'entries'} waiting to sync`,
  waitingDetail: (count: number) =>
    `Saved on this device. ${count === 1 ? 'It' : 'They'} will be sent when you are back online.`,
  synced: (count: number) =>
    count === 1 ? 'Your offline entry has been added.' : `Your ${count} offline entries have been added.`,
  refused: (what: string, reason: string) => `Your offline entry (${what}) could not be added: ${reason}`,
  signInAgain: 'Sign in again to send the entries waiting on this device.',
} as const;

/** What became of one entry sent from the outbox. */
export type SendOutcome =
  | { kind: 'added' }
  /** No answer, a server failure, or no session: kept, to be sent again later. */
  | { kind: 'retry'; signedOut: boolean }
  /** Refused for good (4xx): taken out of the outbox, with the reason for the person. */
  | { kind: 'refused'; reason: string };

/** How a failed send is handled: only a refusal the server will repeat (4xx) drops the entry. */
export function outcomeOfFailure(error: unknown): SendOutcome {
  if (!(error instanceof ApiRequestError)) return { kind: 'retry', signedOut: false };
  const { status } = error;
  if (status === 401) return { kind: 'retry', signedOut: true };
  // No answer (0), the server failing (5xx), too many requests or a timeout: the same entry may pass later.
  if (status === 0 || status >= 500 || status === 408 || status === 429)
    return { kind: 'retry', signedOut: false };
  if (error.code === 'subscription-limit-reached') {
    return { kind: 'refused', reason: planUsageMessages.subscriptionLimitReached };
  }
  const fields = error.fields ? Object.values(error.fields).join(' ') : '';
  return { kind: 'refused', reason: fields || error.message };
}

/**
 * True when a Quick Entry got no answer at all (no connection, or the answer was lost): the entry waits on the device.
 * Any answer, even a server failure, is shown to the person as before.
 */
export const wentUnanswered = (error: unknown) => error instanceof ApiRequestError && error.status === 0;

export interface RefusedEntry {
  entry: QueuedEntry;
  reason: string;
}

/** An entry the server refused, said the signed-in user's way: 'Your offline entry (Fuel, $12.50, 11/22/2026) …'. */
export function refusedMessage(
  { entry, reason }: RefusedEntry,
  { money, date }: Pick<Formatters, 'money' | 'date'>,
): string {
  return offlineMessages.refused(
    `${entry.item.category}, ${money(entry.item.amount)}, ${date(entry.item.date)}`,
    reason,
  );
}

export interface SyncReport {
  added: number;
  refused: RefusedEntry[];
  /** Entries still waiting (the connection failed again, or the session ended). */
  remaining: number;
  signedOut: boolean;
}

export interface SyncOptions {
  storage: OutboxStorage;
  userId: string;
  /** Sends one entry with its clientRequestId; resolves once the server has added it (201) or had (200). */
  send: (entry: QueuedEntry) => Promise<unknown>;
  /** Asked once before sending: is `userId` still the one signed in? Never send under another session. */
  stillSignedInAs: (userId: string) => Promise<boolean>;
}

/**
 * Sends the user's waiting entries once each, oldest first. An added entry leaves the outbox; a refused one leaves
 * it and is reported; the first that cannot be sent (no connection) stops the run, so the order is kept.
 */
export async function syncOutbox({
  storage,
  userId,
  send,
  stillSignedInAs,
}: SyncOptions): Promise<SyncReport> {
  const key = outboxKey(userId);
  const entries = await storage.read(key);
  const report: SyncReport = { added: 0, refused: [], remaining: entries.length, signedOut: false };
  if (entries.length === 0) return report;
  if (!(await stillSignedInAs(userId))) return { ...report, signedOut: true };
  for (const entry of entries) {
    let outcome: SendOutcome;
    try {
      await send(entry);
      outcome = { kind: 'added' };
    } catch (error) {
      outcome = outcomeOfFailure(error);
    }
    if (outcome.kind === 'retry') return { ...report, signedOut: outcome.signedOut };
    await storage.update(key, (list) =>
      list.filter((kept) => kept.clientRequestId !== entry.clientRequestId),
    );
    report.remaining -= 1;
    if (outcome.kind === 'added') report.added += 1;
    else report.refused.push({ entry, reason: outcome.reason });
  }
  return report;
}

/** Puts an entry at the end of the user's outbox. */
export async function enqueue(storage: OutboxStorage, userId: string, entry: QueuedEntry): Promise<void> {
  await storage.update(outboxKey(userId), (list) =>
    list.some((kept) => kept.clientRequestId === entry.clientRequestId) ? list : [...list, entry],
  );
}

/** Empties the user's outbox (their account was deleted: nothing of it stays on the device). */
export async function clearOutbox(storage: OutboxStorage, userId: string): Promise<void> {
  await storage.update(outboxKey(userId), () => []);
}

/** A random UUID v4: crypto.randomUUID where the page is a secure context, else from crypto.getRandomValues. */
export function newClientRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Memory storage: for tests, and for a browser without IndexedDB (the entries then last as long as the tab). */
export function memoryOutboxStorage(): OutboxStorage {
  const lists = new Map<string, QueuedEntry[]>();
  return {
    read: (key) => Promise.resolve([...(lists.get(key) ?? [])]),
    update: (key, change) => {
      lists.set(key, change([...(lists.get(key) ?? [])]));
      return Promise.resolve();
    },
  };
}
