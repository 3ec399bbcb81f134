import { Briefcase, House } from 'lucide';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { Item } from '../../../core/items';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { categoryOptions } from '../items/item-type-options';
import { ruleTextOf } from '../rules/rule-texts';
import { useFormatters } from '../settings/use-preferences';
import {
  businessCategoryChoices,
  businessCategoryDefault,
  businessPercentDefault,
  parseBusinessPercent,
  personalCategoryChoices,
  personalCategoryDefault,
} from './review-choices';
import { reviewTexts, typeLabels } from './review-texts';
import { Icon } from '../../components/ui/icon';

/** What the person decided for an item. */
export interface ReviewDecision {
  use: 'business' | 'personal';
  category: string;
  /** 100 for a personal item. */
  businessPercent: number;
}

/** Keys typed into a field belong to the field: B, P and the arrows move nothing then. */
function typingInField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

const markButton =
  'flex min-h-14 w-full items-center justify-center gap-2 rounded-xl px-4 py-3 text-lg font-semibold shadow-sm transition-colors focus:ring-4 focus:outline-none disabled:cursor-not-allowed disabled:opacity-60';

const marks = {
  business: {
    icon: Briefcase,
    label: 'Business',
    shortcut: 'B',
    tone: 'bg-brand-700 text-white hover:bg-brand-800 focus:ring-brand-600/40',
  },
  personal: {
    icon: House,
    label: 'Personal',
    shortcut: 'P',
    tone: 'bg-slate-800 text-white hover:bg-slate-900 focus:ring-slate-500/40',
  },
} as const;

/** One of the two big buttons that mark the item, at the foot of its column; its letter marks it from a keyboard. */
function MarkButton({
  use,
  disabled,
  onMark,
}: {
  use: keyof typeof marks;
  disabled: boolean;
  onMark: () => void;
}) {
  const { icon, label, shortcut, tone } = marks[use];
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={onMark}
      aria-keyshortcuts={shortcut}
      className={`${markButton} mt-auto ${tone}`}
    >
      <Icon icon={icon} className="h-5 w-5" />
      {label}
    </button>
  );
}

/**
 * One item waiting to be marked: what it is, its category and share for either use, and the two big buttons. On a
 * keyboard B and P mark it and the arrows move to the item before or after.
 */
export function ReviewItemCard({
  item,
  position,
  total,
  ownCategories,
  decision,
  busy,
  onMark,
  onPrevious,
  onNext,
  takeFocus,
}: {
  item: Item;
  position: number;
  total: number;
  ownCategories: readonly string[];
  /** What was decided for it earlier on this visit. */
  decision: ReviewDecision | undefined;
  busy: boolean;
  /** `always`: the words of a rule to save with it, or null. */
  onMark: (decision: ReviewDecision, always: string | null) => void;
  onPrevious: (() => void) | undefined;
  onNext: (() => void) | undefined;
  /** Moved to from another item: the card takes the focus, so that it is read out and Tab starts from it. */
  takeFocus: boolean;
}) {
  const format = useFormatters();
  const alwaysId = useId();
  const shareField = useRef<HTMLInputElement>(null);
  const card = useRef<HTMLElement>(null);
  // In the same commit as the card: a passive effect runs later, and a key typed into a field before it would lose
  // the focus to the card half-way through.
  useLayoutEffect(() => {
    if (takeFocus) card.current?.focus();
    // Once, when the item is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [businessCategory, setBusinessCategory] = useState(() =>
    decision?.use === 'business' ? decision.category : businessCategoryDefault(item.type, item.category),
  );
  const [personalCategory, setPersonalCategory] = useState(() =>
    decision?.use === 'personal' ? decision.category : personalCategoryDefault(item.type, item.category),
  );
  const [shareText, setShareText] = useState(() =>
    decision?.use === 'business' ? String(decision.businessPercent) : businessPercentDefault,
  );
  const [shareError, setShareError] = useState<string>();
  const [always, setAlways] = useState(false);
  const merchant = ruleTextOf(item.description);

  const markBusiness = () => {
    const businessPercent = parseBusinessPercent(shareText);
    if (businessPercent === undefined) {
      setShareError(reviewTexts.shareInvalid);
      shareField.current?.focus();
      return;
    }
    onMark({ use: 'business', category: businessCategory, businessPercent }, always ? merchant : null);
  };
  const markPersonal = () =>
    onMark({ use: 'personal', category: personalCategory, businessPercent: 100 }, always ? merchant : null);

  // Listened to on the whole page, so that the keys work wherever focus is, except in a field. Attached again as each
  // draw is committed (a layout effect), not a frame later: a key pressed just after a move must reach the new item's
  // handlers, not the previous item's.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (typingInField(event.target)) return;
      const action = {
        b: busy ? undefined : markBusiness,
        p: busy ? undefined : markPersonal,
        ArrowLeft: onPrevious,
        ArrowRight: onNext,
      }[event.key.length === 1 ? event.key.toLowerCase() : event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  return (
    <div className="space-y-4">
      <article
        ref={card}
        tabIndex={-1}
        aria-label={reviewTexts.itemLabel(position, total)}
        className="scroll-mt-20 rounded-2xl focus:ring-2 focus:ring-brand-600/40 focus:outline-none border border-slate-200 bg-white p-5 shadow-sm"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <p
            className={`text-3xl font-bold tracking-tight tabular-nums ${item.type === 'income' ? 'text-green-800' : 'text-slate-900'}`}
          >
            {format.money(item.amount)}
          </p>
          <p className="text-sm text-slate-700">
            <span className="font-medium">{typeLabels[item.type]}</span> · {format.date(item.date)}
          </p>
        </div>
        <p className="mt-3 text-lg break-words text-slate-900">
          {item.description || <span className="text-slate-600 italic">{reviewTexts.noDescription}</span>}
        </p>
        <p className="mt-1 text-sm text-slate-700">{reviewTexts.suggested(item.category)}</p>
        {decision && (
          <p className="mt-3 inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
            {reviewTexts.marked(decision.use, decision.category, decision.businessPercent)}
          </p>
        )}
      </article>

      <div className="grid grid-cols-2 gap-3">
        <section aria-label="Business" className="flex flex-col gap-3">
          <SelectField
            label={reviewTexts.businessCategory}
            options={categoryOptions(businessCategoryChoices(item.type, item.category, ownCategories))}
            value={businessCategory}
            onChange={(event) => setBusinessCategory(event.target.value)}
          />
          <TextField
            ref={shareField}
            label={reviewTexts.share}
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            hint={reviewTexts.shareHint}
            error={shareError}
            value={shareText}
            onChange={(event) => {
              setShareText(event.target.value);
              setShareError(undefined);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') markBusiness();
            }}
          />
          <MarkButton use="business" disabled={busy} onMark={markBusiness} />
        </section>
        <section aria-label="Personal" className="flex flex-col gap-3">
          <SelectField
            label={reviewTexts.personalCategory}
            options={categoryOptions(personalCategoryChoices(item.type))}
            value={personalCategory}
            onChange={(event) => setPersonalCategory(event.target.value)}
          />
          <MarkButton use="personal" disabled={busy} onMark={markPersonal} />
        </section>
      </div>

      {merchant && (
        <div className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4">
          <input
            id={alwaysId}
            type="checkbox"
            checked={always}
            onChange={(event) => setAlways(event.target.checked)}
            aria-describedby={`${alwaysId}-hint`}
            className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-600 focus:ring-2 focus:ring-brand-600/30"
          />
          <div className="min-w-0 text-sm">
            <label htmlFor={alwaysId} className="font-medium break-words text-slate-800">
              {reviewTexts.always(merchant)}
            </label>
            <p id={`${alwaysId}-hint`} className="text-xs text-slate-600">
              {reviewTexts.alwaysHint}
            </p>
          </div>
        </div>
      )}
    </div>
  );
}
