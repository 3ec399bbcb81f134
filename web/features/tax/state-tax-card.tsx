import { Info } from 'lucide';
import type { StateEstimateResponse } from '../../../core/tax/tax-api';
import { Panel } from '../../components/ui/panel';
import { useTaxFormatters } from '../settings/use-preferences';
import { InstallmentsTable, type InstallmentRow } from './installments-table';
import { localTaxLines, stateTexts, stateTotalLines, type FigureLine } from './state-texts';
import { Icon } from '../../components/ui/icon';

type Installment = StateEstimateResponse['installments'][number];

/** A state's or a city's installment, named by its number with its share of the year's tax. */
const installmentRow = (installment: Installment): InstallmentRow => ({
  key: installment.installment,
  name: (
    <>
      {installment.installment}
      <span className="ml-1 text-xs font-normal text-slate-600">({installment.sharePercent} %)</span>
    </>
  ),
  dueDate: installment.dueDate,
  amount: installment.amount,
});

/**
 * The state's part of the estimate: the state form's steps, New York City's tax, refundable credits, withholding,
 * and the state's quarterly payments on its own dates and shares, with its safe-harbor minimum.
 */
export function StateTaxCard({ state }: { state: StateEstimateResponse }) {
  const format = useTaxFormatters();
  const known = state.totalTax !== null;
  const lines = [
    ...state.steps.map((step) => ({ label: step.label, value: format.money(step.amount), strong: false })),
    ...stateTotalLines(state, format),
  ];
  return (
    <Panel title={stateTexts.cardTitle(state.name)}>
      <div className="space-y-3 text-sm text-slate-800">
        <p>{state.summary}</p>
        {state.projected && (
          <p className="flex gap-2 rounded-lg border border-brand-100 bg-brand-50 px-3 py-2 text-brand-800">
            <Icon icon={Info} className="mt-0.5 h-4 w-4 shrink-0" />
            {stateTexts.projected(state.name, state.year)}
          </p>
        )}
      </div>
      {lines.length > 0 && <FigureList lines={lines} />}
      {known && state.installments.length > 0 && (
        <div className="mt-5">
          <h3 className="text-base font-semibold text-slate-900">{stateTexts.installmentsHeading}</h3>
          {state.requiredRule && <p className="mt-1 text-sm text-slate-700">{state.requiredRule}</p>}
          {!state.estimatesRequired && (
            <p className="mt-1 text-sm font-medium text-green-800">{stateTexts.noEstimatesNeeded}</p>
          )}
          {state.coverage !== 'figured' && (
            <p className="mt-1 text-sm text-slate-700">{stateTexts.otherStateDates}</p>
          )}
          <InstallmentsTable
            caption={`${state.name} estimated tax payments for ${state.year}`}
            nameHeading="Payment"
            className="mt-3 w-full text-sm"
            rows={state.installments.map(installmentRow)}
          />
          {state.safeHarbor && (
            <p className="mt-3 text-sm text-slate-800">
              {stateTexts.safeHarbor(
                format.money(state.safeHarbor.requiredAnnual),
                state.safeHarbor.thisYearPercent,
                state.safeHarbor.priorYearPercent,
              )}
            </p>
          )}
        </div>
      )}
      {state.source && <p className="mt-4 text-xs text-slate-600">{stateTexts.source(state.source)}</p>}
    </Panel>
  );
}

/** The local income tax at the person's rate: its own figures, its own rule and its own quarterly payments. */
export function LocalTaxCard({
  local,
  year,
}: {
  local: NonNullable<StateEstimateResponse['local']>;
  year: number;
}) {
  const format = useTaxFormatters();
  return (
    <Panel title={stateTexts.localCardTitle}>
      <p className="text-sm text-slate-800">{stateTexts.localIntro(`${local.ratePercent} %`)}</p>
      <FigureList lines={localTaxLines(local, format)} />
      <div className="mt-5">
        <h3 className="text-base font-semibold text-slate-900">{stateTexts.localInstallmentsHeading}</h3>
        <p className="mt-1 text-sm text-slate-700">{local.requiredRule}</p>
        {!local.estimatesRequired && (
          <p className="mt-1 text-sm font-medium text-green-800">{stateTexts.noLocalEstimatesNeeded}</p>
        )}
        {local.installments.length > 0 && (
          <InstallmentsTable
            caption={`Local estimated tax payments for ${year}`}
            nameHeading="Payment"
            className="mt-3 w-full text-sm"
            rows={local.installments.map(installmentRow)}
          />
        )}
      </div>
    </Panel>
  );
}

function FigureList({ lines }: { lines: FigureLine[] }) {
  return (
    <dl className="mt-4 divide-y divide-slate-100 text-sm">
      {lines.map((line, index) => (
        <div key={`${line.label}-${index}`} className="flex items-baseline justify-between gap-4 py-1.5">
          <dt className={line.strong ? 'font-semibold text-slate-900' : 'text-slate-700'}>{line.label}</dt>
          <dd
            className={`whitespace-nowrap tabular-nums ${line.strong ? 'font-semibold text-slate-900' : 'text-slate-800'}`}
          >
            {line.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
