import { and, asc, eq, inArray } from 'drizzle-orm';
import { bankMessages, type BankConnectionView } from '../../../core/bank';
import { bankAccount, bankConnection } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { ApiError } from '../../http/api-error';

type ConnectionRow = typeof bankConnection.$inferSelect;
type AccountRow = typeof bankAccount.$inferSelect;

/** The person's connections, oldest first, each with its accounts; never the credentials. */
export async function listConnections(db: Executor, userId: string): Promise<BankConnectionView[]> {
  const connections = await db
    .select()
    .from(bankConnection)
    .where(eq(bankConnection.userId, userId))
    .orderBy(asc(bankConnection.createdAt), asc(bankConnection.id));
  if (connections.length === 0) return [];
  const accounts = await db
    .select()
    .from(bankAccount)
    .where(
      and(
        eq(bankAccount.userId, userId),
        inArray(
          bankAccount.connectionId,
          connections.map((connection) => connection.id),
        ),
      ),
    )
    .orderBy(asc(bankAccount.createdAt), asc(bankAccount.name));
  return connections.map((connection) =>
    connectionView(
      connection,
      accounts.filter((account) => account.connectionId === connection.id),
    ),
  );
}

/** One of the person's connections; 404 for any other id (another user's included). */
export async function getConnection(db: Executor, userId: string, id: string): Promise<BankConnectionView> {
  const found = (await listConnections(db, userId)).find((connection) => connection.id === id);
  if (!found) throw new ApiError('not-found', bankMessages.notFound);
  return found;
}

/** A sync that began this long ago and never finished (a server that stopped mid-way) no longer shows as one. */
export const SYNC_SHOWN_MS = 2 * 60 * 1000;

function isSyncing(connection: ConnectionRow, now = Date.now()) {
  const started = connection.syncStartedAt?.getTime();
  return started !== undefined && now - started < SYNC_SHOWN_MS;
}

export function connectionView(connection: ConnectionRow, accounts: AccountRow[]): BankConnectionView {
  return {
    id: connection.id,
    provider: connection.provider,
    institution: connection.institution,
    status: isSyncing(connection) ? 'syncing' : connection.status,
    lastSyncAt: connection.lastSyncAt?.toISOString() ?? null,
    lastSync:
      connection.lastSyncAdded === null
        ? null
        : { added: connection.lastSyncAdded, skipped: connection.lastSyncSkipped ?? 0 },
    lastError: connection.lastError,
    accounts: accounts.map((account) => ({
      id: account.id,
      name: account.name,
      mask: account.mask,
      kind: account.kind,
      tracked: account.tracked,
    })),
    createdAt: connection.createdAt.toISOString(),
  };
}
