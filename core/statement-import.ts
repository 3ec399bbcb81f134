import { z } from 'zod';
import type { CategorySource, RecognisedTaxPayment } from './categorisation/categorise';
import type { ItemType } from './categories';
import type { ColumnMapping, RowProblem, StatementFormat } from './import/statement';
import { statementEncodings, type StatementEncoding } from './import/statement-encodings';
import { businessPercentSchema, categorySchema, itemMessages, itemTypeSchema, itemUseSchema } from './items';
import type { ItemUse } from './item-use';
import { UploadedFile } from './uploaded-file';

// What the statement import screens and POST /api/imports(/preview) say and accept.
export const importMessages = {
  fileRequired: 'Choose a statement file to import.',
  mappingInvalid: 'The column choices are not valid.',
  changesInvalid: 'The changes to the rows are not valid.',
  encodingInvalid: 'Choose one of the encodings listed.',
  nothingToImport: 'There is nothing new to import in this file.',
  undone: 'The import has been undone.',
  notFound: 'This import was not found. It may have been undone already.',
  proRequired: 'Importing statements is part of GigTally Pro. You can preview any file for free.',
} as const;

/** Column indexes of a CSV as the user confirmed them: the guessed columns can be confirmed or changed. */
const columnIndex = z.number().int().min(0).max(255);
export const columnMappingSchema = z
  .object({
    date: columnIndex,
    description: columnIndex,
    amount: columnIndex.optional(),
    debit: columnIndex.optional(),
    credit: columnIndex.optional(),
    payee: columnIndex.optional(),
    memo: columnIndex.optional(),
    transactionId: columnIndex.optional(),
    amountSign: z.enum(['in-positive', 'out-positive']),
    dateOrder: z.enum(['MDY', 'DMY']),
  })
  .refine(
    (mapping) => mapping.amount !== undefined || mapping.debit !== undefined || mapping.credit !== undefined,
    { message: 'Choose the amount column, or the money-in and money-out columns.', path: ['amount'] },
  ) satisfies z.ZodType<ColumnMapping>;

/**
 * A person's change to one preview row: another type, category, use or share, leave the row out, or (for a row
 * recognised as a tax payment) keep it as an item instead.
 */
export const rowChangeSchema = z
  .object({
    line: z.number().int().min(1),
    type: itemTypeSchema.optional(),
    category: categorySchema.optional(),
    use: itemUseSchema.optional(),
    businessPercent: businessPercentSchema.optional(),
    skip: z.boolean().optional(),
    notTaxPayment: z.boolean().optional(),
  })
  .refine(
    (change) => change.businessPercent === undefined || change.use === undefined || change.use === 'business',
    {
      path: ['businessPercent'],
      message: itemMessages.businessPercentNotBusiness,
    },
  );
export type RowChange = z.infer<typeof rowChangeSchema>;
export const IMPORT_ROWS_MAX = 100_000;
export const rowChangesSchema = z.array(rowChangeSchema).max(IMPORT_ROWS_MAX);

export const FILE_NAME_MAX_LENGTH = 255;

/**
 * The name a statement is listed under: the uploaded file's name without control characters (PostgreSQL text
 * cannot hold NUL) and at most 255 characters; 'statement' when nothing is left.
 */
export function statementFileName(name: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const cleaned = name.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return Array.from(cleaned).slice(0, FILE_NAME_MAX_LENGTH).join('') || 'statement';
}

/** A JSON text field of a multipart form, parsed and checked by `schema`. */
const jsonField = <Schema extends z.ZodType>(schema: Schema, message: string) =>
  z
    .string({ error: message })
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
    })
    .pipe(schema);

/** POST /api/imports/preview and POST /api/imports: multipart form with the file and, optionally, the choices. */
export const statementUploadSchema = z.object({
  file: z.instanceof(UploadedFile, { error: importMessages.fileRequired }),
  mapping: jsonField(columnMappingSchema, importMessages.mappingInvalid).optional(),
  changes: jsonField(rowChangesSchema, importMessages.changesInvalid).optional(),
  /** The encoding the person chose on the preview; detected when left out. */
  encoding: z.enum(statementEncodings, { error: importMessages.encodingInvalid }).optional(),
});

/** One row of the preview: what would be added, as the person will see it. */
export interface PreviewRow {
  line: number;
  date: string;
  description: string;
  /** Dollars, positive; the type says which way. */
  amount: number;
  type: ItemType;
  category: string;
  /** Business, personal, or review (what GigTally could not decide); a share for a business row. */
  use: ItemUse;
  businessPercent: number;
  source: CategorySource;
  /** A payment to the IRS or a state, recorded in the planner rather than as an item (null otherwise). */
  taxPayment: RecognisedTaxPayment | null;
  duplicate: boolean;
}

export interface ImportPreview {
  fileName: string;
  format: StatementFormat;
  /** The encoding the file was read in: the person's choice, or the one GigTally detected. */
  encoding: StatementEncoding;
  /** Rows the file marks as pending, left out (they change or vanish once posted). */
  pendingSkipped: number;
  /** The CSV's column names (or "Column 1", ... when it has no header); empty for OFX and QIF. */
  columns: string[];
  /** A few rows of the CSV as they are in the file, to choose columns by. */
  sample: string[][];
  mapping: ColumnMapping | null;
  rows: PreviewRow[];
  problems: RowProblem[];
  /** Set when the CSV's columns are GigTally's guess: why the person must choose them before importing. */
  mappingProblem: string | null;
}

/** An import as listed and as answered by POST /api/imports. */
export interface ImportSummary {
  id: string;
  fileName: string;
  format: StatementFormat;
  added: number;
  /** Rows recognised as payments of tax, recorded in the planner instead of as items. */
  paymentsAdded: number;
  skipped: number;
  failed: number;
  /** The failed rows with their reasons (only in the answer to the import itself). */
  problems?: RowProblem[];
  /** Pending rows left out (only in the answer to the import itself). */
  pendingSkipped?: number;
  createdAt: string;
  undoneAt: string | null;
}

export const importIdParamSchema = z.object({ id: z.uuid({ error: importMessages.notFound }) });
