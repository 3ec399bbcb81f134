import { z } from 'zod';
import { isPersonalCategory } from './categories';
import { businessPercentSchema, categorySchema, itemMessages, itemTypeSchema, itemUseSchema } from './items';

/** How many items one request may mark at once: a page of the Transactions list at its largest. */
export const MARK_ITEMS_MAX = 500;

export const useCheckCategories = {
  expense: ['Rent', 'Utilities', 'Other Expense'],
  income: ['Refund', 'Rental'],
} as const;

export const useMessages = {
  idsInvalid: `Choose from 1 to ${MARK_ITEMS_MAX} items`,
  actionInvalid: 'Action must be review or keep',
} as const;

/**
 * POST /api/items/use: marks many items at once (the review queue's and the Transactions page's selection). A share
 * only with business; a category, when given, is the new category of every item marked.
 */
export const markItemsSchema = z
  .object({
    ids: z
      .array(z.uuid({ error: useMessages.idsInvalid }), { error: useMessages.idsInvalid })
      .min(1, useMessages.idsInvalid)
      .max(MARK_ITEMS_MAX, useMessages.idsInvalid),
    use: itemUseSchema,
    businessPercent: businessPercentSchema.optional(),
    category: categorySchema.optional(),
  })
  .superRefine((mark, ctx) => {
    if (mark.businessPercent !== undefined && mark.use !== 'business')
      ctx.addIssue({
        code: 'custom',
        path: ['businessPercent'],
        message: itemMessages.businessPercentNotBusiness,
      });
  });
export type MarkItems = z.output<typeof markItemsSchema>;

/**
 * PUT /api/items/category-shares: a category's default business share (100 removes it): a business item of the
 * category gets it when nothing else (the person, a rule) set a share.
 */
export const categoryShareSchema = z
  .object({
    type: itemTypeSchema,
    category: categorySchema,
    businessPercent: businessPercentSchema,
  })
  .refine((share) => !isPersonalCategory(share.category), {
    path: ['category'],
    error: (issue) => itemMessages.personalCategoryOnBusiness((issue.input as { category: string }).category),
  });
export type CategoryShare = z.output<typeof categoryShareSchema>;

/** POST /api/items/use-check: send the items of the one-time check to the review queue, or keep them business. */
export const useCheckActionSchema = z.object({
  action: z.enum(['review', 'keep'], { error: useMessages.actionInvalid }),
});

/** GET /api/items/use-check. */
export interface UseCheck {
  /** Whether the person has yet to answer the check (only people whose items predate business and personal). */
  pending: boolean;
  count: number;
  amount: number;
  categories: string[];
}
