import { and, eq, sql } from 'drizzle-orm';
import { descriptionKey, ruleMessages } from '../../../core/categorisation/rules';
import type { Database } from '../../db/client';
import { budgetItem, categorisationRule } from '../../db/schema';
import { ApiError } from '../../http/api-error';

/**
 * Files the items waiting in the review queue that a rule matches, as the rule says: a rule saved while reviewing
 * one Shell receipt files the other Shell receipts already waiting, not only the next statement's. Matched as rules
 * match a statement's rows (the words anywhere in the description, in any case and spacing), only items of the
 * rule's type, only the person's own. Answers the ids filed, so the review screen can skip them.
 */
export async function fileWaitingItems(
  db: Database,
  userId: string,
  ruleId: string,
): Promise<{ filed: string[] }> {
  return db.transaction(async (tx) => {
    const [rule] = await tx
      .select()
      .from(categorisationRule)
      .where(and(eq(categorisationRule.id, ruleId), eq(categorisationRule.userId, userId)));
    if (!rule) throw new ApiError('not-found', ruleMessages.notFound);
    // descriptionKey in SQL: trimmed, runs of spaces as one, lower case.
    const itemKey = sql`lower(regexp_replace(btrim(${budgetItem.description}), '\\s+', ' ', 'g'))`;
    const filed = await tx
      .update(budgetItem)
      .set({
        use: rule.use,
        category: rule.category,
        businessPercent: rule.use === 'business' ? rule.businessPercent : 100,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(budgetItem.userId, userId),
          eq(budgetItem.use, 'review'),
          eq(budgetItem.type, rule.type),
          sql`strpos(${itemKey}, ${descriptionKey(rule.contains)}) > 0`,
        ),
      )
      .returning({ id: budgetItem.id });
    return { filed: filed.map((item) => item.id) };
  });
}
