import { useState } from 'react';
import type { Formatters } from '../../../core/format';
import type { PlatformReconciliation, Reconciliation } from '../../../core/tax/forms-1099';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/lazy-confirm-dialog';
import { Panel } from '../../components/ui/panel';
import { useFixReconciliation } from './forms-1099-queries';
import {
  fixConfirmLabel,
  fixDone,
  fixExplanation,
  fixLabel,
  forms1099Texts,
  type ReconciliationFix,
} from './forms-1099-texts';

const fixes: readonly ReconciliationFix[] = ['add-income', 'record-fees'];

/** One platform: the summary sentence, the usual reasons for a gap and, when income is missing, the two fixes. */
function PlatformCard({
  platform,
  year,
  format,
}: {
  platform: PlatformReconciliation;
  year: number;
  format: Formatters;
}) {
  const [asked, setAsked] = useState<ReconciliationFix>();
  const fix = useFixReconciliation();
  const label = (choice: ReconciliationFix) =>
    fixLabel(choice, platform.gap, platform.platform, format.money);
  return (
    <section aria-label={platform.platform} className="space-y-3 rounded-lg border border-slate-200 p-4">
      <h3 className="font-semibold text-slate-900">{platform.platform}</h3>
      <p className="text-sm font-medium break-words text-slate-900">{platform.summary}</p>
      {platform.gap === 0 ? (
        <p className="text-sm text-green-800">{forms1099Texts.matched}</p>
      ) : (
        platform.reasons.length > 0 && (
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            {platform.reasons.map((reason) => (
              <li key={reason.code}>{reason.text}</li>
            ))}
          </ul>
        )
      )}
      {platform.gap > 0 && (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {fixes.map((choice) => (
            <Button
              key={choice}
              variant={choice === 'add-income' ? 'primary' : 'secondary'}
              onClick={() => setAsked(choice)}
            >
              {label(choice)}
            </Button>
          ))}
        </div>
      )}
      {asked && (
        <ConfirmDialog
          title={`${label(asked)}?`}
          confirmLabel={fixConfirmLabel(asked)}
          pendingLabel="Saving..."
          tone="primary"
          doneMessage={fixDone(asked, platform.gap, platform.platform, format.money)}
          onConfirm={() => fix.mutateAsync({ year, platform: platform.platform, fix: asked })}
          onClose={() => setAsked(undefined)}
        >
          <p className="text-sm text-slate-700">
            {fixExplanation(asked, { ...platform, year }, format.money)}
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}

/** The year's reconciliation, platform by platform, then the gig income no form accounts for. */
export function ReconciliationPanel({
  reconciliation,
  format,
}: {
  reconciliation: Reconciliation;
  format: Formatters;
}) {
  const { year } = reconciliation;
  return (
    <Panel title={forms1099Texts.reconciliationTitle(year)}>
      <div className="space-y-4">
        <p className="text-sm text-slate-700">{forms1099Texts.reconciliationIntro}</p>
        {reconciliation.platforms.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
            {forms1099Texts.noPlatforms}
          </p>
        ) : (
          reconciliation.platforms.map((platform) => (
            <PlatformCard key={platform.platform} platform={platform} year={year} format={format} />
          ))
        )}
        {reconciliation.unattributed.length > 0 && (
          <section aria-labelledby="unattributed-income" className="space-y-2 pt-2">
            <h3 id="unattributed-income" className="font-semibold text-slate-900">
              {forms1099Texts.unattributedTitle}
            </h3>
            <p className="text-sm text-slate-700">{forms1099Texts.unattributedIntro}</p>
            <ul className="divide-y divide-slate-100 text-sm">
              {reconciliation.unattributed.map((row) => (
                <li key={row.category} className="flex justify-between gap-3 py-2">
                  <span className="font-medium break-words text-slate-900">{row.category}</span>
                  <span className="whitespace-nowrap tabular-nums">{format.money(row.amount)}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </Panel>
  );
}
