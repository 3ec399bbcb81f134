import { z } from 'zod';
import { isPersonalCategory } from './categories';
import type { ItemUse } from './item-use';
import {
  DESCRIPTION_MAX_LENGTH,
  NO_NUL,
  TAGS_MAX,
  TAG_MAX_LENGTH,
  amountSchema,
  businessPercentSchema,
  calendarDateSchema,
  categorySchema,
  itemMessages,
  itemTypeSchema,
  itemUseSchema,
} from './items';

// POST and PATCH /api/items' bodies and the item id in a path, apart from core/items.ts: the server and the full
// item form (a dialog loaded when opened) read them, and a zod schema stays in every bundle that imports its module.
const descriptionSchema = z
  .string()
  .trim()
  .max(DESCRIPTION_MAX_LENGTH, itemMessages.descriptionTooLong)
  .regex(NO_NUL, itemMessages.textNul);

/** Tags are comma separated, trimmed, empty entries dropped; an array is taken as it is. */
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
  type: itemTypeSchema,
  category: categorySchema,
  amount: amountSchema,
  date: calendarDateSchema,
  description: descriptionSchema.default(''),
  tags: tagsSchema.default([]),
  /** Income the person marks as tips. Left out, an income item in the Tips category is tips. */
  isTips: z.boolean({ error: itemMessages.tipsNotBoolean }).optional(),
  /** Typed by hand, an item is business unless the person says otherwise: they chose to record it. */
  use: itemUseSchema.optional(),
  businessPercent: businessPercentSchema.optional(),
};

type UseFields = {
  use?: string | undefined;
  businessPercent?: number | undefined;
  category?: string | undefined;
};

/**
 * The rules between an item's use, share and category, judged on what the item will be once saved (a PATCH is
 * judged with the stored item filled in): only business items have a share, and a household category is never a
 * business cost.
 */
export function useProblems(item: UseFields): Record<string, string> {
  const problems: Record<string, string> = {};
  if (item.businessPercent !== undefined && item.businessPercent !== 100 && item.use !== 'business') {
    problems.businessPercent = itemMessages.businessPercentNotBusiness;
  }
  if (item.use === 'business' && item.category !== undefined && isPersonalCategory(item.category)) {
    problems.category = itemMessages.personalCategoryOnBusiness(item.category);
  }
  return problems;
}

type StoredUse = { use: ItemUse; businessPercent: number; category: string };

/**
 * An item's or a rule's use, share and category once patched, judged whole: the share it will keep (100 once it is
 * no longer business) and the problems, if any, keyed by field.
 */
export function patchedUse(
  stored: StoredUse,
  patch: { use?: ItemUse | undefined; businessPercent?: number | undefined; category?: string | undefined },
): { businessPercent: number; problems: Record<string, string> } {
  const use = patch.use ?? stored.use;
  const businessPercent = use === 'business' ? (patch.businessPercent ?? stored.businessPercent) : 100;
  const problems = useProblems({
    use,
    businessPercent: patch.businessPercent ?? businessPercent,
    category: patch.category ?? stored.category,
  });
  return { businessPercent, problems };
}

function addUseProblems(item: UseFields, ctx: z.RefinementCtx) {
  const problems = useProblems(item);
  for (const [path, message] of Object.entries(problems))
    ctx.addIssue({ code: 'custom', path: [path], message });
}

const onlyIncomeIsTips = (item: { type?: string | undefined; isTips?: boolean | undefined }) =>
  !(item.isTips === true && item.type === 'expense');

/** POST /api/items and the full form. */
export const newItemSchema = z
  .object({
    ...itemFields,
    // An offline Quick Entry's own id: sent twice (a retry once back online), it adds one item.
    clientRequestId: z.uuid({ error: itemMessages.clientRequestIdInvalid }).optional(),
  })
  .refine(onlyIncomeIsTips, { path: ['isTips'], message: itemMessages.tipsOnlyIncome })
  // A share given with a personal item is refused, even 100: the person meant something the item cannot hold.
  .superRefine((item, ctx) => {
    if (item.businessPercent !== undefined && item.use === 'personal') {
      ctx.addIssue({
        code: 'custom',
        path: ['businessPercent'],
        message: itemMessages.businessPercentNotBusiness,
      });
      return;
    }
    addUseProblems({ ...item, use: item.use ?? 'business' }, ctx);
  });
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
    use: itemFields.use,
    businessPercent: itemFields.businessPercent,
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), itemMessages.nothingToUpdate)
  .refine(onlyIncomeIsTips, { path: ['isTips'], message: itemMessages.tipsOnlyIncome })
  .superRefine((patch, ctx) => {
    if (patch.businessPercent !== undefined && patch.use !== undefined && patch.use !== 'business') {
      ctx.addIssue({
        code: 'custom',
        path: ['businessPercent'],
        message: itemMessages.businessPercentNotBusiness,
      });
    }
  });
export type ItemPatch = z.output<typeof itemPatchSchema>;

export const idParamSchema = z.object({ id: z.uuid({ error: itemMessages.notFound }) });
