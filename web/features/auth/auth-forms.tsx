import type { FormEvent, ReactNode } from 'react';
import {
  passwordHint,
  resetRequestRules,
  signInRules,
  signUpRules,
  type ResetRequestInput,
  type SignInInput,
  type SignUpInput,
} from '../../../core/auth/credential-rules';
import { SubmitButton } from '../../components/ui/form-actions';
import { TextField, type TextFieldProps } from '../../components/ui/text-field';
import { useCheckedForm } from './use-checked-form';

interface FormProps<Input> {
  defaultEmail?: string;
  onSubmit: (input: Input) => Promise<void>;
}

type FieldProps = Omit<TextFieldProps, 'label'>;

/** A form of /login: its fields, then one full-width button naming what it does. */
function AuthForm({
  form,
  submitLabel,
  pendingLabel,
  children,
}: {
  form: { handleSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>; isSubmitting: boolean };
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(event)} className="space-y-4">
      {children}
      <SubmitButton className="w-full" pending={form.isSubmitting} pendingLabel={pendingLabel}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}

function EmailField(field: FieldProps) {
  return <TextField label="Email" type="email" autoComplete="email" {...field} />;
}

/** `autoComplete` tells a password manager whether to fill in the saved password or offer a new one. */
function PasswordField({
  autoComplete,
  ...field
}: FieldProps & { autoComplete: 'current-password' | 'new-password' }) {
  return (
    <TextField label="Password" type="password" autoComplete={autoComplete} hint={passwordHint} {...field} />
  );
}

export function SignInForm({ defaultEmail = '', onSubmit }: FormProps<SignInInput>) {
  const form = useCheckedForm(signInRules, { email: defaultEmail, password: '' }, onSubmit);
  return (
    <AuthForm form={form} submitLabel="Sign In" pendingLabel="Signing in...">
      <EmailField {...form.field('email')} />
      <PasswordField autoComplete="current-password" {...form.field('password')} />
    </AuthForm>
  );
}

export function SignUpForm({ defaultEmail = '', onSubmit }: FormProps<SignUpInput>) {
  const form = useCheckedForm(signUpRules, { name: '', email: defaultEmail, password: '' }, onSubmit);
  return (
    <AuthForm form={form} submitLabel="Create Account" pendingLabel="Creating account...">
      <TextField label="Name" autoComplete="name" {...form.field('name')} />
      <EmailField {...form.field('email')} />
      <PasswordField autoComplete="new-password" {...form.field('password')} />
    </AuthForm>
  );
}

export function ResetRequestForm({ defaultEmail = '', onSubmit }: FormProps<ResetRequestInput>) {
  const form = useCheckedForm(resetRequestRules, { email: defaultEmail }, onSubmit);
  return (
    <AuthForm form={form} submitLabel="Send Reset Link" pendingLabel="Sending...">
      <EmailField {...form.field('email')} />
    </AuthForm>
  );
}
