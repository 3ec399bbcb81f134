import type { ItemType } from '../../../core/categories';
import type { CategorySource } from '../../../core/categorisation/categorise';
import { rowChangeSchema, type PreviewRow, type RowChange } from '../../../core/statement-import';
import { formatCount } from '../../../core/format';

/** What the person changed on one row of the preview; a field left out keeps what GigTally chose. */
export interface RowEdit {
  type?: ItemType;
  category?: string;
  include?: boolean;
}

export type RowEdits = ReadonlyMap<number, RowEdit>;

/** A row as it will be imported: GigTally's choice with the person's changes over it. */
export interface EditedRow extends PreviewRow {
  /** Added by the import; rows already added never are. */
  included: boolean;
  /** The person chose another type or category than GigTally did. */
  changed: boolean;
}

export function editedRow(row: PreviewRow, edit: RowEdit | undefined): EditedRow {
  const type = edit?.type ?? row.type;
  const category = edit?.category ?? row.category;
  return {
    ...row,
    type,
    category,
    included: !row.duplicate && (edit?.include ?? true),
    changed: type !== row.type || category.trim() !== row.category,
  };
}

/** The edits with one more change to one row. */
export function withEdit(edits: RowEdits, line: number, change: RowEdit): Map<number, RowEdit> {
  const next = new Map(edits);
  next.set(line, { ...edits.get(line), ...change });
  return next;
}

/**
 * The `changes` of POST /api/imports: one entry per row whose type or category the person changed or which
 * they left out. Rows already added are left out by the server anyway, so they are not sent.
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
    const change: RowChange = { line: row.line };
    if (edit.type !== undefined && edit.type !== row.type) change.type = edit.type;
    if (edit.category !== undefined && edit.category.trim() !== row.category) {
      change.category = edit.category.trim();
    }
    if (change.type !== undefined || change.category !== undefined) changes.push(change);
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
  /** Rows the import will add: the new ones the person kept. */
  toAdd: number;
}

export function importCounts(
  rows: readonly PreviewRow[],
  problems: readonly unknown[],
  edits: RowEdits,
): ImportCounts {
  let fresh = 0;
  let toAdd = 0;
  for (const row of rows) {
    if (row.duplicate) continue;
    fresh++;
    if (edits.get(row.line)?.include !== false) toAdd++;
  }
  return { fresh, duplicates: rows.length - fresh, unreadable: problems.length, toAdd };
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
