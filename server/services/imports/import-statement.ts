import { eq } from 'drizzle-orm';
import { transactionFingerprint } from '../../../core/duplicates';
import type { ColumnMapping } from '../../../core/import/statement';
import type { ImportSummary, RowChange } from '../../../core/statement-import';
import type { Database } from '../../db/client';
import { budgetItem, statementImport, user } from '../../db/schema';
import { newTransactionId, ROWS_PER_INSERT } from '../items/create-item';
import { assertCanAddItems } from '../subscription/plan-limits';
import { prepareImport, type PreparedRow, type StatementFile } from './prepare-import';
import { toImportSummary } from './list-imports';

/**
 * Imports a statement file: every new row, with the person's changes, in one transaction (all of them or none),
 * recorded as one import that can be undone. Rows the user already has are skipped; rows that cannot be read are
 * reported with their reasons.
 */
export async function importStatement(
  db: Database,
  userId: string,
  file: StatementFile,
  mapping: ColumnMapping | undefined,
  changes: RowChange[],
): Promise<ImportSummary> {
  return db.transaction(async (tx) => {
    // One import at a time for a user, so two uploads of one file cannot both find its rows new.
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
    const prepared = await prepareImport(tx, userId, file, mapping);
    const changeOf = new Map(changes.map((change) => [change.line, change]));
    const wanted = prepared.rows.filter((row) => !row.duplicate && !changeOf.get(row.line)?.skip);
    await assertCanAddItems(tx, userId, wanted.length);

    const [record] = await tx
      .insert(statementImport)
      .values({
        userId,
        fileName: file.name,
        format: prepared.format,
        added: wanted.length,
        skipped: prepared.rows.filter((row) => row.duplicate).length,
        failed: prepared.problems.length,
      })
      .returning();
    for (let start = 0; start < wanted.length; start += ROWS_PER_INSERT) {
      const batch = wanted.slice(start, start + ROWS_PER_INSERT);
      await tx
        .insert(budgetItem)
        .values(batch.map((row) => itemOf(userId, record!.id, row, changeOf.get(row.line))));
    }
    return { ...toImportSummary(record!), problems: prepared.problems };
  });
}

function itemOf(userId: string, importId: string, row: PreparedRow, change: RowChange | undefined) {
  return {
    userId,
    transactionId: newTransactionId(userId),
    type: change?.type ?? row.type,
    category: change?.category ?? row.category,
    amountCents: Math.abs(row.amountCents),
    date: row.date,
    description: row.description,
    importId,
    importExternalId: row.externalId || null,
    importFingerprint: transactionFingerprint(row),
  };
}
