import { describe, expect, it } from 'vitest';
import { plainOrderOf } from './address-filter';
import { checkedFilterOf } from './address-filter-check';

const address = (query: string) => new URLSearchParams(query);

describe("the Transactions address's filter", () => {
  it('needs no check for an address with no filter, or only a known order', () => {
    expect(plainOrderOf(address(''))).toEqual({ sort: 'date', order: 'desc' });
    expect(plainOrderOf(address('sort=amount&order=asc'))).toEqual({ sort: 'amount', order: 'asc' });
    expect(plainOrderOf(address('order=asc'))).toEqual({ sort: 'date', order: 'asc' });
  });

  it('leaves any filter, or an order it does not know, to the check', () => {
    expect(plainOrderOf(address('type=income'))).toBeUndefined();
    expect(plainOrderOf(address('needsReceipt=true'))).toBeUndefined();
    expect(plainOrderOf(address('sort=size'))).toBeUndefined();
    expect(plainOrderOf(address('order=up'))).toBeUndefined();
  });

  it("checks a filter with the API's schema, and names each wrong field with its message", () => {
    const checked = checkedFilterOf(address('type=income&q=%20gas%20&use=review'));
    expect(checked.errors).toEqual({});
    expect(checked.filter).toMatchObject({
      type: 'income',
      q: 'gas',
      use: 'review',
      sort: 'date',
      order: 'desc',
    });
    expect(checkedFilterOf(address('from=2026-03-10&to=2026-03-01&sort=size'))).toEqual({
      filter: undefined,
      errors: { sort: 'Sort must be date or amount' },
    });
    expect(checkedFilterOf(address('from=2026-03-10&to=2026-03-01'))).toEqual({
      filter: undefined,
      errors: { to: 'The end date must not be before the start date' },
    });
  });
});
