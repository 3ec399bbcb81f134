import { CalendarClock } from 'lucide';
import { daysBetween, type CalendarDate } from '../../../core/dates';
import { formatDaysUntil } from '../../../core/format';
import type { StateDueDates } from '../../../core/tax/states/state-due-dates';
import { taxDueName, upcomingTaxDueDays } from '../../../core/tax/tax-due-days';
import { Panel } from '../../components/ui/panel';
import { useFormatters } from '../settings/use-preferences';
import type { TaxOwed } from '../../../core/tax/owed-api';
import { OwedDetails, useOwedHeadline } from '../tax/tax-owed';
import { Icon } from '../../components/ui/icon';

/**
 * What is owed by the next due date, then the next four estimated-tax installments with the person's state's due by
 * then, a date both share named once. (No insurance placeholder: only tax dates are known.)
 */
export function UpcomingDeadlines({
  today,
  state,
  owed,
}: {
  today: CalendarDate;
  state: StateDueDates | null;
  /** What is owed by the next due date: the same headline as the Tax Due card's. */
  owed: TaxOwed | undefined;
}) {
  const format = useFormatters();
  const headline = useOwedHeadline(owed, today);
  return (
    <Panel title="Upcoming Deadlines">
      {owed && (
        <div className="mb-4 border-b border-slate-100 pb-4">
          <p className="font-semibold text-slate-900 tabular-nums">{headline}</p>
          <OwedDetails owed={owed} withOverdue={false} />
        </div>
      )}
      <ul className="space-y-3">
        {upcomingTaxDueDays(today, state).map((due) => (
          <li key={due.date} className="flex items-start gap-3">
            <span className="rounded-lg bg-amber-50 p-2 text-amber-700">
              <Icon icon={CalendarClock} className="h-4 w-4" />
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
