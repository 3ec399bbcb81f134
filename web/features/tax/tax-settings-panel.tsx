import { commitOnEnter } from '../../lib/commit-on-enter';
import { filingStatuses, filingStatusLabels, type FilingStatus } from '../../../core/tax/tables';
import { Panel } from '../../components/ui/panel';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { deductionFromInput } from './tax-inputs';
import { useTaxFormatters } from '../settings/use-preferences';
import { TaxYearPicker } from './tax-year-picker';

const statusOptions = filingStatuses.map((status) => ({ value: status, label: filingStatusLabels[status] }));

interface TaxSettingsPanelProps {
  years: readonly number[];
  year: number;
  onYearChange: (year: number) => void;
  status: FilingStatus;
  onStatusChange: (status: FilingStatus) => void;
  deductionText: string;
  defaultDeduction: number;
  onDeductionType: (text: string) => void;
  onDeductionCommit: () => void;
}

/** The Tax Estimates screen's settings: tax year, filing status and an editable standard deduction. */
export function TaxSettingsPanel({
  years,
  year,
  onYearChange,
  status,
  onStatusChange,
  deductionText,
  defaultDeduction,
  onDeductionType,
  onDeductionCommit,
}: TaxSettingsPanelProps) {
  const format = useTaxFormatters();
  const used = deductionFromInput(deductionText);
  return (
    <Panel title="Tax Settings">
      <div className="grid gap-4 md:grid-cols-3">
        <TaxYearPicker years={years} year={year} onChange={onYearChange} label="above" />
        <SelectField
          label="Filing status"
          options={statusOptions}
          value={status}
          onChange={(event) => onStatusChange(event.target.value as FilingStatus)}
        />
        <TextField
          label="Standard deduction"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={deductionText}
          onChange={(event) => onDeductionType(event.target.value)}
          onBlur={onDeductionCommit}
          onKeyDown={commitOnEnter(onDeductionCommit)}
          hint={
            `Used in the estimate: ${format.money(used)}. ` +
            `The ${year} default for ${filingStatusLabels[status]} is ${format.money(defaultDeduction)}.`
          }
        />
      </div>
    </Panel>
  );
}
