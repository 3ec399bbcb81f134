import { ChevronLeft, ChevronRight, PartyPopper } from 'lucide';
import { useEffect, useMemo, useState } from 'react';
import type { Item } from '../../../core/items';
import { Alert } from '../../components/ui/alert';
import { buttonClass } from '../../components/ui/button';
import { IconButton } from '../../components/ui/icon-button';
import { LoadingStatus } from '../../components/ui/loading-status';
import { PageTitle } from '../../components/ui/page-title';
import { QueryError } from '../../components/ui/query-error';
import { Skeleton } from '../../components/ui/skeleton';
import { Link } from '../../lib/router';
import { toast } from '../../lib/toasts';
import { useCategoriesInUse, useUpdateItem } from '../items/items-api';
import { useCreateRule, useFileWaitingItems } from '../rules/rules-api';
import { ownCategoriesOf } from './review-choices';
import { useReviewQueue } from './review-api';
import { ReviewItemCard, type ReviewDecision } from './review-item-card';
import { nearEndOfLoaded, nextToReview } from './review-queue';
import { reviewTexts } from './review-texts';
import { Icon } from '../../components/ui/icon';

const navButton =
  'rounded-lg border border-slate-300 bg-white p-2 text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-300';

const steps = {
  previous: { icon: ChevronLeft, shortcut: 'ArrowLeft' },
  next: { icon: ChevronRight, shortcut: 'ArrowRight' },
} as const;

/** Moves to the item before or after, as its arrow key does; there is none to move to at either end. */
function StepButton({ to, onStep }: { to: keyof typeof steps; onStep: (() => void) | undefined }) {
  return (
    <IconButton
      icon={steps[to].icon}
      label={reviewTexts[to]}
      className={navButton}
      disabled={!onStep}
      onClick={onStep}
      aria-keyshortcuts={steps[to].shortcut}
    />
  );
}

function ReviewFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-xl space-y-5">
      <div>
        <PageTitle title={reviewTexts.title}>{reviewTexts.title}</PageTitle>
        <p className="mt-1 text-slate-700">{reviewTexts.intro}</p>
      </div>
      {children}
    </div>
  );
}

function LoadingQueue({ text }: { text: string }) {
  return (
    <LoadingStatus text={text}>
      <div aria-hidden="true" className="space-y-4">
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <Skeleton className="h-8 w-32" />
          <Skeleton className="mt-4 h-5 w-3/4" />
          <Skeleton className="mt-2 h-4 w-40" />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <Skeleton className="h-14 w-full rounded-xl" />
          <Skeleton className="h-14 w-full rounded-xl" />
        </div>
      </div>
    </LoadingStatus>
  );
}

function NothingToReview() {
  return (
    <section
      aria-labelledby="nothing-to-review"
      className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm"
    >
      <Icon icon={PartyPopper} className="mx-auto h-10 w-10 text-brand-700" />
      <h2 id="nothing-to-review" className="mt-3 text-xl font-semibold text-slate-900">
        {reviewTexts.emptyTitle}
      </h2>
      <p className="mt-1 text-slate-700">{reviewTexts.emptyBody}</p>
      <Link to="/dashboard" className={buttonClass('primary', 'mt-5')}>
        {reviewTexts.backToDashboard}
      </Link>
    </section>
  );
}

/** The queue of items waiting to be marked business or personal, one at a time. */
export function ReviewPage() {
  const queue = useReviewQueue();
  if (queue.isPending)
    return (
      <ReviewFrame>
        <LoadingQueue text={reviewTexts.loading} />
      </ReviewFrame>
    );
  if (queue.isError)
    return (
      <ReviewFrame>
        <QueryError error={queue.error} onRetry={() => void queue.refetch()} />
      </ReviewFrame>
    );
  return (
    <ReviewFrame>
      <ReviewQueue
        items={queue.data.pages.flatMap((page) => page.items)}
        total={queue.data.pages[0]?.total ?? 0}
        moreToLoad={queue.hasNextPage}
        loadingMore={queue.isFetchingNextPage}
        loadMore={() => void queue.fetchNextPage()}
      />
    </ReviewFrame>
  );
}

function ReviewQueue({
  items,
  total,
  moreToLoad,
  loadingMore,
  loadMore,
}: {
  items: readonly Item[];
  total: number;
  moreToLoad: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}) {
  const [index, setIndex] = useState(0);
  const [decisions, setDecisions] = useState<ReadonlyMap<string, ReviewDecision>>(new Map());
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<string>();
  // The first item shown keeps the focus where the page put it; each one moved to takes it.
  const [moved, setMoved] = useState(false);
  const goTo = (to: number) => {
    setMoved(true);
    setIndex(to);
  };
  const updateItem = useUpdateItem();
  const createRule = useCreateRule();
  const fileWaiting = useFileWaitingItems();
  const inUse = useCategoriesInUse();
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  const item = items[index];
  const ownCategories = useMemo(
    () => (item && inUse.data ? ownCategoriesOf(inUse.data.categories, item.type) : []),
    [item, inUse.data],
  );

  useEffect(() => {
    if (moreToLoad && !loadingMore && nearEndOfLoaded(index, items.length)) loadMore();
  }, [index, items.length, moreToLoad, loadingMore, loadMore]);

  const finished = !moreToLoad && items.every((each) => decisions.has(each.id));
  if (total === 0 || finished) return <NothingToReview />;

  const busy = updateItem.isPending || createRule.isPending || fileWaiting.isPending;
  const lastIndex = moreToLoad ? items.length : items.length - 1;
  const previous = index > 0 ? () => goTo(index - 1) : undefined;
  const next = index < lastIndex ? () => goTo(index + 1) : undefined;

  /**
   * The new rule files the items from here already waiting too; they are decided with it, so the queue moves past
   * them. Answers what to say of them.
   */
  const fileWaitingWith = async (
    ruleId: string,
    decision: ReviewDecision,
    decided: Map<string, ReviewDecision>,
  ) => {
    try {
      const { filed } = await fileWaiting.mutateAsync(ruleId);
      for (const id of filed) decided.set(id, decision);
      return reviewTexts.filedWaiting(filed.length);
    } catch (error) {
      toast.error(reviewTexts.fileWaitingFailed(messageOf(error)));
      return '';
    }
  };

  const mark = async (marked: Item, decision: ReviewDecision, always: string | null) => {
    setFailure(undefined);
    const { use, category, businessPercent } = decision;
    const share = use === 'business' ? { businessPercent } : {};
    try {
      await updateItem.mutateAsync({ id: marked.id, patch: { use, category, ...share } });
    } catch (error) {
      setFailure(reviewTexts.markFailed(messageOf(error)));
      return;
    }
    let said = reviewTexts.marked(use, category, businessPercent);
    const decided = new Map(decisions).set(marked.id, decision);
    if (always) {
      try {
        const rule = await createRule.mutateAsync({
          contains: always,
          type: marked.type,
          category,
          use,
          ...share,
        });
        said = `${said}. ${reviewTexts.ruleSaved(always)}`;
        said += await fileWaitingWith(rule.id, decision, decided);
      } catch (error) {
        toast.error(reviewTexts.ruleFailed(messageOf(error)));
      }
    }
    setAnnouncement(said);
    setDecisions(decided);
    const to = nextToReview(ids, new Set(decided.keys()), index, moreToLoad);
    if (to !== 'done') goTo(to);
  };

  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="text-base font-semibold text-slate-900 tabular-nums">
            {reviewTexts.progress(Math.min(index + 1, total), total)}
          </p>
          <p role="status" className="text-sm font-medium text-green-800">
            {announcement}
          </p>
        </div>
        <div className="flex gap-2">
          <StepButton to="previous" onStep={previous} />
          <StepButton to="next" onStep={next} />
        </div>
      </div>
      {failure && <Alert tone="error">{failure}</Alert>}
      {item ? (
        <ReviewItemCard
          key={item.id}
          item={item}
          position={index + 1}
          total={total}
          ownCategories={ownCategories}
          decision={decisions.get(item.id)}
          busy={busy}
          onMark={(decision, always) => void mark(item, decision, always)}
          onPrevious={previous}
          onNext={next}
          takeFocus={moved}
        />
      ) : (
        <LoadingQueue text={reviewTexts.loadingMore} />
      )}
      <p className="hidden text-sm text-slate-600 sm:block">{reviewTexts.keys}</p>
    </div>
  );
}

export const Component = ReviewPage;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
