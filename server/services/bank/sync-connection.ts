import { randomUUID } from 'node:crypto';
import { and, between, eq, sql } from 'drizzle-orm';
import { bankMessages, type SyncSummary } from '../../../core/bank';
import { addDays, type CalendarDate } from '../../../core/dates';
import { itemFingerprint, transactionFingerprint } from '../../../core/duplicates';
import { rangeOfDates } from '../../../core/periods';
import {
  BankReconnectNeeded,
  type ProviderAccount,
  type ProviderChanges,
  type ProviderTransaction,
} from '../../bank/bank-provider';
import {
  checkedAccount,
  checkedTransaction,
  isBankDate,
  isUsableProviderId,
} from '../../bank/provider-answers';
import { isPlainText } from '../../../core/import/statement-row';
import { bankAccount, bankConnection, bankTransaction, budgetItem, receipt } from '../../db/schema';
import { refreshStatisticsAfterBulkWrite, refreshStatisticsWithinBulkWrite } from '../../db/statistics';
import type { Transaction } from '../../db/transaction';
import { ApiError } from '../../http/api-error';
import { newTransactionId } from '../items/create-item';
import { fingerprintColumns } from '../items/item-row';
import { mapInTurns } from '../../off-thread/in-turns';
import { categoriseTransactions } from '../categorisation/categorise-transactions';
import { recordRecognisedPayments } from '../tax/record-recognised-payments';
import { assertCanAddItems } from '../subscription/plan-limits';
import { todayOf, type BankContext } from './bank-context';
import { claimReconnectMailings, sendReconnectMailings } from './mail-reconnect';

/** SimpleFIN-style positions re-read this many days before the newest posted date seen, for late postings. */
export const OVERLAP_DAYS = 5;

type ConnectionRow = typeof bankConnection.$inferSelect;

/**
 * Brings what is new at the provider since the last sync: each posted transaction of a tracked account becomes an
 * item once, ever (keyed by provider and its id; one the person already has from a file or by hand, by date, amount
 * and description, is matched instead of added), categorised as statement import does. Pending transactions wait
 * until posted. Everything is written in one transaction, never past the free plan's item limit.
 * The provider's answer is checked first (server/bank/provider-answers.ts): its text cleaned, and a posted
 * transaction whose id, date or amount cannot be stored left out and counted in `refused`, with the connection's
 * message saying so; the others arrive.
 * A provider that is down leaves status 'error' (the background sync tries again); one that needs the person leaves
 * 'reconnect' (409 reconnect-needed), background syncs stop, and its one Reconnect email goes out at once when
 * `context.reconnectMail` is given (Sync now), or at the end of the scheduled run. `userId` scopes the connection to
 * its owner.
 */
export async function syncConnection(
  context: BankContext,
  userId: string,
  connectionId: string,
): Promise<SyncSummary> {
  const { db } = context;
  const [connection] = await db
    .select()
    .from(bankConnection)
    .where(and(eq(bankConnection.id, connectionId), eq(bankConnection.userId, userId)));
  if (!connection) throw new ApiError('not-found', bankMessages.notFound);
  const provider = context.providers[connection.provider];
  if (!provider) {
    await recordFailure(context, connection, 'error', bankMessages.providerOff);
    throw new ApiError('unavailable', bankMessages.providerOff);
  }

  const position = {
    cursor: connection.syncCursor,
    lastPostedDate: connection.lastPostedDate ? addDays(connection.lastPostedDate, -OVERLAP_DAYS) : null,
  };
  await db
    .update(bankConnection)
    .set({ syncStartedAt: new Date() })
    .where(eq(bankConnection.id, connection.id));
  const today = todayOf(context);
  let changes: ProviderChanges;
  try {
    const credentials = context.cipher.decrypt(connection.encryptedCredentials);
    changes = await provider.fetchChanges(credentials, position, today);
    // A cursor is stored as it came, and one that is not text could never be: the answer cannot be used.
    if (changes.next.cursor !== null && !isPlainText(changes.next.cursor))
      throw new Error('the provider answered a cursor that is not text');
  } catch (error) {
    if (error instanceof BankReconnectNeeded) {
      await recordFailure(context, connection, 'reconnect', bankMessages.reconnectNeeded);
      if (context.reconnectMail) {
        const mail = context.reconnectMail;
        const mailings = await claimReconnectMailings(db, new Date(), connection.id);
        // Sent beside the answer: a slow mail server must not hold up Sync now. Claimed already, so never twice.
        void sendReconnectMailings(db, mail, mailings).catch((error: unknown) =>
          mail.logger.error({ err: error }, 'reconnect email failed'),
        );
      }
      throw new ApiError('reconnect-needed', bankMessages.reconnectNeeded);
    }
    // Down, slow, or an answer that could not be read: tried again later, with nothing written.
    await recordFailure(context, connection, 'error', bankMessages.unavailable);
    throw new ApiError('unavailable', bankMessages.unavailable);
  }

  let summary: SyncSummary;
  try {
    summary = await db.transaction((tx) => applyChanges(tx, connection, changes, today));
  } catch (error) {
    if (error instanceof ApiError && error.code === 'not-found') throw error;
    const message = error instanceof ApiError ? error.message : bankMessages.unavailable;
    await recordFailure(context, connection, 'error', message);
    throw error;
  }
  await refreshStatisticsAfterBulkWrite(db, summary.added);
  return summary;
}

async function applyChanges(
  tx: Transaction,
  connection: ConnectionRow,
  changes: ProviderChanges,
  today: CalendarDate,
): Promise<SyncSummary> {
  const { userId } = connection;
  // One sync of a connection at a time; a connection deleted meanwhile is gone.
  const [locked] = await tx
    .select({ lastPostedDate: bankConnection.lastPostedDate })
    .from(bankConnection)
    .where(eq(bankConnection.id, connection.id))
    .for('update');
  if (!locked) throw new ApiError('not-found', bankMessages.notFound);

  const tracked = await saveAccounts(
    tx,
    connection,
    changes.accounts.flatMap((account) => checkedAccount(account) ?? []),
  );
  const seen = new Set<string>();
  // Posted transactions of tracked accounts that could not be read, or cannot be stored: reported, not written.
  let refused = (changes.unreadable ?? []).filter(
    (transaction) => !transaction.pending && tracked.has(transaction.providerAccountId),
  ).length;
  // A bank can send 100,000 transactions or more: every step over all of them goes in turns (mapInTurns).
  const posted = (
    await mapInTurns(changes.transactions, (sent) => {
      if (sent.pending || !tracked.has(sent.providerAccountId) || sent.amountCents === 0) return [];
      const transaction = checkedTransaction(sent, today);
      if (!transaction) {
        refused++;
        return [];
      }
      if (seen.has(transaction.providerTransactionId)) return [];
      seen.add(transaction.providerTransactionId);
      return [transaction];
    })
  ).flat();
  const fresh = await withoutKnownKeys(tx, connection, posted);
  const matches = await matchExistingItems(tx, userId, fresh);
  const toAdd = fresh.filter((transaction) => !matches.has(transaction.providerTransactionId));

  const categorised = await categoriseTransactions(tx, userId, toAdd);
  // A debit to the IRS or a state's tax agency becomes a payment in the planner, never an item.
  const payments = toAdd.flatMap((transaction, index) => {
    const { taxPayment } = categorised[index]!;
    return taxPayment ? [{ ...transaction, payment: taxPayment }] : [];
  });
  const paymentIds = await recordRecognisedPayments(tx, userId, payments, 'bank');
  const toItems = toAdd.flatMap((transaction, index) =>
    categorised[index]!.taxPayment ? [] : [{ transaction, filed: categorised[index]! }],
  );
  await assertCanAddItems(tx, userId, toItems.length);
  const items = await mapInTurns(toItems, ({ transaction, filed }) => {
    return {
      id: randomUUID(),
      transaction_id: newTransactionId(userId),
      type: filed.type,
      category: filed.category,
      use: filed.use,
      business_percent: filed.businessPercent,
      amount_cents: Math.abs(transaction.amountCents),
      date: transaction.date,
      description: transaction.description,
      import_fingerprint: transactionFingerprint(transaction),
      key: transaction.providerTransactionId,
    };
  });
  for (let start = 0; start < items.length; start += ROWS_PER_STATEMENT)
    await tx.execute(insertItemsSql(userId, items.slice(start, start + ROWS_PER_STATEMENT)));

  const keys = [
    ...items.map((item) => ({ id: item.key, item_id: item.id, payment_id: null, brought: true })),
    ...payments.map((payment, index) => ({
      id: payment.providerTransactionId,
      item_id: null,
      payment_id: paymentIds[index]!,
      brought: true,
    })),
    ...[...matches].map(([id, itemId]) => ({ id, item_id: itemId, payment_id: null, brought: false })),
  ];
  await refreshStatisticsWithinBulkWrite(tx, items.length);
  for (let start = 0; start < keys.length; start += ROWS_PER_STATEMENT)
    await tx.execute(insertKeysSql(connection, keys.slice(start, start + ROWS_PER_STATEMENT)));
  // An id that is not one GigTally could have stored names nothing it has.
  const gone = changes.removedTransactionIds.filter(isUsableProviderId);
  if (gone.length > 0) await removeGone(tx, connection, gone);

  // The sync's answer counts items; tax payments it recognised are in the planner, each with its bank text.
  const summary: SyncSummary = { added: items.length, skipped: matches.size };
  if (refused > 0) summary.refused = refused;
  const newest = [locked.lastPostedDate, changes.next.lastPostedDate]
    .filter((date): date is string => date !== null && isBankDate(date, today))
    .sort()
    .at(-1);
  await tx
    .update(bankConnection)
    .set({
      syncCursor: changes.next.cursor,
      lastPostedDate: newest ?? null,
      status: 'active',
      lastSyncAt: new Date(),
      lastSyncAdded: summary.added,
      lastSyncSkipped: summary.skipped,
      // The connection works; what it left out is said until a sync brings everything it is sent.
      lastError: refused > 0 ? bankMessages.transactionsRefused(refused) : null,
      syncStartedAt: null,
      reconnectMailedAt: null,
    })
    .where(eq(bankConnection.id, connection.id));
  return summary;
}

// The same one-parameter JSON insert as statement import: binding, not writing, was most of a large import's time.
const ROWS_PER_STATEMENT = 5_000;

/** The provider's accounts, new ones tracked; answers the provider ids of the tracked ones. */
async function saveAccounts(tx: Transaction, connection: ConnectionRow, accounts: ProviderAccount[]) {
  if (accounts.length > 0) {
    await tx
      .insert(bankAccount)
      .values(
        accounts.map((account) => ({
          connectionId: connection.id,
          userId: connection.userId,
          providerAccountId: account.providerAccountId,
          name: account.name,
          mask: account.mask,
          kind: account.kind,
        })),
      )
      .onConflictDoUpdate({
        target: [bankAccount.connectionId, bankAccount.providerAccountId],
        set: { name: sql`excluded.name`, mask: sql`excluded.mask`, kind: sql`excluded.kind` },
      });
  }
  const rows = await tx
    .select({ providerAccountId: bankAccount.providerAccountId })
    .from(bankAccount)
    .where(and(eq(bankAccount.connectionId, connection.id), eq(bankAccount.tracked, true)));
  return new Set(rows.map((row) => row.providerAccountId));
}

/**
 * This user's keys from this provider among `ids` (thousands in one JSON parameter), as rows `kept`: the primary
 * key is probed once per id, so the cost follows what the provider sent, never how many keys the person has.
 * The `limit 1` keeps the probe a subquery run per id, whatever the statistics say. The former
 * `provider_transaction_id in (select jsonb_array_elements_text(...))` left that order to the planner, and
 * PostgreSQL 15, with no statistics yet on keys a first sync had just written, chose to read all of the person's
 * keys and scan the list again for each one: 10,000 x 168 comparisons, ~200 ms of a sync with nothing new
 * (bench/RESULTS.md, Bank sync).
 */
const keysAmong = (connection: ConnectionRow, ids: Iterable<string>) => sql`
  jsonb_array_elements_text(${JSON.stringify([...ids])}::jsonb) as wanted(id)
  cross join lateral (
    select ${bankTransaction.providerTransactionId} as id, ${bankTransaction.connectionId} as connection_id,
           ${bankTransaction.itemId} as item_id, ${bankTransaction.brought} as brought
    from ${bankTransaction}
    where ${bankTransaction.userId} = ${connection.userId} and ${bankTransaction.provider} = ${connection.provider}
      and ${bankTransaction.providerTransactionId} = wanted.id
    limit 1) as kept`;

/** The transactions this user has never had from this provider. */
async function withoutKnownKeys(
  tx: Transaction,
  connection: ConnectionRow,
  transactions: ProviderTransaction[],
) {
  if (transactions.length === 0) return [];
  const result: unknown = await tx.execute(
    sql`select kept.id from ${keysAmong(
      connection,
      transactions.map((transaction) => transaction.providerTransactionId),
    )}`,
  );
  // PGlite and node-postgres both answer execute with { rows }.
  const knownIds = new Set((result as { rows: { id: string }[] }).rows.map((row) => row.id));
  return transactions.filter((transaction) => !knownIds.has(transaction.providerTransactionId));
}

/**
 * Statement import's duplicate rule (date, amount and description, one for one): which new transactions the person
 * already has as an item no bank transaction claimed yet (a file import, a hand entry). Answers key -> item id.
 */
async function matchExistingItems(tx: Transaction, userId: string, transactions: ProviderTransaction[]) {
  const matches = new Map<string, string>();
  if (transactions.length === 0) return matches;
  const { from, to } = rangeOfDates(transactions);
  const items = await tx
    .select({ id: budgetItem.id, ...fingerprintColumns })
    .from(budgetItem)
    .where(
      and(
        eq(budgetItem.userId, userId),
        between(budgetItem.date, from, to),
        sql`not exists (select 1 from ${bankTransaction} where ${bankTransaction.itemId} = ${budgetItem.id})`,
      ),
    )
    .orderBy(budgetItem.createdAt, budgetItem.id);
  const unclaimed = new Map<string, string[]>();
  for (const item of items) {
    const fingerprint = itemFingerprint(item);
    unclaimed.set(fingerprint, [...(unclaimed.get(fingerprint) ?? []), item.id]);
  }
  await mapInTurns(transactions, (transaction) => {
    const itemId = unclaimed.get(transactionFingerprint(transaction))?.shift();
    if (itemId) matches.set(transaction.providerTransactionId, itemId);
  });
  return matches;
}

/**
 * Transactions the provider withdrew (Plaid's removed): the items this connection brought for them go, except one
 * the person kept a receipt with: deleting it would take the receipt, so it stays for them to decide.
 */
async function removeGone(tx: Transaction, connection: ConnectionRow, ids: string[]) {
  await tx.execute(sql`
    delete from ${budgetItem} where ${budgetItem.userId} = ${connection.userId} and ${budgetItem.id} in (
      select kept.item_id from ${keysAmong(connection, ids)}
      where kept.connection_id = ${connection.id} and kept.brought)
    and not exists (select 1 from ${receipt} as kept_receipt where kept_receipt.item_id = ${budgetItem.id})`);
}

function insertItemsSql(userId: string, rows: unknown[]) {
  return sql`
    insert into ${budgetItem} (id, user_id, transaction_id, type, category, use, business_percent, amount_cents, date,
                               description, import_fingerprint)
    select r.id, ${userId}, r.transaction_id, r.type, r.category, r.use, r.business_percent, r.amount_cents, r.date,
           r.description, r.import_fingerprint
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(
      id uuid, transaction_id text, type text, category text, use text, business_percent int, amount_cents bigint,
      date date, description text, import_fingerprint text)`;
}

function insertKeysSql(
  connection: ConnectionRow,
  rows: { id: string; item_id: string | null; payment_id: string | null; brought: boolean }[],
) {
  return sql`
    insert into ${bankTransaction} (user_id, provider, provider_transaction_id, connection_id, item_id, payment_id,
                                    brought)
    select ${connection.userId}, ${connection.provider}, r.id, ${connection.id}::uuid, r.item_id, r.payment_id,
           r.brought
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id text, item_id uuid, payment_id uuid, brought boolean)
    on conflict do nothing`;
}

async function recordFailure(
  context: BankContext,
  connection: ConnectionRow,
  status: 'error' | 'reconnect',
  message: string,
) {
  await context.db
    .update(bankConnection)
    .set({ status, lastError: message, syncStartedAt: null })
    .where(eq(bankConnection.id, connection.id));
}
