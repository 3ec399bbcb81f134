import { describe, expect, it } from 'vitest';
import type { ColumnMapping } from '../../../core/import/statement';
import {
  amountModeOf,
  mappingProblemOf,
  rolesByColumn,
  sameMapping,
  withAmountMode,
  withColumn,
} from './column-mapping';

// Date,Memo,Payee,Amount as detected: Memo is the description.
const detected: ColumnMapping = {
  date: 0,
  description: 1,
  payee: 2,
  amount: 3,
  amountSign: 'in-positive',
  dateOrder: 'MDY',
};

/** The mapping without one of its columns. */
function without(mapping: ColumnMapping, key: 'amount' | 'payee'): ColumnMapping {
  const rest = { ...mapping };
  delete rest[key];
  return rest;
}

describe('withColumn', () => {
  it('chooses another column for a role', () => {
    expect(withColumn(detected, 'description', 2)).toEqual({ ...detected, description: 2 });
  });

  it("'None' leaves an optional column out, and cannot leave out the date or description", () => {
    expect(withColumn(detected, 'payee', undefined)).toStrictEqual(without(detected, 'payee'));
    expect(withColumn(detected, 'date', undefined)).toEqual(detected);
  });
});

describe('withAmountMode', () => {
  it('one amount column becomes the money-out column, and back', () => {
    const separate = withAmountMode(detected, 'separate');
    expect(separate).toStrictEqual({ ...without(detected, 'amount'), debit: 3 });
    expect(amountModeOf(separate)).toBe('separate');
    expect(withAmountMode(separate, 'one')).toEqual(detected);
  });

  it('a money-in column alone becomes the amount column', () => {
    const rest = without(detected, 'amount');
    expect(withAmountMode({ ...rest, credit: 5 }, 'one')).toStrictEqual({ ...rest, amount: 5 });
  });

  it('the same mode changes nothing', () => {
    expect(withAmountMode(detected, 'one')).toBe(detected);
  });
});

describe('mappingProblemOf', () => {
  it("answers the API schema's message when no money column is chosen", () => {
    expect(mappingProblemOf(without(detected, 'amount'))).toBe(
      'Choose the amount column, or the money-in and money-out columns.',
    );
    expect(mappingProblemOf(detected)).toBeUndefined();
  });
});

describe('rolesByColumn', () => {
  it('names what each column is used as, for the sample table', () => {
    expect(rolesByColumn(withColumn(detected, 'description', 2))).toEqual(
      new Map([
        [0, ['Date']],
        [2, ['Description', 'Payee']],
        [3, ['Amount']],
      ]),
    );
  });
});

describe('the Notes column', () => {
  it('is labelled Notes on the sample table, and None takes it out of the mapping', () => {
    const withNotes = withColumn(detected, 'memo', 1);
    expect(rolesByColumn(withNotes).get(1)).toEqual(['Description', 'Notes']);
    expect(withColumn(withNotes, 'memo', undefined)).toStrictEqual(detected);
  });
});

describe('sameMapping', () => {
  it('compares the choices, not the order of the keys or left-out columns', () => {
    const reordered = {
      dateOrder: 'MDY',
      amountSign: 'in-positive',
      amount: 3,
      payee: 2,
      description: 1,
      date: 0,
    } as const;
    expect(sameMapping(detected, reordered)).toBe(true);
    expect(sameMapping(detected, { ...detected, transactionId: undefined })).toBe(true);
    expect(sameMapping(detected, { ...detected, description: 2 })).toBe(false);
    expect(sameMapping(null, null)).toBe(true);
    expect(sameMapping(detected, null)).toBe(false);
  });
});
