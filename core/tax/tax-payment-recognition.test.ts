import { describe, expect, it } from 'vitest';
import { recogniseTaxTransaction, taxYearOfPayment } from './tax-payment-recognition';

// The bank texts below are as banks print them (sources in docs/tax-tables.md, "Tax payments recognised in bank
// text"); the amount's sign is the money's direction: negative out, positive in.
describe('recogniseTaxTransaction', () => {
  it.each([
    ['IRS USATAXPYMT 270612345678901', 'federal', null],
    ['IRS  USATAXPYMT', 'federal', null],
    ['IRS/USATAXPYMT', 'federal', null],
    ['IRS DES:USATAXPYMT ID:XXXXX12345 INDN:JANE DOE CO ID:3387702000 PPD', 'federal', null],
    ['IRS USA TAX PYMT', 'federal', null],
    ['EFTPS TAX PAYMENT', 'federal', null],
    ['PAY1040.COM IRS PAYMENT', 'federal', null],
    ['FRANCHISE TAX BD PAYMENTS 040125 XXXXX1234', 'state', 'CA'],
    ['FRANCHISE TAX BO PAYMENTS', 'state', 'CA'],
    ['CA FTB PYMT', 'state', 'CA'],
    ['NYS DTF PIT TAX PAYMNT', 'state', 'NY'],
    ['PA DEPT REVENUE TAX PYMT', 'state', 'PA'],
    ['NJ DIV OF TAXATION ESTPAY', 'state', 'NJ'],
    ['IL DEPT OF REV EDI PYMNTS', 'state', 'IL'],
    ['IL DEPT OF REVEN EDI PYMNTS', 'state', 'IL'],
    ['OHIO DEPT OF TAX IT 1040ES', 'state', 'OH'],
    ['MI DEPT OF TREAS TAX PAYMT', 'state', 'MI'],
    ['GA DEPT OF REV TAX PAYMT', 'state', 'GA'],
    ['NC DEPT OF REVENUE TAX PAYMT', 'state', 'NC'],
    ['VA DEPT TAXATION TAX PAYMT', 'state', 'VA'],
    ['ELECTRONIC WITHDRAWAL VA DEPT TAXATION', 'state', 'VA'],
  ] as const)('%s out is a %s payment (%s)', (description, jurisdiction, state) => {
    expect(recogniseTaxTransaction({ description, amountCents: -50_000 })).toEqual({
      kind: 'payment',
      jurisdiction,
      state,
    });
  });

  it.each([
    ['IRS TREAS 310 TAX REF', 'federal', null],
    ['TAX REF ACH FROM IRS TREAS 310', 'federal', null],
    ['FRANCHISE TAX BD DES:CASTTAXRFD ID:XXXXX1234 INDN:JANE DOE CO ID:1234567890 PPD', 'state', 'CA'],
    ['NYS DTF PIT TAX REFUND', 'state', 'NY'],
    ['NYSTTAXRFD', 'state', 'NY'],
    ['COMMONWEALTH OF PA PASTTAXRFD', 'state', 'PA'],
    ['STATE OF N.J. NJSTTAXRFD', 'state', 'NJ'],
    ['EARLY PAY NJSTTAXRFD ACH FROM STATE OF N.J.', 'state', 'NJ'],
    ['STATE OF ILLINOIS ILSTTAXRFD', 'state', 'IL'],
    ['STATE OF OHIO OHSTTAXRFD', 'state', 'OH'],
    ['STATE OF MICHIGA MISTTAXRFD', 'state', 'MI'],
    ['GA DEPT OF REV GASTTAXRFD', 'state', 'GA'],
    ['NC DEPT REVENUE REFUND', 'state', 'NC'],
    ['VA DEPT TAXATION DES:VASTTAXRFD ID:XXXXX0554 INDN:DOE CO ID:15', 'state', 'VA'],
  ] as const)('%s in is a %s refund (%s)', (description, jurisdiction, state) => {
    expect(recogniseTaxTransaction({ description, amountCents: 12_300 })).toEqual({
      kind: 'refund',
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

  // Lines that name a tax, a state or an agency without being a payment of income tax to a figured state.
  it.each([
    'VA TAX SERVICES LLC',
    'VIRGINIA TAX PREP CENTER',
    'OHIO TAX PREP',
    'NYS TAX PREPARERS INC',
    'COMMONWEALTH OF PA PENNDOT',
    'PA REVENUE CYCLE MGMT',
    'IL REVENUE RECOVERY',
    'MI TREASURY MGMT FEE',
    'SYNC DORM SUPPLIES',
    'DE FRANCHISE TAX',
    'TX COMPTROLLER FRANCHISE TAX',
    'CO DEPT REVENUE COSTTAXRFD',
    'NC DORM RENT',
    'IRS TAX RELIEF HELPERS',
    'TURBOTAX',
  ])('%s is neither a payment nor a refund', (description) => {
    expect(recogniseTaxTransaction({ description, amountCents: -10_000 })).toBeNull();
    expect(recogniseTaxTransaction({ description, amountCents: 10_000 })).toBeNull();
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
