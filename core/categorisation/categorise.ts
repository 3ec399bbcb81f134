import { isPersonalCategory, personalCategories, type ItemType } from '../categories';
import type { ItemUse } from '../item-use';
import { recogniseTaxTransaction } from '../tax/tax-payment-recognition';
import type { StateCode } from '../tax/states/state-codes';
import { builtInRuleMatches, builtInRules } from './built-in-rules';
import { descriptionKey, ruleMatches, type Direction, type UserRule } from './rules';

/**
 * Where a row's type and category came from, shown beside it in the preview; 'tax' is a payment to or refund from
 * the IRS or a state's tax agency, recognised by its bank text.
 */
export type CategorySource = 'your-rule' | 'history' | 'built-in' | 'tax' | 'default';

/** A recognised payment of tax: recorded in the planner, not as an item. */
export interface RecognisedTaxPayment {
  jurisdiction: 'federal' | 'state';
  /** The state paid (USPS code) for a state payment. */
  state: StateCode | null;
}

export interface Categorised {
  type: ItemType;
  category: string;
  /** Business, personal, or review when nothing the person or GigTally knows decided it. */
  use: ItemUse;
  /** The business share in whole percent (100 unless a rule or the person's history set one). */
  businessPercent: number;
  source: CategorySource;
  /** The user's rule that matched, when source is 'your-rule'. */
  ruleId?: string;
  /** Set when the row is a payment of tax: it becomes a payment in the planner, never an expense. */
  taxPayment?: RecognisedTaxPayment;
}

/** What a person has already decided: their rules, first applied first, and their items' categories. */
export interface CategorisationContext {
  rules: readonly UserRule[];
  /**
   * descriptionKey of an item's description -> the type, category, use and share of the newest such item the person
   * decided (items still in review teach nothing).
   */
  history: ReadonlyMap<string, FiledBefore>;
  /** The person's categories with a default business share, by `type\0category` (none: 100 %). */
  categoryShares?: ReadonlyMap<string, number>;
}

export interface FiledBefore {
  type: ItemType;
  category: string;
  use: ItemUse;
  businessPercent: number;
}

// The catch-all categories, for what no rule names.
export const fallbackCategory: Record<ItemType, string> = {
  income: 'Other Income',
  expense: 'Other Expense',
};

/** How a recognised tax payment is named in the import preview (it is never an item's category). */
export const TAX_PAYMENT_LABEL = 'Tax payment';

const refundCategory = personalCategories.income.find((category) => category === 'Refund')!;

/** The person's default business share of a category (100 % unless they set one). */
const shareOfCategory = (context: CategorisationContext, type: ItemType, category: string) =>
  context.categoryShares?.get(`${type}\u0000${category}`) ?? 100;

/**
 * What a matching rule (the person's or a built-in one) files a row as. Only a business row has a share: the rule's
 * own when it set one, else the person's default share of the category.
 */
function filedByRule(
  context: CategorisationContext,
  rule: { type: ItemType; category: string; use: ItemUse; businessPercent?: number },
): FiledBefore {
  const ownShare = rule.businessPercent ?? 100;
  return {
    type: rule.type,
    category: rule.category,
    use: rule.use,
    businessPercent:
      rule.use !== 'business'
        ? 100
        : ownShare !== 100
          ? ownShare
          : shareOfCategory(context, rule.type, rule.category),
  };
}

export const directionOf = (amountCents: number): Direction => (amountCents >= 0 ? 'in' : 'out');
const typeOf = (direction: Direction): ItemType => (direction === 'in' ? 'income' : 'expense');

/**
 * The type, category and use of a statement row or bank transaction. The person's own choices come first — their
 * rules in their order, then how they filed the same description before — and GigTally's built-in rules only after;
 * with no match, the row waits for the person (use 'review') as Other Income or Other Expense.
 */
export function categorise(
  row: { description: string; amountCents: number },
  context: CategorisationContext,
): Categorised {
  // Tax comes first, whatever a rule says: a payment to the IRS is a payment, and a refund is neither income nor a
  // cost (it is kept as personal money, so the budget sees it arrive).
  const tax = recogniseTaxTransaction(row);
  if (tax?.kind === 'payment')
    return {
      type: 'expense',
      category: TAX_PAYMENT_LABEL,
      use: 'personal',
      businessPercent: 100,
      source: 'tax',
      taxPayment: { jurisdiction: tax.jurisdiction, state: tax.state },
    };
  if (tax?.kind === 'refund')
    return { type: 'income', category: refundCategory, use: 'personal', businessPercent: 100, source: 'tax' };

  const rule = context.rules.find((candidate) => ruleMatches(candidate, row.description));
  if (rule) return { ...filedByRule(context, rule), source: 'your-rule', ruleId: rule.id };

  const key = descriptionKey(row.description);
  const filedBefore = context.history.get(key);
  if (filedBefore)
    return {
      ...filedBefore,
      ...(isPersonalCategory(filedBefore.category) && filedBefore.use === 'business'
        ? { use: 'review' as const }
        : {}),
      source: 'history',
    };

  const direction = directionOf(row.amountCents);
  const builtIn = builtInRules.find(
    (candidate) => candidate.direction === direction && builtInRuleMatches(candidate, key),
  );
  if (builtIn) return { ...filedByRule(context, builtIn), source: 'built-in' };

  const type = typeOf(direction);
  return { type, category: fallbackCategory[type], use: 'review', businessPercent: 100, source: 'default' };
}
