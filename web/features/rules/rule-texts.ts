import type { ItemType } from '../../../core/categories';
import { merchantOf } from '../../../core/categorisation/merchant-of';
import { RULE_TEXT_MAX_LENGTH } from '../../../core/categorisation/rules';

export const typeLabels: Record<ItemType, string> = { income: 'Income', expense: 'Expense' };

// What the rules page and the offer to make a rule say (issue 10); the API's own messages come from core.
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
 * The words a rule made from an item's description starts with (issue 17 point 10): the merchant part of the
 * description ("ACME DESIGN" of "ACME DESIGN, LLC INVOICE 42"), or the whole description, trimmed, when no word of it
 * is a name; at most 100 characters.
 */
export function ruleTextOf(description: string): string {
  const words = merchantOf(description) || description.trim();
  return words.slice(0, RULE_TEXT_MAX_LENGTH).trimEnd();
}
