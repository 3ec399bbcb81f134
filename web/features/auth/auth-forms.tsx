import {
  passwordHint,
  resetRequestRules,
  signInRules,
  signUpRules,
  type ResetRequestInput,
  type SignInInput,
  type SignUpInput,
} from '../../../core/auth/credential-rules';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { useCheckedForm } from './use-checked-form';

interface FormProps<Input> {
  defaultEmail?: string;
  onSubmit: (input: Input) => Promise<void>;
}

export function SignInForm({ defaultEmail = '', onSubmit }: FormProps<SignInInput>) {
  const form = useCheckedForm(signInRules, { email: defaultEmail, password: '' }, onSubmit);
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(event)} className="space-y-4">
      <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        hint={passwordHint}
        {...form.field('password')}
      />
      <Button type="submit" className="w-full" disabled={form.isSubmitting}>
        {form.isSubmitting ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}

export function SignUpForm({ defaultEmail = '', onSubmit }: FormProps<SignUpInput>) {
  const form = useCheckedForm(signUpRules, { name: '', email: defaultEmail, password: '' }, onSubmit);
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(event)} className="space-y-4">
      <TextField label="Name" autoComplete="name" {...form.field('name')} />
      <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={passwordHint}
        {...form.field('password')}
      />
      <Button type="submit" className="w-full" disabled={form.isSubmitting}>
        {form.isSubmitting ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}

export function ResetRequestForm({ defaultEmail = '', onSubmit }: FormProps<ResetRequestInput>) {
  const form = useCheckedForm(resetRequestRules, { email: defaultEmail }, onSubmit);
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(event)} className="space-y-4">
      <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <Button type="submit" className="w-full" disabled={form.isSubmitting}>
        {form.isSubmitting ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}
