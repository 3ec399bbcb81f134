import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  passwordHint,
  resetRequestSchema,
  signInSchema,
  signUpSchema,
  type ResetRequestInput,
  type SignInInput,
  type SignUpInput,
} from '../../../core/auth/credentials';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';

interface FormProps<Input> {
  defaultEmail?: string;
  onSubmit: (input: Input) => Promise<void>;
}

export function SignInForm({ defaultEmail = '', onSubmit }: FormProps<SignInInput>) {
  const { register, handleSubmit, formState } = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        hint={passwordHint}
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}

export function SignUpForm({ defaultEmail = '', onSubmit }: FormProps<SignUpInput>) {
  const { register, handleSubmit, formState } = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: defaultEmail, password: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <TextField
        label="Name"
        autoComplete="name"
        error={formState.errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={passwordHint}
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}

export function ResetRequestForm({ defaultEmail = '', onSubmit }: FormProps<ResetRequestInput>) {
  const { register, handleSubmit, formState } = useForm<ResetRequestInput>({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { email: defaultEmail },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}
