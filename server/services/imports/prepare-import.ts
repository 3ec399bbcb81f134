import { and, asc, between, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { ItemType } from '../../../core/categories';
import { categorise, type Categorised } from '../../../core/categorisation/categorise';
import { descriptionKey } from '../../../core/categorisation/rules';
import { findDuplicates, transactionFingerprint, type KnownTransactions } from '../../../core/duplicates';
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
import { listRules } from '../rules/manage-rules';
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
  const read = await readStatementOffThread(file.name, file.bytes, mapping, options);
  if (!read.ok) throw new ApiError('validation-failed', read.message, { file: read.message });
  const [rules, history, known] = await Promise.all([
    listRules(db, userId),
    historyOf(db, userId, read.rows),
    knownTransactions(db, userId, read.rows),
  ]);
  const duplicates = findDuplicates(read.rows, known);
  const rows = read.rows.map((row, index) => ({
    ...row,
    ...categorise(row, { rules, history }),
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

// descriptionKey in SQL: spaces of any kind collapsed, the ends trimmed, lower case.
const descriptionKeySql = sql<string>`lower(btrim(regexp_replace(${budgetItem.description}, '\\s+', ' ', 'g')))`;

/** JSON text of a list, for `= any(...)` over thousands of values in one parameter. */
const jsonList = (values: Iterable<string>) =>
  sql`(select jsonb_array_elements_text(${JSON.stringify([...values])}::jsonb))`;

/**
 * How the user filed each description of the file before: the newest item with that description decides. Also
 * categorises what a bank connection brings (issue 18).
 */
export async function historyOf(db: Executor, userId: string, rows: readonly { description: string }[]) {
  const keys = new Set(rows.map((row) => descriptionKey(row.description)));
  const history = new Map<string, { type: ItemType; category: string }>();
  if (keys.size === 0) return history;
  const filed = await db
    .selectDistinctOn([descriptionKeySql], {
      key: descriptionKeySql,
      type: budgetItem.type,
      category: budgetItem.category,
    })
    .from(budgetItem)
    .where(and(eq(budgetItem.userId, userId), sql`${descriptionKeySql} in ${jsonList(keys)}`))
    .orderBy(asc(descriptionKeySql), desc(budgetItem.updatedAt));
  for (const { key, type, category } of filed) history.set(key, { type, category });
  return history;
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
  const dates = rows.map((row) => row.date).sort();
  const items = await db
    .select({
      date: budgetItem.date,
      amountCents: budgetItem.amountCents,
      description: budgetItem.description,
      importFingerprint: budgetItem.importFingerprint,
    })
    .from(budgetItem)
    .where(and(eq(budgetItem.userId, userId), between(budgetItem.date, dates[0]!, dates.at(-1)!)));
  for (const item of items) {
    // An imported item keeps the fingerprint of its row, so editing it later does not make the row new again.
    const fingerprint = item.importFingerprint ?? transactionFingerprint(item);
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
