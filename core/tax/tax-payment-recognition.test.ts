import { describe, expect, it } from 'vitest';
import { recogniseTaxTransaction, taxYearOfPayment } from './tax-payment-recognition';

// The bank texts below are as banks print them (sources in docs/tax-tables.md, "Tax payments recognised in bank
// text"); the amount's sign is the money's direction: negative out, positive in.
describe('recogniseTaxTransaction', () => {
  it.each([
    ['IRS USATAXPYMT 270612345678901', 'federal', null],
    ['IRS DES:USATAXPYMT ID:XXXXX12345 INDN:JANE DOE CO ID:3387702000 PPD', 'federal', null],
    ['EFTPS TAX PAYMENT', 'federal', null],
    ['FRANCHISE TAX BD PAYMENTS 040125 XXXXX1234', 'state', 'CA'],
    ['CA FTB PYMT', 'state', 'CA'],
    ['NYS DTF PIT TAX PAYMNT', 'state', 'NY'],
    ['PA DEPT REVENUE TAX PYMT', 'state', 'PA'],
    ['NJ DIV OF TAXATION ESTPAY', 'state', 'NJ'],
    ['IL DEPT OF REV EDI PYMNTS', 'state', 'IL'],
    ['OHIO DEPT OF TAX IT 1040ES', 'state', 'OH'],
    ['MI DEPT OF TREAS TAX PAYMT', 'state', 'MI'],
    ['GA DEPT OF REV TAX PAYMT', 'state', 'GA'],
    ['NC DEPT OF REVENUE TAX PAYMT', 'state', 'NC'],
    ['VA DEPT TAXATION TAX PAYMT', 'state', 'VA'],
  ] as const)('%s out is a %s payment (%s)', (description, jurisdiction, state) => {
    expect(recogniseTaxTransaction({ description, amountCents: -50_000 })).toEqual({
      kind: 'payment',
      jurisdiction,
      state,
    });
  });

  it('takes money in from the IRS or a state agency as a refund', () => {
    expect(recogniseTaxTransaction({ description: 'IRS TREAS 310 TAX REF', amountCents: 123_400 })).toEqual({
      kind: 'refund',
      jurisdiction: 'federal',
      state: null,
    });
    expect(
      recogniseTaxTransaction({ description: 'FRANCHISE TAX BD CASTTAXRFD', amountCents: 9_900 }),
    ).toEqual({
      kind: 'refund',
      jurisdiction: 'state',
      state: 'CA',
    });
  });

  it('recognises names as words only, and nothing else', () => {
    expect(recogniseTaxTransaction({ description: 'NOVA TAXI CO', amountCents: -2_000 })).toBeNull();
    expect(
      recogniseTaxTransaction({ description: 'FIRST STREET TAX REFUND PREP', amountCents: 2_000 }),
    ).toBeNull();
    expect(recogniseTaxTransaction({ description: 'SHELL OIL 57442', amountCents: -4_000 })).toBeNull();
  });
});

describe('taxYearOfPayment', () => {
  it('counts a January payment toward the year before (its fourth installment is due in mid-January)', () => {
    expect(taxYearOfPayment('2026-01-15')).toBe(2025);
    expect(taxYearOfPayment('2026-01-31')).toBe(2025);
    expect(taxYearOfPayment('2026-02-01')).toBe(2026);
    expect(taxYearOfPayment('2025-04-15')).toBe(2025);
  });
});
