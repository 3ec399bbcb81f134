import { z } from 'zod';
import type { ItemType } from '../categories';
import type { ItemUse } from '../item-use';
import { useProblems } from '../item-input';
import {
  businessPercentSchema,
  categorySchema,
  itemMessages,
  itemTypeSchema,
  itemUseSchema,
  NO_NUL,
} from '../items';

// Automatic categorisation: `description contains X -> category, type`.
export const RULE_TEXT_MAX_LENGTH = 100;
export const RULES_MAX = 500;

export const ruleMessages = {
  textRequired: 'Enter the words to look for in the description',
  textTooLong: `The words to look for must be at most ${RULE_TEXT_MAX_LENGTH} characters`,
  tooMany: `You can have at most ${RULES_MAX} rules.`,
  notFound: 'This rule was not found. It may have been deleted.',
  orderMismatch: 'The order must list each of your rules once.',
} as const;

const ruleFields = {
  contains: z
    .string({ error: ruleMessages.textRequired })
    .trim()
    .min(1, ruleMessages.textRequired)
    .max(RULE_TEXT_MAX_LENGTH, ruleMessages.textTooLong)
    .regex(NO_NUL, itemMessages.textNul),
  type: itemTypeSchema,
  category: categorySchema,
  /** What a matching item becomes; a rule made before business and personal were apart is business. */
  use: itemUseSchema.default('business'),
  businessPercent: businessPercentSchema.optional(),
};

/** A rule's use, share and category judged together, as an item's are. */
function addRuleUseProblems(
  rule: { use?: ItemUse | undefined; businessPercent?: number | undefined; category?: string | undefined },
  ctx: z.RefinementCtx,
) {
  const problems =
    rule.businessPercent !== undefined && rule.use !== undefined && rule.use !== 'business'
      ? { businessPercent: itemMessages.businessPercentNotBusiness }
      : useProblems(rule);
  for (const [path, message] of Object.entries(problems))
    ctx.addIssue({ code: 'custom', path: [path], message });
}

/** POST /api/rules and the rule form. */
export const ruleSchema = z.object(ruleFields).superRefine(addRuleUseProblems);
/** What the rule form and the API client send (use may be left out: business). */
export type RuleInput = z.input<typeof ruleSchema>;
/** A rule as the route hands it to the service. */
export type RuleValues = z.output<typeof ruleSchema>;

/** PATCH /api/rules/:id: any of the fields (the stored rule fills in the rest when they are judged together). */
export const rulePatchSchema = z
  .object({ ...ruleFields, use: ruleFields.use.removeDefault().optional() })
  .partial()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), itemMessages.nothingToUpdate)
  .superRefine(addRuleUseProblems);
export type RulePatch = z.infer<typeof rulePatchSchema>;

/** PUT /api/rules/order: every rule id of the user, first applied first. */
export const ruleOrderSchema = z.object({
  ids: z.array(z.uuid({ error: ruleMessages.orderMismatch })).max(RULES_MAX, ruleMessages.orderMismatch),
});

export const ruleIdParamSchema = z.object({ id: z.uuid({ error: ruleMessages.notFound }) });

/** A rule of the user's own, as the API sends it. */
export interface UserRule {
  id: string;
  contains: string;
  type: ItemType;
  category: string;
  use: ItemUse;
  businessPercent: number;
  position: number;
}

/** Which way the money went on the statement. */
export type Direction = 'in' | 'out';

/**
 * A rule GigTally ships: it only applies to money going the given way, and says whether the merchant is most often
 * a business cost, the household's, or one to ask about (a phone plan is often both).
 */
export interface BuiltInRule {
  contains: string;
  direction: Direction;
  type: ItemType;
  category: string;
  use: ItemUse;
}

/** Descriptions compared as a person would: case, spacing and the ends do not matter. */
export function descriptionKey(description: string): string {
  return description.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Whether a user's rule matches: the words appear anywhere in the description, in any case. */
export function ruleMatches(rule: Pick<UserRule, 'contains'>, description: string): boolean {
  return descriptionKey(description).includes(descriptionKey(rule.contains));
}
