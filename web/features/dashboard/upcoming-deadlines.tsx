import { CalendarClock } from 'lucide-react';
import { daysBetween, type CalendarDate } from '../../../core/dates';
import { formatDaysUntil } from '../../../core/format';
import { upcomingTaxDueDates } from '../../../core/tax/due-dates';
import { Panel } from '../../components/ui/panel';
import { useFormatters } from '../settings/use-preferences';

/** The next four estimated-tax installments (SPEC's insurance placeholder is dropped: DESIGN difference 5). */
export function UpcomingDeadlines({ today }: { today: CalendarDate }) {
  const format = useFormatters();
  return (
    <Panel title="Upcoming Deadlines">
      <ul className="space-y-3">
        {upcomingTaxDueDates(today).map((due) => (
          <li key={due.date} className="flex items-start gap-3">
            <span className="rounded-lg bg-amber-50 p-2 text-amber-700">
              <CalendarClock aria-hidden="true" className="h-4 w-4" />
            </span>
            <div className="min-w-0 text-sm">
              <p className="font-medium text-slate-900">
                Q{due.quarter} {due.taxYear} estimated tax
              </p>
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
