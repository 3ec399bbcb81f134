import { localDate } from '../../../core/dates';
import { stateNames, stateTaxCoverage } from '../../../core/tax/states/state-codes';
import { buttonClass } from '../../components/ui/button';
import { LoadingStatus } from '../../components/ui/loading-status';
import { Skeleton } from '../../components/ui/skeleton';
import { Link } from '../../lib/router';
import { PaymentForm } from './payment-form';
import { installmentDueOn } from './payment-quarter';
import { useTaxProfile } from './tax-api';

export const taxPaymentEntryTexts = {
  lead: 'A payment to the IRS or your state is not an expense: it is recorded in the quarterly planner on the Tax page, where it counts toward the tax you owe.',
  proOnly: 'Recording tax payments is part of Pro, with the quarterly planner.',
  seePro: 'See Pro',
  loading: 'Loading your tax details...',
} as const;

/**
 * "Tax payment" in the Add Transaction dialog: the planner's payment form (POST /api/tax/payments), to the IRS or
 * the person's state when it taxes income. The planner is Pro's; without Pro the dialog says so.
 */
export function TaxPaymentEntry({ pro, onDone }: { pro: boolean; onDone: () => void }) {
  // The year of the installment due next: in early January, last year's fourth.
  const year = installmentDueOn(localDate()).taxYear;
  const profile = useTaxProfile(year);
  if (!pro) {
    return (
      <div className="space-y-4 text-sm text-slate-700">
        <p>{taxPaymentEntryTexts.lead}</p>
        <p>{taxPaymentEntryTexts.proOnly}</p>
        <Link to="/subscription" className={buttonClass('primary')} onClick={onDone}>
          {taxPaymentEntryTexts.seePro}
        </Link>
      </div>
    );
  }
  if (profile.isPending) {
    return (
      <LoadingStatus text={taxPaymentEntryTexts.loading}>
        <Skeleton className="h-32 w-full" />
      </LoadingStatus>
    );
  }
  const code = profile.data?.state ?? null;
  const state = code && stateTaxCoverage(code) !== 'no-income-tax' ? { name: stateNames[code] } : undefined;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{taxPaymentEntryTexts.lead}</p>
      <PaymentForm year={year} state={state} chooseYear onRecorded={onDone} onCancel={onDone} />
    </div>
  );
}
