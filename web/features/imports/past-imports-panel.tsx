import { useState } from 'react';
import { localDate } from '../../../core/dates';
import type { ImportSummary } from '../../../core/statement-import';
import { DataTable } from '../../components/ui/data-table';
import { Panel } from '../../components/ui/panel';
import { QueryError } from '../../components/ui/query-error';
import { SkeletonRows } from '../../components/ui/skeleton';
import { useFormatters } from '../settings/use-preferences';
import { countOf } from './import-rows';
import { usePastImports } from './imports-api';
import { UndoImportDialog } from './undo-import-dialog';

/** The person's imports, newest first, each with what it did and a way to undo it. */
// A phone's card: each part a block, the counts with a small caption in place of their column heading (drawn from
// data-label, so the cell's own text stays the count).
const cell = 'max-sm:block max-sm:p-0';
const captioned =
  'max-sm:before:block max-sm:before:text-xs max-sm:before:font-medium max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]';

const counts = [
  { key: 'added', label: 'Added' },
  { key: 'skipped', label: 'Skipped' },
  { key: 'failed', label: 'Failed' },
] as const;

export function PastImportsPanel() {
  const imports = usePastImports();
  const format = useFormatters();
  const [undoing, setUndoing] = useState<ImportSummary>();
  const dateOf = (summary: ImportSummary) => format.date(localDate(new Date(summary.createdAt)));

  return (
    <Panel title="Past imports">
      {imports.isPending ? (
        <SkeletonRows rows={2} height="h-8" />
      ) : imports.isError ? (
        <QueryError error={imports.error} onRetry={() => void imports.refetch()} />
      ) : imports.data.length === 0 ? (
        <p className="text-sm text-slate-600">No imports yet. The files you import are listed here.</p>
      ) : (
        // On a phone each import is a card (nothing to scroll sideways); wider, a table that scrolls if it must,
        // focusable so a keyboard can scroll it.
        <div
          tabIndex={0}
          role="region"
          aria-label="Past imports, newest first"
          className="relative sm:overflow-x-auto"
        >
          <DataTable
            caption="Past imports, newest first"
            className="w-full text-left text-sm max-sm:block sm:min-w-[36rem]"
            headClassName="max-sm:hidden"
            columns={[
              { label: 'File', className: 'py-2 pr-2' },
              { label: 'Imported', className: 'px-2 py-2' },
              ...counts.map(({ label }) => ({ label, className: 'px-2 py-2 text-right' })),
              { label: <span className="sr-only">Undo</span>, className: 'py-2 pl-2 text-right' },
            ]}
            bodyClassName="max-sm:block max-sm:space-y-3 sm:divide-y sm:divide-slate-100"
          >
            {imports.data.map((summary) => (
              <tr
                key={summary.id}
                className="max-sm:grid max-sm:grid-cols-3 max-sm:gap-x-3 max-sm:gap-y-1 max-sm:rounded-lg max-sm:border max-sm:border-slate-200 max-sm:p-3"
              >
                <td
                  className={`${cell} py-2 pr-2 break-words text-slate-900 max-sm:col-span-2 max-sm:font-medium sm:max-w-[16rem]`}
                >
                  {summary.fileName}
                </td>
                <td className={`${cell} px-2 py-2 whitespace-nowrap text-slate-700 max-sm:text-right`}>
                  {dateOf(summary)}
                </td>
                {counts.map(({ key, label }) => (
                  <td
                    key={key}
                    data-label={label}
                    className={`${cell} ${captioned} px-2 py-2 tabular-nums sm:text-right`}
                  >
                    {countOf(summary[key])}
                  </td>
                ))}
                <td className={`${cell} py-1 pl-2 text-right whitespace-nowrap max-sm:col-span-3`}>
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
          </DataTable>
        </div>
      )}
      {undoing && <UndoImportDialog summary={undoing} onClose={() => setUndoing(undefined)} />}
    </Panel>
  );
}
