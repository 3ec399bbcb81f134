import { Receipt, Tags, TrendingDown } from 'lucide-react';
import { useState } from 'react';
import { localDate } from '../../../core/dates';
import { TREND_MONTHS, type ExpenseReport, type ReportPeriod } from '../../../core/reports/income-analysis';
import { vehicleMethodNote } from '../../../core/tax/vehicle-method';
import { Panel } from '../../components/ui/panel';
import { reportUseTexts } from './report-use-texts';
import { CategoryDoughnut, TotalsBarChart } from './report-charts';
import {
  CategoryShareTable,
  changeText,
  PanelMessage,
  PersonalPanel,
  ReportPageFrame,
  monthInitials,
  shortMonth,
  StatCard,
} from './report-parts';
import { useExpenseReport } from './reports-api';
import { useFormatters } from '../settings/use-preferences';

// Ours, worded like the Income Analysis page's texts.
export const expenseBreakdownTexts = {
  emptyPeriod: 'No expense data available for this period.',
  empty: 'No expense data available.',
  loading: 'Loading expense data...',
  loadingData: 'Loading data...',
} as const;

/** Expense Breakdown (Pro): totals by category and month, and the largest expenses of the period. */
export function ExpenseBreakdownPage() {
  const [today] = useState(localDate);
  const [period, setPeriod] = useState<ReportPeriod>('month');
  const report = useExpenseReport(period, today);
  return (
    <ReportPageFrame
      title="Expense Breakdown"
      lead={reportUseTexts.expensesFrom}
      waitingLead="Where your money goes."
      kind="expenses"
      emptyText={expenseBreakdownTexts.emptyPeriod}
      period={period}
      onPeriod={setPeriod}
      report={report}
    >
      {(data) => (
        <>
          <ExpenseCards report={data} />
          <div className="grid gap-6 lg:grid-cols-2">
            <Panel title={reportUseTexts.expensesByCategory}>
              <ByCategory report={data} />
            </Panel>
            <Panel title="Expenses by Month">
              <ByMonth report={data} />
            </Panel>
          </div>
          <Panel title="Largest Expenses">
            <Largest report={data} />
          </Panel>
          <PersonalPanel personal={data?.personal} lead={reportUseTexts.personalExpensesLead} />
        </>
      )}
    </ReportPageFrame>
  );
}

function ExpenseCards({ report }: { report: ExpenseReport | undefined }) {
  const format = useFormatters();
  const top = report?.byCategory[0];
  const largest = report?.largest[0];
  return (
    <div className="space-y-2">
      {!report && (
        <p role="status" className="text-sm text-slate-600">
          {expenseBreakdownTexts.loading}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <StatCard
          title={reportUseTexts.totalExpenses}
          icon={TrendingDown}
          tone="bg-red-50 text-red-700"
          value={report && format.money(report.totalExpenses)}
        >
          {report && changeText(report.change)}
        </StatCard>
        <StatCard
          title="Top Category"
          icon={Tags}
          tone="bg-amber-50 text-amber-700"
          value={report && (top?.category ?? '\u2014')}
        >
          {top
            ? `${format.money(top.total)} (${top.share.toFixed(1)}% of expenses)`
            : expenseBreakdownTexts.emptyPeriod}
        </StatCard>
        <StatCard
          title="Largest Expense"
          icon={Receipt}
          tone="bg-slate-100 text-slate-700"
          value={report && (largest ? format.money(largest.amount) : '\u2014')}
        >
          {largest
            ? `${largest.category} on ${format.date(largest.date)}`
            : expenseBreakdownTexts.emptyPeriod}
        </StatCard>
      </div>
    </div>
  );
}

function ByCategory({ report }: { report: ExpenseReport | undefined }) {
  const format = useFormatters();
  if (!report) return <PanelMessage loading>{expenseBreakdownTexts.loading}</PanelMessage>;
  if (report.byCategory.length === 0) return <PanelMessage>{expenseBreakdownTexts.emptyPeriod}</PanelMessage>;
  return (
    <div className="space-y-4">
      <CategoryDoughnut
        label="Doughnut chart of expenses by category; the table lists the same figures."
        data={report.byCategory}
      />
      <CategoryShareTable caption="Expenses by category" rows={report.byCategory} />
      {report.vehicle.map((use) => (
        // The tax year's car method and what it left out of these expenses.
        <p key={use.year} className="text-sm text-slate-700">
          {vehicleMethodNote(use, format.money)}
        </p>
      ))}
    </div>
  );
}

function ByMonth({ report }: { report: ExpenseReport | undefined }) {
  const format = useFormatters();
  if (!report) return <PanelMessage loading>{expenseBreakdownTexts.loadingData}</PanelMessage>;
  if (report.byMonth.every((month) => month.total === 0))
    return <PanelMessage>{expenseBreakdownTexts.empty}</PanelMessage>;
  return (
    <div className="space-y-4">
      <TotalsBarChart
        label={`Bar chart of expenses in each of the last ${TREND_MONTHS} months; the list gives the same figures.`}
        color="#b91c1c"
        data={report.byMonth.map((month) => ({ name: monthInitials(month.month), total: month.total }))}
      />
      <dl aria-label={`Expenses in the last ${TREND_MONTHS} months`} className="grid gap-x-6 text-sm sm:grid-cols-2 lg:grid-cols-1 2xl:grid-cols-2">
        {report.byMonth.map((month) => (
          <div key={month.month} className="flex justify-between gap-2 border-b border-slate-100 py-1.5">
            <dt className="text-slate-700">{shortMonth(month.month)}</dt>
            <dd className="tabular-nums">{format.money(month.total)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function Largest({ report }: { report: ExpenseReport | undefined }) {
  const format = useFormatters();
  if (!report) return <PanelMessage loading>{expenseBreakdownTexts.loadingData}</PanelMessage>;
  if (report.largest.length === 0) return <PanelMessage>{expenseBreakdownTexts.emptyPeriod}</PanelMessage>;
  return (
    <ol aria-label="The period's largest expenses" className="divide-y divide-slate-100">
      {report.largest.map((expense, index) => (
        <li key={expense.id} className="flex items-start gap-3 py-3 text-sm">
          <span
            aria-hidden="true"
            className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-red-50 text-xs font-semibold text-red-800"
          >
            {index + 1}
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-medium break-words text-slate-900">{expense.category}</p>
            <p className="text-xs break-words text-slate-600">
              {format.date(expense.date)}
              {expense.description && ` \u00b7 ${expense.description}`}
            </p>
          </div>
          <span className="font-semibold whitespace-nowrap text-red-700 tabular-nums">
            {'\u2212'}
            {format.money(expense.amount)}
          </span>
        </li>
      ))}
    </ol>
  );
}

export const Component = ExpenseBreakdownPage;
