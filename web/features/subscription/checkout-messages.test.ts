import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api';
import { checkoutFailureMessage } from './checkout-messages';

describe('checkoutFailureMessage', () => {
  it.each([
    // The default text.
    [
      new ApiRequestError(500, 'internal', 'Something went wrong on our side (request 7).'),
      'Failed to redirect to checkout. Please try again later.',
    ],
    [
      new ApiRequestError(502, 'unknown', 'Database error: 502'),
      'Failed to redirect to checkout. Please try again later.',
    ],
    ['not an error', 'Failed to redirect to checkout. Please try again later.'],
    [new Error(''), 'Failed to redirect to checkout. Please try again later.'],
    // The error's own message is used when it is an Error.
    [new Error('Stripe is down'), 'Stripe is down'],
    // Stripe unreachable (and billing off) answer 503 unavailable; the person reads the default text.
    [
      new ApiRequestError(
        503,
        'unavailable',
        'The payment service cannot be reached right now. Please try again later.',
      ),
      'Failed to redirect to checkout. Please try again later.',
    ],
    [
      new ApiRequestError(503, 'unavailable', 'Billing is not configured on this server.'),
      'Failed to redirect to checkout. Please try again later.',
    ],
    [
      new ApiRequestError(
        0,
        'network',
        'Network error. Please check your internet connection and try again.',
      ),
      'Network error. Please check your internet connection and try again.',
    ],
    // Subscribing requires a signed-in user.
    [
      new ApiRequestError(401, 'unauthenticated', 'Sign in first.'),
      'You must be logged in with an email to subscribe.',
    ],
  ])('%s', (error, message) => {
    expect(checkoutFailureMessage(error)).toBe(message);
  });

  it('uses the caller’s fallback for failures that explain nothing', () => {
    expect(checkoutFailureMessage(new ApiRequestError(500, 'internal', 'boom'), 'Try again.')).toBe(
      'Try again.',
    );
  });
});
