import { useState } from 'react';
import { useSearchParams } from '../../lib/router';
import { localDate } from '../../../core/dates';
import { SegmentedControl } from '../../components/ui/segmented-control';
import { chosenYear, scheduleCYears } from './schedule-c-texts';

/**
 * The tax year as a row of buttons, a group named 'Tax year' for screen readers with the same words on screen beside
 * it (Schedule C, 1099 forms) or above it (Tax Settings).
 */
export function TaxYearPicker({
  years,
  year,
  onChange,
  label = 'beside',
}: {
  years: readonly number[];
  year: number;
  onChange: (year: number) => void;
  label?: 'beside' | 'above';
}) {
  return (
    <div className={label === 'beside' ? 'flex flex-wrap items-center gap-3' : undefined}>
      {/* The group is named 'Tax year' for screen readers; this is its label on screen. */}
      <span
        aria-hidden="true"
        className={`${label === 'above' ? 'mb-1 block ' : ''}text-sm font-medium text-slate-700`}
      >
        Tax year
      </span>
      <SegmentedControl
        label="Tax year"
        options={years.map((choice) => ({ value: String(choice), label: String(choice) }))}
        value={String(year)}
        onChange={(choice) => onChange(Number(choice))}
      />
    </div>
  );
}

/**
 * The year a Schedule C or 1099 screen shows, kept in `?year=` (last year until April 15, this year after,
 * when it names none of the choices), and the picker's choices.
 */
export function useTaxYearParam() {
  const [today] = useState(localDate);
  const [params, setParams] = useSearchParams();
  const year = chosenYear(params.get('year'), today);
  const years = scheduleCYears(today);
  const setYear = (choice: number) => setParams({ year: String(choice) }, { replace: true });
  return { year, years, setYear };
}
