import type { Budget } from '../../../core/budget/budget';
import { useFormatters } from '../settings/use-preferences';
import { budgetTexts } from './budget-texts';

/** What the month's payouts leave to give out, and how it is made up. */
export function ReadyToAssign({ budget }: { budget: Budget }) {
  const format = useFormatters();
  const { income } = budget;
  const over = income.readyToAssign < 0;
  const parts: [string, number][] = [
    [budgetTexts.received, income.received],
    [budgetTexts.taxSetAside, income.taxSetAside],
    [budgetTexts.businessCosts, income.businessCosts],
    [budgetTexts.carriedIn, income.carriedIn],
    [budgetTexts.plannedThisMonth, budget.planned],
  ];
  return (
    <section
      aria-labelledby="ready-to-assign"
      className={`rounded-2xl border p-4 shadow-sm sm:p-6 ${over ? 'border-red-300 bg-red-50' : 'border-slate-200 bg-white'}`}
    >
      <h2
        id="ready-to-assign"
        className={`text-2xl font-bold tracking-tight tabular-nums ${over ? 'text-red-800' : 'text-slate-900'}`}
      >
        {budgetTexts.readyToAssign(format.money(income.readyToAssign))}
      </h2>
      {over && (
        <p className="mt-2 text-sm font-medium text-red-800">
          {budgetTexts.overAssigned(format.money(-income.readyToAssign))}
        </p>
      )}
      <dl
        aria-label={budgetTexts.partsLabel}
        className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 xl:grid-cols-5"
      >
        {parts.map(([label, dollars]) => (
          <div key={label} className="flex justify-between gap-3 sm:block">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{format.money(dollars)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
