import { describe, expect, it } from 'vitest';
import {
  CUSTOM_CATEGORY,
  itemMessages,
  quickEntryDescription,
  quickEntrySchema,
  transactionIdFor,
} from './items';
import { newItemSchema, parseTags } from './item-input';

const valid = { type: 'expense', category: 'Gas', amount: 12.5, date: '2026-11-22' } as const;

function firstMessage(input: unknown, field: string): string | undefined {
  const result = newItemSchema.safeParse(input);
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('newItemSchema (the full form)', () => {
  it('accepts a number or the input text of a number', () => {
    expect(newItemSchema.parse({ ...valid, amount: '12.50' }).amount).toBe(12.5);
    expect(newItemSchema.parse(valid)).toEqual({ ...valid, description: '', tags: [] });
  });

  it.each([
    ['abc', itemMessages.amountNotNumber],
    ['', itemMessages.amountNotNumber],
    ['NaN', itemMessages.amountNotNumber],
    [null, itemMessages.amountNotNumber],
    [0, itemMessages.amountNotPositive],
    [-5, itemMessages.amountNotPositive],
    [1.234, itemMessages.amountDecimals],
    [100_000_000, itemMessages.amountTooLarge],
  ])('amount %j reads %s', (amount, message) => {
    expect(firstMessage({ ...valid, amount }, 'amount')).toBe(message);
  });

  it.each([
    ['2025-02-30', itemMessages.dateInvalid],
    ['', itemMessages.dateRequired],
    [undefined, itemMessages.dateRequired],
    ['1999-12-31', itemMessages.dateOutOfRange],
  ])('date %j reads %s', (date, message) => {
    expect(firstMessage({ ...valid, date }, 'date')).toBe(message);
  });

  it('requires a category', () => {
    expect(firstMessage({ ...valid, category: '  ' }, 'category')).toBe('Category is required');
  });
});

describe('parseTags', () => {
  it('splits on commas, trims, drops empties and repeats', () => {
    expect(parseTags(' uber , ,late night,uber,')).toEqual(['uber', 'late night']);
    expect(parseTags(['a', ' b ', ''])).toEqual(['a', 'b']);
  });
});

describe('quickEntrySchema (quick entry)', () => {
  const entry = {
    type: 'expense',
    amount: '4.50',
    category: 'Parking',
    customCategory: '',
    date: '2026-11-23',
  } as const;
  const messages = (input: unknown) =>
    quickEntrySchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

  it.each([
    [{ ...entry, amount: '' }, ['Please enter a valid amount']],
    [{ ...entry, amount: '0' }, ['Please enter a valid amount']],
    [{ ...entry, amount: '0.001' }, ['Please enter a valid amount']],
    [{ ...entry, category: '' }, ['Please select or enter a category']],
    [{ ...entry, category: CUSTOM_CATEGORY }, ['Please enter a custom category']],
    [{ ...entry, category: CUSTOM_CATEGORY, customCategory: 'Car wash' }, []],
    [{ ...entry, date: '' }, ['Date is required']],
    [entry, []],
  ])('%j -> %j', (input, expected) => {
    expect(messages(input)).toEqual(expected);
  });

  it.each([
    ['MM/DD/YYYY', 'Quick entry: Gas - 11/23/2026'],
    ['DD/MM/YYYY', 'Quick entry: Gas - 23/11/2026'],
    ['YYYY-MM-DD', 'Quick entry: Gas - 2026-11-23'],
  ] as const)(
    "describes the entry as 'Quick entry: {category} - {date}', the date in the %s format chosen",
    (format, text) => {
      expect(quickEntryDescription('Gas', '2026-11-23', format)).toBe(text);
    },
  );
});

describe('transactionIdFor', () => {
  it('is TX- + 4 chars of the user id + base-36 time + 4 random chars, upper-cased', () => {
    expect(transactionIdFor('abCd1234', 1_795_000_000_000, 'x9k2')).toBe(
      `TX-ABCD${(1_795_000_000_000).toString(36).toUpperCase()}X9K2`,
    );
  });
});
