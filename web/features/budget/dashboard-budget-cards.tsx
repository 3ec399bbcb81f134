import { Landmark, PiggyBank } from 'lucide';
import type { CalendarDate } from '../../../core/dates';
import { Link } from '../../lib/router';
import { SummaryCard } from '../dashboard/summary-cards';
import { useFormatters, useTaxFormatters } from '../settings/use-preferences';
import { useBudget } from './budget-api';
import { budgetTexts } from './budget-texts';

/** The dashboard's two budget figures: this month's spending room, and the year's tax set aside beside its estimate. */
export function DashboardBudgetCards({ today }: { today: CalendarDate }) {
  const budget = useBudget(today.slice(0, 7), today);
  const format = useFormatters();
  // US tax is figured in dollars, as on the Tax Due card.
  const taxFormat = useTaxFormatters();
  const data = budget.data;
  const unavailable = budget.isError ? budgetTexts.dashboardUnavailable : undefined;
  return (
    <div className="@container">
      <div className="grid gap-4 @lg:grid-cols-2">
        <SummaryCard
          title={budgetTexts.dashboardLeftTitle}
          icon={PiggyBank}
          tone="bg-brand-50 text-brand-700"
          value={data ? format.money(data.leftToSpend) : unavailable}
          link={
            <Link to="/budget" className="font-medium text-brand-700 underline underline-offset-2">
              {budgetTexts.dashboardOpen}
            </Link>
          }
        >
          {data && budgetTexts.dashboardLeft(format.money(data.leftToSpend))}
        </SummaryCard>
        <SummaryCard
          title={budgetTexts.dashboardTaxTitle}
          icon={Landmark}
          tone="bg-amber-50 text-amber-700"
          value={data ? taxFormat.money(data.taxYear.setAside) : unavailable}
        >
          {data &&
            budgetTexts.dashboardTax(
              taxFormat.money(data.taxYear.setAside),
              taxFormat.money(data.taxYear.estimate),
            )}
        </SummaryCard>
      </div>
    </div>
  );
}
