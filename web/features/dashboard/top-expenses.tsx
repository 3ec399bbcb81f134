import type { Summary } from '../../../core/summary';
import { vehicleMethodNote } from '../../../core/tax/vehicle-method';
import { Panel } from '../../components/ui/panel';
import { Skeleton } from '../../components/ui/skeleton';
import { useFormatters } from '../settings/use-preferences';

// The dashboard shows the top 3 expense categories.
const TOP_EXPENSES = 3;

/** The biggest expense categories of the selected period, with a bar relative to the biggest. */
export function TopExpenses({ summary, failed }: { summary: Summary | undefined; failed: boolean }) {
  const top = summary?.topExpenses.slice(0, TOP_EXPENSES);
  const largest = top?.[0]?.total ?? 0;
  const format = useFormatters();
  return (
    <Panel title="Top Expenses">
      {!top && failed ? (
        <p className="text-sm text-slate-600">Top expenses are not available right now.</p>
      ) : !top ? (
        <div role="status" aria-label="Loading..." className="space-y-3">
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-3/4" />
        </div>
      ) : top.length === 0 ? (
        <p className="text-sm text-slate-600">No expenses in this period.</p>
      ) : (
        <ol className="space-y-3">
          {top.map((expense) => (
            <li key={expense.category}>
              <div className="flex justify-between gap-3 text-sm">
                <span className="font-medium break-words text-slate-800">{expense.category}</span>
                <span className="font-semibold text-slate-900 tabular-nums">
                  {format.money(expense.total)}
                </span>
              </div>
              <div aria-hidden="true" className="mt-1 h-1.5 rounded-full bg-slate-100">
                <div
                  className="h-full rounded-full bg-red-500"
                  style={{ width: `${largest > 0 ? Math.round((expense.total / largest) * 100) : 0}%` }}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
      {summary?.vehicle.map((use) => (
        // The tax year's car method and what it left out of these expenses (docs/tax-tables.md, "Car costs").
        <p key={use.year} className="mt-3 text-xs text-slate-700">
          {vehicleMethodNote(use, format.money)}
        </p>
      ))}
    </Panel>
  );
}
