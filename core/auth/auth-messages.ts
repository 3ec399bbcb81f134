import { weakPasswordMessage } from './credential-rules';

// The authentication messages, by code. weak-password names our minimum length (credential-rules.ts).
export const authMessages = {
  'operation-not-allowed': 'Email/password sign-in is not enabled...',
  'email-already-in-use': 'This email is already in use. Please try another email or sign in.',
  'invalid-email': 'Invalid email address. Please check and try again.',
  'user-disabled': 'This account has been disabled. Please contact support.',
  'user-not-found': 'No account found with this email. Please check or sign up.',
  'wrong-password': 'Incorrect password. Please try again or reset your password.',
  'weak-password': weakPasswordMessage,
  'network-request-failed': 'Network error. Please check your internet connection and try again.',
  'too-many-requests': 'Too many unsuccessful login attempts. Please try again later or reset your password.',
  'invalid-credential': 'The provided credentials are invalid. Please try again.',
  'account-exists-with-different-credential':
    'An account already exists with the same email but different sign-in credentials.',
  'requires-recent-login': 'This operation requires a more recent login. Please sign in again.',
  other: 'Authentication error occurred. Please try again.',
} as const;

export type AuthMessageCode = keyof typeof authMessages;

/** What the account service answered: an HTTP status (0 when the request never arrived) and its error code. */
export interface AuthFailure {
  status: number;
  code?: string | undefined;
}

// better-auth's error codes, mapped onto the catalogue above. A failed sign-in never says whether the email
// exists (no probing for accounts), so INVALID_EMAIL_OR_PASSWORD reads as invalid-credential.
const catalogueCodeOf: Record<string, AuthMessageCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'invalid-credential',
  INVALID_PASSWORD: 'wrong-password',
  INVALID_EMAIL: 'invalid-email',
  USER_ALREADY_EXISTS: 'email-already-in-use',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'email-already-in-use',
  PASSWORD_TOO_SHORT: 'weak-password',
  PASSWORD_TOO_LONG: 'weak-password',
  EMAIL_PASSWORD_DISABLED: 'operation-not-allowed',
  EMAIL_PASSWORD_SIGN_UP_DISABLED: 'operation-not-allowed',
  SESSION_EXPIRED: 'requires-recent-login',
  SESSION_NOT_FRESH: 'requires-recent-login',
  BANNED_USER: 'user-disabled',
};

export function authMessageCode(failure: AuthFailure): AuthMessageCode {
  if (failure.status === 0) return 'network-request-failed';
  if (failure.status === 429) return 'too-many-requests';
  return (failure.code && catalogueCodeOf[failure.code]) || 'other';
}

export function authMessage(failure: AuthFailure): string {
  return authMessages[authMessageCode(failure)];
}
