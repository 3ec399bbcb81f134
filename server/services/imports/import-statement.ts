import { eq, sql } from 'drizzle-orm';
import { transactionFingerprint } from '../../../core/duplicates';
import type { ColumnMapping, ReadOptions } from '../../../core/import/statement';
import type { ImportSummary, RowChange } from '../../../core/statement-import';
import type { Database } from '../../db/client';
import { refreshStatisticsAfterBulkWrite } from '../../db/statistics';
import { budgetItem, statementImport, user } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { newTransactionId } from '../items/create-item';
import { assertCanAddItems } from '../subscription/plan-limits';
import { forEachInTurns } from '../../off-thread/in-turns';
import { prepareImport, type PreparedRow, type StatementFile } from './prepare-import';
import { toImportSummary } from './list-imports';
import { recordRecognisedPayments } from '../tax/record-recognised-payments';
import { fallbackCategory } from '../../../core/categorisation/categorise';

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
  options: ReadOptions = {},
): Promise<ImportSummary> {
  const summary = await db.transaction(async (tx) => {
    // One import at a time for a user, so two uploads of one file cannot both find its rows new.
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
    const prepared = await prepareImport(tx, userId, file, mapping, options);
    // Guessed columns are for the person to check, never to import unseen.
    if (prepared.mappingProblem) {
      throw new ApiError('validation-failed', prepared.mappingProblem, { mapping: prepared.mappingProblem });
    }
    const changeOf = new Map(changes.map((change) => [change.line, change]));
    // A payment to the IRS or a state stays a payment unless the person made it an item in the preview.
    const isPayment = (row: PreparedRow) =>
      row.taxPayment !== undefined && !changeOf.get(row.line)?.notTaxPayment;
    const wanted: PreparedRow[] = [];
    const payments: PreparedRow[] = [];
    let duplicates = 0;
    await forEachInTurns(prepared.rows, (row) => {
      if (row.duplicate) duplicates += 1;
      else if (!changeOf.get(row.line)?.skip) (isPayment(row) ? payments : wanted).push(row);
    });
    await assertCanAddItems(tx, userId, wanted.length);

    const [record] = await tx
      .insert(statementImport)
      .values({
        userId,
        fileName: file.name,
        format: prepared.format,
        added: wanted.length,
        paymentsAdded: payments.length,
        skipped: duplicates,
        failed: prepared.problems.length,
      })
      .returning();
    for (let start = 0; start < wanted.length; start += ROWS_PER_STATEMENT) {
      const batch = wanted.slice(start, start + ROWS_PER_STATEMENT);
      await tx.execute(
        insertItemsSql(
          userId,
          record!.id,
          batch.map((row) => itemOf(userId, row, changeOf.get(row.line))),
        ),
      );
    }
    await recordRecognisedPayments(
      tx,
      userId,
      payments.map((row) => ({ ...row, payment: row.taxPayment! })),
      'import',
      record!.id,
    );
    return {
      ...toImportSummary(record!),
      problems: prepared.problems,
      pendingSkipped: prepared.pendingSkipped,
    };
  });
  await refreshStatisticsAfterBulkWrite(db, summary.added);
  return summary;
}

// Thousands of rows in one statement, passed as one JSON parameter: drizzle's multi-row VALUES binds eleven
// parameters a row, which made binding, not writing, most of a large import's time.
const ROWS_PER_STATEMENT = 5_000;

/**
 * The item a row becomes, with the person's changes from the preview. A recognised tax payment the person chose to
 * keep as an item waits in review: its suggested category is no category of theirs.
 */
function itemOf(userId: string, row: PreparedRow, change: RowChange | undefined) {
  const wasPayment = row.taxPayment !== undefined;
  const type = change?.type ?? row.type;
  const use = change?.use ?? (wasPayment ? 'review' : row.use);
  const category = change?.category ?? (wasPayment ? fallbackCategory[type] : row.category);
  return {
    transaction_id: newTransactionId(userId),
    type,
    category,
    use,
    business_percent:
      use === 'business' ? (change?.businessPercent ?? (change?.use ? 100 : row.businessPercent)) : 100,
    amount_cents: Math.abs(row.amountCents),
    date: row.date,
    description: row.description,
    import_external_id: row.externalId || null,
    import_fingerprint: transactionFingerprint(row),
  };
}

function insertItemsSql(userId: string, importId: string, rows: ReturnType<typeof itemOf>[]) {
  return sql`
    insert into ${budgetItem} (user_id, transaction_id, type, category, use, business_percent, amount_cents, date,
                               description, import_id, import_external_id, import_fingerprint)
    select ${userId}, r.transaction_id, r.type, r.category, r.use, r.business_percent, r.amount_cents, r.date,
           r.description, ${importId}::uuid, r.import_external_id, r.import_fingerprint
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(
      transaction_id text, type text, category text, use text, business_percent int, amount_cents bigint, date date,
      description text, import_external_id text, import_fingerprint text)`;
}
