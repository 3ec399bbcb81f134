import { useState, type FormEvent } from 'react';
import type { BudgetCategory } from '../../../core/budget/budget';
import { Button } from '../../components/ui/button';
import { FigureField } from '../../components/ui/figure-field';
import { Panel } from '../../components/ui/panel';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { usePlanCategory } from './budget-api';
import { budgetTexts } from './budget-texts';
import { categoriesToAdd, typedAmount } from './budget-view';
import { fieldMessagesOf, PlanProblem } from './plan-problem';

/** A category into the month's plan: one of the household's the month does not have yet, or one's own. */
export function AddBudgetCategory({
  month,
  categories,
  freePlan,
}: {
  month: string;
  categories: readonly BudgetCategory[];
  /** The Free plan's limit is said beside the form before it is met. */
  freePlan: boolean;
}) {
  const plan = usePlanCategory();
  const [chosen, setChosen] = useState('');
  const [own, setOwn] = useState('');
  const [amount, setAmount] = useState('');
  const [missing, setMissing] = useState(false);
  const options = categoriesToAdd(categories).map((category) => ({ value: category, label: category }));
  const fields = fieldMessagesOf(plan.error);

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (plan.isPending) return;
    const category = own.trim() || chosen;
    setMissing(category === '');
    if (category === '') return;
    plan.mutate(
      { month, category, planned: typedAmount(amount) || 0, rollover: false },
      {
        onSuccess: () => {
          setChosen('');
          setOwn('');
          setAmount('');
        },
      },
    );
  };

  return (
    <Panel title={budgetTexts.addTitle}>
      <form noValidate onSubmit={add} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            label={budgetTexts.chooseCategory}
            placeholder={budgetTexts.chooseCategoryPlaceholder}
            options={options}
            value={chosen}
            error={missing ? budgetTexts.categoryMissing : fields.category}
            onChange={(event) => setChosen(event.target.value)}
          />
          <TextField
            label={budgetTexts.ownCategory}
            hint={budgetTexts.ownCategoryHint}
            type="text"
            autoComplete="off"
            maxLength={64}
            value={own}
            onChange={(event) => setOwn(event.target.value)}
          />
          <FigureField
            label={budgetTexts.addPlanned}
            value={amount}
            error={fields.planned}
            onType={setAmount}
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit">{budgetTexts.add}</Button>
          {freePlan && <p className="text-sm text-slate-600">{budgetTexts.freeLimitNote}</p>}
        </div>
        <PlanProblem error={plan.error} />
      </form>
    </Panel>
  );
}
