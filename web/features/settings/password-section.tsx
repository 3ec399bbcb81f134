import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { changePasswordSchema, passwordHint, type ChangePasswordInput } from '../../../core/auth/credentials';
import { accountMessages } from '../../../core/preferences';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Panel } from '../../components/ui/panel';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../lib/toasts';
import { authClient } from '../auth/auth-client';
import { authErrorMessage } from '../auth/auth-failure';

const noPasswords: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * A new password in place of the current one (better-auth change-password). Every other session ends with it,
 * so a lost phone or a shared computer is signed out by the change; this browser stays signed in.
 */
export function PasswordSection() {
  const [failure, setFailure] = useState<string>();
  const { register, handleSubmit, formState, reset } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: noPasswords,
  });

  const change = async ({ currentPassword, newPassword }: ChangePasswordInput) => {
    setFailure(undefined);
    try {
      const { error } = await authClient.changePassword({
        currentPassword,
        newPassword,
        revokeOtherSessions: true,
      });
      if (error) {
        setFailure(authErrorMessage(error));
        return;
      }
    } catch {
      setFailure(authErrorMessage({ status: 0 }));
      return;
    }
    reset(noPasswords);
    toast.success(accountMessages.passwordChanged);
  };

  return (
    <Panel title="Password">
      <form noValidate onSubmit={handleSubmit(change)} className="max-w-xl space-y-4">
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={formState.errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={passwordHint}
          error={formState.errors.newPassword?.message}
          {...register('newPassword')}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={formState.errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <p className="text-sm text-slate-700">Changing your password signs you out on every other device.</p>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Changing...' : 'Change Password'}
        </Button>
      </form>
    </Panel>
  );
}
