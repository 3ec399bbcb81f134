import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { RulePatch, RuleValues, UserRule } from '../../../core/categorisation/rules';
import { ruleMessages, RULES_MAX } from '../../../core/categorisation/rules';
import { patchedUse } from '../../../core/item-input';
import type { Database } from '../../db/client';
import { categorisationRule } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { ApiError } from '../../http/api-error';

const ruleColumns = {
  id: categorisationRule.id,
  contains: categorisationRule.contains,
  type: categorisationRule.type,
  category: categorisationRule.category,
  use: categorisationRule.use,
  businessPercent: categorisationRule.businessPercent,
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
export async function createRule(db: Database, userId: string, input: RuleValues): Promise<UserRule> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ rules: count(), last: sql<number | null>`max(${categorisationRule.position})` })
      .from(categorisationRule)
      .where(eq(categorisationRule.userId, userId));
    if (existing!.rules >= RULES_MAX) throw new ApiError('validation-failed', ruleMessages.tooMany);
    const [rule] = await tx
      .insert(categorisationRule)
      .values({
        userId,
        position: (existing!.last ?? -1) + 1,
        ...input,
        businessPercent: input.use === 'business' ? (input.businessPercent ?? 100) : 100,
      })
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
  const ownRule = and(eq(categorisationRule.id, id), eq(categorisationRule.userId, userId));
  return db.transaction(async (tx) => {
    const [stored] = await tx.select(ruleColumns).from(categorisationRule).where(ownRule).for('update');
    if (!stored) throw new ApiError('not-found', ruleMessages.notFound);
    // The rule as it will be, judged whole: a share only on a business rule, no household category on one.
    const { businessPercent, problems } = patchedUse(stored, patch);
    if (Object.keys(problems).length > 0)
      throw new ApiError('validation-failed', 'Some fields are not valid.', problems);
    const [rule] = await tx
      .update(categorisationRule)
      .set({ ...patch, businessPercent, updatedAt: new Date() })
      .where(ownRule)
      .returning(ruleColumns);
    return rule!;
  });
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
