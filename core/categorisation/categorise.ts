import type { ItemType } from '../categories';
import { builtInRuleMatches, builtInRules } from './built-in-rules';
import { descriptionKey, ruleMatches, type Direction, type UserRule } from './rules';

/** Where a row's type and category came from, shown beside it in the preview. */
export type CategorySource = 'your-rule' | 'history' | 'built-in' | 'default';

export interface Categorised {
  type: ItemType;
  category: string;
  source: CategorySource;
  /** The user's rule that matched, when source is 'your-rule'. */
  ruleId?: string;
}

/** What a person has already decided: their rules, first applied first, and their items' categories. */
export interface CategorisationContext {
  rules: readonly UserRule[];
  /** descriptionKey of an item's description -> the type and category of the newest such item. */
  history: ReadonlyMap<string, { type: ItemType; category: string }>;
}

// SPEC section 3's catch-all categories.
export const fallbackCategory: Record<ItemType, string> = {
  income: 'Other Income',
  expense: 'Other Expense',
};

export const directionOf = (amountCents: number): Direction => (amountCents >= 0 ? 'in' : 'out');
const typeOf = (direction: Direction): ItemType => (direction === 'in' ? 'income' : 'expense');

/**
 * The type and category of a statement row. The person's own choices come first — their rules in their order,
 * then how they filed the same description before — and GigTally's built-in rules only after; with no match,
 * money in is Other Income and money out Other Expense.
 */
export function categorise(
  row: { description: string; amountCents: number },
  context: CategorisationContext,
): Categorised {
  const rule = context.rules.find((candidate) => ruleMatches(candidate, row.description));
  if (rule) return { type: rule.type, category: rule.category, source: 'your-rule', ruleId: rule.id };

  const key = descriptionKey(row.description);
  const filedBefore = context.history.get(key);
  if (filedBefore) return { ...filedBefore, source: 'history' };

  const direction = directionOf(row.amountCents);
  const builtIn = builtInRules.find(
    (candidate) => candidate.direction === direction && builtInRuleMatches(candidate, key),
  );
  if (builtIn) return { type: builtIn.type, category: builtIn.category, source: 'built-in' };

  const type = typeOf(direction);
  return { type, category: fallbackCategory[type], source: 'default' };
}
