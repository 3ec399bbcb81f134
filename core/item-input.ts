import { z } from 'zod';
import { itemTypes } from './categories';
import {
  DESCRIPTION_MAX_LENGTH,
  NO_NUL,
  TAGS_MAX,
  TAG_MAX_LENGTH,
  amountSchema,
  calendarDateSchema,
  categorySchema,
  itemMessages,
} from './items';

// POST and PATCH /api/items' bodies and the item id in a path, apart from core/items.ts: the server and the full
// item form (a dialog loaded when opened) read them, and a zod schema stays in every bundle that imports its module.
const descriptionSchema = z
  .string()
  .trim()
  .max(DESCRIPTION_MAX_LENGTH, itemMessages.descriptionTooLong)
  .regex(NO_NUL, itemMessages.textNul);

/** SPEC: tags are comma separated, trimmed, empty entries dropped; an array is taken as it is. */
export function parseTags(value: string | readonly string[]): string[] {
  const parts = typeof value === 'string' ? value.split(',') : value;
  return [...new Set(parts.map((tag) => tag.trim()).filter((tag) => tag.length > 0))];
}

const tagsSchema = z
  .union([z.string(), z.array(z.string())], { error: 'Tags must be a list or comma-separated text' })
  .transform(parseTags)
  .pipe(
    z
      .array(z.string().max(TAG_MAX_LENGTH, itemMessages.tagTooLong).regex(NO_NUL, itemMessages.textNul))
      .max(TAGS_MAX, itemMessages.tooManyTags),
  );

const itemFields = {
  type: z.enum(itemTypes, { error: itemMessages.typeInvalid }),
  category: categorySchema,
  amount: amountSchema,
  date: calendarDateSchema,
  description: descriptionSchema.default(''),
  tags: tagsSchema.default([]),
  /** Income the person marks as tips (issue 11). Left out, an income item in the Tips category is tips. */
  isTips: z.boolean({ error: itemMessages.tipsNotBoolean }).optional(),
};

const onlyIncomeIsTips = (item: { type?: string | undefined; isTips?: boolean | undefined }) =>
  !(item.isTips === true && item.type === 'expense');

/** POST /api/items and the full form. */
export const newItemSchema = z
  .object({
    ...itemFields,
    // An offline Quick Entry's own id: sent twice, it adds one item (issue 11).
    clientRequestId: z.uuid({ error: itemMessages.clientRequestIdInvalid }).optional(),
  })
  .refine(onlyIncomeIsTips, { path: ['isTips'], message: itemMessages.tipsOnlyIncome });
export type NewItemInput = z.input<typeof newItemSchema>;
export type NewItem = z.output<typeof newItemSchema>;

/** PATCH /api/items/:id: any of the fields, at least one. */
export const itemPatchSchema = z
  .object({
    type: itemFields.type.optional(),
    category: categorySchema.optional(),
    amount: amountSchema.optional(),
    date: calendarDateSchema.optional(),
    description: descriptionSchema.optional(),
    tags: tagsSchema.optional(),
    isTips: itemFields.isTips,
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), itemMessages.nothingToUpdate)
  .refine(onlyIncomeIsTips, { path: ['isTips'], message: itemMessages.tipsOnlyIncome });
export type ItemPatch = z.output<typeof itemPatchSchema>;

export const idParamSchema = z.object({ id: z.uuid({ error: itemMessages.notFound }) });
