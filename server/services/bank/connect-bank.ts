import { bankMessages, type BankConnectionView, type ConnectBankInput } from '../../../core/bank';
import {
  BankInputRefused,
  BankProviderUnavailable,
  BankReconnectNeeded,
  type ProviderConnection,
} from '../../bank/bank-provider';
import {
  checkedAccount,
  cleanProviderText,
  PROVIDER_NAME_MAX_LENGTH,
  UNNAMED_INSTITUTION,
} from '../../bank/provider-answers';
import { bankAccount, bankConnection } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { BankContext } from './bank-context';
import { getConnection } from './list-connections';
import { syncConnection } from './sync-connection';

/**
 * Connects a bank through the chosen provider, keeps its credentials encrypted, and syncs at once (the provider's
 * last 90 days). A first sync that fails leaves the connection with its status and error; connecting still answers it.
 */
export async function connectBank(
  context: BankContext,
  userId: string,
  input: ConnectBankInput,
): Promise<BankConnectionView> {
  const provider = context.providers[input.provider];
  if (!provider)
    throw new ApiError('validation-failed', bankMessages.providerOff, { provider: bankMessages.providerOff });

  let connected: ProviderConnection;
  try {
    connected = await provider.connect({ ...input, userId });
  } catch (error) {
    if (error instanceof BankInputRefused)
      throw new ApiError('validation-failed', error.message, { [error.field]: error.message });
    if (error instanceof BankProviderUnavailable || error instanceof BankReconnectNeeded)
      throw new ApiError('unavailable', bankMessages.connectUnavailable);
    throw error;
  }

  // The provider's names are outside input: cleaned, and an account whose id cannot be stored left out.
  const institution =
    cleanProviderText(connected.institution, PROVIDER_NAME_MAX_LENGTH) || UNNAMED_INSTITUTION;
  const accounts = connected.accounts.flatMap((account) => checkedAccount(account) ?? []);
  const id = await context.db.transaction(async (tx) => {
    const [connection] = await tx
      .insert(bankConnection)
      .values({
        userId,
        provider: input.provider,
        institution,
        encryptedCredentials: context.cipher.encrypt(connected.credentials),
      })
      .returning({ id: bankConnection.id });
    if (accounts.length > 0) {
      await tx
        .insert(bankAccount)
        .values(
          accounts.map((account) => ({
            connectionId: connection!.id,
            userId,
            providerAccountId: account.providerAccountId,
            name: account.name,
            mask: account.mask,
            kind: account.kind,
          })),
        )
        .onConflictDoNothing();
    }
    return connection!.id;
  });

  try {
    await syncConnection(context, userId, id);
  } catch (error) {
    // The status and message are on the connection; anything but a sync failure is a real fault.
    if (!(error instanceof ApiError)) throw error;
  }
  return getConnection(context.db, userId, id);
}
