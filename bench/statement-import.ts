import { IMPORT_BUDGET_MS } from './budgets';

/** The import budget: a statement of 50,000 rows imported, measured through the running server. */
export const STATEMENT_ROWS = 50_000;

export interface StatementImportRun {
  rows: number;
  fileBytes: number;
  previewMs: number;
  importMs: number;
  added: number;
  reimportMs: number;
  skippedOnReimport: number;
  undoMs: number;
}

// The payees of a gig worker's year: platform payouts in, fuel, phone, parking and the rest out.
const payees: [description: string, cents: number][] = [
  ['UBER TECHNOLOGIES PAYOUT', 41_250],
  ['LYFT *PAYOUT', 28_890],
  ['DOORDASH, INC. DES:PAYROLL', 15_430],
  ['INSTACART SHOPPER PAY', 9_875],
  ['SHELL OIL 57442 HOUSTON TX', -4_567],
  ['CHEVRON 0093021', -3_810],
  ['EXXONMOBIL 4412', -5_120],
  ['VERIZON WIRELESS PAYMENTS', -8_500],
  ['PARKMOBILE 2 LLC', -350],
  ['E-ZPASS NY REBILL', -2_500],
  ['AUTOZONE #3321', -2_999],
  ['CORNER DELI', -1_245],
];

/** A bank CSV of `rows` rows over 2025, each row different (a store number and the cents vary). */
export function statementCsv(rows: number): string {
  const lines = ['Date,Description,Amount'];
  for (let index = 0; index < rows; index++) {
    const [payee, cents] = payees[index % payees.length]!;
    const day = new Date(Date.UTC(2025, 0, 1) + (index % 365) * 86_400_000);
    const date = `${String(day.getUTCMonth() + 1).padStart(2, '0')}/${String(day.getUTCDate()).padStart(2, '0')}/2025`;
    const amount = ((cents + Math.sign(cents) * (index % 97)) / 100).toFixed(2);
    lines.push(
      `${date},"${payee} ${index}","${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2 })}"`,
    );
  }
  return `${lines.join('\n')}\n`;
}

async function post(baseUrl: string, path: string, cookie: string, text: string) {
  const body = new FormData();
  body.append('file', new File([text], 'bench-statement.csv', { type: 'text/csv' }));
  const start = performance.now();
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    body,
    headers: { Cookie: cookie, Origin: baseUrl },
  });
  const answer = (await response.json()) as Record<string, unknown>;
  const ms = performance.now() - start;
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return { ms, answer };
}

/** Preview, import, import again (all skipped) and undo a 50,000-row statement as a Pro user. */
export async function measureStatementImport(baseUrl: string, cookie: string): Promise<StatementImportRun> {
  const csv = statementCsv(STATEMENT_ROWS);
  const preview = await post(baseUrl, '/api/imports/preview', cookie, csv);
  const first = await post(baseUrl, '/api/imports', cookie, csv);
  const again = await post(baseUrl, '/api/imports', cookie, csv);
  const undoStart = performance.now();
  const undo = await fetch(`${baseUrl}/api/imports/${String(first.answer.id)}`, {
    method: 'DELETE',
    headers: { Cookie: cookie, Origin: baseUrl },
  });
  await undo.arrayBuffer();
  const undoMs = performance.now() - undoStart;
  if (!undo.ok) throw new Error(`DELETE /api/imports answered ${undo.status}`);
  const run = {
    rows: STATEMENT_ROWS,
    fileBytes: Buffer.byteLength(csv),
    previewMs: preview.ms,
    importMs: first.ms,
    added: Number(first.answer.added),
    reimportMs: again.ms,
    skippedOnReimport: Number(again.answer.skipped),
    undoMs,
  };
  console.log(
    `  import of ${STATEMENT_ROWS} rows: preview ${run.previewMs.toFixed(0)} ms, import ${run.importMs.toFixed(0)} ms (budget ${IMPORT_BUDGET_MS} ms), again ${run.reimportMs.toFixed(0)} ms, undo ${run.undoMs.toFixed(0)} ms`,
  );
  return run;
}
