import { asc, eq, sql } from 'drizzle-orm';
import type { ItemType } from '../../../core/categories';
import { scheduleCMessages, type OwnCategoryLine } from '../../../core/tax/schedule-c-api';
import { isBuiltInCategory, lineOf, type CategoryLine } from '../../../core/tax/schedule-c-lines';
import type { z } from 'zod';
import type { categoryLineSchema } from '../../../core/tax/schedule-c-api';
import { categoryLine } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { ApiError } from '../../http/api-error';

/**
 * GET /api/tax/category-lines: the person's own categories (with items, or with a saved line), each with its
 * Schedule C line and whether it was chosen; by name, then type. The categories in use come from the kept month
 * totals (a few rows however many items).
 */
export async function listCategoryLines(
  db: Executor,
  userId: string,
): Promise<{ categories: OwnCategoryLine[] }> {
  const result: unknown = await db.execute(
    sql`select "type", "category", max("line") as "line" from (
      select "type", "category", null as "line" from "item_month_total" where "user_id" = ${userId}
      union all
      select "type", "category", "line" from "category_line" where "user_id" = ${userId}
    ) as "own" group by "type", "category" order by lower("category"), "category" collate "C", "type"`,
  );
  const rows = (result as { rows: { type: ItemType; category: string; line: string | null }[] }).rows;
  return {
    categories: rows
      .filter((row) => !isBuiltInCategory(row.type, row.category))
      .map((row) => {
        const chosen = row.line === null ? undefined : new Map([[row.category, row.line as CategoryLine]]);
        return {
          type: row.type,
          category: row.category,
          line: lineOf(row.type, row.category, chosen),
          chosen: !!chosen,
        };
      }),
  };
}

/** PUT /api/tax/category-lines: the line of one of the person's own categories (built-in ones keep theirs). */
export async function saveCategoryLine(
  db: Executor,
  userId: string,
  input: z.output<typeof categoryLineSchema>,
): Promise<OwnCategoryLine> {
  if (isBuiltInCategory(input.type, input.category))
    throw new ApiError('validation-failed', scheduleCMessages.builtInCategory, {
      category: scheduleCMessages.builtInCategory,
    });
  await db
    .insert(categoryLine)
    .values({ userId, type: input.type, category: input.category, line: input.line })
    .onConflictDoUpdate({
      target: [categoryLine.userId, categoryLine.type, categoryLine.category],
      set: { line: input.line, updatedAt: new Date() },
    });
  return { type: input.type, category: input.category, line: input.line, chosen: true };
}

/** The lines saved for the person's own categories (the account export). */
export async function listSavedCategoryLines(db: Executor, userId: string) {
  return db
    .select({ type: categoryLine.type, category: categoryLine.category, line: categoryLine.line })
    .from(categoryLine)
    .where(eq(categoryLine.userId, userId))
    .orderBy(asc(categoryLine.type), asc(categoryLine.category));
}
