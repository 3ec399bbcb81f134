import { describe, expect, it } from 'vitest';
import {
  allCategories,
  categories,
  isPersonalCategory,
  itemTypes,
  personalCategories,
  personalFallbackCategory,
  quickEntryShortcuts,
} from './categories';
import { builtInRules } from './categorisation/built-in-rules';
import { fallbackCategory } from './categorisation/categorise';
import { TIPS_CATEGORY } from './items';
import { carCostCategories } from './tax/vehicle-method';

// One category list per type, used by the full form, Quick Entry, rules, imports, reports and tax.

describe('the one category list', () => {
  it.each(itemTypes)("every Quick Entry shortcut of %s is in the type's list", (type) => {
    expect(quickEntryShortcuts[type].filter((name) => !categories[type].includes(name))).toEqual([]);
  });

  it("has no name twice, and Quick Entry's 'Food' is 'Meals' (the IRS name)", () => {
    for (const type of itemTypes) expect(new Set(categories[type]).size).toBe(categories[type].length);
    expect(allCategories).not.toContain('Food');
    expect(categories.expense).toContain('Meals');
    expect(quickEntryShortcuts.expense).toContain('Meals');
  });

  it("keeps 'Gas' a category of its own, and the income shortcuts Gig Pay, Tips and Bonus", () => {
    expect(categories.expense).toContain('Gas');
    expect(quickEntryShortcuts.income).toEqual(['Gig Pay', 'Tips', 'Bonus', 'Other Income']);
  });

  it("moves a refund and a rental out of business income, and the home's rent and utilities out of the shortcuts", () => {
    expect(categories.income).not.toContain('Refund');
    expect(categories.income).not.toContain('Rental');
    expect(personalCategories.income).toEqual(['Wages', 'Transfer', 'Refund', 'Rental', 'Other']);
    expect(quickEntryShortcuts.expense).not.toContain('Rent');
    expect(quickEntryShortcuts.expense).not.toContain('Utilities');
  });

  it('keeps the household categories apart from the business ones (no name in both)', () => {
    for (const type of itemTypes) {
      expect(personalCategories[type].filter((name) => categories[type].includes(name))).toEqual([]);
      expect(personalCategories[type]).toContain(personalFallbackCategory[type]);
    }
    expect(isPersonalCategory('Groceries')).toBe(true);
    expect(isPersonalCategory('Gas')).toBe(false);
    expect(isPersonalCategory('My own category')).toBe(false);
  });

  it('holds every category the built-in categorisation rules file into, in their type and use', () => {
    const outside = builtInRules.filter((rule) =>
      rule.use === 'personal'
        ? !personalCategories[rule.type].includes(rule.category)
        : !categories[rule.type].includes(rule.category) &&
          !personalCategories[rule.type].includes(rule.category),
    );
    expect(outside).toEqual([]);
  });

  it("holds the import's catch-all categories, the tips category and the car costs of the vehicle method", () => {
    for (const type of itemTypes) expect(categories[type]).toContain(fallbackCategory[type]);
    expect(categories.income).toContain(TIPS_CATEGORY);
    expect(carCostCategories.filter((name) => !categories.expense.includes(name))).toEqual([]);
  });

  it('suggests every category of either type once, A to Z', () => {
    expect(allCategories).toEqual(
      [
        ...new Set([
          ...categories.income,
          ...categories.expense,
          ...personalCategories.income,
          ...personalCategories.expense,
        ]),
      ].sort(),
    );
  });
});
