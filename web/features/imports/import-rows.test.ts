import { describe, expect, it } from 'vitest';
import { itemMessages } from '../../../core/items';
import type { PreviewRow } from '../../../core/statement-import';
import {
  changeProblemsOf,
  counted,
  editedRow,
  importCounts,
  importUseTexts,
  pageCountOf,
  pageOf,
  rowChangesOf,
  taxPaymentLabel,
  withEdit,
  type RowEdits,
} from './import-rows';

const row = (line: number, extra: Partial<PreviewRow> = {}): PreviewRow => ({
  line,
  date: '2025-03-01',
  description: `Row ${line}`,
  amount: 10,
  type: 'expense',
  category: 'Gas',
  use: 'business',
  businessPercent: 100,
  source: 'built-in',
  taxPayment: null,
  duplicate: false,
  ...extra,
});

const rows = [row(2), row(3, { type: 'income', category: 'Rideshare' }), row(4, { duplicate: true }), row(5)];
const editsOf = (entries: [number, Parameters<typeof withEdit>[2]][]): RowEdits =>
  entries.reduce<RowEdits>((edits, [line, edit]) => withEdit(edits, line, edit), new Map());

describe('rowChangesOf', () => {
  it('sends nothing when the person changed nothing', () => {
    expect(rowChangesOf(rows, new Map())).toEqual([]);
  });

  it('sends a new type or category, trimmed, and a left-out row as skip', () => {
    const edits = editsOf([
      [2, { category: '  Parking ' }],
      [3, { type: 'expense' }],
      [5, { include: false }],
    ]);
    expect(rowChangesOf(rows, edits)).toEqual([
      { line: 2, category: 'Parking' },
      { line: 3, type: 'expense' },
      { line: 5, skip: true },
    ]);
  });

  it('leaves out a change undone by hand (same type and category as GigTally chose)', () => {
    const edits = editsOf([
      [2, { category: 'Tolls' }],
      [2, { category: 'Gas' }],
      [3, { type: 'expense' }],
      [3, { type: 'income' }],
      [5, { include: false }],
      [5, { include: true }],
    ]);
    expect(rowChangesOf(rows, edits)).toEqual([]);
  });

  it('sends only skip for a left-out row, whatever else was changed on it', () => {
    const edits = editsOf([
      [2, { category: 'Tolls', type: 'income' }],
      [2, { include: false }],
    ]);
    expect(rowChangesOf(rows, edits)).toEqual([{ line: 2, skip: true }]);
  });

  it('never sends rows already added (the server skips them anyway)', () => {
    expect(rowChangesOf(rows, editsOf([[4, { category: 'Tolls' }]]))).toEqual([]);
  });
});

describe('changeProblemsOf', () => {
  it("answers the API schema's message for an emptied category, by line", () => {
    const changes = rowChangesOf(rows, editsOf([[3, { category: '   ' }]]));
    expect(changeProblemsOf(changes)).toEqual(new Map([[3, itemMessages.categoryRequired]]));
  });

  it('has nothing to say about good changes', () => {
    const changes = rowChangesOf(rows, editsOf([[3, { category: 'Tips' }]]));
    expect(changeProblemsOf(changes).size).toBe(0);
  });
});

describe('editedRow', () => {
  it("shows the person's type and category over GigTally's, and says it was changed", () => {
    expect(editedRow(rows[0]!, { category: 'Tolls' })).toMatchObject({
      category: 'Tolls',
      type: 'expense',
      included: true,
      changed: true,
    });
    expect(editedRow(rows[0]!, undefined)).toMatchObject({ category: 'Gas', included: true, changed: false });
  });

  it('never includes a row already added', () => {
    expect(editedRow(rows[2]!, { include: true }).included).toBe(false);
  });
});

describe('importCounts', () => {
  it('counts new, already added and unreadable rows, and what the import will add', () => {
    const problems = [{ line: 6, reason: 'The amount is zero.' }];
    expect(importCounts(rows, problems, new Map())).toEqual({
      fresh: 3,
      duplicates: 1,
      unreadable: 1,
      toAdd: 3,
      payments: 0,
    });
    expect(importCounts(rows, problems, editsOf([[2, { include: false }]])).toAdd).toBe(2);
  });
});

describe('pageOf', () => {
  const many = Array.from({ length: 1234 }, (_, index) => index);

  it.each([
    ['the first page', 0, 'Showing 1\u201350 of 1,234', 0, 49],
    ['the second page', 1, 'Showing 51\u2013100 of 1,234', 50, 99],
    ['the last page, shorter', 24, 'Showing 1,201\u20131,234 of 1,234', 1200, 1233],
    ['a page past the end: the last one', 99, 'Showing 1,201\u20131,234 of 1,234', 1200, 1233],
  ])('%s', (_name, page, text, first, last) => {
    const shown = pageOf(many, page);
    expect(shown.text).toBe(text);
    expect(shown.rows[0]).toBe(first);
    expect(shown.rows.at(-1)).toBe(last);
  });

  it('says whether there is a page before and after', () => {
    expect(pageOf(many, 0)).toMatchObject({ hasPrevious: false, hasNext: true });
    expect(pageOf(many, 24)).toMatchObject({ hasPrevious: true, hasNext: false });
    expect(pageOf([1, 2, 3], 0)).toMatchObject({
      text: 'Showing 1\u20133 of 3',
      hasPrevious: false,
      hasNext: false,
    });
  });

  it('counts pages of 50, at least one', () => {
    expect([0, 1, 50, 51, 1234].map((total) => pageCountOf(total))).toEqual([1, 1, 1, 2, 25]);
    expect(pageOf([], 0)).toMatchObject({ text: 'Showing 0 of 0', rows: [] });
  });
});

describe('counted', () => {
  it.each([
    [0, '0 items'],
    [1, '1 item'],
    [2, '2 items'],
    [1234, '1,234 items'],
  ])('%i → %s', (count, text) => {
    expect(counted(count, 'item', 'items')).toBe(text);
  });
});

describe('use and tax payments', () => {
  // core/categorisation/categorise.ts: a payment to the IRS is an expense named 'Tax payment', personal, source 'tax'.
  const federal = row(7, {
    category: 'Tax payment',
    use: 'personal',
    source: 'tax',
    taxPayment: { jurisdiction: 'federal', state: null },
  });
  const california = row(8, {
    category: 'Tax payment',
    use: 'personal',
    source: 'tax',
    taxPayment: { jurisdiction: 'state', state: 'CA' },
  });

  it('sends a new use, and nothing when it is put back', () => {
    expect(rowChangesOf(rows, editsOf([[2, { use: 'personal' }]]))).toEqual([{ line: 2, use: 'personal' }]);
    expect(
      rowChangesOf(
        rows,
        editsOf([
          [2, { use: 'personal' }],
          [2, { use: 'business' }],
        ]),
      ),
    ).toEqual([]);
    expect(editedRow(rows[0]!, { use: 'review' })).toMatchObject({ use: 'review', changed: true });
  });

  it('names a payment by whom it went to, as the preview says it', () => {
    expect(taxPaymentLabel(federal.taxPayment!)).toBe('Federal tax payment');
    expect(taxPaymentLabel(california.taxPayment!)).toBe('California tax payment');
  });

  it('keeps a payment the person says is not one as an item in review under Other Expense, as the server does', () => {
    const edits = editsOf([[7, { notTaxPayment: true }]]);
    expect(editedRow(federal, edits.get(7))).toMatchObject({
      taxPayment: null,
      category: 'Other Expense',
      use: 'review',
      changed: false,
    });
    expect(rowChangesOf([federal], edits)).toEqual([{ line: 7, notTaxPayment: true }]);
    expect(
      rowChangesOf(
        [federal],
        editsOf([
          [7, { notTaxPayment: true }],
          [7, { use: 'personal' }],
        ]),
      ),
    ).toEqual([{ line: 7, notTaxPayment: true, use: 'personal' }]);
  });

  it('counts the payments among the rows to add, and the import button says so', () => {
    const counts = importCounts([...rows, federal, california], [], editsOf([[8, { notTaxPayment: true }]]));
    expect(counts).toMatchObject({ toAdd: 5, payments: 1 });
    expect(importUseTexts.importButton(counts)).toBe('Import 4 items and 1 tax payment');
    expect(importUseTexts.importButton({ ...counts, payments: 0 })).toBe('Import 5 items');
    expect(importUseTexts.paymentsAdded(2)).toBe('Recorded 2 tax payments in the quarterly planner');
  });
});
