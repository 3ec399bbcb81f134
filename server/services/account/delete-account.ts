import { and, eq } from 'drizzle-orm';
import { verifyPassword } from 'better-auth/crypto';
import { ACCOUNT_DELETION_WORD, deleteAccountMessages } from '../../../core/preferences';
import { type DeleteAccountInput } from '../../../core/account-deletion';
import { isPro } from '../../../core/subscription';
import type { BillingProvider } from '../../billing/billing-provider';
import type { Database } from '../../db/client';
import { account, user } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { getSubscriptionRow } from '../subscription/get-subscription';

/**
 * The person deleting the account proves it is theirs. An account with a password (better-auth's
 * 'credential' account) must give it; one without a password must type DELETE. Checked here, not in the browser.
 */
async function checkDeletionConfirmed(
  db: Database,
  userId: string,
  input: DeleteAccountInput,
): Promise<void> {
  const [credential] = await db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  const hash = credential?.password;
  if (!hash) {
    if (input.confirmation?.trim() !== ACCOUNT_DELETION_WORD) {
      throw new ApiError('validation-failed', deleteAccountMessages.confirmationWrong, {
        confirmation: deleteAccountMessages.confirmationField,
      });
    }
    return;
  }
  if (!input.password) {
    throw new ApiError('validation-failed', deleteAccountMessages.passwordMissing, {
      password: deleteAccountMessages.passwordFieldMissing,
    });
  }
  // better-auth's own check (auth.ts sets no custom hasher), so the password that signs in is the one that works.
  if (!(await verifyPassword({ hash, password: input.password }))) {
    throw new ApiError('validation-failed', deleteAccountMessages.passwordWrong, {
      password: deleteAccountMessages.passwordField,
    });
  }
}

/**
 * DELETE /api/account: once confirmed, a Pro subscription is cancelled at the provider first (nothing renews for
 * a deleted account), then the user row goes and, by cascade, their sessions, items, subscription and preferences.
 */
export async function deleteAccount(
  db: Database,
  provider: BillingProvider | null,
  userId: string,
  input: DeleteAccountInput,
): Promise<void> {
  await checkDeletionConfirmed(db, userId, input);
  const subscription = await getSubscriptionRow(db, userId);
  if (
    provider &&
    isPro(subscription) &&
    subscription.stripeSubscriptionId &&
    !subscription.cancelAtPeriodEnd
  ) {
    await provider.cancelAtPeriodEnd(subscription.stripeSubscriptionId);
  }
  await db.delete(user).where(eq(user.id, userId));
}
