import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  categories as businessCategories,
  personalCategories,
  type ItemType,
} from '../../../core/categories';
import { localDate, type CalendarDate } from '../../../core/dates';
import { TIPS_CATEGORY, type Item } from '../../../core/items';
import { newItemSchema, type NewItem, type NewItemInput } from '../../../core/item-input';
import { FULL_BUSINESS_PERCENT, type ItemUse } from '../../../core/item-use';
import { Alert } from '../../components/ui/alert';
import { AmountField } from '../../components/ui/amount-field';
import { FormActions, SubmitButton } from '../../components/ui/form-actions';
import { fieldsOf } from '../../components/ui/form-fields';
import { SegmentedControl } from '../../components/ui/segmented-control';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { BusinessShareField } from './business-share-field';
import { FreeTierLimitNotice } from './free-tier-limit-notice';
import { LikelyDuplicateNotice, useLikelyDuplicateCheck } from './likely-duplicate-notice';
import { categoryOptions, itemTypeOptions } from './item-type-options';
import { ItemDateField } from './item-date-field';
import { taxPaymentTexts } from './item-use-texts';
import { UseField } from './use-field';

export const itemFormFields = [
  'type',
  'category',
  'amount',
  'date',
  'description',
  'tags',
  'isTips',
  'use',
  'businessPercent',
] as const;

// The mark that puts an income item toward the deduction for qualified tips (core/tax/tips.ts).
export const tipsFieldTexts = {
  label: 'These are tips',
  hint: 'Counts toward the deduction for qualified tips (2025–2028)',
} as const;

/** Why a save failed: the server's messages for fields of the form, or one message for the whole form. */
export interface SaveProblem {
  fields?: Record<string, string>;
  message?: string;
}

interface ItemFormProps {
  /** The item being edited; a new item otherwise. */
  item?: Item;
  /** The date a new item starts with (a day chosen on the calendar); today otherwise. */
  defaultDate?: CalendarDate;
  /** The free-tier limit is reached: the fields are disabled and the notice says why. */
  limitReached?: boolean;
  submitLabel: string;
  /** Saves the item; answers what went wrong when the server refused it. */
  onSubmit: (values: NewItem) => Promise<SaveProblem | undefined>;
  onCancel: () => void;
  /** Values proposed for a new item (read from a receipt), over the usual empty ones. */
  proposed?: Partial<NewItemInput>;
  /** A short note under a field the receipt's reading left empty. */
  hints?: Partial<Record<'amount' | 'date' | 'description', string>>;
  /** The type is fixed (a receipt is kept with an expense only), so no Type control. */
  typeLocked?: boolean;
  /** More of the form below its fields, for the type chosen (receipts chosen for a new expense). */
  extra?: (type: ItemType, saving: boolean) => ReactNode;
  /** A new item is first compared with what imports and the bank brought; false when the person already chose. */
  checkLikelyDuplicates?: boolean;
  /**
   * A new item only: the Type control offers "Tax payment" too, which shows this instead of the item's fields (a
   * payment to the IRS or the state is recorded in the planner, never as an expense).
   */
  taxPayment?: ReactNode;
}

/** The categories offered for a use: the business list, the household's, or both while it is not decided. */
function categoriesFor(type: ItemType, use: ItemUse): string[] {
  if (use === 'business') return [...businessCategories[type]];
  if (use === 'personal') return [...personalCategories[type]];
  return [...businessCategories[type], ...personalCategories[type]];
}

/** Only a business item has a share: the field is left out (undefined) for the others, as the schema asks. */
const shareOf = (use: ItemUse | undefined, percent: number | undefined) =>
  use === 'business' ? (percent ?? FULL_BUSINESS_PERCENT) : undefined;

function defaultsOf(
  item: Item | undefined,
  defaultDate: CalendarDate | undefined,
  proposed: Partial<NewItemInput> = {},
): NewItemInput {
  return item
    ? {
        type: item.type,
        category: item.category,
        amount: item.amount.toFixed(2),
        date: item.date,
        description: item.description,
        tags: item.tags.join(', '),
        isTips: item.isTips,
        use: item.use,
        businessPercent: shareOf(item.use, item.businessPercent),
      }
    : {
        type: 'expense',
        category: '',
        amount: '',
        date: defaultDate ?? localDate(),
        description: '',
        tags: '',
        isTips: false,
        // Typed by hand, an item is business unless the person says otherwise (core/item-input.ts).
        use: 'business',
        ...proposed,
        businessPercent: shareOf(proposed.use ?? 'business', proposed.businessPercent),
      };
}

/** The full transaction form: type, category, amount, date, description and tags. */
export function ItemForm({
  item,
  defaultDate,
  limitReached = false,
  submitLabel,
  onSubmit,
  onCancel,
  proposed,
  hints = {},
  typeLocked = false,
  extra,
  checkLikelyDuplicates = true,
  taxPayment,
}: ItemFormProps) {
  const form = useForm<NewItemInput, unknown, NewItem>({
    resolver: zodResolver(newItemSchema),
    defaultValues: defaultsOf(item, defaultDate, proposed),
  });
  const { register, handleSubmit, formState, control, setValue, setError } = form;
  const field = fieldsOf(form);
  const type = useWatch({ control, name: 'type' });
  const use = useWatch({ control, name: 'use' }) ?? 'business';
  const category = useWatch({ control, name: 'category' });
  const [payingTax, setPayingTax] = useState(false);
  const tipsId = useId();
  // An item saved with a category outside the list (a custom one) keeps it as a choice.
  const categories = categoriesFor(type, use);
  if (item && item.type === type && !categories.includes(item.category)) categories.unshift(item.category);
  // A proposed category outside the list (a rule's custom one) is a choice too.
  const proposedCategory = proposed?.category;
  if (proposedCategory && proposed.type === type && !categories.includes(proposedCategory)) {
    categories.unshift(proposedCategory);
  }

  const [failure, setFailure] = useState<string>();
  const duplicates = useLikelyDuplicateCheck();
  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    if (!item && checkLikelyDuplicates && (await duplicates.holdBack(values))) return;
    const problem = await onSubmit(values);
    for (const name of itemFormFields) {
      const message = problem?.fields?.[name];
      if (message) setError(name, { message });
    }
    // A toast would sit behind the modal dialog, so the dialog says it itself.
    setFailure(problem?.message);
  });

  const typeOptions = taxPayment
    ? [...itemTypeOptions, { value: 'tax-payment' as const, label: taxPaymentTexts.option }]
    : itemTypeOptions;
  const typeControl = (
    <div hidden={typeLocked}>
      <span className="mb-1 block text-sm font-medium text-slate-700" aria-hidden="true">
        Type
      </span>
      <SegmentedControl
        label="Type"
        options={typeOptions}
        value={payingTax ? 'tax-payment' : type}
        disabled={formState.isSubmitting}
        onChange={(next: ItemType | 'tax-payment') => {
          setPayingTax(next === 'tax-payment');
          if (next === 'tax-payment' || next === type) return;
          setValue('type', next);
          setValue('category', '');
          // Only income can be tips; income starts unmarked until its category or the box says so.
          setValue('isTips', false);
        }}
      />
    </div>
  );
  if (payingTax) {
    return (
      <div className="space-y-4">
        {typeControl}
        {taxPayment}
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {limitReached && <FreeTierLimitNotice />}
      {failure && <Alert tone="error">{failure}</Alert>}
      {typeControl}
      <fieldset disabled={limitReached || formState.isSubmitting} className="space-y-4">
        <legend className="sr-only">{item ? 'Transaction details' : 'New transaction'}</legend>
        <UseField
          value={use}
          onChange={(next) => {
            if (next === use) return;
            setValue('use', next);
            setValue('businessPercent', shareOf(next, undefined));
            // A category of the other list does not follow the item; the person's own (custom) ones do.
            if (
              categoriesFor(type, use).includes(category) &&
              !categoriesFor(type, next).includes(category)
            ) {
              setValue('category', '');
            }
          }}
        />
        <SelectField
          label="Category"
          placeholder="Select a category"
          options={categoryOptions(categories)}
          {...field('category', {
            // Income filed under Tips is tips unless the person unticks the box.
            onChange: (event: { target: { value: string } }) => {
              if (type === 'income' && event.target.value === TIPS_CATEGORY) setValue('isTips', true);
            },
          })}
        />
        {use === 'business' && (
          <BusinessShareField
            className="max-w-[12rem]"
            {...field('businessPercent', { valueAsNumber: true })}
          />
        )}
        {type === 'income' && (
          <div className="flex items-start gap-3">
            <input
              id={tipsId}
              type="checkbox"
              aria-describedby={`${tipsId}-hint${formState.errors.isTips ? ` ${tipsId}-error` : ''}`}
              aria-invalid={formState.errors.isTips ? true : undefined}
              className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-600 focus:ring-2 focus:ring-brand-600/30"
              {...register('isTips')}
            />
            <div className="text-sm">
              <label htmlFor={tipsId} className="font-medium text-slate-800">
                {tipsFieldTexts.label}
              </label>
              <p id={`${tipsId}-hint`} className="text-xs text-slate-600">
                {tipsFieldTexts.hint}
              </p>
              {formState.errors.isTips?.message && (
                <p id={`${tipsId}-error`} className="mt-1 text-sm text-red-700">
                  {formState.errors.isTips.message}
                </p>
              )}
            </div>
          </div>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <AmountField label="Amount" hint={hints.amount} {...field('amount')} />
          <ItemDateField hint={hints.date} {...field('date')} />
        </div>
        <TextField
          label="Description (optional)"
          autoComplete="off"
          hint={hints.description}
          {...field('description')}
        />
        <TextField
          label="Tags (optional)"
          hint="Separate tags with commas, e.g. client, mileage"
          autoComplete="off"
          {...field('tags')}
        />
      </fieldset>
      {extra?.(type, formState.isSubmitting)}
      <LikelyDuplicateNotice
        items={duplicates.items}
        onSaveAnyway={() => {
          duplicates.allow();
          void submit();
        }}
        onCancel={onCancel}
      />
      <FormActions onCancel={onCancel}>
        <SubmitButton pending={formState.isSubmitting} pendingLabel="Saving..." disabled={limitReached}>
          {submitLabel}
        </SubmitButton>
      </FormActions>
    </form>
  );
}
