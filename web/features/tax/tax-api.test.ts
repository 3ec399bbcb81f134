import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api';
import { exportFailureMessage } from './tax-api';

describe('exportFailureMessage', () => {
  it("tells the server's own words for a year without items", () => {
    const error = new ApiRequestError(404, 'not-found', 'There are no items in 2027 to export.');
    expect(exportFailureMessage(error)).toBe('There are no items in 2027 to export.');
  });

  it.each([
    new ApiRequestError(500, 'internal', 'Something went wrong'),
    new ApiRequestError(0, 'network', 'Network error. Please check your internet connection and try again.'),
    new Error('boom'),
    'not an error',
  ])('says "Failed to export data. Please try again." for %j', (error) => {
    expect(exportFailureMessage(error)).toBe('Failed to export data. Please try again.');
  });
});
