import { Trash2 } from 'lucide';
import { useState } from 'react';
import type { Formatters } from '../../../core/format';
import type { Form1099 } from '../../../core/tax/forms-1099';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/lazy-confirm-dialog';
import { LoadingStatus } from '../../components/ui/loading-status';
import { Panel } from '../../components/ui/panel';
import { QueryError } from '../../components/ui/query-error';
import { Skeleton } from '../../components/ui/skeleton';
import { useTaxFormatters } from '../settings/use-preferences';
import { Form1099Form } from './form-1099-form';
import { useDeleteForm1099, useForms1099, useReconciliation } from './forms-1099-queries';
import { forms1099Texts, sourceLabel } from './forms-1099-texts';
import { ReconciliationPanel } from './reconciliation-panel';
import { TaxPageFrame } from './tax-page-frame';
import { TaxYearPicker, useTaxYearParam } from './tax-year-picker';
import { Icon } from '../../components/ui/icon';

/** The 1099 forms of a tax year, how to add one, and how they compare with the income recorded (Pro). */
export function Forms1099Page() {
  const { year, years, setYear } = useTaxYearParam();
  const forms = useForms1099(year);
  const reconciliation = useReconciliation(year);
  const format = useTaxFormatters();

  return (
    <TaxPageFrame title={forms1099Texts.title} description={forms1099Texts.description}>
      <TaxYearPicker years={years} year={year} onChange={setYear} />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="min-w-0 space-y-6">
          <Panel title={forms1099Texts.formsTitle(year)}>
            {forms.isError ? (
              <QueryError error={forms.error} onRetry={() => void forms.refetch()} />
            ) : !forms.data ? (
              <Loading />
            ) : forms.data.length === 0 ? (
              <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
                {forms1099Texts.none(year)}
              </p>
            ) : (
              <FormList forms={forms.data} format={format} />
            )}
          </Panel>
          <Form1099Form key={year} year={year} years={years} />
        </div>
        <div className="min-w-0">
          {reconciliation.isError ? (
            <QueryError error={reconciliation.error} onRetry={() => void reconciliation.refetch()} />
          ) : !reconciliation.data ? (
            <Panel title={forms1099Texts.reconciliationTitle(year)}>
              <Loading />
            </Panel>
          ) : (
            <ReconciliationPanel reconciliation={reconciliation.data} format={format} />
          )}
        </div>
      </div>
    </TaxPageFrame>
  );
}

function Loading() {
  return (
    <LoadingStatus text={forms1099Texts.loading}>
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-5 w-2/3" />
    </LoadingStatus>
  );
}

function FormList({ forms, format }: { forms: readonly Form1099[]; format: Formatters }) {
  const [deleting, setDeleting] = useState<Form1099>();
  const remove = useDeleteForm1099();
  return (
    <>
      <ul className="divide-y divide-slate-100">
        {forms.map((form) => (
          <li key={form.id} className="flex items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-medium break-words text-slate-900">
                {form.platform} <span className="font-normal text-slate-700">{form.kind}</span>
              </p>
              <p className="text-sm text-slate-600">{sourceLabel(form.source)}</p>
            </div>
            <div className="flex shrink-0 items-center gap-2">
              <span className="font-semibold text-slate-900 tabular-nums">{format.money(form.amount)}</span>
              <Button
                variant="ghost"
                className="px-2"
                aria-label={`Delete the ${form.platform} ${form.kind}`}
                onClick={() => setDeleting(form)}
              >
                <Icon icon={Trash2} className="h-4 w-4" />
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {deleting && (
        <ConfirmDialog
          title={forms1099Texts.deleteTitle}
          confirmLabel="Delete 1099"
          pendingLabel="Deleting..."
          doneMessage={forms1099Texts.deleted}
          onConfirm={() => remove.mutateAsync(deleting.id)}
          onClose={() => setDeleting(undefined)}
        >
          <p className="text-sm text-slate-700">
            {forms1099Texts.deleteBody(deleting, format.money(deleting.amount))}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}

export const Component = Forms1099Page;
