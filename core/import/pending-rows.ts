import { normaliseHeader } from './column-names';
import type { CsvTable } from './statement';

// Pending card and bank transactions are not final: their amount, date and description change when they post (a
// tip added, a hold released), or they vanish. Imported now, they come back as new rows in the next statement.

/** Headers of a column saying whether each row has posted (Schwab: 'Status' with 'Posted' or 'Pending'). */
const STATUS_HEADERS = new Set(['status', 'transaction status']);

/** A row of its own that starts a section (Schwab: 'Pending Transactions' above 'Posted Transactions'). */
const SECTION_TITLE = /^(pending|posted|cleared)( transactions?)?$/i;

export type RowStatus = 'posted' | 'pending' | 'section-title';

/** Whether each row of the table (in order) is posted, pending, or the title of a section. */
export function rowStatuses(table: CsvTable): RowStatus[] {
  const statusColumn = table.hasHeader
    ? table.headers.findIndex((name) => STATUS_HEADERS.has(normaliseHeader(name)))
    : -1;
  let inPendingSection = false;
  return table.rows.map(({ cells }) => {
    const filled = cells.filter((cell) => cell !== '');
    if (filled.length === 1 && SECTION_TITLE.test(filled[0]!)) {
      inPendingSection = /^pending/i.test(filled[0]!);
      return 'section-title';
    }
    const status = statusColumn >= 0 ? normaliseHeader(cells[statusColumn] ?? '') : '';
    return inPendingSection || status === 'pending' ? 'pending' : 'posted';
  });
}
