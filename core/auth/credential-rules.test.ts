import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  checkFields,
  credentialMessages,
  EMAIL_PATTERN,
  resetRequestRules,
  signInRules,
  signUpRules,
} from './credential-rules';
import { accountNameSchema, changePasswordSchema, signInSchema, signUpSchema } from './credentials';

const long = (length: number) => 'x'.repeat(length);

describe('the account forms’ rules, without zod (for /login’s first load)', () => {
  it('checks an email with zod’s own z.email() pattern', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });

  it.each([
    [
      { email: '', password: '' },
      { email: 'Email is required', password: 'Password is required' },
    ],
    [{ email: '   ', password: 'secret' }, { email: 'Email is required' }],
    [
      { email: 'not-an-email', password: 'x' },
      { email: 'Invalid email address. Please check and try again.' },
    ],
    [{ email: 'a@b.co', password: long(129) }, { password: 'Password must be at most 128 characters' }],
    // Signing in does not hold an old short password to today's minimum.
    [{ email: 'a@b.co', password: 'short' }, {}],
  ])('signing in with %j finds %j', (values, problems) => {
    expect(checkFields(signInRules, values).problems).toEqual(problems);
  });

  it.each([
    [
      { name: '', email: '', password: '' },
      { name: 'Name is required', email: 'Email is required', password: 'Password is required' },
    ],
    [
      { name: long(101), email: 'a@b.co', password: 'short12' },
      {
        name: 'Name must be at most 100 characters',
        password: 'Password is too weak. Please use a stronger password (at least 8 characters).',
      },
    ],
    [{ name: 'Dana', email: 'a@b.co', password: '12345678' }, {}],
  ])('creating an account with %j finds %j', (values, problems) => {
    expect(checkFields(signUpRules, values).problems).toEqual(problems);
  });

  it('gives the input as sent: name and email trimmed, the password as typed', () => {
    expect(checkFields(signUpRules, { name: ' Dana ', email: ' a@b.co ', password: ' 12345678 ' })).toEqual({
      input: { name: 'Dana', email: 'a@b.co', password: ' 12345678 ' },
      problems: {},
    });
    expect(checkFields(resetRequestRules, { email: 'a@b' }).input).toBeUndefined();
  });

  it('gives the zod schemas built on it the same answers and messages', () => {
    const firstMessages = (result: { success: boolean; error?: z.ZodError }) =>
      Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    for (const values of [
      { email: '', password: '' },
      { email: ' not-an-email ', password: long(129) },
      { email: ' a@b.co ', password: 'short' },
    ]) {
      expect(firstMessages(signInSchema.safeParse(values))).toEqual(
        checkFields(signInRules, values).problems,
      );
    }
    for (const values of [
      { name: ' ', email: 'a@b.co', password: 'short12' },
      { name: long(101), email: 'x', password: '' },
    ]) {
      expect(firstMessages(signUpSchema.safeParse(values))).toEqual(
        checkFields(signUpRules, values).problems,
      );
    }
    expect(signUpSchema.parse({ name: ' Dana ', email: ' a@b.co ', password: '12345678' })).toEqual({
      name: 'Dana',
      email: 'a@b.co',
      password: '12345678',
    });
    expect(accountNameSchema.safeParse(undefined).error?.issues[0]?.message).toBe(
      credentialMessages.nameRequired,
    );
    expect(
      firstMessages(
        changePasswordSchema.safeParse({
          currentPassword: 'old',
          newPassword: '12345678',
          confirmPassword: 'x',
        }),
      ),
    ).toEqual({ confirmPassword: 'Passwords do not match' });
  });
});
