import { z } from 'zod';

// DESIGN difference 2: NIST SP 800-63B minimum instead of SPEC's 6.
export const PASSWORD_MIN_LENGTH = 8;
// better-auth's default maximum; longer passwords are refused before hashing.
export const PASSWORD_MAX_LENGTH = 128;

export const passwordHint = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;

const email = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .pipe(z.email('Invalid email address. Please check and try again.'));
const password = z
  .string()
  .min(1, 'Password is required')
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);
// SPEC section 8 weak-password, with our minimum.
export const weakPasswordMessage = `Password is too weak. Please use a stronger password (at least ${PASSWORD_MIN_LENGTH} characters).`;
const newPassword = password.refine((value) => value.length >= PASSWORD_MIN_LENGTH, weakPasswordMessage);

export const signInSchema = z.object({ email, password });
export const NAME_MAX_LENGTH = 100;
export const accountNameSchema = z
  .string({ message: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`);

export const signUpSchema = z.object({
  name: accountNameSchema,
  email,
  password: newPassword,
});
const passwordsDoNotMatch = 'Passwords do not match';
export const resetRequestSchema = z.object({ email });
export const newPasswordSchema = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: passwordsDoNotMatch,
  });

// Settings' change of password: the current one proves it is the owner at the keyboard, not a borrowed session.
export const changePasswordSchema = z
  .object({ currentPassword: password, newPassword, confirmPassword: z.string() })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    message: passwordsDoNotMatch,
  });

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;
export type ResetRequestInput = z.infer<typeof resetRequestSchema>;
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
