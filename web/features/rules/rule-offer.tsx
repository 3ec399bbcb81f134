import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { RULE_TEXT_MAX_LENGTH, ruleSchema, type RuleInput } from '../../../core/categorisation/rules';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../lib/toasts';
import { ruleOfferTexts, ruleTextOf, ruleToasts } from './rule-texts';
import { ruleProblemOf, useCreateRule } from './rules-api';

/**
 * The body of the 'Make this a rule?' dialog, offered after the type or category of an imported item was changed:
 * future imports whose description contains the (editable) words are filed the same way.
 */
export function RuleOffer({
  type,
  category,
  description,
  saved,
  onDone,
}: {
  type: RuleInput['type'];
  category: string;
  description: string;
  /** What was saved just before, said at the top (a toast would sit behind the dialog). */
  saved: string;
  onDone: () => void;
}) {
  const createRule = useCreateRule();
  const [failure, setFailure] = useState<string>();
  const { register, handleSubmit, formState, setError } = useForm<RuleInput>({
    resolver: zodResolver(ruleSchema),
    defaultValues: { contains: ruleTextOf(description), type, category },
  });

  const submit = handleSubmit(async (rule) => {
    setFailure(undefined);
    try {
      await createRule.mutateAsync(rule);
    } catch (error) {
      const problem = ruleProblemOf(error);
      // Type and category are not fields of this form: their messages are shown above it.
      const { contains, ...others } = problem.fields ?? {};
      if (contains) setError('contains', { message: contains });
      setFailure(problem.message ?? Object.values(others)[0]);
      return;
    }
    onDone();
    toast.success(ruleToasts.createdFromOffer);
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <Alert tone="success">{saved}</Alert>
      {failure && <Alert tone="error">{failure}</Alert>}
      <p className="text-sm text-slate-700">{ruleOfferTexts.text(type, category)}</p>
      <TextField
        label="Description contains"
        autoComplete="off"
        maxLength={RULE_TEXT_MAX_LENGTH}
        error={formState.errors.contains?.message}
        {...register('contains')}
      />
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Not now
        </Button>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Creating...' : 'Create rule'}
        </Button>
      </div>
    </form>
  );
}
