import type { ItemType } from '../../../core/categories';
import { merchantOf } from '../../../core/categorisation/merchant-of';
import { RULE_TEXT_MAX_LENGTH } from '../../../core/categorisation/rules';
import { FULL_BUSINESS_PERCENT, type ItemUse } from '../../../core/item-use';
import { itemUseTexts } from '../items/item-use-texts';

export const typeLabels: Record<ItemType, string> = { income: 'Income', expense: 'Expense' };

/** The rule form's Use choices: a rule may leave the decision to the person ("Ask me": the row waits in review). */
export const ruleUseOptions: readonly { value: ItemUse; label: string }[] = [
  { value: 'business', label: itemUseTexts.business },
  { value: 'personal', label: itemUseTexts.personal },
  { value: 'review', label: 'Ask me' },
];

/** A rule's use in its list: 'Business', 'Business 60 %', 'Personal', 'Ask me'. */
export function ruleUseLabel(rule: { use: ItemUse; businessPercent: number }): string {
  if (rule.use === 'business' && rule.businessPercent < FULL_BUSINESS_PERCENT) {
    return itemUseTexts.businessShare(rule.businessPercent);
  }
  return ruleUseOptions.find((option) => option.value === rule.use)!.label;
}

// What the rules page and the offer to make a rule say; the API's own messages come from core.
export const ruleToasts = {
  added: 'Rule added.',
  updated: 'Rule updated.',
  deleted: 'Rule deleted.',
  createdFromOffer: 'Rule created. Future imports will use it.',
} as const;

/** The offer made after the category or type of an imported item was changed. */
export const ruleOfferTexts = {
  title: 'Make this a rule?',
  text: (type: ItemType, category: string) =>
    `File future imports whose description contains these words as ${typeLabels[type]} · ${category}:`,
} as const;

/**
 * The words a rule made from an item's description starts with: the merchant part of the description
 * ("ACME GRAPHICS" of "ACME GRAPHICS, LLC INVOICE 42"), or the whole description, trimmed, when no word of it is
 * a name; at most 100 characters.
 */
export function ruleTextOf(description: string): string {
  const words = merchantOf(description) || description.trim();
  return words.slice(0, RULE_TEXT_MAX_LENGTH).trimEnd();
}
