import { z } from 'zod';
import {
  calendarDateSchema,
  CATEGORY_MAX_LENGTH,
  itemMessages,
  ITEMS_PAGE_DEFAULT,
  ITEMS_PAGE_MAX,
  itemSorts,
  itemTypeSchema,
  itemUseSchema,
  NO_NUL,
  sortOrders,
} from './items';

// GET /api/items' query, apart from core/items.ts: only the server and the Transactions page read it, and a zod
// schema is kept in every bundle that imports its module (the dashboard's first load does not need this one).
const optionalDate = calendarDateSchema.optional();

/** GET /api/items query. */
export const listItemsQuerySchema = z
  .object({
    type: itemTypeSchema.optional(),
    category: z
      .string()
      .trim()
      .min(1)
      .max(CATEGORY_MAX_LENGTH, itemMessages.categoryTooLong)
      .regex(NO_NUL, itemMessages.textNul)
      .optional(),
    from: optionalDate,
    to: optionalDate,
    q: z
      .string()
      .trim()
      .max(100, 'Search text must be at most 100 characters')
      .regex(NO_NUL, itemMessages.textNul)
      .optional(),
    sort: z.enum(itemSorts, { error: 'Sort must be date or amount' }).default('date'),
    order: z.enum(sortOrders, { error: 'Order must be asc or desc' }).default('desc'),
    limit: z.coerce
      .number({ error: `Limit must be a whole number from 1 to ${ITEMS_PAGE_MAX}` })
      .int(`Limit must be a whole number from 1 to ${ITEMS_PAGE_MAX}`)
      .min(1, `Limit must be a whole number from 1 to ${ITEMS_PAGE_MAX}`)
      .max(ITEMS_PAGE_MAX, `Limit must be a whole number from 1 to ${ITEMS_PAGE_MAX}`)
      .default(ITEMS_PAGE_DEFAULT),
    cursor: z.string().max(200, 'Cursor is not valid').optional(),
    use: itemUseSchema.optional(),
    // Business expenses of $75 or more with no receipt kept.
    needsReceipt: z
      .enum(['true', 'false'], { error: 'needsReceipt must be true or false' })
      .transform((value) => value === 'true')
      .optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'The end date must not be before the start date',
  });
export type ListItemsQuery = z.output<typeof listItemsQuerySchema>;
