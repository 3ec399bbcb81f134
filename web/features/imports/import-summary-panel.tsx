import { CheckCircle2 } from 'lucide';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from '../../lib/router';
import type { ImportSummary } from '../../../core/statement-import';
import { Button, buttonClass } from '../../components/ui/button';
import { StepHeading } from '../../components/ui/step-heading';
import { counted, importUseTexts } from './import-rows';
import { RowProblemList } from './row-problem-list';
import { UndoImportDialog } from './undo-import-dialog';
import { formatCount } from '../../../core/format';
import { Icon } from '../../components/ui/icon';

/** What an import did: added, skipped and unreadable rows, with Undo and the ways on. */
export function ImportSummaryPanel({
  summary,
  onImportAnother,
}: {
  summary: ImportSummary;
  onImportAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [undone, setUndone] = useState(summary.undoneAt !== null);
  const problems = summary.problems ?? [];

  // The file picker the person used is gone: the result takes the focus, and is read out.
  useLayoutEffect(() => heading.current?.focus(), []);

  return (
    <section
      aria-labelledby="import-summary-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex items-start gap-3">
        <Icon icon={CheckCircle2} className="mt-0.5 h-6 w-6 shrink-0 text-green-700" />
        <StepHeading id="import-summary-heading" ref={heading} detail={summary.fileName}>
          Import finished
        </StepHeading>
      </div>
      <ul className="mt-4 space-y-1 text-slate-900">
        <li className="text-lg font-semibold">Added {counted(summary.added, 'item', 'items')}</li>
        {summary.paymentsAdded > 0 && (
          <li>
            {importUseTexts.paymentsAdded(summary.paymentsAdded)}:{' '}
            <Link to="/reports/taxes" className="font-medium text-brand-700 underline underline-offset-2">
              {importUseTexts.seePayments}
            </Link>
          </li>
        )}
        <li>Skipped {formatCount(summary.skipped)} already added</li>
        <li>{counted(summary.failed, 'row', 'rows')} could not be read</li>
        {(summary.pendingSkipped ?? 0) > 0 && (
          <li>Skipped {counted(summary.pendingSkipped ?? 0, 'pending row', 'pending rows')}</li>
        )}
      </ul>
      {problems.length > 0 && (
        <div className="mt-4">
          <RowProblemList problems={problems} title="Rows that could not be read" />
        </div>
      )}
      {undone && (
        <p role="status" className="mt-4 text-sm font-medium text-slate-700">
          This import has been undone.
        </p>
      )}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Link to="/transactions" className={buttonClass('primary')}>
          View transactions
        </Link>
        <Button variant="secondary" onClick={onImportAnother}>
          Import another file
        </Button>
        {!undone && (
          <Button variant="secondary" className="sm:ml-auto" onClick={() => setConfirming(true)}>
            Undo this import
          </Button>
        )}
      </div>
      {confirming && (
        <UndoImportDialog
          summary={summary}
          onClose={() => setConfirming(false)}
          onUndone={() => setUndone(true)}
        />
      )}
    </section>
  );
}
