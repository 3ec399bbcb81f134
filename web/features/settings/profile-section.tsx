import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { accountNameSchema, NAME_MAX_LENGTH } from '../../../core/auth/credentials';
import { accountMessages } from '../../../core/preferences';
import { Alert } from '../../components/ui/alert';
import { SubmitButton } from '../../components/ui/form-actions';
import { Panel } from '../../components/ui/panel';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../lib/toasts';
import { authClient } from '../auth/auth-client';
import { announceSessionChange, refreshSession } from '../auth/session';

const profileSchema = z.object({ name: accountNameSchema });
type ProfileInput = z.infer<typeof profileSchema>;

/** User Profile: the display name can change (better-auth update-user); the email cannot. */
export function ProfileSection({ name, email }: { name: string; email: string }) {
  const [failure, setFailure] = useState<string>();
  const { register, handleSubmit, formState, reset } = useForm<ProfileInput>({
    resolver: zodResolver(profileSchema),
    defaultValues: { name },
  });

  const save = async ({ name: newName }: ProfileInput) => {
    setFailure(undefined);
    try {
      const { error } = await authClient.updateUser({ name: newName });
      if (error) {
        // Refused by the server (an empty or over-long name gets past no one, but a lost session might).
        setFailure(accountMessages.displayNameUpdateFailed);
        return;
      }
    } catch {
      setFailure(accountMessages.profileUpdateFailed);
      return;
    }
    reset({ name: newName });
    toast.success(accountMessages.displayNameUpdated);
    // The header, this page and the other tabs show the new name.
    announceSessionChange('updateUser');
    await refreshSession();
  };

  return (
    <Panel title="User Profile">
      <form noValidate onSubmit={handleSubmit(save)} className="space-y-4">
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <TextField
            label="Display name"
            autoComplete="name"
            maxLength={NAME_MAX_LENGTH}
            className="flex-1"
            error={formState.errors.name?.message}
            {...register('name')}
          />
          <SubmitButton pending={formState.isSubmitting} pendingLabel="Saving..." className="sm:mt-6">
            Save
          </SubmitButton>
        </div>
        <TextField
          label="Email"
          type="email"
          value={email}
          readOnly
          aria-readonly="true"
          hint={accountMessages.emailReadOnly}
          className="max-w-xl"
          // Read-only looks read-only: no field border to type into.
          style={{ backgroundColor: 'var(--color-slate-100)' }}
        />
      </form>
    </Panel>
  );
}
