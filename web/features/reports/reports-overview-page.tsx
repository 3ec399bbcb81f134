import { format } from 'date-fns';
import { ArrowRight, Calculator, TrendingDown, TrendingUp } from 'lucide';
import type { IconNode } from 'lucide';
import { useId, useState } from 'react';
import { Link } from '../../lib/router';
import { localDate } from '../../../core/dates';
import { formatDaysUntil } from '../../../core/format';
import { isPro } from '../../../core/subscription';
import { PageHeader } from '../../components/ui/page-header';
import { QueryError } from '../../components/ui/query-error';
import { Skeleton } from '../../components/ui/skeleton';
import { useSummary } from '../dashboard/use-summary';
import { ExportButton } from '../export/export-button';
import { useSubscription } from '../subscription/use-subscription';
import { useFormatters } from '../settings/use-preferences';
import { Icon } from '../../components/ui/icon';

interface ReportCardProps {
  to: string;
  title: string;
  description: string;
  icon: IconNode;
  tone: string;
  figureLabel: string;
  figure: string | undefined;
  note?: string | undefined;
  /** Free users see that the report needs Pro (the link leads to the Pro gate). */
  proBadge: boolean;
}

function ReportCard({
  to,
  title,
  description,
  icon,
  tone,
  figureLabel,
  figure,
  note,
  proBadge,
}: ReportCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="relative flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md"
    >
      <div className="flex items-start justify-between gap-3">
        <span className={`rounded-lg p-2 ${tone}`}>
          <Icon icon={icon} className="h-5 w-5" />
        </span>
        {proBadge && (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
            Pro
          </span>
        )}
      </div>
      <h2 id={headingId} className="mt-3 text-lg font-semibold text-slate-900">
        {/* The whole card is the link's target area; its name is the report's. */}
        <Link to={to} className="after:absolute after:inset-0 focus-visible:outline-none">
          {title}
        </Link>
      </h2>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      <div className="mt-4 border-t border-slate-100 pt-4">
        <p className="text-sm text-slate-600">{figureLabel}</p>
        {figure === undefined ? (
          <Skeleton className="mt-1 h-7 w-28" />
        ) : (
          <p className="text-2xl font-bold tracking-tight text-slate-900 tabular-nums">{figure}</p>
        )}
        {note && <p className="mt-1 text-sm text-slate-600">{note}</p>}
      </div>
      <p
        className="mt-auto flex items-center gap-1 pt-4 text-sm font-medium text-brand-700"
        aria-hidden="true"
      >
        Open report <Icon icon={ArrowRight} className="h-4 w-4" />
      </p>
    </section>
  );
}

// The reports of money in and out, each with its total so far this month; the route is /reports/<flow>.
const flowReports = [
  {
    flow: 'income',
    title: 'Income Analysis',
    description: 'Income by category and day of the week, the six-month trend and insights.',
    look: { icon: TrendingUp, tone: 'bg-green-50 text-green-700' },
    figureName: 'Income',
  },
  {
    flow: 'expenses',
    title: 'Expense Breakdown',
    description: 'Expenses by category and month, and your largest expenses.',
    look: { icon: TrendingDown, tone: 'bg-red-50 text-red-700' },
    figureName: 'Expenses',
  },
] as const;

/** /reports and /analytics: the three reports with this month's headline figures; the sidebar links here. */
export function ReportsOverviewPage() {
  const display = useFormatters();
  const [today] = useState(localDate);
  const month = today.slice(0, 7);
  const summary = useSummary({ from: `${month}-01`, to: today }, today);
  const subscription = useSubscription();
  const free = subscription.data ? !isPro(subscription.data) : false;
  const figures = summary.data;
  const thisMonth = format(new Date(Number(month.slice(0, 4)), Number(month.slice(5)) - 1, 1), 'MMMM yyyy');

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <PageHeader title="Reports & Analytics" actions={<ExportButton />}>
        Your figures for {thisMonth} so far, and the reports behind them.
      </PageHeader>

      {summary.isError && !figures && (
        <QueryError error={summary.error} onRetry={() => void summary.refetch()} />
      )}

      <div className="grid gap-4 md:grid-cols-3">
        {flowReports.map(({ flow, look, figureName, ...report }) => (
          <ReportCard
            key={flow}
            to={`/reports/${flow}`}
            {...report}
            {...look}
            figureLabel={`${figureName} in ${thisMonth}`}
            figure={figures && display.money(figures[flow])}
            proBadge={free}
          />
        ))}
        <ReportCard
          to="/reports/taxes"
          title="Tax Estimates"
          description="Federal income and self-employment tax for the year, and each quarterly payment."
          icon={Calculator}
          tone="bg-amber-50 text-amber-700"
          figureLabel={figures ? `Quarterly installment (${figures.taxYear})` : 'Quarterly installment'}
          figure={figures && display.money(figures.estimatedQuarterlyTax)}
          note={
            figures &&
            `Next due: ${display.date(figures.nextTaxDue.date)} (${formatDaysUntil(figures.nextTaxDue.daysUntil)})`
          }
          proBadge={free}
        />
      </div>
    </div>
  );
}

export const Component = ReportsOverviewPage;
