import { itemMessages } from '../../../core/item-rules';
import type { Item } from '../../../core/items';
import { planUsageMessages } from '../../../core/plan-usage';
import { ApiRequestError } from '../../lib/api';

// What the user is told after adding, changing or deleting an item (toasts).
export const itemToasts = {
  added: (type: Item['type']) => (type === 'income' ? 'Income added' : 'Expense added'),
  updated: 'Item updated',
  deleted: 'Item deleted',
  addFailed: itemMessages.addFailed,
  updateFailed: 'Failed to update item. Please try again.',
  deleteFailed: 'Failed to delete item. Please try again.',
} as const;

/** The toast for a failed add, change or delete: the plan-limit message for 402, not-found for 404. */
export function itemFailureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiRequestError)) return fallback;
  if (error.code === 'subscription-limit-reached') return planUsageMessages.subscriptionLimitReached;
  if (error.code === 'not-found') return itemMessages.notFound;
  if (error.code === 'network') return error.message;
  return fallback;
}

/** The server's messages of a 400 for the given form fields; undefined when none of them is named. */
export function fieldErrorsOf(error: unknown, names: readonly string[]): Record<string, string> | undefined {
  if (!(error instanceof ApiRequestError) || error.code !== 'validation-failed' || !error.fields) return;
  const fields = Object.fromEntries(Object.entries(error.fields).filter(([name]) => names.includes(name)));
  return Object.keys(fields).length > 0 ? fields : undefined;
}
