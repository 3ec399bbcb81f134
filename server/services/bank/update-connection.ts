import { and, eq } from 'drizzle-orm';
import { bankMessages, type BankConnectionView, type UpdateConnectionInput } from '../../../core/bank';
import type { Database } from '../../db/client';
import { bankAccount, bankConnection } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { getConnection } from './list-connections';

/** Chooses which of a connection's accounts are tracked; an untracked account's transactions are not brought. */
export async function updateConnection(
  db: Database,
  userId: string,
  id: string,
  input: UpdateConnectionInput,
): Promise<BankConnectionView> {
  await db.transaction(async (tx) => {
    const [connection] = await tx
      .select({ id: bankConnection.id })
      .from(bankConnection)
      .where(and(eq(bankConnection.id, id), eq(bankConnection.userId, userId)))
      .for('update');
    if (!connection) throw new ApiError('not-found', bankMessages.notFound);
    for (const account of input.accounts) {
      const updated = await tx
        .update(bankAccount)
        .set({ tracked: account.tracked })
        .where(
          and(
            eq(bankAccount.id, account.id),
            eq(bankAccount.connectionId, id),
            eq(bankAccount.userId, userId),
          ),
        )
        .returning({ id: bankAccount.id });
      if (updated.length === 0)
        throw new ApiError('validation-failed', bankMessages.accountsInvalid, {
          accounts: bankMessages.accountsInvalid,
        });
    }
  });
  return getConnection(db, userId, id);
}
