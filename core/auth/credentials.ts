import { z } from 'zod';
import {
  credentialMessages,
  emailProblem,
  nameProblem,
  newPasswordProblem,
  passwordProblem,
} from './credential-rules';

// The zod schemas of the account forms outside /login (reset password, Settings) and of the server, built on the
// rules of credential-rules.ts, which /login checks its fields with directly (so no zod in its first load).
export {
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordHint,
  weakPasswordMessage,
  type ResetRequestInput,
  type SignInInput,
  type SignUpInput,
} from './credential-rules';

/** A string field checked by one of credential-rules.ts's rules; `trim` for names and emails. */
const checkedBy = (problem: (value: string) => string | undefined, message: string, trim = false) => {
  const text = z.string({ message });
  return (trim ? text.trim() : text).check((ctx) => {
    const found = problem(ctx.value);
    if (found) ctx.issues.push({ code: 'custom', message: found, input: ctx.value });
  });
};

const email = checkedBy(emailProblem, credentialMessages.emailRequired, true);
const password = checkedBy(passwordProblem, credentialMessages.passwordRequired);
const newPassword = checkedBy(newPasswordProblem, credentialMessages.passwordRequired);

export const signInSchema = z.object({ email, password });
export const accountNameSchema = checkedBy(nameProblem, credentialMessages.nameRequired, true);

export const signUpSchema = z.object({ name: accountNameSchema, email, password: newPassword });
export const resetRequestSchema = z.object({ email });
export const newPasswordSchema = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: credentialMessages.passwordsDoNotMatch,
  });

// Settings' change of password: the current one proves it is the owner at the keyboard, not a borrowed session.
export const changePasswordSchema = z
  .object({ currentPassword: password, newPassword, confirmPassword: z.string() })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    message: credentialMessages.passwordsDoNotMatch,
  });

export type NewPasswordInput = z.infer<typeof newPasswordSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
