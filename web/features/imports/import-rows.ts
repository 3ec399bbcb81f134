import type { ItemType } from '../../../core/categories';
import { fallbackCategory, type CategorySource } from '../../../core/categorisation/categorise';
import type { ItemUse } from '../../../core/item-use';
import { stateNames } from '../../../core/tax/states/state-codes';
import { rowChangeSchema, type PreviewRow, type RowChange } from '../../../core/statement-import';
import { formatCount } from '../../../core/format';

/** What the person changed on one row of the preview; a field left out keeps what GigTally chose. */
export interface RowEdit {
  type?: ItemType;
  category?: string;
  use?: ItemUse;
  include?: boolean;
  /** A row GigTally took for a payment of tax is an item after all. */
  notTaxPayment?: boolean;
}

export type RowEdits = ReadonlyMap<number, RowEdit>;

/** A row as it will be imported: GigTally's choice with the person's changes over it. */
export interface EditedRow extends PreviewRow {
  /** Added by the import; rows already added never are. */
  included: boolean;
  /** The person chose another type, category or use than GigTally did. */
  changed: boolean;
}

/**
 * What a row is before the person's own changes: GigTally's choice, except that a tax payment made an item is an
 * item waiting in review under Other Income or Other Expense, as the server imports it.
 */
function baseOf(
  row: PreviewRow,
  edit: RowEdit | undefined,
): Pick<PreviewRow, 'category' | 'use' | 'taxPayment'> {
  if (row.taxPayment && edit?.notTaxPayment) {
    return { category: fallbackCategory[edit.type ?? row.type], use: 'review', taxPayment: null };
  }
  return { category: row.category, use: row.use, taxPayment: row.taxPayment };
}

export function editedRow(row: PreviewRow, edit: RowEdit | undefined): EditedRow {
  const base = baseOf(row, edit);
  const type = edit?.type ?? row.type;
  const category = edit?.category ?? base.category;
  const use = edit?.use ?? base.use;
  return {
    ...row,
    type,
    category,
    use,
    taxPayment: base.taxPayment,
    included: !row.duplicate && (edit?.include ?? true),
    changed: type !== row.type || category.trim() !== base.category || use !== base.use,
  };
}

/** How a recognised payment of tax is named in the preview: 'Federal tax payment', 'California tax payment'. */
export function taxPaymentLabel(payment: NonNullable<PreviewRow['taxPayment']>): string {
  if (payment.jurisdiction === 'federal' || payment.state === null) return importUseTexts.federalPayment;
  return importUseTexts.statePayment(stateNames[payment.state]);
}

// What the preview and the summary say about a row's use and the payments of tax it found.
export const importUseTexts = {
  useLabel: (line: number) => `Use, line ${line}`,
  business: 'Business',
  personal: 'Personal',
  review: 'Review',
  federalPayment: 'Federal tax payment',
  statePayment: (state: string) => `${state} tax payment`,
  taxPaymentNote: 'Recorded in the quarterly planner, not as an expense.',
  notTaxPayment: 'Not a tax payment',
  notTaxPaymentLabel: (line: number) => `Not a tax payment, line ${line}`,
  paymentsAdded: (count: number) =>
    `Recorded ${counted(count, 'tax payment', 'tax payments')} in the quarterly planner`,
  seePayments: 'See them on the Tax page',
  /** The import button: 'Import 5 items', 'Import 4 items and 1 tax payment'. */
  importButton: (counts: ImportCounts) =>
    `Import ${counted(counts.toAdd - counts.payments, 'item', 'items')}` +
    (counts.payments > 0 ? ` and ${counted(counts.payments, 'tax payment', 'tax payments')}` : ''),
} as const;

/** The edits with one more change to one row. */
export function withEdit(edits: RowEdits, line: number, change: RowEdit): Map<number, RowEdit> {
  const next = new Map(edits);
  next.set(line, { ...edits.get(line), ...change });
  return next;
}

/**
 * The `changes` of POST /api/imports: one entry per row whose type, category or use the person changed, which
 * they left out, or which they said is not a tax payment. Rows already added are left out by the server anyway, so they are not sent.
 */
export function rowChangesOf(rows: readonly PreviewRow[], edits: RowEdits): RowChange[] {
  const changes: RowChange[] = [];
  for (const row of rows) {
    const edit = edits.get(row.line);
    if (!edit || row.duplicate) continue;
    if (edit.include === false) {
      changes.push({ line: row.line, skip: true });
      continue;
    }
    const base = baseOf(row, edit);
    const change: RowChange = { line: row.line };
    if (row.taxPayment && edit.notTaxPayment) change.notTaxPayment = true;
    if (edit.type !== undefined && edit.type !== row.type) change.type = edit.type;
    if (edit.category !== undefined && edit.category.trim() !== base.category) {
      change.category = edit.category.trim();
    }
    if (edit.use !== undefined && edit.use !== base.use) change.use = edit.use;
    if (Object.keys(change).length > 1) changes.push(change);
  }
  return changes;
}

/** Why a change cannot be sent (an empty category...), by line: the same messages the server would give. */
export function changeProblemsOf(changes: readonly RowChange[]): Map<number, string> {
  const problems = new Map<number, string>();
  for (const change of changes) {
    const checked = rowChangeSchema.safeParse(change);
    if (!checked.success) problems.set(change.line, checked.error.issues[0]?.message ?? '');
  }
  return problems;
}

export interface ImportCounts {
  /** Rows not added before. */
  fresh: number;
  duplicates: number;
  unreadable: number;
  /** Rows the import will add: the new ones the person kept, tax payments among them. */
  toAdd: number;
  /** Of those, the payments of tax, recorded in the planner rather than as items. */
  payments: number;
}

export function importCounts(
  rows: readonly PreviewRow[],
  problems: readonly unknown[],
  edits: RowEdits,
): ImportCounts {
  let fresh = 0;
  let toAdd = 0;
  let payments = 0;
  for (const row of rows) {
    if (row.duplicate) continue;
    fresh++;
    const edit = edits.get(row.line);
    if (edit?.include === false) continue;
    toAdd++;
    if (row.taxPayment && !edit?.notTaxPayment) payments++;
  }
  return { fresh, duplicates: rows.length - fresh, unreadable: problems.length, toAdd, payments };
}

/** A count as the app writes it: 1,234. */
export const countOf = formatCount;

/** '1 item', '3 items', '1,234 items'. */
export const counted = (count: number, one: string, many: string) =>
  `${countOf(count)} ${count === 1 ? one : many}`;

export const PREVIEW_PAGE_SIZE = 50;

export function pageCountOf(total: number, pageSize = PREVIEW_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The rows of one page (0-based), and what the page says about them: 'Showing 51–100 of 1,234'. */
export function pageOf<Row>(rows: readonly Row[], page: number, pageSize = PREVIEW_PAGE_SIZE) {
  const last = pageCountOf(rows.length, pageSize) - 1;
  const shown = Math.min(Math.max(page, 0), last);
  const start = shown * pageSize;
  const end = Math.min(start + pageSize, rows.length);
  const text =
    rows.length === 0
      ? 'Showing 0 of 0'
      : `Showing ${countOf(start + 1)}\u2013${countOf(end)} of ${countOf(rows.length)}`;
  return {
    rows: rows.slice(start, end),
    page: shown,
    hasPrevious: shown > 0,
    hasNext: shown < last,
    text,
  };
}

/** The preview's 'Filed by' column: where a row's type and category came from, in words. */
export const sourceLabels: Record<CategorySource, string> = {
  'your-rule': 'Your rule',
  history: 'Your history',
  'built-in': 'GigTally rule',
  tax: 'Tax payment or refund',
  default: 'Not matched',
};
