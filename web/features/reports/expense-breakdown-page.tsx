import { Receipt, Tags, TrendingDown } from 'lucide';
import { TREND_MONTHS, type ExpenseReport } from '../../../core/reports/income-analysis';
import { vehicleMethodNote } from '../../../core/tax/vehicle-method';
import { Panel } from '../../components/ui/panel';
import { reportUseTexts } from './report-use-texts';
import {
  CategoryPanel,
  changeText,
  monthInitials,
  PanelMessage,
  ReportCards,
  ReportPage,
  shortMonth,
  StatCard,
  TotalsBars,
} from './report-parts';
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
  return (
    <ReportPage
      kind="expenses"
      title="Expense Breakdown"
      waitingLead="Where your money goes."
      emptyText={expenseBreakdownTexts.emptyPeriod}
    >
      {(report) => (
        <>
          <ExpenseCards report={report} />
          <div className="grid gap-6 lg:grid-cols-2">
            <CategoryPanel
              kind="expenses"
              categories={report?.byCategory}
              loadingText={expenseBreakdownTexts.loading}
              emptyText={expenseBreakdownTexts.emptyPeriod}
            >
              {report && <VehicleNotes report={report} />}
            </CategoryPanel>
            <Panel title="Expenses by Month">
              <ByMonth report={report} />
            </Panel>
          </div>
          <Panel title="Largest Expenses">
            <Largest report={report} />
          </Panel>
        </>
      )}
    </ReportPage>
  );
}

function ExpenseCards({ report }: { report: ExpenseReport | undefined }) {
  const format = useFormatters();
  const top = report?.byCategory[0];
  const largest = report?.largest[0];
  return (
    <ReportCards loading={!report} loadingText={expenseBreakdownTexts.loading} className="xl:grid-cols-3">
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
        {largest ? `${largest.category} on ${format.date(largest.date)}` : expenseBreakdownTexts.emptyPeriod}
      </StatCard>
    </ReportCards>
  );
}

/** Under the categories: each tax year's car method and what it left out of these expenses. */
function VehicleNotes({ report }: { report: ExpenseReport }) {
  const format = useFormatters();
  return report.vehicle.map((use) => (
    <p key={use.year} className="text-sm text-slate-700">
      {vehicleMethodNote(use, format.money)}
    </p>
  ));
}

function ByMonth({ report }: { report: ExpenseReport | undefined }) {
  if (!report) return <PanelMessage loading>{expenseBreakdownTexts.loadingData}</PanelMessage>;
  if (report.byMonth.every((month) => month.total === 0))
    return <PanelMessage>{expenseBreakdownTexts.empty}</PanelMessage>;
  return (
    <TotalsBars
      chartLabel={`Bar chart of expenses in each of the last ${TREND_MONTHS} months; the list gives the same figures.`}
      listLabel={`Expenses in the last ${TREND_MONTHS} months`}
      color="#b91c1c"
      totals={report.byMonth.map((month) => ({
        key: month.month,
        label: shortMonth(month.month),
        short: monthInitials(month.month),
        total: month.total,
      }))}
    />
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
