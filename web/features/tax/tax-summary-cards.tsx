import { CalendarClock, Calculator, Percent } from 'lucide';
import type { IconNode } from 'lucide';
import { toCents, toDollars } from '../../../core/money';
import type { TaxEstimateResponse } from '../../../core/tax/tax-api';
import { FigureCard, FigureValue } from '../../components/ui/figure-card';
import { householdIncomeOf } from './household-texts';
import { formatRate } from './tax-inputs';
import { useTaxFormatters } from '../settings/use-preferences';

/** One of the estimate's headline figures, with what it is made of or measured against. */
function TaxFigureCard({
  value,
  note,
  ...card
}: {
  title: string;
  value: string;
  note: string;
  icon: IconNode;
  tone: string;
}) {
  return (
    <FigureCard {...card} loading={false}>
      <FigureValue>{value}</FigureValue>
      <p className="mt-2 text-sm text-slate-600">{note}</p>
    </FigureCard>
  );
}

/**
 * The year's tax from every side: federal, the state's (New York City's in it) and a local tax at one's own rate,
 * with the parts named when there is more than the federal one.
 */
function totalTaxOf(estimate: TaxEstimateResponse, money: (dollars: number) => string) {
  const state = estimate.state;
  const stateTax = state?.totalTax ?? 0;
  const localTax = state?.local?.tax ?? 0;
  const total = toDollars(toCents(estimate.totalTax) + toCents(stateTax) + toCents(localTax));
  const who = `${estimate.year}, ${estimate.filingStatusLabel}`;
  if (!state || (stateTax === 0 && localTax === 0 && state.totalTax !== null))
    return { total, note: `Federal estimate for ${who}` };
  const parts = [
    `Federal ${money(estimate.totalTax)}`,
    state.totalTax === null ? `${state.name} not figured` : `${state.name} ${money(stateTax)}`,
    ...(localTax > 0 ? [`local ${money(localTax)}`] : []),
  ];
  return { total, note: `${parts.join(' + ')}, ${who}` };
}

/** The three figures a user comes for: the year's total tax, its effective rate and the quarterly payment. */
export function TaxSummaryCards({ estimate }: { estimate: TaxEstimateResponse }) {
  const format = useTaxFormatters();
  const totalTax = totalTaxOf(estimate, format.money);
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <TaxFigureCard
        title="Total Tax"
        icon={Calculator}
        tone="bg-amber-50 text-amber-700"
        value={format.money(totalTax.total)}
        note={totalTax.note}
      />
      <TaxFigureCard
        title="Effective Rate"
        icon={Percent}
        tone="bg-brand-50 text-brand-700"
        value={formatRate(estimate.effectiveRatePercent)}
        note={
          householdIncomeOf(estimate) > 0
            ? `Of income of ${format.money(estimate.grossIncome + householdIncomeOf(estimate))} (gig, wages and other)`
            : `Of gross income of ${format.money(estimate.grossIncome)}`
        }
      />
      <TaxFigureCard
        title="Quarterly Payment"
        icon={CalendarClock}
        tone="bg-green-50 text-green-700"
        value={format.money(estimate.quarterlyPayment)}
        note="One federal installment of four: what is due by the next date is under What You Owe"
      />
    </div>
  );
}
