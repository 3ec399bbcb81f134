import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api';
import { fieldErrorsOf, itemFailureMessage, itemToasts } from './item-messages';

describe('itemFailureMessage', () => {
  it.each([
    // The plan limit's own message, whatever words the server sent.
    [
      new ApiRequestError(402, 'subscription-limit-reached', 'limit'),
      'You have reached the limit for your current subscription plan.',
    ],
    // Changing an item that no longer exists.
    [new ApiRequestError(404, 'not-found', 'gone'), 'Document not found. It may have been deleted.'],
    [
      new ApiRequestError(
        0,
        'network',
        'Network error. Please check your internet connection and try again.',
      ),
      'Network error. Please check your internet connection and try again.',
    ],
    // Anything else: the fallback given for the action (here adding).
    [new ApiRequestError(500, 'internal', 'boom'), 'Failed to add item. Please try again.'],
    [new Error('anything else'), 'Failed to add item. Please try again.'],
  ])('%s', (error, message) => {
    expect(itemFailureMessage(error, itemToasts.addFailed)).toBe(message);
  });
});

describe('fieldErrorsOf', () => {
  const refused = new ApiRequestError(400, 'validation-failed', 'Some fields are not valid.', {
    amount: 'Amount must be a valid number',
    cursor: 'Cursor is not valid',
  });

  it('keeps the messages of the form’s own fields', () => {
    expect(fieldErrorsOf(refused, ['amount', 'category'])).toEqual({
      amount: 'Amount must be a valid number',
    });
  });

  it('is undefined when none of the fields is the form’s, or for other errors', () => {
    expect(fieldErrorsOf(refused, ['date'])).toBeUndefined();
    expect(
      fieldErrorsOf(new ApiRequestError(402, 'subscription-limit-reached', 'limit'), ['amount']),
    ).toBeUndefined();
  });
});
