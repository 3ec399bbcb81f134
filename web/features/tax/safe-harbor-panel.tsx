import { FigureField } from '../../components/ui/figure-field';
import { Panel } from '../../components/ui/panel';
import type { PriorYearField } from './tax-inputs';

/** The first box, which the planner's safe-harbor prompt brings the person to. */
export const PRIOR_YEAR_TAX_INPUT_ID = 'prior-year-total-tax';

export const priorYearLabels: Record<PriorYearField, string> = {
  priorYearTotalTax: "Last year's total tax",
  priorYearAgi: "Last year's AGI",
};

interface SafeHarborPanelProps {
  texts: Record<PriorYearField, string>;
  errors: Partial<Record<PriorYearField, string>>;
  onType: (field: PriorYearField, text: string) => void;
  onCommit: (field: PriorYearField) => void;
  /** Both figures are saved, so the estimate has a safe-harbor minimum. */
  complete: boolean;
}

/**
 * Last year's figures (optional, kept in the tax profile): with both, the schedule shows the safe-harbor minimum,
 * the least a quarter that avoids an underpayment penalty (docs/tax-tables.md "Estimated-tax due dates and safe harbor").
 */
export function SafeHarborPanel({ texts, errors, onType, onCommit, complete }: SafeHarborPanelProps) {
  const fields = Object.keys(priorYearLabels) as PriorYearField[];
  return (
    <Panel title="Safe Harbor">
      <p className="text-sm text-slate-700">
        Optional. From last year&apos;s return: paying at least the safe-harbor minimum each quarter avoids an
        underpayment penalty even if this year&apos;s tax turns out higher.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        {fields.map((field) => (
          <FigureField
            key={field}
            id={field === 'priorYearTotalTax' ? PRIOR_YEAR_TAX_INPUT_ID : undefined}
            label={priorYearLabels[field]}
            value={texts[field]}
            error={errors[field]}
            onType={(text) => onType(field, text)}
            onCommit={() => onCommit(field)}
          />
        ))}
      </div>
      {!complete && (
        <p className="mt-3 text-xs text-slate-600">Enter both figures to see the safe-harbor minimum.</p>
      )}
    </Panel>
  );
}
