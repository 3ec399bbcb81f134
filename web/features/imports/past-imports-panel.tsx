import { useState } from 'react';
import { localDate } from '../../../core/dates';
import type { ImportSummary } from '../../../core/statement-import';
import { cardCell, cardRow, CardTable } from '../../components/ui/card-table';
import { right } from '../../components/ui/data-table';
import { Panel } from '../../components/ui/panel';
import { QueryContent } from '../../components/ui/query-content';
import { SkeletonRows } from '../../components/ui/skeleton';
import { useFormatters } from '../settings/use-preferences';
import { countOf } from './import-rows';
import { usePastImports } from './imports-api';
import { UndoImportDialog } from './undo-import-dialog';

// A phone's card: each part a block, the counts with a small caption in place of their column heading (drawn from
// data-label, so the cell's own text stays the count).
const captioned =
  'max-sm:before:block max-sm:before:text-xs max-sm:before:font-medium max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]';

const counts = [
  { key: 'added', label: 'Added' },
  { key: 'skipped', label: 'Skipped' },
  { key: 'failed', label: 'Failed' },
] as const;

/** The person's imports, newest first, each with what it did and a way to undo it. */
export function PastImportsPanel() {
  const imports = usePastImports();
  const format = useFormatters();
  const [undoing, setUndoing] = useState<ImportSummary>();
  const dateOf = (summary: ImportSummary) => format.date(localDate(new Date(summary.createdAt)));

  return (
    <Panel title="Past imports">
      <QueryContent query={imports} loading={<SkeletonRows rows={2} height="h-8" />}>
        {(summaries) =>
          summaries.length === 0 ? (
            <p className="text-sm text-slate-600">No imports yet. The files you import are listed here.</p>
          ) : (
            <CardTable
              label="Past imports, newest first"
              caption="Past imports, newest first"
              minWidth="sm:min-w-[36rem]"
              columns={[
                'File',
                'Imported',
                ...counts.map(({ label }) => right(label)),
                right(<span className="sr-only">Undo</span>),
              ]}
            >
              {summaries.map((summary) => (
                <tr key={summary.id} className={`${cardRow} max-sm:grid-cols-3 max-sm:gap-y-1`}>
                  <td
                    className={`${cardCell} py-2 pr-2 break-words text-slate-900 max-sm:col-span-2 max-sm:font-medium sm:max-w-[16rem]`}
                  >
                    {summary.fileName}
                  </td>
                  <td className={`${cardCell} px-2 py-2 whitespace-nowrap text-slate-700 max-sm:text-right`}>
                    {dateOf(summary)}
                  </td>
                  {counts.map(({ key, label }) => (
                    <td
                      key={key}
                      data-label={label}
                      className={`${cardCell} ${captioned} px-2 py-2 tabular-nums sm:text-right`}
                    >
                      {countOf(summary[key])}
                    </td>
                  ))}
                  <td className={`${cardCell} py-1 pl-2 text-right whitespace-nowrap max-sm:col-span-3`}>
                    {summary.undoneAt ? (
                      <span className="text-slate-600">Undone</span>
                    ) : (
                      <button
                        type="button"
                        aria-label={`Undo the import of ${summary.fileName} on ${dateOf(summary)}`}
                        onClick={() => setUndoing(summary)}
                        className="rounded-md px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
                      >
                        Undo
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </CardTable>
          )
        }
      </QueryContent>
      {undoing && <UndoImportDialog summary={undoing} onClose={() => setUndoing(undefined)} />}
    </Panel>
  );
}
