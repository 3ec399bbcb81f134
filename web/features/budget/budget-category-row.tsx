import { useState } from 'react';
import type { BudgetCategory } from '../../../core/budget/budget';
import { Button } from '../../components/ui/button';
import { FigureField } from '../../components/ui/figure-field';
import { useFormatters } from '../settings/use-preferences';
import { usePlanCategory, useRemoveCategory } from './budget-api';
import { budgetTexts } from './budget-texts';
import { isPlanned, isUnchanged, plannedText, typedAmount } from './budget-view';
import { fieldMessagesOf, PlanProblem } from './plan-problem';

/** How full a category is, drawn as a bar; the figures beside it say the same in words. */
function SpentBar({ line }: { line: BudgetCategory }) {
  const percent = Math.min(100, line.percentUsed ?? (line.spent > 0 ? 100 : 0));
  const tone = line.available < 0 ? 'bg-red-600' : percent >= 80 ? 'bg-amber-500' : 'bg-brand-600';
  return (
    <div aria-hidden="true" className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200">
      <div className={`h-full rounded-full ${tone}`} style={{ width: `${percent}%` }} />
    </div>
  );
}

/**
 * One category of the month (its controls stay enabled while a change is sent, so the keyboard's focus stays on them;
 * a second press meanwhile is ignored): its planned amount (saved on leaving the box, on Enter or with Save), what it spent and
 * has left, whether what is left rolls over, and Remove.
 */
export function BudgetCategoryRow({ month, line }: { month: string; line: BudgetCategory }) {
  const format = useFormatters();
  const plan = usePlanCategory();
  const remove = useRemoveCategory();
  const [text, setText] = useState(() => plannedText(line.planned));
  // A new figure from the server (a copy, another device) replaces what the box shows.
  const [shown, setShown] = useState(line.planned);
  if (shown !== line.planned) {
    setShown(line.planned);
    setText(plannedText(line.planned));
  }

  const save = () => {
    const planned = typedAmount(text);
    // Leaving the box and then choosing Save would otherwise send the same amount twice.
    if (isUnchanged(text, line.planned) || (plan.isPending && plan.variables.planned === planned)) return;
    plan.mutate({ month, category: line.category, planned, rollover: line.rollover });
  };
  const setRollover = (checked: boolean) => {
    if (!plan.isPending)
      plan.mutate({ month, category: line.category, planned: line.planned, rollover: checked });
  };
  const removeCategory = () => {
    if (!remove.isPending) remove.mutate({ month, category: line.category });
  };
  const rollover = plan.isPending && plan.variables ? plan.variables.rollover : line.rollover;
  const plannedError = fieldMessagesOf(plan.error).planned;
  const over = line.available < 0;

  return (
    <li>
      <fieldset className="min-w-0 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-base font-semibold text-slate-900">{line.category}</legend>
        <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_1fr] sm:items-start">
          <div className="flex items-start gap-2">
            <FigureField
              className="min-w-0 flex-1"
              label={budgetTexts.planned}
              value={text}
              error={plannedError}
              onType={setText}
              onCommit={save}
            />
            <Button
              variant="secondary"
              className="mt-6"
              aria-label={budgetTexts.saveLabel(line.category)}
              onClick={save}
            >
              {budgetTexts.save}
            </Button>
          </div>
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div>
              <dt className="text-slate-600">{budgetTexts.spent}</dt>
              <dd className="text-base font-semibold text-slate-900 tabular-nums">
                {format.money(line.spent)}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">{budgetTexts.available}</dt>
              <dd
                className={`text-base font-semibold tabular-nums ${over ? 'text-red-700' : 'text-slate-900'}`}
              >
                {format.money(line.available)}
              </dd>
            </div>
          </dl>
        </div>
        <SpentBar line={line} />
        {line.carriedIn !== 0 && (
          <p className="mt-2 text-xs text-slate-600">
            {budgetTexts.carriedInCategory(format.money(line.carriedIn))}
          </p>
        )}
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <label className="flex cursor-pointer items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="h-4 w-4 rounded border-slate-400 accent-brand-700"
              checked={rollover}
              onChange={(event) => setRollover(event.target.checked)}
            />
            {budgetTexts.rollover}
          </label>
          {isPlanned(line) && (
            <Button
              variant="ghost"
              className="text-red-700 hover:bg-red-50"
              aria-label={budgetTexts.removeLabel(line.category)}
              onClick={removeCategory}
            >
              {budgetTexts.remove}
            </Button>
          )}
        </div>
        <div className="mt-3 space-y-2 empty:hidden">
          <PlanProblem error={plan.error} />
          <PlanProblem error={remove.error} />
        </div>
      </fieldset>
    </li>
  );
}
