import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { accountMessages, deleteAccountMessages } from '../../../core/preferences';
import { type DeleteAccountInput } from '../../../core/account-deletion';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { TextField } from '../../components/ui/text-field';
import { ApiRequestError } from '../../lib/api';
import { authClient } from '../auth/auth-client';
import { useDeleteAccount } from './account-api';

/** Whether the account signs in with a password (better-auth's 'credential' account); true until known otherwise. */
function useHasPassword(): boolean {
  const accounts = useQuery({
    queryKey: ['auth-accounts'],
    queryFn: async () => {
      const { data, error } = await authClient.listAccounts();
      if (error) throw new Error(error.message ?? 'Could not read the account');
      return data;
    },
    staleTime: Infinity,
  });
  return accounts.data ? accounts.data.some((each) => each.providerId === 'credential') : true;
}

/**
 * 'Are you sure you want to delete your account? This action cannot be undone.', with the proof the server
 * asks for: the password, or for an account without one the word DELETE. A wrong one is refused by the server
 * with its message, and nothing is deleted.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const deleteAccount = useDeleteAccount();
  const hasPassword = useHasPassword();
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const input: DeleteAccountInput = hasPassword ? { password: value } : { confirmation: value };
  const proofField = hasPassword
    ? {
        label: deleteAccountMessages.passwordLabel,
        hint: deleteAccountMessages.passwordHint,
        type: 'password',
        autoComplete: 'current-password',
      }
    : {
        label: deleteAccountMessages.confirmationLabel,
        autoComplete: 'off',
        autoCapitalize: 'characters',
        spellCheck: false,
      };

  return (
    <ConfirmDialog
      title={deleteAccountMessages.title}
      confirmLabel={deleteAccountMessages.button}
      pendingLabel={deleteAccountMessages.deleting}
      onConfirm={async () => {
        setFieldError(undefined);
        try {
          await deleteAccount.mutateAsync(input);
        } catch (error) {
          setFieldError(
            error instanceof ApiRequestError
              ? (error.fields?.password ?? error.fields?.confirmation)
              : undefined,
          );
          throw error;
        }
      }}
      describeFailure={(error) =>
        error instanceof ApiRequestError && error.code === 'validation-failed'
          ? error.message
          : accountMessages.deleteFailed
      }
      onClose={onClose}
    >
      <p className="text-sm text-slate-700">{accountMessages.deleteConfirm}</p>
      <TextField
        {...proofField}
        value={value}
        error={fieldError}
        onChange={(event) => setValue(event.target.value)}
      />
    </ConfirmDialog>
  );
}
