import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { RULE_TEXT_MAX_LENGTH, ruleSchema, type RuleInput } from '../../../core/categorisation/rules';
import { CATEGORY_MAX_LENGTH } from '../../../core/items';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { CategorySuggestions } from '../items/category-suggestions';
import { itemTypeOptions } from '../items/item-type-options';
import { ruleProblemOf } from './rules-api';

const emptyRule: RuleInput = { contains: '', type: 'expense', category: '' };

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
  const { register, handleSubmit, formState, setError, reset, setFocus } = useForm<RuleInput>({
    resolver: zodResolver(ruleSchema),
    defaultValues: rule,
  });

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
            ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1.5fr_auto] lg:items-start'
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
        <div
          className={
            // In a row the button sits level with the inputs, below their labels.
            layout === 'row'
              ? 'lg:pt-[1.6875rem]'
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
