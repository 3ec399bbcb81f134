import { dashboardPeriodLabels, dashboardPeriods, type DashboardPeriod } from '../../../core/periods';
import { SegmentedControl } from '../../components/ui/segmented-control';

const periodOptions = dashboardPeriods.map((period) => ({
  value: period,
  label: dashboardPeriodLabels[period],
}));

/** Week / Month / Quarter / All Time: the window the cards and Top Expenses cover (each one filters them). */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: DashboardPeriod;
  onChange: (period: DashboardPeriod) => void;
}) {
  return <SegmentedControl label="Period" options={periodOptions} value={value} onChange={onChange} />;
}
