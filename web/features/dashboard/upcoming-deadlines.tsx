import { CalendarClock } from 'lucide-react';
import { daysBetween, type CalendarDate } from '../../../core/dates';
import { formatDaysUntil } from '../../../core/format';
import type { StateDueDates } from '../../../core/tax/states/state-due-dates';
import { taxDueName, upcomingTaxDueDays } from '../../../core/tax/tax-due-days';
import { Panel } from '../../components/ui/panel';
import { useFormatters } from '../settings/use-preferences';

/**
 * The next four estimated-tax installments (SPEC's insurance placeholder is dropped: DESIGN difference 5), with the
 * person's state's due by then (issue 23), a date both share named once.
 */
export function UpcomingDeadlines({ today, state }: { today: CalendarDate; state: StateDueDates | null }) {
  const format = useFormatters();
  return (
    <Panel title="Upcoming Deadlines">
      <ul className="space-y-3">
        {upcomingTaxDueDays(today, state).map((due) => (
          <li key={due.date} className="flex items-start gap-3">
            <span className="rounded-lg bg-amber-50 p-2 text-amber-700">
              <CalendarClock aria-hidden="true" className="h-4 w-4" />
            </span>
            <div className="min-w-0 text-sm">
              <p className="font-medium text-slate-900">{taxDueName(due)}</p>
              <p className="text-slate-600">
                {format.date(due.date)} · {formatDaysUntil(daysBetween(today, due.date))}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
