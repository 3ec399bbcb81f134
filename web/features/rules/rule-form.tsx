import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { RULE_TEXT_MAX_LENGTH, ruleSchema, type RuleInput } from '../../../core/categorisation/rules';
import { allCategories } from '../../../core/categories';
import { CATEGORY_MAX_LENGTH } from '../../../core/items';
import { Alert } from '../../components/ui/alert';
import { RecordFormActions } from '../../components/ui/form-actions';
import { fieldsOf } from '../../components/ui/form-fields';
import { useServerRefusal, type RecordFormProps } from '../../components/ui/record-form';
import { SelectField } from '../../components/ui/select-field';
import { SuggestionsField } from '../../components/ui/suggestions-field';
import { TextField } from '../../components/ui/text-field';
import { BusinessShareField } from '../items/business-share-field';
import { itemTypeOptions } from '../items/item-type-options';
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
export function RuleForm({ rule = emptyRule, ...record }: RecordFormProps<RuleInput> & { rule?: RuleInput }) {
  const { onSave, onCancel, layout = 'row' } = record;
  const form = useForm<RuleInput>({ resolver: zodResolver(ruleSchema), defaultValues: withShare(rule) });
  const { handleSubmit, formState, setError, reset, setFocus, control, setValue } = form;
  const field = fieldsOf(form);
  const { failure, saved } = useServerRefusal(setError, ruleProblemOf);
  const use = useWatch({ control, name: 'use' }) ?? 'business';

  const submit = handleSubmit(async (values) => {
    if (!(await saved(() => onSave(values))) || onCancel) return;
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
          {...field('contains')}
        />
        <SelectField label="Type" options={itemTypeOptions} {...field('type')} />
        <SuggestionsField
          label="Category"
          suggestions={allCategories}
          maxLength={CATEGORY_MAX_LENGTH}
          {...field('category')}
        />
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
              <BusinessShareField className="w-40" {...field('businessPercent', { valueAsNumber: true })} />
            )}
          </div>
        </div>
        <RecordFormActions
          record={record}
          pending={formState.isSubmitting}
          // In a row the button ends the line of the use and share, at its foot.
          className={
            layout === 'row' ? 'sm:col-span-2 lg:col-span-1 lg:self-end lg:justify-self-end' : undefined
          }
        />
      </fieldset>
    </form>
  );
}
