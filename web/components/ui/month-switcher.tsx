import { ChevronLeft, ChevronRight } from 'lucide';
import { Button } from './button';
import { Icon } from './icon';

/**
 * The month shown, as the heading `headingId` names its section by (read out as it changes), with the month
 * before, a way back to the current one (`currentLabel`, marked as the current date while it is shown) and the
 * month after.
 */
export function MonthSwitcher({
  headingId,
  title,
  className = '',
  previousLabel,
  nextLabel,
  currentLabel,
  showingCurrent,
  onPrevious,
  onCurrent,
  onNext,
}: {
  headingId: string;
  title: string;
  className?: string;
  previousLabel: string;
  nextLabel: string;
  currentLabel: string;
  /** Given, the current month's button says whether it is the one shown; left out, it says nothing. */
  showingCurrent?: boolean;
  onPrevious: () => void;
  onCurrent: () => void;
  onNext: () => void;
}) {
  return (
    <div className={`${className} flex flex-wrap items-center justify-between gap-3`.trim()}>
      <h2 id={headingId} aria-live="polite" className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="flex items-center gap-2">
        <Button variant="secondary" className="px-2.5" aria-label={previousLabel} onClick={onPrevious}>
          <Icon icon={ChevronLeft} className="h-4 w-4" />
        </Button>
        <Button variant="secondary" aria-current={showingCurrent ? 'date' : undefined} onClick={onCurrent}>
          {currentLabel}
        </Button>
        <Button variant="secondary" className="px-2.5" aria-label={nextLabel} onClick={onNext}>
          <Icon icon={ChevronRight} className="h-4 w-4" />
        </Button>
      </div>
    </div>
  );
}
