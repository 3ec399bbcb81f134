import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CUSTOM_CATEGORY, quickEntryProblems, type QuickEntryFields } from './item-rules';
import { quickEntrySchema } from './items';

describe('quickEntryProblems (the Quick Entry form checks with it, without zod)', () => {
  const entry: QuickEntryFields = {
    type: 'expense',
    amount: '4.50',
    category: 'Parking',
    customCategory: '',
    date: '2026-11-23',
  };

  it.each([
    [{ ...entry, amount: '' }, { amount: 'Please enter a valid amount' }],
    [{ ...entry, amount: '   ' }, { amount: 'Please enter a valid amount' }],
    [{ ...entry, amount: '0' }, { amount: 'Please enter a valid amount' }],
    [{ ...entry, amount: '4.555' }, { amount: 'Amount can have at most 2 decimal places' }],
    [{ ...entry, amount: '100000000' }, { amount: 'Amount must be at most 99,999,999.99' }],
    [{ ...entry, amount: ' 4.50 ' }, {}],
    [{ ...entry, category: '' }, { category: 'Please select or enter a category' }],
    [{ ...entry, category: CUSTOM_CATEGORY }, { customCategory: 'Please enter a custom category' }],
    [
      { ...entry, category: CUSTOM_CATEGORY, customCategory: '   ' },
      { customCategory: 'Please enter a custom category' },
    ],
    [
      { ...entry, category: CUSTOM_CATEGORY, customCategory: 'x'.repeat(65) },
      { customCategory: 'Category must be at most 64 characters' },
    ],
    [
      { ...entry, amount: '', category: CUSTOM_CATEGORY },
      { amount: 'Please enter a valid amount', customCategory: 'Please enter a custom category' },
    ],
    [{ ...entry, category: CUSTOM_CATEGORY, customCategory: 'Car wash' }, {}],
    [{ ...entry, date: '' }, { date: 'Date is required' }],
    [{ ...entry, date: '2026-02-30' }, { date: 'Date must be a real calendar date (YYYY-MM-DD)' }],
    [{ ...entry, date: '11/23/2026' }, { date: 'Date must be a real calendar date (YYYY-MM-DD)' }],
    [{ ...entry, date: '1999-12-31' }, { date: 'Date must be between 2000-01-01 and 2099-12-31' }],
    [{ ...entry, date: '2100-01-01' }, { date: 'Date must be between 2000-01-01 and 2099-12-31' }],
    [{ ...entry, date: '2026-11-22' }, {}],
    [entry, {}],
  ])('%j -> %j', (input, expected) => {
    expect(quickEntryProblems(input)).toEqual(expected);
  });

  it('says what quickEntrySchema says, field by field', () => {
    const text = fc.oneof(
      fc.string(),
      fc.constantFrom('', ' ', '0', '0.01', '4.5', '1e3', CUSTOM_CATEGORY, 'Gas'),
    );
    const fields = fc.record({
      type: fc.constantFrom('income' as const, 'expense' as const),
      amount: text,
      category: text,
      customCategory: fc.oneof(text, fc.string({ minLength: 60, maxLength: 70 })),
      date: fc.oneof(
        text,
        fc.constantFrom('2026-11-23', '2026-02-30', '1999-12-31', '2099-12-31', '2100-01-01'),
      ),
    });
    fc.assert(
      fc.property(fields, (candidate) => {
        const issues = quickEntrySchema.safeParse(candidate).error?.issues ?? [];
        const bySchema = Object.fromEntries(issues.map((issue) => [String(issue.path[0]), issue.message]));
        expect(quickEntryProblems(candidate)).toEqual(bySchema);
      }),
      { numRuns: 2000 },
    );
  });
});
