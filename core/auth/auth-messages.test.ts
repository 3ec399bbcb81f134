import { describe, expect, it } from 'vitest';
import { authMessage, authMessages } from './auth-messages';

describe('authMessage maps account-service failures to the catalogue of authentication messages', () => {
  it.each([
    [
      { status: 401, code: 'INVALID_EMAIL_OR_PASSWORD' },
      'The provided credentials are invalid. Please try again.',
    ],
    [
      { status: 422, code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' },
      'This email is already in use. Please try another email or sign in.',
    ],
    [{ status: 400, code: 'INVALID_EMAIL' }, 'Invalid email address. Please check and try again.'],
    [
      { status: 400, code: 'PASSWORD_TOO_SHORT' },
      'Password is too weak. Please use a stronger password (at least 8 characters).',
    ],
    [{ status: 429 }, 'Too many unsuccessful login attempts. Please try again later or reset your password.'],
    [{ status: 0 }, 'Network error. Please check your internet connection and try again.'],
    [{ status: 500, code: 'SOMETHING_NEW' }, 'Authentication error occurred. Please try again.'],
    [
      { status: 403, code: 'SESSION_NOT_FRESH' },
      'This operation requires a more recent login. Please sign in again.',
    ],
  ])('%j -> %s', (failure, expected) => {
    expect(authMessage(failure)).toBe(expected);
  });

  it('keeps every entry of the catalogue', () => {
    expect(Object.keys(authMessages)).toHaveLength(13);
    expect(authMessages['user-disabled']).toBe('This account has been disabled. Please contact support.');
  });
});
