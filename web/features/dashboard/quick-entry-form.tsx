import { ChevronRight } from 'lucide';
import { lazy, Suspense, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  customCategoryLabel,
  personalCategories,
  quickEntryShortcuts,
  type ItemType,
} from '../../../core/categories';
import { localDate } from '../../../core/dates';
import {
  CUSTOM_CATEGORY,
  quickEntryDescription,
  quickEntryProblems,
  type QuickEntryFields,
  type QuickEntryProblems,
} from '../../../core/item-rules';
import { AmountField } from '../../components/ui/amount-field';
import { Button } from '../../components/ui/button';
import { Panel } from '../../components/ui/panel';
import { SegmentedControl } from '../../components/ui/segmented-control';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../lib/toasts';
import { useSession } from '../auth/session';
import { FreeTierLimitNotice } from '../items/free-tier-limit-notice';
import { ItemDateField } from '../items/item-date-field';
import { LikelyDuplicateNotice, useLikelyDuplicateCheck } from '../items/likely-duplicate-notice';
import { useCreateItem } from '../items/items-api';
import { fieldErrorsOf, itemFailureMessage, itemToasts } from '../items/item-messages';
import { categoryOptions, itemTypeOptions } from '../items/item-type-options';
import { itemUseTexts, useOptions, type ChosenUse } from '../items/item-use-texts';
import {
  newClientRequestId,
  offlineMessages,
  wentUnanswered,
  type OutboxItem,
} from '../offline/quick-entry-outbox';
import { useQuickEntryOutbox } from '../offline/use-quick-entry-outbox';
import { useFormatters } from '../settings/use-preferences';
import { quickEntryTexts } from './quick-entry-texts';
import { isPro } from '../../../core/subscription-status';
import { useSubscription } from '../subscription/use-subscription';
import { loadReceiptOffer } from '../receipts/load-receipt-parts';
import { Icon } from '../../components/ui/icon';

// The offer to keep a receipt arrives when a Pro user first adds an expense.
const ReceiptOffer = lazy(() => loadReceiptOffer().then((module) => ({ default: module.ReceiptOffer })));

/** Quick Entry's categories for a use: the business shortcuts, or the household's list. */
const shortcutsFor = (type: ItemType, use: ChosenUse) =>
  use === 'business' ? quickEntryShortcuts[type] : personalCategories[type];

const emptyEntry = (type: ItemType): QuickEntryFields => ({
  type,
  amount: '',
  category: '',
  customCategory: '',
  date: localDate(),
});

/**
 * Quick entry: an amount and a category, dated today unless the date is changed. Without
 * a connection the entry waits on this device (the person's own outbox) and is sent, once, when it returns.
 */
export function QuickEntryForm({
  limitReached,
  inDialog = false,
  onSaved,
}: {
  limitReached: boolean;
  /** Drawn inside the phone's Quick Entry dialog (quick-entry-dialog.tsx), which has the title. */
  inDialog?: boolean;
  /** After an entry was added (or kept on this device). */
  onSaved?: () => void;
}) {
  const userId = useSession().data?.user.id;
  if (!userId) return null;
  return (
    <QuickEntry
      limitReached={limitReached}
      userId={userId}
      offline={false}
      inDialog={inDialog}
      onSaved={onSaved}
    />
  );
}

/** The dashboard's 'Quick Entry' panel, or nothing around the form in the dialog that carries the same title. */
function QuickEntryFrame({ inDialog, children }: { inDialog: boolean; children: ReactNode }) {
  return inDialog ? children : <Panel title="Quick Entry">{children}</Panel>;
}

/**
 * The same form in the app opened without a connection (web/app/startup-screens.tsx), for the user this
 * device last saw signed in: every entry waits in that user's outbox, to be sent under their session.
 */
export function OfflineQuickEntryForm({ userId }: { userId: string }) {
  return <QuickEntry limitReached={false} userId={userId} offline />;
}

function QuickEntry({
  limitReached,
  userId,
  offline,
  inDialog = false,
  onSaved,
}: {
  limitReached: boolean;
  userId: string;
  /** Opened offline: nobody can be asked, so the entry goes straight to the outbox. */
  offline: boolean;
  inDialog?: boolean;
  onSaved?: () => void;
}) {
  const createItem = useCreateItem();
  const subscription = useSubscription(!offline);
  const pro = subscription.data ? isPro(subscription.data) : false;
  // The expense just added, whose receipt a Pro user is offered to keep.
  const [receiptFor, setReceiptFor] = useState<string>();
  // The generated description writes the date as the user writes dates (Settings' date format).
  const { dateFormat } = useFormatters();
  const outbox = useQuickEntryOutbox(userId);
  // Five fields checked by core's quick-entry rules (the ones quickEntrySchema is built on), held in state
  // rather than by react-hook-form, so neither it nor zod loads with the dashboard. As with the other forms, fields
  // are checked on submit and, after a refused submit, again as they change.
  const [entry, setEntry] = useState<QuickEntryFields>(() => emptyEntry('expense'));
  // Business unless the person says otherwise, as with the full form; kept from one entry to the next, as the type.
  const [use, setUse] = useState<ChosenUse>('business');
  const [errors, setErrors] = useState<QuickEntryProblems>({});
  const [checkAsTyped, setCheckAsTyped] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const amountRef = useRef<HTMLInputElement>(null);
  const categoryRef = useRef<HTMLSelectElement>(null);
  const customCategoryRef = useRef<HTMLInputElement>(null);
  const dateRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const duplicates = useLikelyDuplicateCheck();
  const { type, category } = entry;
  const custom = category === CUSTOM_CATEGORY;

  const change = (next: Partial<QuickEntryFields>) => {
    const changed = { ...entry, ...next };
    setEntry(changed);
    if (checkAsTyped) setErrors(quickEntryProblems(changed));
  };
  const reset = (next: QuickEntryFields) => {
    setEntry(next);
    setErrors({});
    setCheckAsTyped(false);
  };
  const fieldProps = <Field extends 'amount' | 'customCategory' | 'date'>(field: Field) => ({
    name: field,
    value: entry[field],
    onChange: (event: { currentTarget: { value: string } }) => change({ [field]: event.currentTarget.value }),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const problems = quickEntryProblems(entry);
    if (problems.amount || problems.category || problems.customCategory || problems.date) {
      setErrors(problems);
      setCheckAsTyped(true);
      // The first field refused takes the focus, where its message is read out.
      const first = problems.amount
        ? amountRef
        : problems.category
          ? categoryRef
          : problems.customCategory
            ? customCategoryRef
            : dateRef;
      first.current?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      // Offline nobody can be asked: the entry waits on the device as it is.
      const entryToCheck = { type, amount: Number(entry.amount), date: entry.date };
      if (!offline && navigator.onLine && (await duplicates.holdBack(entryToCheck))) return;
      await send({ ...entry, amount: entry.amount.trim(), customCategory: entry.customCategory.trim() });
    } finally {
      setSubmitting(false);
    }
  };

  const send = async (entry: QuickEntryFields) => {
    setReceiptFor(undefined);
    const { date } = entry;
    const name = custom ? entry.customCategory : entry.category;
    const item: OutboxItem = {
      type: entry.type,
      category: name,
      amount: Number(entry.amount),
      date,
      description: quickEntryDescription(name, date, dateFormat),
      tags: [],
      use,
    };
    // One id for this entry, however often it is sent: the server adds it once.
    const clientRequestId = newClientRequestId();
    const keepOnDevice = async () => {
      try {
        await outbox.add({ clientRequestId, item, queuedAt: new Date().toISOString() });
      } catch {
        toast.error(offlineMessages.notSaved);
        return;
      }
      toast.info(offlineMessages.savedOnDevice);
      reset(emptyEntry(entry.type));
      onSaved?.();
    };
    if (offline || !navigator.onLine) {
      await keepOnDevice();
      return;
    }
    let added: { id: string };
    try {
      added = await createItem.mutateAsync({ ...item, clientRequestId });
    } catch (error) {
      // No answer: the server may or may not have it; sending it again with the same id makes that safe.
      if (wentUnanswered(error)) {
        await keepOnDevice();
        return;
      }
      const fields = fieldErrorsOf(error, ['amount', 'category', 'date']);
      if (!fields) {
        toast.error(itemFailureMessage(error, itemToasts.addFailed));
        return;
      }
      setErrors({
        ...(fields.amount ? { amount: fields.amount } : {}),
        ...(fields.category ? { [custom ? 'customCategory' : 'category']: fields.category } : {}),
        ...(fields.date ? { date: fields.date } : {}),
      });
      return;
    }
    toast.success(itemToasts.added(entry.type));
    reset(emptyEntry(entry.type));
    // The connection works: entries made earlier without one need not wait for an 'online' event.
    if (outbox.waiting > 0) void outbox.sync();
    // A Pro user's expense: the offer to keep its receipt; the dialog closes when they are done with it.
    if (pro && entry.type === 'expense') {
      setReceiptFor(added.id);
      return;
    }
    onSaved?.();
  };

  return (
    <QuickEntryFrame inDialog={inDialog}>
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        {limitReached && <FreeTierLimitNotice />}
        <fieldset disabled={limitReached || submitting} className="space-y-4">
          <legend className="sr-only">{quickEntryTexts.legend}</legend>
          <SegmentedControl
            label="Type"
            options={itemTypeOptions}
            value={type}
            onChange={(next: ItemType) => {
              if (next === type) return;
              setEntry({ ...entry, type: next, category: '', customCategory: '' });
              setErrors(({ amount, date }) => ({ ...(amount ? { amount } : {}), ...(date ? { date } : {}) }));
            }}
          />
          {/* What every entry needs, in one short column on a phone (within 460 px from Type to the button, with
              More closed) and one row on wider screens. */}
          <div className="grid gap-4 sm:grid-cols-[minmax(0,9rem)_minmax(0,1fr)_minmax(0,11rem)]">
            <AmountField
              label="Amount"
              placeholder="0.00"
              error={errors.amount}
              ref={amountRef}
              {...fieldProps('amount')}
            />
            <SelectField
              label="Category"
              placeholder="Select a category"
              options={[
                ...categoryOptions(shortcutsFor(type, use)),
                { value: CUSTOM_CATEGORY, label: customCategoryLabel[type] },
              ]}
              error={errors.category}
              ref={categoryRef}
              name="category"
              value={category}
              onChange={(event) => change({ category: event.currentTarget.value })}
            />
            <ItemDateField error={errors.date} ref={dateRef} {...fieldProps('date')} />
          </div>
          {custom && (
            <TextField
              label="Custom category"
              autoComplete="off"
              error={errors.customCategory}
              ref={customCategoryRef}
              {...fieldProps('customCategory')}
            />
          )}
          {/* Business unless said otherwise: the choice waits under More, its summary saying which it is. */}
          <details className="group rounded-lg">
            <summary className="inline-flex cursor-pointer items-center gap-1 rounded-md text-sm font-medium text-brand-700 hover:text-brand-800">
              <Icon icon={ChevronRight} className="h-4 w-4 transition-transform group-open:rotate-90" />
              {quickEntryTexts.more(use === 'business' ? itemUseTexts.business : itemUseTexts.personal)}
            </summary>
            <div className="mt-3">
              <SegmentedControl
                label={itemUseTexts.useLabel}
                size="sm"
                options={useOptions}
                value={use}
                onChange={(next: ChosenUse) => {
                  if (next === use) return;
                  setUse(next);
                  // A shortcut of the other list does not follow; a custom category does.
                  if (category !== CUSTOM_CATEGORY && category !== '') change({ category: '' });
                }}
              />
            </div>
          </details>
          <Button type="submit" className="w-full sm:w-auto">
            {submitting ? 'Adding...' : type === 'income' ? 'Add Income' : 'Add Expense'}
          </Button>
        </fieldset>
        <LikelyDuplicateNotice
          items={duplicates.items}
          onSaveAnyway={() => {
            duplicates.allow();
            formRef.current?.requestSubmit();
          }}
          onCancel={() => {
            duplicates.dismiss();
            reset(emptyEntry(type));
          }}
        />
        <OutboxStatus waiting={outbox.waiting} />
        {outbox.refused.map((notice) => (
          <div
            key={notice.id}
            role="alert"
            className="flex flex-wrap items-start justify-between gap-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
          >
            <p className="min-w-0 flex-1 break-words">{notice.message}</p>
            <Button variant="secondary" onClick={() => outbox.dismiss(notice.id)}>
              Dismiss
            </Button>
          </div>
        ))}
      </form>
      {receiptFor && (
        <div className="mt-4">
          <Suspense fallback={null}>
            <ReceiptOffer
              itemId={receiptFor}
              onDone={() => {
                setReceiptFor(undefined);
                onSaved?.();
              }}
            />
          </Suspense>
        </div>
      )}
    </QuickEntryFrame>
  );
}

/** How many entries wait on this device; an empty live region otherwise, so the count is announced as it changes. */
function OutboxStatus({ waiting }: { waiting: number }) {
  return (
    <div
      role="status"
      className={waiting > 0 ? 'rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900' : undefined}
    >
      {waiting > 0 && (
        <>
          <p className="font-semibold">{offlineMessages.waiting(waiting)}</p>
          <p>{offlineMessages.waitingDetail(waiting)}</p>
        </>
      )}
    </div>
  );
}
