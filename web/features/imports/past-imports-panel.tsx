import { useState } from 'react';
import { localDate } from '../../../core/dates';
import type { ImportSummary } from '../../../core/statement-import';
import { Panel } from '../../components/ui/panel';
import { QueryError } from '../../components/ui/query-error';
import { Skeleton } from '../../components/ui/skeleton';
import { useFormatters } from '../settings/use-preferences';
import { countOf } from './import-rows';
import { usePastImports } from './imports-api';
import { UndoImportDialog } from './undo-import-dialog';

/** The person's imports, newest first, each with what it did and a way to undo it. */
export function PastImportsPanel() {
  const imports = usePastImports();
  const format = useFormatters();
  const [undoing, setUndoing] = useState<ImportSummary>();
  const dateOf = (summary: ImportSummary) => format.date(localDate(new Date(summary.createdAt)));

  return (
    <Panel title="Past imports">
      {imports.isPending ? (
        <div role="status" aria-label="Loading..." className="space-y-3">
          {[0, 1].map((row) => (
            <Skeleton key={row} className="h-8 w-full" />
          ))}
        </div>
      ) : imports.isError ? (
        <QueryError error={imports.error} onRetry={() => void imports.refetch()} />
      ) : imports.data.length === 0 ? (
        <p className="text-sm text-slate-600">No imports yet. The files you import are listed here.</p>
      ) : (
        // Focusable, so that a keyboard can scroll it sideways on a phone when no Undo is left in it.
        <div
          tabIndex={0}
          role="region"
          aria-label="Past imports, newest first"
          className="relative -mx-4 overflow-x-auto sm:mx-0"
        >
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">Past imports, newest first</caption>
            <thead className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <tr>
                <th scope="col" className="py-2 pr-2 pl-4 sm:pl-0">
                  File
                </th>
                <th scope="col" className="px-2 py-2">
                  Imported
                </th>
                <th scope="col" className="px-2 py-2 text-right">
                  Added
                </th>
                <th scope="col" className="px-2 py-2 text-right">
                  Skipped
                </th>
                <th scope="col" className="px-2 py-2 text-right">
                  Failed
                </th>
                <th scope="col" className="py-2 pr-4 pl-2 text-right sm:pr-0">
                  <span className="sr-only">Undo</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {imports.data.map((summary) => (
                <tr key={summary.id}>
                  <td className="max-w-[16rem] py-2 pr-2 pl-4 break-words text-slate-900 sm:pl-0">
                    {summary.fileName}
                  </td>
                  <td className="px-2 py-2 whitespace-nowrap text-slate-700">{dateOf(summary)}</td>
                  <td className="px-2 py-2 text-right tabular-nums">{countOf(summary.added)}</td>
                  <td className="px-2 py-2 text-right tabular-nums">{countOf(summary.skipped)}</td>
                  <td className="px-2 py-2 text-right tabular-nums">{countOf(summary.failed)}</td>
                  <td className="py-1 pr-4 pl-2 text-right whitespace-nowrap sm:pr-0">
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
            </tbody>
          </table>
        </div>
      )}
      {undoing && <UndoImportDialog summary={undoing} onClose={() => setUndoing(undefined)} />}
    </Panel>
  );
}
