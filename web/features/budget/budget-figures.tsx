import { AlertTriangle } from 'lucide';
import type { Budget } from '../../../core/budget/budget';
import { Panel } from '../../components/ui/panel';
import { useFormatters } from '../settings/use-preferences';
import { budgetTexts } from './budget-texts';
import { Icon } from '../../components/ui/icon';

/** This week's and this month's spending room, the lean months beside the plan, and what savings would cover. */
export function BudgetFigures({ budget }: { budget: Budget }) {
  const format = useFormatters();
  const { week, lowestMonth, medianMonth, bufferMonths } = budget;
  return (
    <Panel title={budgetTexts.figuresTitle}>
      <ul className="space-y-3 text-slate-800">
        {week && (
          <li>
            <p className="text-lg font-semibold tabular-nums">
              {budgetTexts.week(format.money(week.leftToSpend))}
            </p>
            <p className="text-sm text-slate-600">
              {budgetTexts.weekDates(format.date(week.from), format.date(week.to))}
            </p>
          </li>
        )}
        <li className="text-lg font-semibold tabular-nums">
          {budgetTexts.leftToSpend(format.money(budget.leftToSpend))}
        </li>
        <li className="text-sm">
          {lowestMonth === null || medianMonth === null
            ? budgetTexts.noEarlierMonth
            : budgetTexts.leanMonths(format.money(lowestMonth), format.money(medianMonth))}
        </li>
        {budget.aboveLowestMonth && lowestMonth !== null && (
          <li
            role="note"
            className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            <Icon icon={AlertTriangle} className="mt-0.5 h-4 w-4 shrink-0" />
            {budgetTexts.aboveLowestMonth(format.money(budget.planned), format.money(lowestMonth))}
          </li>
        )}
        {bufferMonths !== null && <li className="text-sm">{budgetTexts.buffer(bufferMonths)}</li>}
      </ul>
    </Panel>
  );
}
