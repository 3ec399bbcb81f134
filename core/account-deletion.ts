import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './auth/credentials';
import { ACCOUNT_DELETION_WORD, deleteAccountMessages } from './preferences';

// Apart from core/preferences.ts, which every signed-in page loads: a zod schema stays in each bundle importing its module.
/**
 * DELETE /api/account's body: the password for an account that has one, otherwise the word DELETE. Which of the
 * two is needed depends on the account, so the server checks that (server/services/account/delete-account.ts).
 */
export const deleteAccountSchema = z.object({
  password: z
    .string({ error: 'Password must be text' })
    .max(PASSWORD_MAX_LENGTH, deleteAccountMessages.passwordField)
    .optional(),
  confirmation: z
    .string({ error: `Type ${ACCOUNT_DELETION_WORD} as text` })
    .max(64, deleteAccountMessages.confirmationField)
    .optional(),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
