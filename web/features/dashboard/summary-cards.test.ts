import { describe, expect, it } from 'vitest';
import { expectedRefundNote, quarterlyTaxNote } from './summary-cards';

describe("the Est. Quarterly Tax card's note", () => {
  it('names the installment, or the refund when the return is one', () => {
    expect(quarterlyTaxNote(2026)).toBe('Your 2026 quarterly installment, the same as on Tax Estimates.');
    expect(expectedRefundNote(2025, '$2,041.16')).toBe(
      'You can expect a refund of $2,041.16 for 2025: no estimated payments are needed.',
    );
  });
});
