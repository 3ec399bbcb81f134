import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item } from '../../core/items';
import type { NewItemInput } from '../../core/item-input';
import { addItems, signedInUser } from '../testing/api-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

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
    type: 'expense',
    category: '\uFF1DSUM(A1)',
    amount: 12.5,
    date: '2026-03-03',
    description: '\u200B=HYPERLINK("http://evil")',
    tags: ['\u2060@home', 'Lunch;=1+1'],
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

/** A cell as the user typed it: the export's leading apostrophe removed (no one here typed one). */
const typed = (cell: string) => (cell.startsWith("'") ? cell.slice(1) : cell);

const oldestFirst = (items: Item[]) =>
  [...items].sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));

describe('GET /api/export', () => {
  it.each([
    ['csv', ',', 'text/csv; charset=utf-8'],
    ['tsv', '\t', 'text/tab-separated-values; charset=utf-8'],
  ] as const)(
    '%s: the seven export columns, every item back as typed, formulas neutralised',
    async (format, delimiter, type) => {
      const { request } = await signedInUser(t, { label: 'exporter' });
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
        format === 'tsv' ? [0xef, 0xbb, 0xbf] : [...new TextEncoder().encode('"Tr')],
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
      expect(cells).toContain("'\uFF1DSUM(A1)");
      expect(cells).toContain('\'\u200B=HYPERLINK("http://evil")');
      // Every text cell is quoted, so no other delimiter (a semicolon, a comma in TSV) can split one; amounts are
      // bare numbers.
      const q = (cell: string) => `"${cell.replaceAll('"', '""')}"`;
      const evil = oldestFirst(items).find((item) => item.amount === 12.5)!;
      expect(text).toContain(
        [
          q(evil.transactionId),
          q('2026-03-03'),
          q('expense'),
          q("'\uFF1DSUM(A1)"),
          '12.50',
          q('\'\u200B=HYPERLINK("http://evil")'),
          q("'\u2060@home, Lunch;=1+1"),
        ].join(delimiter) + '\r\n',
      );
    },
  );

  it('json: every item back exactly', async () => {
    const { request } = await signedInUser(t, { label: 'exporter' });
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
    const { request } = await signedInUser(t, { pro: true, label: 'exporter' });
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

  it('answers the no-data message when there is nothing to export, and 400 for an unknown format', async () => {
    const { request } = await signedInUser(t, { label: 'exporter' });
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
    const { request: first } = await signedInUser(t, { label: 'exporter' });
    const { request: second } = await signedInUser(t, { label: 'exporter' });
    await addItems(first, [awkward[0]!]);
    const [own] = await addItems(second, [awkward[2]!]);
    expect((await (await second('/api/export?format=json')).json()) as unknown[]).toEqual([
      expect.objectContaining({ transactionId: own!.transactionId }),
    ]);
  });
});

describe('GET /api/export/years', () => {
  it('lists the years that hold items, newest first', async () => {
    const { request } = await signedInUser(t, { label: 'exporter' });
    await addItems(request, awkward);
    expect(await (await request('/api/export/years')).json()).toEqual({ years: [2026, 2025] });
  });
});

describe('GET /api/export/tax-summary with the mileage log and tips', () => {
  it('counts the mileage deduction among the expenses, with the business miles, and lists the tips', async () => {
    const { request } = await signedInUser(t, { label: 'exporter' });
    await addItems(request, [
      { type: 'income', category: 'Rideshare', amount: 1_300, date: '2026-03-01' },
      { type: 'income', category: 'Rideshare', amount: 25, date: '2026-03-02', isTips: true },
      { type: 'income', category: 'Tips', amount: 40, date: '2026-04-02' },
      { type: 'income', category: 'Tips', amount: 99, date: '2025-04-02' }, // another year
      { type: 'expense', category: 'Gas', amount: 300.25, date: '2026-04-03' },
    ]);
    for (const trip of [
      { date: '2026-03-14', miles: 120.4, purpose: 'Uber rides' },
      { date: '2026-05-01', startOdometer: 1000, endOdometer: 1010, purpose: 'Lyft rides' },
      { date: '2025-12-31', miles: 500, purpose: 'Last year' },
    ]) {
      expect((await request('/api/trips', { json: trip })).status).toBe(201);
    }
    await request('/api/trips/vehicle-method', { method: 'PUT', json: { year: 2026, method: 'standard' } });
    const text = await (await request('/api/export/tax-summary?year=2026')).text();
    // 130.4 miles at 72.5 cents = $94.54. The person chose the standard rate for 2026, so Gas is left out.
    expect(text).toMatch(/\n {2}Mileage \(standard rate\) +\$94\.54\n {2}Total +\$94\.54\n/);
    expect(text).toMatch(/so these are not deducted:\n {4}Gas +\$300\.25\n/);
    expect(text).toMatch(/\n {2}Tips \(marked as tips\) +\$65\.00\n/);
    expect(text).toMatch(/\n {2}Business miles +130\.4\n {2}Deduction at the IRS standard rate +\$94\.54\n/);
    // 1,300 + 25 + 40 = 1,365.00 of 2026 income, less 94.54.
    expect(text).toContain('Net (income - expenses): $1,270.46');
  });

  it('is made for a year that holds trips but no items', async () => {
    const { request } = await signedInUser(t, { label: 'exporter' });
    await request('/api/trips', { json: { date: '2024-02-01', miles: 10, purpose: 'Instacart' } });
    await request('/api/trips/vehicle-method', { method: 'PUT', json: { year: 2024, method: 'standard' } });
    const res = await request('/api/export/tax-summary?year=2024');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('Income by category\n------------------\n  (none)\n');
    // 10 miles at 67 cents.
    expect(text).toContain('Net (income - expenses): -$6.70');
  });
});

describe('GET /api/export/tax-summary for a user who writes amounts in euros', () => {
  it('writes every figure in dollars and says why', async () => {
    const { request } = await signedInUser(t, { label: 'euro' });
    const preferences = {
      emailNotifications: true,
      taxReminders: true,
      weeklyReports: false,
      currency: 'EUR',
      dateFormat: 'DD/MM/YYYY',
    };
    expect((await request('/api/preferences', { method: 'PUT', json: preferences })).status).toBe(200);
    await addItems(request, [
      { type: 'income', category: 'Freelance', amount: 2_500, date: '2026-02-10' },
      { type: 'expense', category: 'Software', amount: 49.99, date: '2026-02-11' },
    ]);
    const text = await (await request('/api/export/tax-summary?year=2026')).text();
    expect(text.split('\n')[2]).toBe('Tax figures are in US dollars: US tax is figured in dollars.');
    // $2,500.00 - $49.99
    expect(text).toContain('Net (income - expenses): $2,450.01');
    expect(text).not.toContain('€');
  });
});

describe('GET /api/export/tax-summary for a person in California', () => {
  it("adds California's tax, withholding, the payments to California and what is left, as the planner counts them", async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'summary-ca' });
    await addItems(request, [
      { type: 'income', category: 'Rideshare', amount: 70_000, date: '2025-05-01' },
      { type: 'expense', category: 'Gas', amount: 15_000, date: '2025-05-02' },
    ]);
    const profile = { year: 2025, filingStatus: 'single', state: 'CA', stateWithholding: 200 };
    expect((await request('/api/tax/profile', { method: 'PUT', json: profile })).status).toBe(200);
    for (const payment of [
      { date: '2025-04-15', amount: 500 },
      { date: '2025-06-16', amount: 700 },
      { date: '2025-04-10', amount: 400, jurisdiction: 'state' },
    ])
      expect((await request('/api/tax/payments', { json: { taxYear: 2025, ...payment } })).status).toBe(201);
    const text = await (await request('/api/export/tax-summary?year=2025')).text();
    // $55,000 of profit: California's tax 1,106.00 (core/tax/states/california.test.ts's worked example, from the
    // FTB's 2025 Form 540); less 200.00 withheld = 906.00; less the 400.00 paid to California (the IRS's 1,200.00
    // pays none of it) = 506.00.
    expect(text).toContain(
      [
        'California state tax',
        '--------------------',
        "  California's income tax, figured from its own forms.",
        '  State tax                                      $1,106.00',
        '  State tax withheld                               $200.00',
        '  Balance due                                      $906.00',
        '  Payments to California                           $400.00',
        '  Left to pay                                      $506.00',
        '',
      ].join('\n'),
    );
  });
});
