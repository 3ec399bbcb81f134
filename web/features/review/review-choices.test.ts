import { describe, expect, it } from 'vitest';
import { categories, personalCategories } from '../../../core/categories';
import {
  businessCategoryChoices,
  businessCategoryDefault,
  ownCategoriesOf,
  parseBusinessPercent,
  personalCategoryChoices,
  personalCategoryDefault,
} from './review-choices';

describe('the business categories offered for an item', () => {
  it('are the business list, then the suggested and own categories not already in it', () => {
    expect(businessCategoryChoices('expense', 'Gas', [])).toEqual([...categories.expense]);
    expect(businessCategoryChoices('expense', 'Camera gear', ['Studio', 'Gas'])).toEqual([
      ...categories.expense,
      'Camera gear',
      'Studio',
    ]);
  });

  it('never offer a household category, even when it is the suggested one', () => {
    expect(businessCategoryChoices('expense', 'Groceries', [])).toEqual([...categories.expense]);
    expect(businessCategoryChoices('income', 'Refund', [])).toEqual([...categories.income]);
  });

  it.each([
    ['expense', 'Gas', 'Gas'],
    ['expense', 'Camera gear', 'Camera gear'],
    ['expense', 'Groceries', 'Other Expense'],
    ['income', 'Rental', 'Other Income'],
    ['income', 'Gig Pay', 'Gig Pay'],
  ] as const)('a %s suggested as %s starts on %s', (type, suggested, expected) => {
    expect(businessCategoryDefault(type, suggested)).toBe(expected);
  });
});

describe('the personal categories offered for an item', () => {
  it('are the household list of its type', () => {
    expect(personalCategoryChoices('expense')).toEqual(personalCategories.expense);
    expect(personalCategoryChoices('income')).toEqual(personalCategories.income);
  });

  it.each([
    ['expense', 'Groceries', 'Groceries'],
    ['expense', 'Other Expense', 'Personal other'],
    ['expense', 'Gas', 'Personal other'],
    // Refund is a personal income category, not an expense one.
    ['expense', 'Refund', 'Personal other'],
    ['income', 'Refund', 'Refund'],
    ['income', 'Gig Pay', 'Other'],
  ] as const)('a %s suggested as %s starts on %s', (type, suggested, expected) => {
    expect(personalCategoryDefault(type, suggested)).toBe(expected);
  });
});

describe('parseBusinessPercent: a whole percent from 1 to 100', () => {
  it.each([
    ['100', 100],
    ['60', 60],
    [' 1 ', 1],
    ['0', undefined],
    ['101', undefined],
    ['60.5', undefined],
    ['-5', undefined],
    ['', undefined],
    ['sixty', undefined],
    ['1e2', undefined],
  ])('%j is %s', (text, expected) => {
    expect(parseBusinessPercent(text)).toBe(expected);
  });
});

describe('ownCategoriesOf', () => {
  it('keeps the categories of the type that GigTally names in neither list', () => {
    expect(
      ownCategoriesOf(
        [
          { type: 'expense', category: 'Studio' },
          { type: 'expense', category: 'Gas' },
          { type: 'expense', category: 'Groceries' },
          { type: 'income', category: 'Workshops' },
        ],
        'expense',
      ),
    ).toEqual(['Studio']);
  });
});
