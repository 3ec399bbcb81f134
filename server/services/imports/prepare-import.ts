import { and, between, eq, isNotNull, sql } from 'drizzle-orm';
import type { Categorised } from '../../../core/categorisation/categorise';
import { duplicateMatcher, itemFingerprint, type KnownTransactions } from '../../../core/duplicates';
import { rangeOfDates } from '../../../core/periods';
import {
  STATEMENT_MAX_BYTES,
  statementMessages,
  type ColumnMapping,
  type CsvTable,
  type ReadOptions,
  type StatementEncoding,
  type RowProblem,
  type StatementFormat,
  type StatementRow,
} from '../../../core/import/statement';
import { budgetItem } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { ApiError } from '../../http/api-error';
import { mapInTurns } from '../../off-thread/in-turns';
import { fingerprintColumns } from '../items/item-row';
import { categoriseTransactions, jsonList } from '../categorisation/categorise-transactions';
import { recognisedPaymentFingerprints } from '../tax/record-recognised-payments';
import { readStatementOffThread } from './read-statement-off-thread';

export interface StatementFile {
  name: string;
  bytes: Uint8Array;
}

export type PreparedRow = StatementRow & Categorised & { duplicate: boolean };

export interface PreparedImport {
  format: StatementFormat;
  encoding: StatementEncoding;
  pendingSkipped: number;
  table: CsvTable | null;
  mapping: ColumnMapping | null;
  rows: PreparedRow[];
  problems: RowProblem[];
  /** Why the CSV's columns had to be guessed; the person must choose them before importing. */
  mappingProblem: string | null;
}

/**
 * Reads a statement file and decides, row by row, its type and category (the user's rules, their history, the
 * built-in rules) and whether the user already has it. Writes nothing; a file that cannot be read is refused.
 */
export async function prepareImport(
  db: Executor,
  userId: string,
  file: StatementFile,
  mapping?: ColumnMapping,
  options: ReadOptions = {},
): Promise<PreparedImport> {
  if (file.bytes.length > STATEMENT_MAX_BYTES) {
    throw new ApiError('payload-too-large', statementMessages.tooLarge);
  }
  const read = await readStatementOffThread([file.name, file.bytes, mapping, options], userId);
  if (!read.ok) throw new ApiError('validation-failed', read.message, { file: read.message });
  // One after another: an import runs this inside its transaction, on one connection.
  const categorised = await categoriseTransactions(db, userId, read.rows);
  const known = await knownTransactions(db, userId, read.rows);
  const duplicates = await mapInTurns(read.rows, duplicateMatcher(known));
  const rows = await mapInTurns(read.rows, (row, index) => ({
    ...row,
    ...categorised[index]!,
    duplicate: duplicates[index]!,
  }));
  return {
    format: read.format,
    encoding: read.encoding,
    pendingSkipped: read.pendingSkipped,
    table: read.table,
    mapping: read.mapping,
    rows,
    problems: read.problems,
    mappingProblem: read.mappingProblem ?? null,
  };
}

/** The user's items over the file's dates, and the file's own transaction ids already imported. */
async function knownTransactions(
  db: Executor,
  userId: string,
  rows: StatementRow[],
): Promise<KnownTransactions> {
  const fingerprints = new Map<string, number>();
  const externalIds = new Set<string>();
  if (rows.length === 0) return { fingerprints, externalIds };
  const { from, to } = rangeOfDates(rows);
  const items = await db
    .select(fingerprintColumns)
    .from(budgetItem)
    .where(and(eq(budgetItem.userId, userId), between(budgetItem.date, from, to)));
  const payments = await recognisedPaymentFingerprints(db, userId, from, to);
  for (const fingerprint of [
    ...items.map(itemFingerprint),
    // A tax payment recognised in an earlier file is the same row again.
    ...payments,
  ]) {
    fingerprints.set(fingerprint, (fingerprints.get(fingerprint) ?? 0) + 1);
  }
  const fileIds = new Set(rows.map((row) => row.externalId).filter(Boolean));
  if (fileIds.size > 0) {
    const imported = await db
      .select({ externalId: budgetItem.importExternalId })
      .from(budgetItem)
      .where(
        and(
          eq(budgetItem.userId, userId),
          isNotNull(budgetItem.importExternalId),
          sql`${budgetItem.importExternalId} in ${jsonList(fileIds)}`,
        ),
      );
    for (const { externalId } of imported) externalIds.add(externalId!);
  }
  return { fingerprints, externalIds };
}
