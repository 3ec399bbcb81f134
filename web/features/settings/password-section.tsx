import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { changePasswordSchema, type ChangePasswordInput } from '../../../core/auth/credentials';
import { accountMessages } from '../../../core/preferences';
import { Alert } from '../../components/ui/alert';
import { SubmitButton } from '../../components/ui/form-actions';
import { fieldsOf } from '../../components/ui/form-fields';
import { Panel } from '../../components/ui/panel';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../lib/toasts';
import { authClient } from '../auth/auth-client';
import { authErrorMessage } from '../auth/auth-failure';
import { NewPasswordFields } from '../auth/new-password-fields';

const noPasswords: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * A new password in place of the current one (better-auth change-password). Every other session ends with it,
 * so a lost phone or a shared computer is signed out by the change; this browser stays signed in.
 */
export function PasswordSection() {
  const [failure, setFailure] = useState<string>();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: noPasswords,
  });
  const field = fieldsOf(form);

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
    form.reset(noPasswords);
    toast.success(accountMessages.passwordChanged);
  };

  return (
    <Panel title="Password">
      <form noValidate onSubmit={form.handleSubmit(change)} className="max-w-xl space-y-4">
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          {...field('currentPassword')}
        />
        <NewPasswordFields password={field('newPassword')} confirmation={field('confirmPassword')} />
        <p className="text-sm text-slate-700">Changing your password signs you out on every other device.</p>
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Changing...">
          Change Password
        </SubmitButton>
      </form>
    </Panel>
  );
}
