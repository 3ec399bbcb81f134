import { describe, expect, it } from 'vitest';
import type { ImportSummary } from '../../core/statement-import';
import {
  expectHealthAnsweredThroughout,
  serverProcessForFile,
  signedInCookie,
  uploadFile,
  whileCheckingHealth,
} from '../testing/event-loop-watch';

// The embedded database runs on a thread of its own, so a long statement holds only the requests that need the
// database, never the server: a real server process on PGlite imports a 120,000-row statement and exports it again
// while another process checks /api/health, which must answer within 50 ms every time. With PGlite on the server's
// own thread an import of this size held every request for about 12 seconds.
const server = serverProcessForFile('database-event-loop');

const ROWS = 120_000;
const LONGEST_CHECK_MS = 50;

/** A checking account's CSV as many US banks export it: ROWS card purchases and payouts over 2025. */
function busyStatement(): File {
  const lines = ['Date,Description,Amount'];
  for (let row = 0; row < ROWS; row++) {
    const day = new Date(Date.UTC(2025, 0, 1 + (row % 365)));
    const date = `${String(day.getUTCMonth() + 1).padStart(2, '0')}/${String(day.getUTCDate()).padStart(2, '0')}/2025`;
    lines.push(
      row % 4 === 0
        ? `${date},DOORDASH PAYOUT ${row},${(20 + (row % 80)).toFixed(2)}`
        : `${date},SHELL OIL ${row} HOUSTON TX,-${(10 + (row % 50)).toFixed(2)}`,
    );
  }
  return new File([lines.join('\n')], 'checking.csv', { type: 'text/csv' });
}

describe('the embedded database on its own thread', () => {
  let cookie = '';

  it(`imports ${ROWS.toLocaleString('en-US')} rows while /api/health answers within ${LONGEST_CHECK_MS} ms`, async () => {
    const account = { name: 'Dana Drive', email: 'dana.drive@example.com', password: 'correct horse' };
    cookie = await signedInCookie(server, account, { pro: true });
    const importing = await whileCheckingHealth(server, () =>
      uploadFile(server, '/api/imports', cookie, busyStatement()),
    );
    expect(importing.answer.status, await importing.answer.clone().text()).toBe(201);
    expect(((await importing.answer.json()) as ImportSummary).added).toBe(ROWS);
    expectHealthAnsweredThroughout(importing, 'import', LONGEST_CHECK_MS);
  }, 180_000);

  it(`exports them while /api/health answers within ${LONGEST_CHECK_MS} ms`, async () => {
    const exporting = await whileCheckingHealth(server, async () => {
      const res = await fetch(`${server.url}/api/export?format=csv`, { headers: { Cookie: cookie } });
      return { status: res.status, text: await res.text() };
    });
    expect(exporting.answer.status).toBe(200);
    // A header and one line per item.
    expect(exporting.answer.text.trimEnd().split('\n')).toHaveLength(ROWS + 1);
    expectHealthAnsweredThroughout(exporting, 'export', LONGEST_CHECK_MS);
  }, 120_000);
});
