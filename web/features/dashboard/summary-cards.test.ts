import { describe, expect, it } from 'vitest';
import { expectedRefundNote, owedUnavailable, quarterlyTaxNote } from './summary-cards';

describe("the Tax Due card's texts", () => {
  it('names the federal installment as detail, or the refund when the return is one', () => {
    expect(quarterlyTaxNote(2026, '$1,930.50')).toBe(
      'Your 2026 federal quarterly installment is $1,930.50, the same as on Tax Estimates.',
    );
    expect(expectedRefundNote(2025, '$2,041.16')).toBe(
      'You can expect a refund of $2,041.16 for 2025: no estimated payments are needed.',
    );
  });

  it('says where to look when what is owed could not be loaded', () => {
    expect(owedUnavailable).toBe('Not available right now: see Tax Estimates');
  });
});
