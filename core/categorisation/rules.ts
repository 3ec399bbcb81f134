import { z } from 'zod';
import { itemTypes, type ItemType } from '../categories';
import { categorySchema, itemMessages, NO_NUL } from '../items';

// Issue 10, "Automatic categorisation": `description contains X -> category, type`.
export const RULE_TEXT_MAX_LENGTH = 100;
export const RULES_MAX = 500;

export const ruleMessages = {
  textRequired: 'Enter the words to look for in the description',
  textTooLong: `The words to look for must be at most ${RULE_TEXT_MAX_LENGTH} characters`,
  tooMany: `You can have at most ${RULES_MAX} rules.`,
  notFound: 'This rule was not found. It may have been deleted.',
  orderMismatch: 'The order must list each of your rules once.',
} as const;

/** POST /api/rules and the rule form; PATCH takes any of the fields. */
export const ruleSchema = z.object({
  contains: z
    .string({ error: ruleMessages.textRequired })
    .trim()
    .min(1, ruleMessages.textRequired)
    .max(RULE_TEXT_MAX_LENGTH, ruleMessages.textTooLong)
    .regex(NO_NUL, itemMessages.textNul),
  type: z.enum(itemTypes, { error: itemMessages.typeInvalid }),
  category: categorySchema,
});
export type RuleInput = z.infer<typeof ruleSchema>;

export const rulePatchSchema = ruleSchema
  .partial()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), itemMessages.nothingToUpdate);
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
  position: number;
}

/** Which way the money went on the statement. */
export type Direction = 'in' | 'out';

/** A rule GigTally ships: it only applies to money going the given way. */
export interface BuiltInRule {
  contains: string;
  direction: Direction;
  type: ItemType;
  category: string;
}

/** Descriptions compared as a person would: case, spacing and the ends do not matter. */
export function descriptionKey(description: string): string {
  return description.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Whether a user's rule matches: the words appear anywhere in the description, in any case. */
export function ruleMatches(rule: Pick<UserRule, 'contains'>, description: string): boolean {
  return descriptionKey(description).includes(descriptionKey(rule.contains));
}
