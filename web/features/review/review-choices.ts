import {
  categories,
  isPersonalCategory,
  personalCategories,
  personalFallbackCategory,
  type ItemType,
} from '../../../core/categories';
import { BUSINESS_PERCENT_MAX, BUSINESS_PERCENT_MIN, FULL_BUSINESS_PERCENT } from '../../../core/item-use';

// The choices the review screen offers for an item waiting to be marked: which categories each use may take, which
// one is chosen first, and the business share as typed.

/** Where a business item goes when its suggested category is a household one (a business item cannot keep it). */
const businessFallbackCategory: Record<ItemType, string> = {
  income: 'Other Income',
  expense: 'Other Expense',
};

/**
 * The categories a business item of `type` may take: GigTally's business list, then the person's own categories
 * of that type (those in neither built-in list) and the suggested one when it is their own too.
 */
export function businessCategoryChoices(type: ItemType, suggested: string, own: readonly string[]): string[] {
  const choices = [...categories[type]];
  for (const category of [suggested, ...own]) {
    if (!isPersonalCategory(category) && !choices.includes(category)) choices.push(category);
  }
  return choices;
}

/** The business category chosen first: the suggested one, unless it is a household category. */
export const businessCategoryDefault = (type: ItemType, suggested: string): string =>
  isPersonalCategory(suggested) ? businessFallbackCategory[type] : suggested;

/** The household categories a personal item of `type` may take. */
export const personalCategoryChoices = (type: ItemType): readonly string[] => personalCategories[type];

/** The personal category chosen first: the suggested one when it is already personal, else the fallback. */
export const personalCategoryDefault = (type: ItemType, suggested: string): string =>
  personalCategories[type].includes(suggested) ? suggested : personalFallbackCategory[type];

/** The share field's first text. */
export const businessPercentDefault = String(FULL_BUSINESS_PERCENT);

/** The business share as typed, when it is a whole percent from 1 to 100 ("60", " 60 "); undefined otherwise. */
export function parseBusinessPercent(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return undefined;
  const percent = Number(trimmed);
  return percent >= BUSINESS_PERCENT_MIN && percent <= BUSINESS_PERCENT_MAX ? percent : undefined;
}

/**
 * The categories of the person's own among those in use: the ones of `type` GigTally names in neither of its lists.
 */
export const ownCategoriesOf = (
  inUse: readonly { type: ItemType; category: string }[],
  type: ItemType,
): string[] =>
  inUse
    .filter(
      (entry) =>
        entry.type === type &&
        !categories[type].includes(entry.category) &&
        !isPersonalCategory(entry.category),
    )
    .map((entry) => entry.category);
