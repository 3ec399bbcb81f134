import { Download } from 'lucide';
import { useId, useState, type FormEvent } from 'react';
import { exportFormatLabels, exportMessages } from '../../../core/export/items-export';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { QueryError } from '../../components/ui/query-error';
import { SelectField } from '../../components/ui/select-field';
import { ApiRequestError } from '../../lib/api';
import { toast } from '../../lib/toasts';
import { downloadExport, useExportYears, type ExportChoice } from './export-api';
import { isPro } from '../../../core/subscription';
import { downloadReceiptArchive } from '../receipts/receipts-api';
import { downloadYearLabel, receiptTexts } from '../receipts/receipt-texts';
import { useSubscription } from '../subscription/use-subscription';
import { Icon } from '../../components/ui/icon';

/** Besides the formats, a Pro user may download one tax year's receipts (a zip). */
type DialogChoice = ExportChoice | 'receipts';

const choiceLabels: Record<DialogChoice, string> = {
  ...exportFormatLabels,
  receipts: receiptTexts.archiveChoice,
};

const choices: readonly { value: DialogChoice; hint: string }[] = [
  { value: 'csv', hint: 'Comma-separated values, for any spreadsheet.' },
  { value: 'json', hint: 'Structured data, for other apps and backups.' },
  { value: 'tsv', hint: 'Tab-separated values that open straight in Excel.' },
  { value: 'tax-summary', hint: 'Income and expenses by category, totals and net for one tax year.' },
  { value: 'receipts', hint: receiptTexts.archiveHint },
];

/** Why an export failed: the server's words when there is nothing to export, the usual message otherwise. */
function failureOf(error: unknown): string {
  return error instanceof ApiRequestError && error.code === 'not-found'
    ? error.message
    : exportMessages.failed;
}

/** The Export dialog: every item as CSV, JSON or TSV, or one year's Tax Summary Report. */
export function ExportDialog({ onClose }: { onClose: () => void }) {
  const years = useExportYears();
  const ids = useId();
  const [choice, setChoice] = useState<DialogChoice>('csv');
  const subscription = useSubscription();
  const pro = subscription.data ? isPro(subscription.data) : false;
  const yearly = choice === 'tax-summary' || choice === 'receipts';
  const [chosenYear, setChosenYear] = useState<number>();
  const [failure, setFailure] = useState<string>();
  const [exporting, setExporting] = useState(false);
  const noData = years.data?.length === 0;
  const year = chosenYear ?? years.data?.[0];
  const canExport = !exporting && !noData && (!yearly || year !== undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    setExporting(true);
    try {
      // canExport holds a year for the yearly choices.
      if (choice === 'receipts') await downloadReceiptArchive(year);
      else await downloadExport(choice, year);
    } catch (error) {
      setFailure(failureOf(error));
      setExporting(false);
      return;
    }
    onClose();
    toast.success(exportMessages.started);
  };

  return (
    <Modal title="Export Data" onClose={onClose}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <div aria-live="polite">{noData && <Alert tone="info">{exportMessages.noData}</Alert>}</div>
        {failure && <Alert tone="error">{failure}</Alert>}
        {years.isError && <QueryError error={years.error} onRetry={() => void years.refetch()} />}
        <fieldset disabled={exporting} className="space-y-2">
          <legend className="mb-2 text-sm font-medium text-slate-700">Format</legend>
          {choices
            .filter(({ value }) => value !== 'receipts' || pro)
            .map(({ value, hint }) => (
              <label
                key={value}
                htmlFor={`${ids}-${value}`}
                className={`flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 ${
                  choice === value ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:bg-slate-50'
                }`}
              >
                <input
                  id={`${ids}-${value}`}
                  type="radio"
                  aria-labelledby={`${ids}-${value}-label`}
                  aria-describedby={`${ids}-${value}-hint`}
                  name="export-format"
                  value={value}
                  checked={choice === value}
                  onChange={() => setChoice(value)}
                  className="mt-1 h-4 w-4 accent-brand-700"
                />
                <span className="min-w-0">
                  <span id={`${ids}-${value}-label`} className="block text-sm font-semibold text-slate-900">
                    {choiceLabels[value]}
                  </span>
                  <span id={`${ids}-${value}-hint`} className="block text-xs text-slate-600">
                    {hint}
                  </span>
                </span>
              </label>
            ))}
        </fieldset>
        {yearly && !noData && (
          <SelectField
            label="Tax year"
            disabled={exporting || !years.data}
            placeholder={years.data ? undefined : 'Loading years...'}
            value={year === undefined ? '' : String(year)}
            onChange={(event) => setChosenYear(Number(event.target.value))}
            options={(years.data ?? []).map((option) => ({ value: String(option), label: String(option) }))}
          />
        )}
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!canExport}>
            <Icon icon={Download} className="h-4 w-4" />
            {exporting
              ? 'Exporting...'
              : choice === 'receipts' && year !== undefined
                ? downloadYearLabel(year)
                : 'Export'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
