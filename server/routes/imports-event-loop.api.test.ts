import { describe, expect, it } from 'vitest';
import { rowMessages, STATEMENT_MAX_BYTES } from '../../core/import/statement';
import type { ImportPreview } from '../../core/statement-import';
import { serverProcessForFile, signedInCookie, uploadWhileCheckingHealth } from '../testing/event-loop-watch';
import { stopServerProcess } from '../testing/server-process';

// Reading a statement file must not stall other requests. A real server process reads the worst statement the
// route accepts while another client checks /api/health again and again; every check answers within 200 ms
// (LONGEST_CHECK_MS in server/testing/event-loop-watch.ts). Both the multipart body and the statement are
// read on worker threads. With the body still parsed on the event loop a check waited 544 ms on a 2-core
// machine busy with other test runs; with both off the loop the longest took 25 ms.
const server = serverProcessForFile('event-loop');

const HEADER = 'Date,Description,Amount\n';
/** Cells shaped to make backtracking regexes slow: the review's '1', spaces, '1', and its cousins. */
const PATHOLOGICAL_ROWS: ((fill: string) => string)[] = [
  (fill) => `01/02/2025,SHELL OIL 57442,1${fill}1`,
  (fill) => `01/03/2025,UBER TECHNOLOGIES PAYOUT,1${fill}x cr`,
  (fill) => `01/04/2025,VERIZON WIRELESS,usd${fill}x`,
  (fill) => `01/05/2025${fill}x,CORNER DELI,-12.00`,
];

/**
 * A CSV of exactly STATEMENT_MAX_BYTES (10 MiB, the largest file the route accepts): a header and rows of about
 * 1 MiB, each with one cell padded by a run of spaces. Every row is a row problem; the file is still read.
 */
function worstCaseStatement(): { bytes: Uint8Array<ArrayBuffer>; rows: string[] } {
  const rowCount = 10;
  const rows: string[] = [];
  let left = STATEMENT_MAX_BYTES - HEADER.length;
  for (let index = 0; index < rowCount; index++) {
    const shape = PATHOLOGICAL_ROWS[index % PATHOLOGICAL_ROWS.length]!;
    const bare = shape('').length + 1; // + its line end
    const fillLength = index === rowCount - 1 ? left - bare : Math.floor(left / (rowCount - index)) - bare;
    const row = shape(' '.repeat(fillLength));
    rows.push(row);
    left -= row.length + 1;
  }
  const bytes = new TextEncoder().encode(HEADER + rows.map((row) => `${row}\n`).join(''));
  return { bytes, rows };
}

/** Each row's problem: the over-long cell, date first (the date is checked before the amount). */
function expectedProblems(rows: string[]) {
  return rows.map((row, index) => {
    const [date = '', , amount = ''] = row.split(',');
    const reason = date.length > 64 ? rowMessages.dateTooLong(date) : rowMessages.amountTooLong(amount);
    return { line: index + 2, reason };
  });
}

describe('a worst-case statement preview', () => {
  it('keeps answering /api/health while it reads the file, and reads it', async () => {
    const account = { name: 'Robin Upload', email: 'robin.upload@example.com', password: 'correct horse' };
    const cookie = await signedInCookie(server, account);
    const { bytes, rows } = worstCaseStatement();
    expect(bytes.length).toBe(STATEMENT_MAX_BYTES);
    // A first small file starts the worker threads, so that what is timed is the reading of the big one.
    const res = await uploadWhileCheckingHealth(server, '/api/imports/preview', cookie, {
      warmUp: new File(['Date,Description,Amount\n01/02/2025,SHELL,-1.00\n'], 'first.csv'),
      file: new File([bytes], 'checking.csv', { type: 'text/csv' }),
      work: 'preview',
    });
    const preview = (await res.json()) as ImportPreview;
    expect(preview.rows).toEqual([]);
    expect(preview.problems).toEqual(expectedProblems(rows));
  }, 60_000);

  it('stops cleanly on SIGTERM, worker threads and all', async () => {
    await stopServerProcess(server, 'SIGTERM');
    expect(server.process.exitCode).toBe(0);
  }, 20_000);
});
