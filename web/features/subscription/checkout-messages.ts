import { billingMessages } from '../../../core/billing';
import { ApiRequestError } from '../../lib/api';

/**
 * 'Failed to redirect to checkout. Please try again later.', or the error's own message when there is one
 * worth showing (the server's explanation, a network failure); an expired session asks to sign in.
 */
export function checkoutFailureMessage(
  error: unknown,
  fallback: string = billingMessages.checkoutFailed,
): string {
  if (error instanceof ApiRequestError) {
    if (error.code === 'unauthenticated') return billingMessages.mustBeSignedIn;
    // A 500's text names a request id, not what the user can do; a payment service that cannot be reached (503)
    // is exactly the default's "try again later".
    if (error.code === 'internal' || error.code === 'unknown' || error.code === 'unavailable')
      return fallback;
    return error.message;
  }
  return error instanceof Error && error.message ? error.message : fallback;
}
