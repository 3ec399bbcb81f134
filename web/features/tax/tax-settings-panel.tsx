import { filingStatuses, filingStatusLabels, type FilingStatus } from '../../../core/tax/tables';
import { FigureField } from '../../components/ui/figure-field';
import { Panel } from '../../components/ui/panel';
import { SelectField } from '../../components/ui/select-field';
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
        <FigureField
          label="Standard deduction"
          value={deductionText}
          onType={onDeductionType}
          onCommit={onDeductionCommit}
          hint={
            `Used in the estimate: ${format.money(used)}. ` +
            `The ${year} default for ${filingStatusLabels[status]} is ${format.money(defaultDeduction)}.`
          }
        />
      </div>
    </Panel>
  );
}
