import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { customCategoryLabel, quickEntryCategories, type ItemType } from '../../../core/categories';
import { localDate } from '../../../core/dates';
import {
  CUSTOM_CATEGORY,
  quickEntryDescription,
  quickEntrySchema,
  type QuickEntryInput,
} from '../../../core/items';
import { Button } from '../../components/ui/button';
import { Panel } from '../../components/ui/panel';
import { SegmentedControl } from '../../components/ui/segmented-control';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../lib/toasts';
import { FreeTierLimitNotice } from '../items/free-tier-limit-notice';
import { useCreateItem } from '../items/items-api';
import { fieldErrorsOf, itemFailureMessage, itemToasts } from '../items/item-messages';
import { categoryOptions, itemTypeOptions } from '../items/item-type-options';

const emptyEntry = (type: ItemType): QuickEntryInput => ({
  type,
  amount: '',
  category: '',
  customCategory: '',
});

/** SPEC section 5 "Quick entry": an amount and a category, dated today. */
export function QuickEntryForm({ limitReached }: { limitReached: boolean }) {
  const createItem = useCreateItem();
  const { register, handleSubmit, formState, control, setValue, setError, reset, clearErrors } =
    useForm<QuickEntryInput>({
      resolver: zodResolver(quickEntrySchema),
      defaultValues: emptyEntry('expense'),
    });
  const type = useWatch({ control, name: 'type' });
  const category = useWatch({ control, name: 'category' });
  const custom = category === CUSTOM_CATEGORY;

  const submit = handleSubmit(async (entry) => {
    const date = localDate();
    const name = custom ? entry.customCategory : entry.category;
    try {
      await createItem.mutateAsync({
        type: entry.type,
        category: name,
        amount: Number(entry.amount),
        date,
        description: quickEntryDescription(name, date),
        tags: [],
      });
    } catch (error) {
      const fields = fieldErrorsOf(error, ['amount', 'category']);
      if (!fields) {
        toast.error(itemFailureMessage(error, itemToasts.addFailed));
        return;
      }
      if (fields.amount) setError('amount', { message: fields.amount });
      if (fields.category) setError(custom ? 'customCategory' : 'category', { message: fields.category });
      return;
    }
    toast.success(itemToasts.added(entry.type));
    reset(emptyEntry(entry.type));
  });

  return (
    <Panel title="Quick Entry">
      <form noValidate onSubmit={submit} className="space-y-4">
        {limitReached && <FreeTierLimitNotice />}
        <fieldset disabled={limitReached || formState.isSubmitting} className="space-y-4">
          <legend className="sr-only">Add an income or expense dated today</legend>
          <SegmentedControl
            label="Type"
            options={itemTypeOptions}
            value={type}
            onChange={(next: ItemType) => {
              if (next === type) return;
              setValue('type', next);
              setValue('category', '');
              setValue('customCategory', '');
              clearErrors(['category', 'customCategory']);
            }}
          />
          <div className="grid gap-4 sm:grid-cols-[minmax(0,10rem)_minmax(0,1fr)]">
            <TextField
              label="Amount"
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0.01"
              placeholder="0.00"
              error={formState.errors.amount?.message}
              {...register('amount')}
            />
            <SelectField
              label="Category"
              placeholder="Select a category"
              options={[
                ...categoryOptions(quickEntryCategories[type]),
                { value: CUSTOM_CATEGORY, label: customCategoryLabel[type] },
              ]}
              error={formState.errors.category?.message}
              {...register('category')}
            />
          </div>
          {custom && (
            <TextField
              label="Custom category"
              autoComplete="off"
              error={formState.errors.customCategory?.message}
              {...register('customCategory')}
            />
          )}
          <Button type="submit" className="w-full sm:w-auto">
            {formState.isSubmitting ? 'Adding...' : type === 'income' ? 'Add Income' : 'Add Expense'}
          </Button>
        </fieldset>
      </form>
    </Panel>
  );
}
