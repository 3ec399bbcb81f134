// The rules and messages of the account forms' fields, without a validation library: /login checks its two or
// three fields with these alone (so its first load stays small), and the zod schemas of
// core/auth/credentials.ts are built on the same functions, so each rule and message is written once.

// NIST SP 800-63B's minimum length, rather than the 6 characters many apps allow.
export const PASSWORD_MIN_LENGTH = 8;
// better-auth's default maximum; longer passwords are refused before hashing.
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;

export const passwordHint = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
// The weak-password message, with our minimum.
export const weakPasswordMessage = `Password is too weak. Please use a stronger password (at least ${PASSWORD_MIN_LENGTH} characters).`;

export const credentialMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address. Please check and try again.',
  passwordRequired: 'Password is required',
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordTooWeak: weakPasswordMessage,
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${NAME_MAX_LENGTH} characters`,
  passwordsDoNotMatch: 'Passwords do not match',
} as const;

/** zod 4's z.email() pattern (z.regexes.email), copied so that checking an address needs no zod. */
export const EMAIL_PATTERN =
  // Verbatim, escapes included, so that its test can hold it to zod's.
  // eslint-disable-next-line no-useless-escape
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** What is wrong with an email address as typed (it is trimmed first), or undefined. */
export function emailProblem(value: string): string | undefined {
  const email = value.trim();
  if (email.length === 0) return credentialMessages.emailRequired;
  if (!EMAIL_PATTERN.test(email)) return credentialMessages.emailInvalid;
  return undefined;
}

/** What is wrong with a password given to sign in (or as the current one), or undefined. */
export function passwordProblem(value: string): string | undefined {
  if (value.length === 0) return credentialMessages.passwordRequired;
  if (value.length > PASSWORD_MAX_LENGTH) return credentialMessages.passwordTooLong;
  return undefined;
}

/** What is wrong with a password being chosen, or undefined. */
export function newPasswordProblem(value: string): string | undefined {
  return (
    passwordProblem(value) ??
    (value.length < PASSWORD_MIN_LENGTH ? credentialMessages.passwordTooWeak : undefined)
  );
}

/** What is wrong with an account's name as typed (it is trimmed first), or undefined. */
export function nameProblem(value: string): string | undefined {
  const name = value.trim();
  if (name.length === 0) return credentialMessages.nameRequired;
  if (name.length > NAME_MAX_LENGTH) return credentialMessages.nameTooLong;
  return undefined;
}

export type SignInInput = { email: string; password: string };
export type SignUpInput = SignInInput & { name: string };
export type ResetRequestInput = { email: string };

/** Each field's rule, by field, for the forms of /login. */
export type FieldRules<Input> = { [Field in keyof Input]: (value: string) => string | undefined };

export const signInRules: FieldRules<SignInInput> = { email: emailProblem, password: passwordProblem };
export const signUpRules: FieldRules<SignUpInput> = {
  name: nameProblem,
  email: emailProblem,
  password: newPasswordProblem,
};
export const resetRequestRules: FieldRules<ResetRequestInput> = { email: emailProblem };
/** Names and emails are sent trimmed, as the zod schemas give them; passwords as typed. */
export const trimmedFields = ['name', 'email'] as const;

export interface Checked<Input> {
  /** The input as sent (names and emails trimmed), when every field passed. */
  input?: Input;
  /** The first problem of each field that has one. */
  problems: Partial<Record<keyof Input, string>>;
}

/** Checks every field of `values` against `rules`. */
export function checkFields<Input extends Record<string, string>>(
  rules: FieldRules<Input>,
  values: Input,
): Checked<Input> {
  const problems: Partial<Record<keyof Input, string>> = {};
  const input = { ...values };
  for (const field of Object.keys(rules) as (keyof Input & string)[]) {
    const value = values[field] as string;
    const problem = rules[field](value);
    if (problem) problems[field] = problem;
    if ((trimmedFields as readonly string[]).includes(field))
      input[field] = value.trim() as Input[typeof field];
  }
  return Object.keys(problems).length > 0 ? { problems } : { input, problems };
}
