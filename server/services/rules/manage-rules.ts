import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { RuleInput, RulePatch, UserRule } from '../../../core/categorisation/rules';
import { ruleMessages, RULES_MAX } from '../../../core/categorisation/rules';
import type { Database } from '../../db/client';
import { categorisationRule } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { ApiError } from '../../http/api-error';

const ruleColumns = {
  id: categorisationRule.id,
  contains: categorisationRule.contains,
  type: categorisationRule.type,
  category: categorisationRule.category,
  position: categorisationRule.position,
};

/** The user's rules, first applied first. */
export function listRules(db: Executor, userId: string): Promise<UserRule[]> {
  return db
    .select(ruleColumns)
    .from(categorisationRule)
    .where(eq(categorisationRule.userId, userId))
    .orderBy(asc(categorisationRule.position), asc(categorisationRule.createdAt));
}

/** Adds a rule after the user's others. */
export async function createRule(db: Database, userId: string, input: RuleInput): Promise<UserRule> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ rules: count(), last: sql<number | null>`max(${categorisationRule.position})` })
      .from(categorisationRule)
      .where(eq(categorisationRule.userId, userId));
    if (existing!.rules >= RULES_MAX) throw new ApiError('validation-failed', ruleMessages.tooMany);
    const [rule] = await tx
      .insert(categorisationRule)
      .values({ userId, position: (existing!.last ?? -1) + 1, ...input })
      .returning(ruleColumns);
    return rule!;
  });
}

export async function updateRule(
  db: Database,
  userId: string,
  id: string,
  patch: RulePatch,
): Promise<UserRule> {
  const [rule] = await db
    .update(categorisationRule)
    .set(patch)
    .where(and(eq(categorisationRule.id, id), eq(categorisationRule.userId, userId)))
    .returning(ruleColumns);
  if (!rule) throw new ApiError('not-found', ruleMessages.notFound);
  return rule;
}

export async function deleteRule(db: Database, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(categorisationRule)
    .where(and(eq(categorisationRule.id, id), eq(categorisationRule.userId, userId)))
    .returning({ id: categorisationRule.id });
  if (deleted.length === 0) throw new ApiError('not-found', ruleMessages.notFound);
}

/** Puts the user's rules in the given order; the list must name each of their rules exactly once. */
export async function reorderRules(db: Database, userId: string, ids: string[]): Promise<UserRule[]> {
  return db.transaction(async (tx) => {
    const rules = await listRules(tx, userId);
    const known = new Set(rules.map((rule) => rule.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) {
      throw new ApiError('validation-failed', ruleMessages.orderMismatch, {
        ids: ruleMessages.orderMismatch,
      });
    }
    // One statement: each id's place in the list (0-based) becomes its position.
    await tx.execute(sql`
      update ${categorisationRule} set position = ordered.position - 1, updated_at = now()
      from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) with ordinality as ordered(id, position)
      where ${categorisationRule.id} = ordered.id::uuid and ${categorisationRule.userId} = ${userId}`);
    return listRules(tx, userId);
  });
}
