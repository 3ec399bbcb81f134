import { Calculator, TrendingDown, TrendingUp, Wallet } from 'lucide';
import type { IconNode } from 'lucide';
import type { ReactNode } from 'react';
import { Link } from '../../lib/router';
import { formatDaysUntil, formatPercentChange } from '../../../core/format';
import type { Summary } from '../../../core/summary';
import { FigureCard, FigureTitle } from '../../components/ui/figure-card';
import { useFormatters, useTaxFormatters } from '../settings/use-preferences';
import { ReviewWaitingNotice } from '../review/review-waiting-notice';
import { dashboardUseTexts } from '../review/review-texts';
import type { CalendarDate } from '../../../core/dates';
import type { TaxOwed } from '../../../core/tax/owed-api';
import { OwedDetails, useOwedHeadline } from '../tax/tax-owed';

function changeText(change: number | null): string {
  return change === null
    ? 'No data for the previous period'
    : `${formatPercentChange(change)} from last period`;
}

// The period's business money in and out, each beside how it changed from the period before.
const flows = [
  { key: 'income', title: 'Total Income', icon: TrendingUp, tone: 'bg-green-50 text-green-700' },
  { key: 'expenses', title: 'Total Expenses', icon: TrendingDown, tone: 'bg-red-50 text-red-700' },
] as const;

/** One figure of the dashboard, named by its title, with a line about it and a way on to its page. */
export function SummaryCard({
  title,
  value,
  icon,
  tone,
  children,
  extra,
  link,
  notice,
  business = false,
}: {
  title: string;
  value: string | undefined;
  icon: IconNode;
  tone: string;
  children: ReactNode;
  /** More under the figure, before the note (what is due to each, what is overdue). */
  extra?: ReactNode;
  /** A way on to the page with the details. */
  link?: ReactNode;
  /** A line of its own under the figure (items left out of it). */
  notice?: ReactNode;
  /** A business figure: said above its title, since the period's personal money is not in it. */
  business?: boolean;
}) {
  return (
    <FigureCard
      title={title}
      heading={
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <FigureTitle>{title}</FigureTitle>
          {business && (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
              {dashboardUseTexts.businessLabel}
            </span>
          )}
        </div>
      }
      icon={icon}
      tone={tone}
      loading={value === undefined}
      footer={link && <p className="mt-2 text-sm">{link}</p>}
    >
      <p className="mt-1 text-2xl font-bold tracking-tight break-words text-slate-900 tabular-nums">
        {value}
      </p>
      {extra}
      <p className="mt-2 text-sm text-slate-600">{children}</p>
      {notice}
    </FigureCard>
  );
}

/** The card's detail: one federal installment of the year, never the headline. */
export const quarterlyTaxNote = (taxYear: number, installment: string) =>
  `Your ${taxYear} federal quarterly installment is ${installment}, the same as on Tax Estimates.`;
/** The card's figure when what is owed could not be loaded. */
export const owedUnavailable = 'Not available right now: see Tax Estimates';
/** Said instead when the year's return is a refund: nothing to pay ahead. */
export const expectedRefundNote = (taxYear: number, refund: string) =>
  `You can expect a refund of ${refund} for ${taxYear}: no estimated payments are needed.`;

/**
 * Total Income, Total Expenses, Net Income with profit margin, and Tax Due: what is owed by the next due date, the
 * same headline as on Tax Estimates, with the year's federal installment as detail.
 */
export function SummaryCards({
  summary,
  owed,
  owedFailed = false,
  today,
}: {
  summary: Summary | undefined;
  /** What is owed by the next due date: the card's headline. */
  owed: TaxOwed | undefined;
  /** It could not be loaded: said in the card rather than a figure that never comes. */
  owedFailed?: boolean;
  today: CalendarDate;
}) {
  const format = useFormatters();
  const headline = useOwedHeadline(owed, today);
  // US tax is figured in dollars: the installment is written as Tax Estimates writes it, whatever the currency.
  const taxFormat = useTaxFormatters();
  return (
    // Columns by the room the cards have, measured in rem (a container query), so that with a larger text size
    // (the accessibility panel) they wrap instead of breaking their figures.
    <div className="@container">
      <div className="grid gap-4 @lg:grid-cols-2 @4xl:grid-cols-4">
        {flows.map(({ key, ...card }) => (
          <SummaryCard key={key} {...card} business value={summary && format.money(summary[key])}>
            {summary && changeText(summary.change[key])}
          </SummaryCard>
        ))}
        <SummaryCard
          title="Net Income"
          business
          icon={Wallet}
          tone="bg-brand-50 text-brand-700"
          value={summary && format.money(summary.net)}
        >
          {summary && `Profit margin: ${summary.profitMargin}%`}
        </SummaryCard>
        <SummaryCard
          title="Tax Due"
          icon={Calculator}
          tone="bg-amber-50 text-amber-700"
          value={headline ?? (owedFailed ? owedUnavailable : undefined)}
          extra={owed && <OwedDetails owed={owed} />}
          notice={summary && <ReviewWaitingNotice review={summary.review} compact />}
          link={
            // Free users meet the Pro gate there.
            <Link to="/reports/taxes" className="font-medium text-brand-700 underline underline-offset-2">
              See the full estimate
            </Link>
          }
        >
          {summary && (
            <>
              {summary.expectedRefund > 0
                ? expectedRefundNote(summary.taxYear, taxFormat.money(summary.expectedRefund))
                : quarterlyTaxNote(summary.taxYear, taxFormat.money(summary.estimatedQuarterlyTax))}{' '}
              {`Next due: ${format.date(summary.nextTaxDue.date)} (${formatDaysUntil(summary.nextTaxDue.daysUntil)})`}
            </>
          )}
        </SummaryCard>
      </div>
      {summary && (
        <p className="mt-3 text-sm text-slate-700">
          {dashboardUseTexts.personal(
            format.money(summary.personal.income),
            format.money(summary.personal.expenses),
          )}
        </p>
      )}
    </div>
  );
}
