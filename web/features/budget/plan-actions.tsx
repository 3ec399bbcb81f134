import { Button } from '../../components/ui/button';
import { useAssignInOrder, useCopyPlan, usePlanFromAverage } from './budget-api';
import { budgetTexts } from './budget-texts';
import { previousMonth } from './budget-view';
import { PlanProblem } from './plan-problem';

/** The month's plan in one step: last month's, the last three months' average spending, or bills first. */
export function PlanActions({ month }: { month: string }) {
  const copy = useCopyPlan();
  const average = usePlanFromAverage();
  const assign = useAssignInOrder();
  const busy = copy.isPending || average.isPending || assign.isPending;
  // Each choice clears the others' refusals, so the one shown is the last choice's.
  // Buttons stay enabled while one works, so the keyboard's focus stays on them; a press meanwhile is ignored.
  const start = () => {
    if (busy) return false;
    [copy, average, assign].forEach((action) => action.reset());
    return true;
  };
  const failed = [copy, average, assign].find((action) => action.isError);
  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:flex sm:flex-wrap">
        <Button
          variant="secondary"
          onClick={() => {
            if (start()) copy.mutate({ month, from: previousMonth(month) });
          }}
        >
          {budgetTexts.copyLastMonth}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            if (start()) average.mutate(month);
          }}
        >
          {budgetTexts.fromAverage}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            if (start()) assign.mutate(month);
          }}
        >
          {budgetTexts.assignInOrder}
        </Button>
      </div>
      <p className="text-sm text-slate-600">{budgetTexts.planHint}</p>
      <PlanProblem error={failed?.error} />
    </div>
  );
}
