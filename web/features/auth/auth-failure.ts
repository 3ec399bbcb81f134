import { authMessage } from '../../../core/auth/auth-messages';

interface BetterFetchError {
  status: number;
  code?: string | undefined;
}

/** The catalogue message for a failed account call (core/auth/auth-messages.ts; status 0 when offline). */
export function authErrorMessage(error: BetterFetchError | null | undefined): string {
  return authMessage({ status: error?.status ?? 0, code: error?.code });
}
