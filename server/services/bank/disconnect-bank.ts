import { and, eq, sql } from 'drizzle-orm';
import { bankMessages } from '../../../core/bank';
import { bankConnection, bankTransaction, budgetItem } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { Logger } from '../../logger';
import type { BankContext } from './bank-context';

/**
 * Disconnects a bank: tells the provider (Plaid's /item/remove), then deletes the connection, its accounts, its
 * transaction keys and its encrypted credentials; with keepItems false also the items it brought (never the items
 * of a file or a hand entry it only matched).
 */
export async function disconnectBank(
  context: BankContext & { logger?: Logger },
  userId: string,
  id: string,
  keepItems: boolean,
): Promise<void> {
  const [connection] = await context.db
    .select()
    .from(bankConnection)
    .where(and(eq(bankConnection.id, id), eq(bankConnection.userId, userId)));
  if (!connection) throw new ApiError('not-found', bankMessages.notFound);
  const provider = context.providers[connection.provider];
  try {
    if (provider) await provider.disconnect(context.cipher.decrypt(connection.encryptedCredentials));
  } catch (error) {
    // The person's wish to disconnect wins over a provider that cannot be told; the credentials are deleted anyway.
    context.logger?.warn(
      { provider: connection.provider, err: (error as Error).name },
      'the bank provider could not be told of a disconnection',
    );
  }
  await context.db.transaction(async (tx) => {
    if (!keepItems) {
      await tx.execute(sql`
        delete from ${budgetItem} where ${budgetItem.userId} = ${userId} and ${budgetItem.id} in (
          select ${bankTransaction.itemId} from ${bankTransaction}
          where ${bankTransaction.connectionId} = ${id} and ${bankTransaction.brought})`);
    }
    await tx.delete(bankConnection).where(and(eq(bankConnection.id, id), eq(bankConnection.userId, userId)));
  });
}
