import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from '../../lib/router';
import { newPasswordSchema, type NewPasswordInput } from '../../../core/auth/credentials';
import { Alert } from '../../components/ui/alert';
import { SubmitButton } from '../../components/ui/form-actions';
import { fieldsOf } from '../../components/ui/form-fields';
import { PageTitle } from '../../components/ui/page-title';
import { authClient } from './auth-client';
import { authErrorMessage } from './auth-failure';
import { leaveLoginMessage } from './login-message';
import { NewPasswordFields } from './new-password-fields';

const linkInvalid = 'This reset link is invalid or has expired. Please request a new one.';
export const passwordResetDone = 'Your password has been reset. You can now log in with your new password.';

/** Opened from the reset email: better-auth has checked the token and put it in the query string. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const [error, setError] = useState(token && !params.get('error') ? undefined : linkInvalid);
  const form = useForm<NewPasswordInput>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const field = fieldsOf(form);

  const save = async ({ password }: NewPasswordInput) => {
    setError(undefined);
    try {
      const { error: failure } = await authClient.resetPassword({
        newPassword: password,
        token: token ?? '',
      });
      if (!failure) {
        leaveLoginMessage(passwordResetDone);
        navigate('/login', { replace: true });
        return;
      }
      setError(failure.code === 'INVALID_TOKEN' ? linkInvalid : authErrorMessage(failure));
    } catch {
      setError(authErrorMessage({ status: 0 }));
    }
  };

  return (
    <div className="flex flex-1 items-center justify-center px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <PageTitle title="Choose a New Password">Choose a New Password</PageTitle>
        <p className="mt-1 mb-6 text-sm text-slate-600">After saving it, sign in with your new password.</p>
        {error && (
          <div className="mb-4">
            <Alert tone="error">{error}</Alert>
          </div>
        )}
        {token && (
          <form noValidate onSubmit={form.handleSubmit(save)} className="space-y-4">
            <NewPasswordFields password={field('password')} confirmation={field('confirmPassword')} />
            <SubmitButton className="w-full" pending={form.formState.isSubmitting} pendingLabel="Saving...">
              Save New Password
            </SubmitButton>
          </form>
        )}
        <p className="mt-6 text-center text-sm">
          <Link to="/login" className="font-medium text-brand-700 hover:underline">
            Back to login
          </Link>
        </p>
      </div>
    </div>
  );
}

export const Component = ResetPasswordPage;
