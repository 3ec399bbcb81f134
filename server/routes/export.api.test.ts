import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item, NewItemInput } from '../../core/items';
import { subscription, user } from '../db/schema';
import { createTestApp, uniqueEmail, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type UserRequest = ReturnType<TestApp['authed']>;

async function signedInUser({ pro = false } = {}) {
  const email = uniqueEmail('exporter');
  await t.signUp('Ann Driver', email, 'correct horse');
  const [row] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  const request = t.authed(await t.signIn(email, 'correct horse'));
  if (pro) {
    await request('/api/subscription');
    await t.db
      .update(subscription)
      .set({ tier: 'pro', status: 'active' })
      .where(eq(subscription.userId, row!.id));
  }
  return request;
}

async function addItems(request: UserRequest, items: NewItemInput[]): Promise<Item[]> {
  const added: Item[] = [];
  for (const item of items) {
    const res = await request('/api/items', { json: item });
    if (res.status !== 201) throw new Error(`POST /api/items answered ${res.status}: ${await res.text()}`);
    added.push((await res.json()) as Item);
  }
  return added;
}

// Text a spreadsheet or a naive writer gets wrong: delimiters, quotes, line breaks, formulas, non-ASCII.
const awkward: NewItemInput[] = [
  {
    type: 'income',
    category: 'Rideshare',
    amount: 1234.5,
    date: '2026-03-01',
    description: 'Airport, "late" run',
    tags: ['uber', 'night shift'],
  },
  {
    type: 'expense',
    category: '=HYPERLINK("http://evil")',
    amount: 0.01,
    date: '2026-03-02',
    description: 'line one\nline two\r\nthree',
    tags: ['+1', '@home'],
  },
  {
    type: 'expense',
    category: 'Gas',
    amount: 99_999_999.99,
    date: '2026-03-02',
    description: '-5 discount\tand a tab',
    tags: [],
  },
  {
    type: 'income',
    category: 'Tips 💵',
    amount: 3,
    date: '2025-12-31',
    description: 'Café tip — merci',
    tags: ['a,b'],
  },
];

/** The rows of a CSV or TSV file, as a spreadsheet reads them. */
function csvRows(text: string, delimiter = ','): string[][] {
  const rows: string[][] = parse(text, { delimiter, bom: true });
  return rows;
}

/** A cell as the user typed it: the export's leading apostrophe before a formula character removed. */
const typed = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

const oldestFirst = (items: Item[]) =>
  [...items].sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));

describe('GET /api/export', () => {
  it.each([
    ['csv', ',', 'text/csv; charset=utf-8'],
    ['tsv', '\t', 'text/tab-separated-values; charset=utf-8'],
  ] as const)(
    '%s: SPEC columns, every item back as typed, formulas neutralised',
    async (format, delimiter, type) => {
      const request = await signedInUser();
      const items = await addItems(request, awkward);
      const res = await request(`/api/export?format=${format}&today=2026-11-22`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="GigTally_export_2026-11-22.${format}"`,
      );
      const bytes = new Uint8Array(await res.arrayBuffer());
      // Excel reads UTF-8 TSV by its byte-order mark (text() would hide it).
      expect([...bytes.slice(0, 3)]).toEqual(
        format === 'tsv' ? [0xef, 0xbb, 0xbf] : [...new TextEncoder().encode('Tra')],
      );
      const text = new TextDecoder().decode(bytes);
      const rows = csvRows(text, delimiter);
      expect(rows[0]).toEqual([
        'Transaction ID',
        'Date',
        'Type',
        'Category',
        'Amount',
        'Description',
        'Tags',
      ]);
      expect(rows.slice(1).map((row) => row.map(typed))).toEqual(
        oldestFirst(items).map((item) => [
          item.transactionId,
          item.date,
          item.type,
          item.category,
          item.amount.toFixed(2),
          item.description,
          item.tags.join(', '),
        ]),
      );
      // In the file itself, no cell starts with a formula character.
      const cells = rows.flat();
      expect(cells.filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
      expect(cells).toContain('\'=HYPERLINK("http://evil")');
      expect(cells).toContain("'-5 discount\tand a tab");
    },
  );

  it('json: every item back exactly', async () => {
    const request = await signedInUser();
    const items = await addItems(request, awkward);
    const res = await request('/api/export?format=json&today=2026-11-22');
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="GigTally_export_2026-11-22.json"',
    );
    expect(await res.json()).toEqual(
      oldestFirst(items).map(({ transactionId, date, type, category, amount, description, tags }) => ({
        transactionId,
        date,
        type,
        category,
        amount,
        description,
        tags,
      })),
    );
  });

  it('streams more than one batch in order', async () => {
    const request = await signedInUser({ pro: true });
    const many: NewItemInput[] = Array.from({ length: 1005 }, (_, index) => ({
      type: 'income',
      category: 'Gig Pay',
      amount: index + 1,
      date: `2026-01-${String((index % 28) + 1).padStart(2, '0')}`,
    }));
    const items = await addItems(request, many);
    const rows = csvRows(await (await request('/api/export?format=csv')).text());
    expect(rows).toHaveLength(1006);
    expect(rows.slice(1).map((row) => row[0])).toEqual(oldestFirst(items).map((item) => item.transactionId));
  }, 120_000);

  it("answers SPEC's no-data message when there is nothing to export, and 400 for an unknown format", async () => {
    const request = await signedInUser();
    const empty = await request('/api/export?format=csv');
    expect(empty.status).toBe(404);
    expect(await empty.json()).toEqual({
      error: { code: 'not-found', message: 'No data available to export. Add some budget items first.' },
    });
    const bad = await request('/api/export?format=xlsx');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: {
        code: 'validation-failed',
        message: 'Some fields are not valid.',
        fields: { format: 'Format must be csv, json or tsv' },
      },
    });
  });

  it("exports only the user's own items", async () => {
    const first = await signedInUser();
    const second = await signedInUser();
    await addItems(first, [awkward[0]!]);
    const [own] = await addItems(second, [awkward[2]!]);
    expect((await (await second('/api/export?format=json')).json()) as unknown[]).toEqual([
      expect.objectContaining({ transactionId: own!.transactionId }),
    ]);
  });
});

describe('GET /api/export/years', () => {
  it('lists the years that hold items, newest first', async () => {
    const request = await signedInUser();
    await addItems(request, awkward);
    expect(await (await request('/api/export/years')).json()).toEqual({ years: [2026, 2025] });
  });
});
