import { Plus } from 'lucide';
import { lazy, memo, Suspense, useCallback, useEffect, useState } from 'react';
import { localDate, type CalendarDate } from '../../../core/dates';
import { periodDatesText, periodRange, type DashboardPeriod } from '../../../core/periods';
import { isAtItemLimit } from '../../../core/plan-usage';
import { FREE_ITEM_LIMIT } from '../../../core/plans';
import type { Summary } from '../../../core/summary';
import { Button, buttonClass } from '../../components/ui/button';
import { AfterFirstPaint, useAfterFirstPaint } from '../../lib/after-first-paint';
import { DisclaimerBanner } from '../../components/ui/disclaimer-banner';
import { PageTitle } from '../../components/ui/page-title';
import { QueryError } from '../../components/ui/query-error';
import { isPro } from '../../../core/subscription-status';
import { useSession } from '../auth/session';
import { usePlanAnswered, useSubscription } from '../subscription/use-subscription';
import { readRememberedPro, rememberPro } from '../subscription/remembered-plan';
import { installmentDueOn } from '../tax/payment-quarter';
import { useTaxOwed } from '../tax/planner-api';
import { ExportButton } from '../export/export-button';
import { AddItemDialog, loadItemDialogs } from '../items/lazy-item-dialogs';
import { FreeTierUsageMeter } from './free-tier-usage-meter';
import { loadDashboardReceipts, loadSnapReceiptButton } from '../receipts/load-receipt-parts';
import { receiptWords } from '../receipts/receipt-words';
import { PeriodPicker } from './period-picker';
import { useFormatters } from '../settings/use-preferences';
import { QuickEntryForm } from './quick-entry-form';
import { RecentTransactions } from './recent-transactions';
import { useRememberedPeriod } from './remembered-period';
import { SummaryCards } from './summary-cards';
import { dashboardGreeting } from './greeting';
import { TopExpenses } from './top-expenses';
import { UpcomingDeadlines } from './upcoming-deadlines';
import { sameStateDueDates } from '../../../core/tax/tax-due-days';
import { useSummary } from './use-summary';
import { ReviewQueueCard } from '../review/review-queue-card';
import { DashboardBudgetCards } from '../budget/dashboard-budget-cards';
import { UseCheckNotice } from '../review/use-check-notice';
import { useViewingClient } from '../sharing/use-viewing-client';
import { Icon } from '../../components/ui/icon';

// Receipts are Pro's; their dashboard parts (Snap a receipt, the count, Receipts to file) load for Pro users
// only, after the page, so the signed-in first load stays within its budget. Free users meet receipts on
// Transactions and in the expense dialog, with the Pro notice.
const DashboardReceipts = lazy(() =>
  loadDashboardReceipts().then((module) => ({ default: module.DashboardReceipts })),
);
const SnapReceiptButton = lazy(() =>
  loadSnapReceiptButton().then((module) => ({ default: module.SnapReceiptButton })),
);

/**
 * Where Snap a receipt goes (a row of its own on a phone) while its code loads, unseen and of its size, so
 * that the page below does not move down when it arrives (layout shift).
 */
function SnapReceiptSlot() {
  return (
    <span aria-hidden="true" className={buttonClass('secondary', 'invisible w-full sm:w-auto')}>
      <span className="h-4 w-4" />
      {receiptWords.snap}
    </span>
  );
}

/**
 * Snap a receipt, whose code (and the camera's) loads after the page: its place is held in the page's first draw and
 * the button asked for after that draw is painted, so the first paint does not start on a lazy part.
 */
function SnapReceipt() {
  if (!useAfterFirstPaint()) return <SnapReceiptSlot />;
  return (
    <Suspense fallback={<SnapReceiptSlot />}>
      <SnapReceiptButton className="w-full sm:w-auto" />
    </Suspense>
  );
}

const preloadItemDialogs = () => void loadItemDialogs().catch(() => undefined);

// The panels below the cards keep their own data (items, preferences); memo keeps them from drawing again
// each time the summary, the plan or the planner arrives, which made three long tasks on a phone.
const QuickEntry = memo(QuickEntryForm);
const Recent = memo(RecentTransactions);
// The state's dates come with each summary answer; equal dates are not drawn again.
const Deadlines = memo(
  UpcomingDeadlines,
  (before, after) =>
    before.today === after.today &&
    sameStateDueDates(before.state, after.state) &&
    before.owed === after.owed,
);
const Expenses = memo(TopExpenses);
const Cards = memo(SummaryCards);

/** The title, greeting and the page's actions: drawn again only when the period or the plan changes. */
const DashboardHeading = memo(function DashboardHeading({
  greeting,
  period,
  dates,
  onPeriod,
  pro,
  readOnly,
  onAdd,
}: {
  /** 'Welcome back, …!' */
  greeting: string;
  /** The dates the period's figures cover: 'This month: 11/01/2026 – 11/28/2026'. */
  dates: string;
  period: DashboardPeriod;
  onPeriod: (period: DashboardPeriod) => void;
  pro: boolean;
  /** Adding is not offered: a tax preparer reads a client's books. */
  readOnly: boolean;
  onAdd: () => void;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <PageTitle title="Dashboard">Dashboard</PageTitle>
        <p className="mt-1 break-words text-slate-700">{greeting}</p>
        <p className="mt-1 text-sm text-slate-600">{dates}</p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <PeriodPicker value={period} onChange={onPeriod} />
        {/* The full item form (react-hook-form, zod) starts downloading as a pointer, finger or focus reaches it. */}
        {!readOnly && (
          <Button
            onClick={onAdd}
            onPointerEnter={preloadItemDialogs}
            onTouchStart={preloadItemDialogs}
            onFocus={preloadItemDialogs}
          >
            <Icon icon={Plus} className="h-4 w-4" />
            Add New
          </Button>
        )}
        <ExportButton />
        {pro && !readOnly && <SnapReceipt />}
      </div>
    </div>
  );
});
const TaxDisclaimer = memo(function TaxDisclaimer() {
  return <DisclaimerBanner context="tax" />;
});

/**
 * The free plan's usage meter. Until the summary says which plan this is, the meter of the free plan (most
 * accounts) holds its place, unseen, so the cards below do not jump down when it arrives (layout shift); not for a
 * Pro user (the plan is known from the start: the dashboard's HTML preloads it), whose meter never comes.
 */
function UsageMeterSlot({ usage, loading }: { usage: Summary['usage'] | undefined; loading: boolean }) {
  if (loading) {
    return (
      <div aria-hidden="true" className="invisible">
        <FreeTierUsageMeter items={0} limit={FREE_ITEM_LIMIT} />
      </div>
    );
  }
  return usage && usage.limit !== null ? (
    <FreeTierUsageMeter items={usage.items} limit={usage.limit} />
  ) : null;
}

export function DashboardPage() {
  const session = useSession();
  const user = session.data?.user;
  if (!user) return <p>Please sign in to view your dashboard.</p>;
  return <Dashboard userId={user.id} name={user.name} email={user.email} />;
}

/**
 * Whether to lay the page out for Pro: the plan's answer (`known`) once it is here, until then the plan this device
 * remembers for the user (web/features/subscription/remembered-plan.ts), so the first draw is the right layout.
 * Undefined on a device that remembers none while the plan's first answer (asked with the page) is still coming:
 * drawn as free, the page moved down under the reader when the answer brought Pro's Snap a receipt (Lighthouse
 * measured a layout shift of 0.035 on a phone).
 */
function useProLayout(userId: string, plan: ReturnType<typeof useSubscription>): boolean | undefined {
  const known = plan.data ? isPro(plan.data) : undefined;
  const [remembered] = useState(() => readRememberedPro(userId));
  useEffect(() => {
    if (known !== undefined) rememberPro(userId, known);
  }, [userId, known]);
  const answered = usePlanAnswered(plan);
  return known ?? remembered ?? (answered ? false : undefined);
}

/**
 * What is owed by the next due date, federal and state: asked of that installment's tax year (in early January, last
 * year's fourth), on every plan, since the estimate is every plan's.
 */
function useOwed(today: CalendarDate) {
  return useTaxOwed(installmentDueOn(today).taxYear, today);
}

function Dashboard({ userId, name, email }: { userId: string; name: string; email: string }) {
  const [period, setPeriod] = useRememberedPeriod();
  const [adding, setAdding] = useState(false);
  const startAdding = useCallback(() => setAdding(true), []);
  const today = localDate();
  const range = periodRange(period, today);
  const format = useFormatters();
  const summary = useSummary(range, today);
  const subscription = useSubscription();
  const pro = subscription.data ? isPro(subscription.data) : false;
  const proLayout = useProLayout(userId, subscription);
  const usage = summary.data?.usage;
  const limitReached = usage ? isAtItemLimit(usage) : false;
  const owed = useOwed(today);
  const viewingClient = useViewingClient();
  if (proLayout === undefined) return null;

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <DashboardHeading
        greeting={dashboardGreeting({ name, email })}
        period={period}
        dates={periodDatesText(period, range, format.date)}
        onPeriod={setPeriod}
        pro={proLayout}
        readOnly={viewingClient}
        onAdd={startAdding}
      />
      <TaxDisclaimer />
      <UsageMeterSlot usage={usage} loading={summary.isPending && !proLayout} />
      <UseCheckNotice />
      <ReviewQueueCard review={summary.data?.review} />

      {summary.isError && !summary.data ? (
        <QueryError error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <div
          aria-busy={summary.isFetching}
          className={summary.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
        >
          <Cards summary={summary.data} owed={owed.data} owedFailed={owed.isError} today={today} />
        </div>
      )}

      {/* The month's budget, asked beside the summary; its cards hold their size while it comes (no layout shift). */}
      {!viewingClient && <DashboardBudgetCards today={today} />}

      {/* Under the cards, so that their arrival (after the page) does not push the cards down. */}
      {pro && (
        <Suspense fallback={null}>
          <DashboardReceipts range={range} />
        </Suspense>
      )}

      {/* Columns by the room there is in rem (a container query), so a larger text size stacks the panels.
          Each panel is drawn in a task of its own once the top is painted, so none makes a long task. */}
      <div className="@container">
        <div className="grid gap-6 @3xl:grid-cols-3">
          <div className="min-w-0 space-y-6 @3xl:col-span-2">
            {!viewingClient && (
              <AfterFirstPaint>
                <QuickEntry limitReached={limitReached} />
              </AfterFirstPaint>
            )}
            <AfterFirstPaint>
              <Recent />
            </AfterFirstPaint>
          </div>
          <div className="min-w-0 space-y-6">
            <AfterFirstPaint>
              <Expenses summary={summary.data} failed={summary.isError} />
            </AfterFirstPaint>
            <AfterFirstPaint>
              <Deadlines today={today} state={summary.data?.state ?? null} owed={owed.data} />
            </AfterFirstPaint>
          </div>
        </div>
      </div>

      {adding && <AddItemDialog limitReached={limitReached} onClose={() => setAdding(false)} />}
    </div>
  );
}

export const Component = DashboardPage;
