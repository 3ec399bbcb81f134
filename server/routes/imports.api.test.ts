import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRule } from '../../core/categorisation/rules';
import { readFixture } from '../../core/import/fixtures/read-fixture';
import { statementMessages } from '../../core/import/statement';
import type { ItemPage } from '../../core/items';
import type { ImportPreview, ImportSummary } from '../../core/statement-import';
import { addItems, signedInUser, type UserRequest } from '../testing/api-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

// Statement files previewed, imported, skipped when already there, undone, and categorised by the
// person's rules, their history and the built-in rules, each user's apart from every other's.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A checking account's CSV as many US banks export it. */
const BANK_CSV = [
  'Date,Description,Amount',
  '03/01/2025,UBER TECHNOLOGIES PAYOUT,412.50',
  '03/02/2025,SHELL OIL 57442 HOUSTON TX,-45.67',
  '03/03/2025,VERIZON WIRELESS PAYMENTS,-85.00',
  '03/04/2025,CORNER DELI,-12.00',
  '03/05/2025,ACME STUDIO INVOICE 1043,"1,250.00"',
  '02/30/2025,BROKEN ROW,-5.00',
].join('\n');

const form = (fields: Record<string, string | File>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
};
const csvFile = (text: string, name = 'checking.csv') => new File([text], name, { type: 'text/csv' });

async function preview(request: UserRequest, fields: Record<string, string | File>) {
  const res = await request('/api/imports/preview', { method: 'POST', body: form(fields) });
  return { status: res.status, body: (await res.json()) as ImportPreview & { error?: unknown } };
}
async function importFile(request: UserRequest, fields: Record<string, string | File>) {
  const res = await request('/api/imports', { method: 'POST', body: form(fields) });
  return { status: res.status, body: (await res.json()) as ImportSummary & { error?: unknown } };
}
async function itemsOf(request: UserRequest) {
  return ((await (await request('/api/items?limit=500&sort=date&order=asc')).json()) as ItemPage).items;
}

describe('POST /api/imports/preview', () => {
  it('reads a bank CSV, detects its columns and shows every row with its type and category; writes nothing', async () => {
    const free = await signedInUser(t, { label: 'preview' });

    const { status, body } = await preview(free.request, { file: csvFile(BANK_CSV) });

    expect(status).toBe(200);
    expect(body).toMatchObject({
      fileName: 'checking.csv',
      format: 'csv',
      columns: ['Date', 'Description', 'Amount'],
      mapping: { date: 0, description: 1, amount: 2, amountSign: 'in-positive', dateOrder: 'MDY' },
    });
    expect(body.rows).toEqual([
      {
        line: 2,
        date: '2025-03-01',
        description: 'UBER TECHNOLOGIES PAYOUT',
        amount: 412.5,
        type: 'income',
        category: 'Rideshare',
        use: 'business',
        businessPercent: 100,
        source: 'built-in',
        taxPayment: null,
        duplicate: false,
      },
      {
        line: 3,
        date: '2025-03-02',
        description: 'SHELL OIL 57442 HOUSTON TX',
        amount: 45.67,
        type: 'expense',
        category: 'Gas',
        use: 'business',
        businessPercent: 100,
        source: 'built-in',
        taxPayment: null,
        duplicate: false,
      },
      {
        line: 4,
        date: '2025-03-03',
        description: 'VERIZON WIRELESS PAYMENTS',
        amount: 85,
        type: 'expense',
        category: 'Phone',
        use: 'review',
        businessPercent: 100,
        source: 'built-in',
        taxPayment: null,
        duplicate: false,
      },
      {
        line: 5,
        date: '2025-03-04',
        description: 'CORNER DELI',
        amount: 12,
        type: 'expense',
        category: 'Other Expense',
        use: 'review',
        businessPercent: 100,
        source: 'default',
        taxPayment: null,
        duplicate: false,
      },
      {
        line: 6,
        date: '2025-03-05',
        description: 'ACME STUDIO INVOICE 1043',
        amount: 1250,
        type: 'income',
        category: 'Other Income',
        use: 'review',
        businessPercent: 100,
        source: 'default',
        taxPayment: null,
        duplicate: false,
      },
    ]);
    expect(body.problems).toEqual([{ line: 7, reason: 'The date "02/30/2025" is not a real date.' }]);
    expect(await itemsOf(free.request)).toEqual([]);
  });

  it('uses the columns the person chose instead of the detected ones', async () => {
    const user = await signedInUser(t, { label: 'mapping' });
    const csv = ['Date,Memo,Payee,Amount', '2025-03-01,Weekly payout,LYFT,120.00'].join('\n');
    const detected = await preview(user.request, { file: csvFile(csv) });
    expect(detected.body.rows[0]).toMatchObject({ description: 'Weekly payout', category: 'Other Income' });

    const chosen = await preview(user.request, {
      file: csvFile(csv),
      mapping: JSON.stringify({ ...detected.body.mapping, description: 2 }),
    });

    expect(chosen.status).toBe(200);
    expect(chosen.body.mapping).toMatchObject({ description: 2 });
    expect(chosen.body.rows[0]).toMatchObject({ description: 'LYFT', type: 'income', category: 'Rideshare' });
  });

  it.each([
    ['an empty file', new File([], 'empty.csv'), 400, statementMessages.empty],
    [
      'a binary file',
      new File(
        [new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0, 1, 2, 3])],
        'statement.pdf',
      ),
      400,
      statementMessages.binary,
    ],
    [
      // 0x81 is a byte Windows-1252 has no character for, and 0xE9 0xE8 is not UTF-8.
      'a file that is neither UTF-8 nor Windows-1252',
      new File([new Uint8Array([0x44, 0x61, 0x74, 0x65, 0x2c, 0xe9, 0xe8, 0x0a, 0x81, 0x41])], 'latin.csv'),
      400,
      statementMessages.encoding,
    ],
    [
      'an OFX download cut off part way',
      new File([readFixture('truncated.ofx')], 'truncated.ofx'),
      400,
      'This file ends early, so some of its transactions are missing. Download it again from your bank and try again.',
    ],
  ])('refuses %s with a clear message and writes nothing', async (_, file, status, message) => {
    const user = await signedInUser(t, { label: 'badfile' });
    const res = await user.request('/api/imports/preview', { method: 'POST', body: form({ file }) });
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({
      error: { code: 'validation-failed', message, fields: { file: message } },
    });
  });

  it('guesses columns it cannot tell apart, says why, and refuses to import until they are chosen', async () => {
    const user = await signedInUser(t, { label: 'guess', pro: true });
    const csv = 'Date,Description,Balance\n03/01/2025,UBER,\n03/02/2025,SHELL,\n';

    const guessed = await preview(user.request, { file: csvFile(csv) });

    expect(guessed.status).toBe(200);
    expect(guessed.body).toMatchObject({
      columns: ['Date', 'Description', 'Balance'],
      sample: [
        ['03/01/2025', 'UBER', ''],
        ['03/02/2025', 'SHELL', ''],
      ],
      mapping: { date: 0, description: 1, amountSign: 'in-positive', dateOrder: 'MDY' },
      rows: [],
      mappingProblem: statementMessages.noAmountColumn,
    });
    const refused = await importFile(user.request, { file: csvFile(csv) });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      error: {
        code: 'validation-failed',
        message: statementMessages.noAmountColumn,
        fields: { mapping: statementMessages.noAmountColumn },
      },
    });
    expect(await itemsOf(user.request)).toEqual([]);
  });

  it('lists a file by its name without control characters, however it was named', async () => {
    const pro = await signedInUser(t, { label: 'filename', pro: true });
    const imported = await importFile(pro.request, { file: csvFile(BANK_CSV, 'march\u0000\u0007.csv') });
    expect(imported.status).toBe(201);
    expect(imported.body.fileName).toBe('march.csv');
  });

  it('refuses a file over 10 MB and the statement message', async () => {
    const user = await signedInUser(t, { label: 'huge', pro: true });
    const huge = csvFile(`Date,Description,Amount\n${'03/01/2025,COFFEE,-1.00\n'.repeat(460_000)}`);
    expect(huge.size).toBeGreaterThan(10 * 1024 * 1024);
    for (const path of ['/api/imports/preview', '/api/imports']) {
      const res = await user.request(path, { method: 'POST', body: form({ file: huge }) });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({
        error: { code: 'payload-too-large', message: statementMessages.tooLarge },
      });
    }
    expect(await itemsOf(user.request)).toEqual([]);
  });

  it('asks for a file, and refuses column choices that are not valid', async () => {
    const user = await signedInUser(t, { label: 'nofile' });
    const noFile = await preview(user.request, {});
    expect(noFile.status).toBe(400);
    expect(noFile.body.error).toMatchObject({ fields: { file: 'Choose a statement file to import.' } });

    const badJson = await preview(user.request, { file: csvFile(BANK_CSV), mapping: '{not json' });
    expect(badJson.status).toBe(400);
    expect(badJson.body.error).toMatchObject({ fields: { mapping: 'The column choices are not valid.' } });

    const outOfFile = await preview(user.request, {
      file: csvFile(BANK_CSV),
      mapping: JSON.stringify({
        date: 0,
        description: 9,
        amount: 2,
        amountSign: 'in-positive',
        dateOrder: 'MDY',
      }),
    });
    expect(outOfFile.status).toBe(400);
    expect(outOfFile.body.error).toMatchObject({ message: statementMessages.badMapping });
  });

  it('asks for a file when the body is not a form, or not the form it says it is', async () => {
    const user = await signedInUser(t, { label: 'notform' });
    const bodies: [string, string][] = [
      ['application/json', JSON.stringify({ file: 'Date,Amount' })],
      ['multipart/form-data; boundary=abc', 'no parts here at all'],
      ['multipart/form-data', '--abc\r\nContent-Disposition: form-data; name="file"\r\n\r\nx\r\n--abc--'],
    ];
    for (const [contentType, body] of bodies) {
      const res = await user.request('/api/imports/preview', {
        method: 'POST',
        headers: { 'Content-Type': contentType },
        body,
      });
      expect(res.status, contentType).toBe(400);
      expect(await res.json()).toMatchObject({
        error: { code: 'validation-failed', fields: { file: 'Choose a statement file to import.' } },
      });
    }
  });
});

describe('POST /api/imports', () => {
  it('is for Pro: a free user is refused with 403 pro-required and nothing is written', async () => {
    const free = await signedInUser(t, { label: 'free-import' });
    const { status, body } = await importFile(free.request, { file: csvFile(BANK_CSV) });
    expect(status).toBe(403);
    expect(body.error).toMatchObject({ code: 'pro-required' });
    expect(await itemsOf(free.request)).toEqual([]);
  });

  it("adds every new row with the person's changes, reports failed rows, and a second import adds nothing", async () => {
    const pro = await signedInUser(t, { label: 'import', pro: true });

    const first = await importFile(pro.request, {
      file: csvFile(BANK_CSV),
      changes: JSON.stringify([
        // The person decides what no rule knew: the deli lunch and the studio's invoice are business.
        { line: 5, type: 'expense', category: 'Meals', use: 'business' },
        { line: 6, category: 'Freelance', use: 'business' },
      ]),
    });

    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      fileName: 'checking.csv',
      format: 'csv',
      added: 5,
      skipped: 0,
      failed: 1,
      problems: [{ line: 7, reason: 'The date "02/30/2025" is not a real date.' }],
      undoneAt: null,
    });
    const items = await itemsOf(pro.request);
    expect(
      items.map(({ date, type, category, amount, description }) => [
        date,
        type,
        category,
        amount,
        description,
      ]),
    ).toEqual([
      ['2025-03-01', 'income', 'Rideshare', 412.5, 'UBER TECHNOLOGIES PAYOUT'],
      ['2025-03-02', 'expense', 'Gas', 45.67, 'SHELL OIL 57442 HOUSTON TX'],
      ['2025-03-03', 'expense', 'Phone', 85, 'VERIZON WIRELESS PAYMENTS'],
      ['2025-03-04', 'expense', 'Meals', 12, 'CORNER DELI'],
      ['2025-03-05', 'income', 'Freelance', 1250, 'ACME STUDIO INVOICE 1043'],
    ]);
    expect(new Set(items.map((item) => item.importId))).toEqual(new Set([first.body.id]));
    expect(items.map((item) => item.use)).toEqual(['business', 'business', 'review', 'business', 'business']);
    const summary = (await (
      await pro.request('/api/summary?from=2025-03-01&to=2025-03-31&today=2025-03-31')
    ).json()) as { income: number; expenses: number };
    // Income 412.50 + 1,250.00; expenses: gas 45.67 + the lunch 12.00. The phone plan (often both business and
    // the household's) waits for the person in the review queue, counted nowhere: 85.00.
    expect(summary).toMatchObject({ income: 1662.5, expenses: 57.67, review: { count: 1, amount: 85 } });

    // Editing an imported item does not make its row new again.
    await pro.request(`/api/items/${items[3]!.id}`, {
      method: 'PATCH',
      json: { description: 'Lunch with client' },
    });
    const again = await importFile(pro.request, { file: csvFile(BANK_CSV, 'checking-again.csv') });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ added: 0, skipped: 5, failed: 1 });
    expect(await itemsOf(pro.request)).toHaveLength(5);

    const preview2 = await preview(pro.request, { file: csvFile(BANK_CSV) });
    expect(preview2.body.rows.map((row) => row.duplicate)).toEqual([true, true, true, true, true]);
  });

  it('leaves out the rows the person chose to skip, and counts two identical purchases as two', async () => {
    const pro = await signedInUser(t, { label: 'skip', pro: true });
    const csv = [
      'Date,Description,Amount',
      '2025-04-01,COFFEE,-5.00',
      '2025-04-01,COFFEE,-5.00',
      '2025-04-02,TEA,-3.00',
    ].join('\n');

    const res = await importFile(pro.request, {
      file: csvFile(csv),
      changes: JSON.stringify([{ line: 4, skip: true }]),
    });

    expect(res.body).toMatchObject({ added: 2, skipped: 0 });
    expect((await itemsOf(pro.request)).map((item) => item.description)).toEqual(['COFFEE', 'COFFEE']);
    const third = [
      'Date,Description,Amount',
      '2025-04-01,COFFEE,-5.00',
      '2025-04-01,COFFEE,-5.00',
      '2025-04-01,COFFEE,-5.00',
    ].join('\n');
    expect((await importFile(pro.request, { file: csvFile(third) })).body).toMatchObject({
      added: 1,
      skipped: 2,
    });
  });

  it("skips OFX rows by the file's own transaction ids", async () => {
    const pro = await signedInUser(t, { label: 'ofx', pro: true });
    const ofx = (name: string) =>
      [
        'OFXHEADER:100',
        'DATA:OFXSGML',
        'VERSION:102',
        '',
        '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST>',
        '<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20250310<TRNAMT>98.10<FITID>FIT-001<NAME>DOORDASH INC',
        '</STMTTRN>',
        '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20250311<TRNAMT>-30.00<FITID>FIT-002<NAME>' + name,
        '</STMTTRN>',
        '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
      ].join('\n');

    const first = await importFile(pro.request, { file: new File([ofx('CHEVRON 0093021')], 'bank.ofx') });
    expect(first.body).toMatchObject({ format: 'ofx', added: 2, skipped: 0 });
    // The bank renamed the payee since: the id still says it is the same transaction.
    const second = await importFile(pro.request, {
      file: new File([ofx('CHEVRON #93021 DALLAS')], 'bank.qfx'),
    });
    expect(second.body).toMatchObject({ added: 0, skipped: 2 });
    expect((await itemsOf(pro.request)).map((item) => [item.category, item.amount])).toEqual([
      ['Delivery', 98.1],
      ['Gas', 30],
    ]);
  });
});

// Statement files that once broke the reader.
describe('encodings, cut-off files, pending rows and notes', () => {
  const fixture = (name: string) => new File([readFixture(name)], name);
  const descriptions = (rows: { description: string }[]) => rows.map((row) => row.description);

  it("reads Excel's Windows-1252 CSV, says so, and reads it again in the encoding the person picks", async () => {
    const user = await signedInUser(t, { label: 'encoding' });

    const detected = await preview(user.request, { file: fixture('excel-windows-1252.csv') });
    expect(detected.status).toBe(200);
    expect(detected.body).toMatchObject({ encoding: 'windows-1252', pendingSkipped: 0 });
    expect(descriptions(detected.body.rows)).toEqual([
      'CAFÉ MÉTRO NEW YORK NY',
      'JOE’S GARAGE — OIL CHANGE',
      'LYFT “EXPRESS PAY”',
      'ZELLE FROM ANDRÉ SOUZA',
    ]);

    // In ISO-8859-1, 0x92 (’), 0x93/0x94 (“”) and 0x97 (—) are control codes: left out.
    const latin1 = await preview(user.request, {
      file: fixture('excel-windows-1252.csv'),
      encoding: 'iso-8859-1',
    });
    expect(latin1.status).toBe(200);
    expect(latin1.body.encoding).toBe('iso-8859-1');
    expect(descriptions(latin1.body.rows).slice(1, 3)).toEqual([
      'JOES GARAGE OIL CHANGE',
      'LYFT EXPRESS PAY',
    ]);

    const utf8 = await user.request('/api/imports/preview', {
      method: 'POST',
      body: form({ file: fixture('excel-windows-1252.csv'), encoding: 'utf-8' }),
    });
    expect(utf8.status).toBe(400);
    expect(await utf8.json()).toEqual({
      error: {
        code: 'validation-failed',
        message: 'This file is not UTF-8 text. Choose another encoding.',
        fields: { file: 'This file is not UTF-8 text. Choose another encoding.' },
      },
    });
  });

  it('refuses an encoding it does not offer with a field message, and writes nothing', async () => {
    const pro = await signedInUser(t, { label: 'bad-encoding', pro: true });
    for (const path of ['/api/imports/preview', '/api/imports']) {
      const res = await pro.request(path, {
        method: 'POST',
        body: form({ file: fixture('excel-windows-1252.csv'), encoding: 'ebcdic' }),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        error: { code: 'validation-failed', fields: { encoding: 'Choose one of the encodings listed.' } },
      });
    }
    expect(await itemsOf(pro.request)).toEqual([]);
  });

  it('imports in the chosen encoding: the €, ’ and — of a CHARSET:1252 OFX are stored as written', async () => {
    const pro = await signedInUser(t, { label: 'ofx-1252', pro: true });
    const imported = await importFile(pro.request, {
      file: fixture('checking-1252.ofx'),
      encoding: 'windows-1252',
    });
    expect(imported.status).toBe(201);
    expect(imported.body).toMatchObject({ added: 3, pendingSkipped: 0 });
    expect(descriptions(await itemsOf(pro.request))).toEqual([
      'Café Métro €uro - POS PURCHASE NEW YORK NY',
      'JOE’S GARAGE - OIL CHANGE — 5W-30 SYNTH',
      'LYFT “EXPRESS PAY” - DIRECT DEP',
    ]);
  });

  it('refuses to import a cut-off OFX and adds none of its rows', async () => {
    const pro = await signedInUser(t, { label: 'truncated', pro: true });
    const res = await importFile(pro.request, { file: fixture('truncated.ofx') });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: {
        code: 'validation-failed',
        message:
          'This file ends early, so some of its transactions are missing. Download it again from your bank and try again.',
        fields: {
          file: 'This file ends early, so some of its transactions are missing. Download it again from your bank and try again.',
        },
      },
    });
    expect(await itemsOf(pro.request)).toEqual([]);
  });

  it('leaves pending rows out of the preview and the import, and counts them; a later import adds none twice', async () => {
    const pro = await signedInUser(t, { label: 'pending', pro: true });
    const previewed = await preview(pro.request, { file: fixture('schwab-checking.csv') });
    expect(previewed.body).toMatchObject({ pendingSkipped: 2, problems: [] });
    expect(descriptions(previewed.body.rows)).toEqual([
      'UBER USA 6787 PAYMENTS',
      'VERIZON WIRELESS 800-922-0204 FL',
      'ATM WITHDRAWAL REBATE',
      'Check Paid #1043',
    ]);

    const imported = await importFile(pro.request, { file: fixture('schwab-checking.csv') });
    expect(imported.body).toMatchObject({ added: 4, skipped: 0, failed: 0, pendingSkipped: 2 });
    const again = await importFile(pro.request, { file: fixture('schwab-checking.csv') });
    expect(again.body).toMatchObject({ added: 0, skipped: 4, pendingSkipped: 2 });
    expect(await itemsOf(pro.request)).toHaveLength(4);
  });

  it("describes a row with no payee by its notes (Actual Budget's CSV)", async () => {
    const user = await signedInUser(t, { label: 'notes' });
    const previewed = await preview(user.request, { file: fixture('actual-budget.csv') });
    expect(previewed.body.mapping).toMatchObject({ description: 1, payee: 1, memo: 2 });
    expect(descriptions(previewed.body.rows)).toEqual([
      'Uber',
      'tolls for airport runs',
      'Shell',
      'cash tips from catering gig',
      'Verizon',
    ]);
  });
});

describe('undo (DELETE /api/imports/:id) and the list (GET /api/imports)', () => {
  it('removes every item of the import at once, keeps the rest, and lists the import as undone', async () => {
    const pro = await signedInUser(t, { label: 'undo', pro: true });
    await addItems(pro.request, [{ type: 'income', category: 'Tips', amount: 20, date: '2025-03-09' }]);
    const imported = await importFile(pro.request, { file: csvFile(BANK_CSV) });

    const res = await pro.request(`/api/imports/${imported.body.id}`, { method: 'DELETE' });

    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ removed: 5 });
    expect((await itemsOf(pro.request)).map((item) => item.category)).toEqual(['Tips']);
    const listed = (await (await pro.request('/api/imports')).json()) as { imports: ImportSummary[] };
    expect(listed.imports).toHaveLength(1);
    expect(listed.imports[0]).toMatchObject({ id: imported.body.id, added: 5, skipped: 0, failed: 1 });
    expect(listed.imports[0]!.undoneAt).not.toBeNull();

    const twice = await pro.request(`/api/imports/${imported.body.id}`, { method: 'DELETE' });
    expect(twice.status).toBe(404);
    expect(await twice.json()).toEqual({
      error: { code: 'not-found', message: 'This import was not found. It may have been undone already.' },
    });
    // Undone, the file's rows are new again.
    expect((await importFile(pro.request, { file: csvFile(BANK_CSV) })).body).toMatchObject({ added: 5 });
  });

  it("cannot list or undo another user's import", async () => {
    const owner = await signedInUser(t, { label: 'owner', pro: true });
    const other = await signedInUser(t, { label: 'other', pro: true });
    const imported = await importFile(owner.request, { file: csvFile(BANK_CSV) });

    expect((await other.request(`/api/imports/${imported.body.id}`, { method: 'DELETE' })).status).toBe(404);
    expect(await (await other.request('/api/imports')).json()).toEqual({ imports: [] });
    expect(await itemsOf(owner.request)).toHaveLength(5);
  });
});

describe('categorisation: rules in order, then history, then the built-in rules', () => {
  const createRule = async (request: UserRequest, contains: string, type: string, category: string) => {
    const res = await request('/api/rules', { json: { contains, type, category } });
    expect(res.status).toBe(201);
    return (await res.json()) as UserRule;
  };

  it('applies the first of the rules that matches, and follows a new order', async () => {
    const user = await signedInUser(t, { label: 'rules' });
    const fleet = await createRule(user.request, 'shell oil', 'expense', 'Fleet Fuel');
    const card = await createRule(user.request, 'SHELL', 'expense', 'Gas Card');
    expect([fleet.position, card.position]).toEqual([0, 1]);

    const categoryOfShell = async () =>
      (await preview(user.request, { file: csvFile(BANK_CSV) })).body.rows[1]!;
    expect(await categoryOfShell()).toMatchObject({ category: 'Fleet Fuel', source: 'your-rule' });

    const reordered = await user.request('/api/rules/order', {
      method: 'PUT',
      json: { ids: [card.id, fleet.id] },
    });
    expect(reordered.status).toBe(200);
    expect(await categoryOfShell()).toMatchObject({ category: 'Gas Card', source: 'your-rule' });

    const edited = await user.request(`/api/rules/${card.id}`, {
      method: 'PATCH',
      json: { contains: 'texaco' },
    });
    expect(edited.status).toBe(200);
    expect(await categoryOfShell()).toMatchObject({ category: 'Fleet Fuel' });

    expect((await user.request(`/api/rules/${fleet.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await categoryOfShell()).toMatchObject({ category: 'Gas', source: 'built-in' });
  });

  it('files a description the way the person filed it before, ahead of the built-in rules', async () => {
    const user = await signedInUser(t, { label: 'history' });
    await addItems(user.request, [
      {
        type: 'income',
        category: 'Gig Pay',
        amount: 10,
        date: '2024-01-01',
        description: 'uber technologies  payout',
      },
      {
        type: 'income',
        category: 'Freelance',
        amount: 10,
        date: '2024-01-02',
        description: 'ACME STUDIO INVOICE 1043',
      },
    ]);
    const rows = (await preview(user.request, { file: csvFile(BANK_CSV) })).body.rows;
    expect(rows[0]).toMatchObject({ type: 'income', category: 'Gig Pay', source: 'history' });
    expect(rows[4]).toMatchObject({ type: 'income', category: 'Freelance', source: 'history' });
  });

  it('lists the rules with the built-in ones, refuses bad rules with field messages, and keeps users apart', async () => {
    const owner = await signedInUser(t, { label: 'rule-owner' });
    const other = await signedInUser(t, { label: 'rule-other' });
    const rule = await createRule(owner.request, 'acme studio', 'income', 'Freelance');

    const listed = (await (await owner.request('/api/rules')).json()) as {
      rules: UserRule[];
      builtIn: { contains: string; direction: string; type: string; category: string }[];
    };
    expect(listed.rules).toEqual([
      {
        id: rule.id,
        contains: 'acme studio',
        type: 'income',
        category: 'Freelance',
        use: 'business',
        businessPercent: 100,
        position: 0,
      },
    ]);
    expect(listed.builtIn).toContainEqual({
      contains: 'shell',
      direction: 'out',
      type: 'expense',
      category: 'Gas',
      use: 'business',
    });

    const bad = await owner.request('/api/rules', { json: { contains: ' ', type: 'refund', category: '' } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: {
        code: 'validation-failed',
        message: 'Some fields are not valid.',
        fields: {
          contains: 'Enter the words to look for in the description',
          type: 'Type must be income or expense',
          category: 'Category is required',
        },
      },
    });

    // Another user sees none of it and can change none of it; their imports are not filed by it.
    expect(((await (await other.request('/api/rules')).json()) as { rules: unknown[] }).rules).toEqual([]);
    expect(
      (await other.request(`/api/rules/${rule.id}`, { method: 'PATCH', json: { category: 'Mine' } })).status,
    ).toBe(404);
    expect((await other.request(`/api/rules/${rule.id}`, { method: 'DELETE' })).status).toBe(404);
    const misordered = await other.request('/api/rules/order', { method: 'PUT', json: { ids: [rule.id] } });
    expect(misordered.status).toBe(400);
    expect((await preview(other.request, { file: csvFile(BANK_CSV) })).body.rows[4]).toMatchObject({
      category: 'Other Income',
      source: 'default',
    });
    expect((await (await owner.request('/api/rules')).json()) as { rules: UserRule[] }).toMatchObject({
      rules: [{ id: rule.id, category: 'Freelance' }],
    });
  });
});
