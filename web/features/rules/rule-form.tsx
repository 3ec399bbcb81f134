import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { RULE_TEXT_MAX_LENGTH, ruleSchema, type RuleInput } from '../../../core/categorisation/rules';
import { CATEGORY_MAX_LENGTH } from '../../../core/items';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { CategorySuggestions } from '../items/category-suggestions';
import { itemTypeOptions } from '../items/item-type-options';
import { itemUseTexts } from '../items/item-use-texts';
import { UseField } from '../items/use-field';
import { ruleUseOptions } from './rule-texts';
import { ruleProblemOf } from './rules-api';

const emptyRule: RuleInput = {
  contains: '',
  type: 'expense',
  category: '',
  use: 'business',
  businessPercent: 100,
};

/** Only a business rule has a share: left out (undefined) for the others, as the schema asks. */
const withShare = (rule: RuleInput): RuleInput => ({
  ...rule,
  businessPercent: (rule.use ?? 'business') === 'business' ? (rule.businessPercent ?? 100) : undefined,
});

/**
 * 'Description contains', Type and Category of a rule, checked with the API's schema; the server's refusals are
 * shown under their fields (or above the form). Adding clears the form; editing closes its dialog.
 */
export function RuleForm({
  rule = emptyRule,
  submitLabel,
  savingLabel,
  onSave,
  onCancel,
  layout = 'row',
}: {
  rule?: RuleInput;
  submitLabel: string;
  savingLabel: string;
  /** Saves the rule; throws the server's refusal. */
  onSave: (rule: RuleInput) => Promise<unknown>;
  onCancel?: () => void;
  /** 'row': the fields side by side on a wide screen (the Add panel); 'stack': one under the other (a dialog). */
  layout?: 'row' | 'stack';
}) {
  const listId = useId();
  const [failure, setFailure] = useState<string>();
  const { register, handleSubmit, formState, setError, reset, setFocus, control, setValue } =
    useForm<RuleInput>({
      resolver: zodResolver(ruleSchema),
      defaultValues: withShare(rule),
    });
  const use = useWatch({ control, name: 'use' }) ?? 'business';

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await onSave(values);
    } catch (error) {
      const problem = ruleProblemOf(error);
      for (const [name, message] of Object.entries(problem.fields ?? {})) {
        setError(name as keyof RuleInput, { message });
      }
      setFailure(problem.message);
      return;
    }
    if (onCancel) return;
    // Added: the form is ready for the next rule.
    reset(emptyRule);
    setFocus('contains');
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {failure && <Alert tone="error">{failure}</Alert>}
      <fieldset
        disabled={formState.isSubmitting}
        className={
          layout === 'row'
            ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1.5fr] lg:items-start'
            : 'space-y-4'
        }
      >
        <legend className="sr-only">Rule</legend>
        <TextField
          label="Description contains"
          autoComplete="off"
          maxLength={RULE_TEXT_MAX_LENGTH}
          error={formState.errors.contains?.message}
          {...register('contains')}
        />
        <SelectField
          label="Type"
          options={itemTypeOptions}
          error={formState.errors.type?.message}
          {...register('type')}
        />
        <TextField
          label="Category"
          list={listId}
          autoComplete="off"
          maxLength={CATEGORY_MAX_LENGTH}
          error={formState.errors.category?.message}
          {...register('category')}
        />
        <CategorySuggestions id={listId} />
        <div className={layout === 'row' ? 'sm:col-span-2' : undefined}>
          <div className="flex flex-wrap items-start gap-4">
            <UseField
              value={use}
              options={ruleUseOptions}
              onChange={(next) => {
                setValue('use', next);
                setValue('businessPercent', next === 'business' ? 100 : undefined);
              }}
            />
            {use === 'business' && (
              <TextField
                label={itemUseTexts.businessShareLabel}
                type="number"
                inputMode="numeric"
                step="1"
                min="1"
                max="100"
                className="w-40"
                hint={itemUseTexts.businessShareHint}
                error={formState.errors.businessPercent?.message}
                {...register('businessPercent', { valueAsNumber: true })}
              />
            )}
          </div>
        </div>
        <div
          className={
            // In a row the button ends the line of the use and share, at its foot.
            layout === 'row'
              ? 'sm:col-span-2 lg:col-span-1 lg:self-end lg:justify-self-end'
              : 'flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end'
          }
        >
          {onCancel && (
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" disabled={formState.isSubmitting} className="w-full sm:w-auto">
            {formState.isSubmitting ? savingLabel : submitLabel}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
