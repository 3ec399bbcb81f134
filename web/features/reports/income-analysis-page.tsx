import { CalendarDays, Minus, PiggyBank, Star, TrendingDown, TrendingUp, Trophy } from 'lucide';
import { type ComponentProps, type ReactNode } from 'react';
import { formatPercentChange, type Formatters } from '../../../core/format';
import {
  incomeAnalysisTexts,
  TREND_MONTHS,
  type IncomeReport,
  type TrendMonth,
} from '../../../core/reports/income-analysis';
import { Panel } from '../../components/ui/panel';
import { reportUseTexts } from './report-use-texts';
import { TotalsBarChart } from './report-charts';
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
import { Icon } from '../../components/ui/icon';

const INCOME_GREEN = '#15803d';

const statusLabels: Record<TrendMonth['status'], string> = {
  current: 'Current',
  previous: 'Previous',
  historical: 'Historical',
};

const statusTones: Record<TrendMonth['status'], string> = {
  current: 'bg-brand-50 text-brand-800',
  previous: 'bg-slate-100 text-slate-800',
  historical: 'bg-white text-slate-600 ring-1 ring-slate-200 ring-inset',
};

const insightTones: Record<string, string> = {
  'Strong growth': 'text-green-700',
  'Well diversified': 'text-green-700',
  'Above average': 'text-green-700',
  Stable: 'text-brand-700',
  'Partially diversified': 'text-brand-700',
  'Slight decline': 'text-amber-800',
  'Below average': 'text-amber-800',
  'Single source': 'text-amber-800',
  'Significant decline': 'text-red-700',
};

/** The Income Analysis screen (Pro; the route wraps it in the Pro gate). */
export function IncomeAnalysisPage() {
  return (
    <ReportPage
      kind="income"
      title="Income Analysis"
      waitingLead="Where your income comes from, and when."
      emptyText={incomeAnalysisTexts.emptyPeriod}
    >
      {(report) => (
        <>
          <IncomeCards report={report} />
          <div className="grid gap-6 lg:grid-cols-2">
            <CategoryPanel
              kind="income"
              categories={report?.byCategory}
              loadingText={incomeAnalysisTexts.loading}
              emptyText={incomeAnalysisTexts.emptyPeriod}
            />
            <Panel title="Income by Day">
              <ByDay report={report} />
            </Panel>
            <Panel title="Monthly Income Trend">
              <Trend report={report} />
            </Panel>
            <Panel title="Income Insights">
              <Insights report={report} />
            </Panel>
          </div>
        </>
      )}
    </ReportPage>
  );
}

/** A best of the period (a source, a day): its name and what it brought in; null when the period has none. */
type Best = { name: string; note: string } | null;

const topSourceOf = (report: IncomeReport, format: Formatters): Best =>
  report.topSource && {
    name: report.topSource.category,
    note: `${format.money(report.topSource.total)} (${report.byCategory[0]?.share.toFixed(1)}% of income)`,
  };

const bestDayOf = (report: IncomeReport, format: Formatters): Best =>
  report.bestDay && {
    name: report.bestDay.label,
    note: `${format.money(report.bestDay.total)} earned on ${report.bestDay.label}s`,
  };

/** A best of the period, or a dash and the empty period's words; `best` is undefined while the report loads. */
function BestCard({
  best,
  ...card
}: Omit<ComponentProps<typeof StatCard>, 'value' | 'children'> & { best: Best | undefined }) {
  return (
    <StatCard {...card} value={best === undefined ? undefined : (best?.name ?? '\u2014')}>
      {best ? best.note : incomeAnalysisTexts.emptyPeriod}
    </StatCard>
  );
}

function IncomeCards({ report }: { report: IncomeReport | undefined }) {
  const format = useFormatters();
  return (
    <ReportCards loading={!report} loadingText={incomeAnalysisTexts.loading} className="xl:grid-cols-4">
      <StatCard
        title={reportUseTexts.totalIncome}
        icon={TrendingUp}
        tone="bg-green-50 text-green-700"
        value={report && format.money(report.totalIncome)}
      >
        {report && changeText(report.change)}
      </StatCard>
      <StatCard
        title="Average Monthly"
        icon={PiggyBank}
        tone="bg-brand-50 text-brand-700"
        value={report && format.money(report.averageMonthly)}
      >
        Per month with income in this period
      </StatCard>
      <BestCard
        title="Top Income Source"
        icon={Trophy}
        tone="bg-amber-50 text-amber-700"
        best={report && topSourceOf(report, format)}
      />
      <BestCard
        title="Best Day"
        icon={Star}
        tone="bg-purple-50 text-purple-700"
        best={report && bestDayOf(report, format)}
      />
    </ReportCards>
  );
}

function ByDay({ report }: { report: IncomeReport | undefined }) {
  if (!report) return <PanelMessage loading>{incomeAnalysisTexts.loadingData}</PanelMessage>;
  if (report.byDayOfWeek.every((day) => day.total === 0))
    return <PanelMessage>{incomeAnalysisTexts.empty}</PanelMessage>;
  return (
    <TotalsBars
      chartLabel="Bar chart of income by day of the week, Sunday to Saturday; the table lists the same figures."
      listLabel="Income by day of the week"
      color={INCOME_GREEN}
      totals={report.byDayOfWeek.map((day) => {
        const best = report.bestDay?.dayOfWeek === day.dayOfWeek;
        return {
          key: String(day.dayOfWeek),
          label: (
            <>
              {day.label}
              {best && (
                <span className="ml-2 rounded bg-purple-50 px-1.5 text-xs font-semibold text-purple-800">
                  Best day
                </span>
              )}
            </>
          ),
          short: day.label.slice(0, 3),
          total: day.total,
          best,
        };
      })}
    />
  );
}

function Direction({ month, prior }: { month: TrendMonth; prior: TrendMonth | undefined }) {
  if (!month.direction || !prior) return <span className="w-5" />;
  const priorName = shortMonth(prior.month);
  const [icon, tone, text] =
    month.direction === 'up'
      ? [TrendingUp, 'text-green-700', `Up from ${priorName}`]
      : month.direction === 'down'
        ? [TrendingDown, 'text-red-700', `Down from ${priorName}`]
        : [Minus, 'text-slate-500', `Same as ${priorName}`];
  return (
    <span className={`flex w-5 justify-center ${tone}`} title={text}>
      <Icon icon={icon} className="h-4 w-4" />
      <span className="sr-only">{text}</span>
    </span>
  );
}

function Trend({ report }: { report: IncomeReport | undefined }) {
  const format = useFormatters();
  if (!report) return <PanelMessage loading>{incomeAnalysisTexts.loadingTrend}</PanelMessage>;
  const months = report.monthlyTrend;
  if (months.every((month) => month.total === 0))
    return <PanelMessage>{incomeAnalysisTexts.emptyTrend}</PanelMessage>;
  return (
    <div className="space-y-4">
      <TotalsBarChart
        label={`Bar chart of income in each of the last ${TREND_MONTHS} months; the list gives the same figures.`}
        color="#1d4ed8"
        data={months.map((month) => ({ name: monthInitials(month.month), total: month.total }))}
      />
      <ol
        aria-label={`Income in the last ${TREND_MONTHS} months`}
        className="divide-y divide-slate-100 text-sm"
      >
        {months.map((month, index) => (
          <li key={month.month} className="flex items-center gap-3 py-1.5">
            <span className="w-20 shrink-0 font-medium text-slate-900">{shortMonth(month.month)}</span>
            <span className={`rounded px-1.5 text-xs font-semibold ${statusTones[month.status]}`}>
              {statusLabels[month.status]}
            </span>
            <span className="ml-auto tabular-nums">{format.money(month.total)}</span>
            <Direction month={month} prior={months[index - 1]} />
          </li>
        ))}
      </ol>
    </div>
  );
}

function Insight({ title, label, children }: { title: string; label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg bg-slate-50 px-4 py-3">
      <dt className="text-sm font-medium text-slate-600">{title}</dt>
      <dd>
        <p className={`text-lg font-semibold ${insightTones[label] ?? 'text-slate-700'}`}>{label}</p>
        <p className="text-sm text-slate-600">{children}</p>
      </dd>
    </div>
  );
}

function Insights({ report }: { report: IncomeReport | undefined }) {
  if (!report) return <PanelMessage loading>{incomeAnalysisTexts.loadingData}</PanelMessage>;
  const { stability, diversity, potential } = report.insights;
  const categories = diversity.categories;
  return (
    <div className="space-y-3">
      <dl className="space-y-3">
        <Insight title="Stability" label={stability.label}>
          {stability.changePercent === null
            ? 'Needs income last month to compare this month with.'
            : `${formatPercentChange(stability.changePercent)} this month against last month.`}
        </Insight>
        <Insight title="Diversity" label={diversity.label}>
          {categories === 1 ? '1 income category' : `${categories} income categories`} in this period.
        </Insight>
        <Insight title="Potential" label={potential.label}>
          {potential.label === 'Insufficient data'
            ? 'Needs at least 2 months with income.'
            : `This month against your monthly average over the last ${TREND_MONTHS} months.`}
        </Insight>
      </dl>
      <p className="flex items-center gap-2 text-xs text-slate-600">
        <Icon icon={CalendarDays} className="h-3.5 w-3.5" />
        Stability and potential look at calendar months; diversity at the chosen period.
      </p>
    </div>
  );
}

export const Component = IncomeAnalysisPage;
