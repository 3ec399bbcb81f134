import { useState } from 'react';
import type { Budget } from '../../../core/budget/budget';
import { localDate } from '../../../core/dates';
import { isPro } from '../../../core/subscription-status';
import { MonthSwitcher } from '../../components/ui/month-switcher';
import { LoadingStatus } from '../../components/ui/loading-status';
import { PageTitle } from '../../components/ui/page-title';
import { Panel } from '../../components/ui/panel';
import { QueryError } from '../../components/ui/query-error';
import { Skeleton } from '../../components/ui/skeleton';
import { monthTitle } from '../calendar/calendar-days';
import { useSubscription } from '../subscription/use-subscription';
import { AddBudgetCategory } from './add-budget-category';
import { useBudget } from './budget-api';
import { BudgetCategoryRow } from './budget-category-row';
import { BudgetFigures } from './budget-figures';
import { ReadyToAssign } from './budget-headline';
import { budgetTexts } from './budget-texts';
import { categoryAlerts, nextMonth, previousMonth } from './budget-view';
import { PlanActions } from './plan-actions';
import { useFormatters } from '../settings/use-preferences';

/** The month shown, with Previous month, This month and Next month. */
function MonthPicker({
  month,
  thisMonth,
  onChange,
}: {
  month: string;
  thisMonth: string;
  onChange: (month: string) => void;
}) {
  return (
    <MonthSwitcher
      headingId="budget-month"
      title={monthTitle(month)}
      previousLabel={budgetTexts.previousMonth}
      nextLabel={budgetTexts.nextMonth}
      currentLabel={budgetTexts.thisMonth}
      showingCurrent={month === thisMonth}
      onPrevious={() => onChange(previousMonth(month))}
      onCurrent={() => onChange(thisMonth)}
      onNext={() => onChange(nextMonth(month))}
    />
  );
}

/** The categories warned about: nearly spent, or over. */
function BudgetAlerts({ budget }: { budget: Budget }) {
  const format = useFormatters();
  const alerts = categoryAlerts(budget.categories, format);
  if (alerts.length === 0) return null;
  return (
    <section aria-label={budgetTexts.alertsLabel}>
      <ul className="space-y-2">
        {alerts.map((alert) => (
          <li
            key={alert.category}
            className={`rounded-lg border px-4 py-2 text-sm font-medium ${
              alert.tone === 'over'
                ? 'border-red-300 bg-red-50 text-red-900'
                : 'border-amber-300 bg-amber-50 text-amber-900'
            }`}
          >
            {alert.text}
          </li>
        ))}
      </ul>
    </section>
  );
}

function BudgetLoading({ month }: { month: string }) {
  return (
    <LoadingStatus text={budgetTexts.loading(monthTitle(month))} className="space-y-4">
      <Skeleton className="h-32 w-full rounded-2xl" />
      <Skeleton className="h-40 w-full rounded-2xl" />
    </LoadingStatus>
  );
}

/** The month's plan: what is ready to assign, the figures, the categories, and the ways to fill them. */
function MonthBudget({ month, budget, freePlan }: { month: string; budget: Budget; freePlan: boolean }) {
  const empty = budget.categories.length === 0;
  return (
    <>
      <ReadyToAssign budget={budget} />
      <BudgetAlerts budget={budget} />
      {/* On a phone the month's figures come before its categories (after them while nothing is planned, when the
          way to start matters more); beside them on a wide screen. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className={`min-w-0 lg:order-none lg:col-start-2 lg:row-start-1 ${empty ? 'order-last' : ''}`}>
          <BudgetFigures budget={budget} />
        </div>
        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-1">
          <Panel title={budgetTexts.categoriesTitle}>
            {empty ? (
              <div className="mb-4 space-y-1">
                <h3 className="font-semibold text-slate-900">{budgetTexts.emptyTitle}</h3>
                <p className="text-sm text-slate-700">{budgetTexts.empty}</p>
              </div>
            ) : (
              <ul className="mb-6 space-y-4">
                {budget.categories.map((line) => (
                  <BudgetCategoryRow key={line.category} month={month} line={line} />
                ))}
              </ul>
            )}
            <PlanActions month={month} />
          </Panel>
          <AddBudgetCategory month={month} categories={budget.categories} freePlan={freePlan} />
        </div>
      </div>
    </>
  );
}

/** The Budget screen: a month's plan for income that comes when it comes. */
export function BudgetPage() {
  const [today] = useState(localDate);
  const thisMonth = today.slice(0, 7);
  const [month, setMonth] = useState(thisMonth);
  const budget = useBudget(month, today);
  const subscription = useSubscription();
  const freePlan = subscription.data ? !isPro(subscription.data) : false;

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div>
        <PageTitle title={budgetTexts.title}>{budgetTexts.title}</PageTitle>
        <p className="mt-1 text-slate-700">{budgetTexts.intro}</p>
      </div>
      <MonthPicker month={month} thisMonth={thisMonth} onChange={setMonth} />
      {budget.isError ? (
        <QueryError error={budget.error} onRetry={() => void budget.refetch()} />
      ) : budget.data ? (
        <MonthBudget key={month} month={month} budget={budget.data} freePlan={freePlan} />
      ) : (
        <BudgetLoading month={month} />
      )}
    </div>
  );
}

export const Component = BudgetPage;
