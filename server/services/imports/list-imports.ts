import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ImportSummary } from '../../../core/statement-import';
import { importMessages } from '../../../core/statement-import';
import type { Database } from '../../db/client';
import { budgetItem, estimatedTaxPayment, statementImport } from '../../db/schema';
import { ApiError } from '../../http/api-error';

const LISTED_IMPORTS = 50;

export function toImportSummary(row: typeof statementImport.$inferSelect): ImportSummary {
  return {
    id: row.id,
    fileName: row.fileName,
    format: row.format,
    added: row.added,
    paymentsAdded: row.paymentsAdded,
    skipped: row.skipped,
    failed: row.failed,
    createdAt: row.createdAt.toISOString(),
    undoneAt: row.undoneAt?.toISOString() ?? null,
  };
}

/** The user's imports, newest first: the latest 50, or every one (for the account export). */
export async function listImports(
  db: Database,
  userId: string,
  { all = false }: { all?: boolean } = {},
): Promise<ImportSummary[]> {
  const query = db
    .select()
    .from(statementImport)
    .where(eq(statementImport.userId, userId))
    .orderBy(desc(statementImport.createdAt));
  const rows = all ? await query : await query.limit(LISTED_IMPORTS);
  return rows.map(toImportSummary);
}

/**
 * Undoes an import as a whole: its items and the tax payments recognised in it, where still there, are deleted, and
 * the import is marked undone.
 */
export async function undoImport(db: Database, userId: string, id: string): Promise<{ removed: number }> {
  return db.transaction(async (tx) => {
    const [undone] = await tx
      .update(statementImport)
      .set({ undoneAt: new Date() })
      .where(
        and(eq(statementImport.id, id), eq(statementImport.userId, userId), isNull(statementImport.undoneAt)),
      )
      .returning({ id: statementImport.id });
    if (!undone) throw new ApiError('not-found', importMessages.notFound);
    const removed = await tx
      .delete(budgetItem)
      .where(and(eq(budgetItem.importId, id), eq(budgetItem.userId, userId)))
      .returning({ id: budgetItem.id });
    await tx
      .delete(estimatedTaxPayment)
      .where(and(eq(estimatedTaxPayment.importId, id), eq(estimatedTaxPayment.userId, userId)));
    return { removed: removed.length };
  });
}
