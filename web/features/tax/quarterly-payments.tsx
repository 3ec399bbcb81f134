import type { TaxEstimateResponse } from '../../../core/tax/tax-api';
import { Panel } from '../../components/ui/panel';
import { InstallmentsTable } from './installments-table';
import { noEstimatesNeededText, quarterlyLead } from './household-texts';
import { safeHarborText } from './tax-inputs';
import { useTaxFormatters } from '../settings/use-preferences';

// docs/tax-tables.md "Estimated-tax due dates and safe harbor".
export const underPenaltyThresholdNote =
  'You owe less than $1,000 for the year: no estimated payments are required to avoid a penalty.';

/**
 * Four equal payments and their due dates, with the safe-harbor minimum. They pay what is still to pay after
 * withholding and refundable credits, not the total tax.
 */
export function QuarterlyPayments({ estimate }: { estimate: TaxEstimateResponse }) {
  const format = useTaxFormatters();
  const covered = noEstimatesNeededText(estimate, format.money);
  // The four installments add up to what is still to pay (core/tax/estimate.ts installmentsOf).
  const stillToPay = Math.max(0, estimate.balanceDue);
  return (
    <Panel title="Quarterly Payments">
      <div className="space-y-3 text-sm text-slate-800">
        <p>
          {quarterlyLead(estimate)}{' '}
          <strong className="tabular-nums">{format.money(estimate.quarterlyPayment)}</strong> per quarter.
        </p>
        {estimate.safeHarbor && (
          <p className="text-slate-800">{safeHarborText(estimate.safeHarbor, format)}</p>
        )}
      </div>
      <InstallmentsTable
        caption={`Estimated tax payments for ${estimate.year}`}
        nameHeading="Quarter"
        className="mt-4 w-full text-sm"
        rows={estimate.installments.map((installment) => ({
          key: installment.quarter,
          name: `Q${installment.quarter}`,
          dueDate: installment.dueDate,
          amount: installment.amount,
        }))}
        footer={
          <tfoot>
            <tr className="border-t border-slate-300 font-semibold text-slate-900">
              <th scope="row" colSpan={2} className="py-2 pr-2 text-left">
                Total
              </th>
              <td className="py-2 pl-2 text-right whitespace-nowrap tabular-nums">
                {format.money(stillToPay)}
              </td>
            </tr>
          </tfoot>
        }
      />
      {covered !== null && (
        <p className="mt-4 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900">{covered}</p>
      )}
      {covered === null && estimate.underPenaltyThreshold && (
        <p className="mt-4 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900">
          {underPenaltyThresholdNote}
        </p>
      )}
    </Panel>
  );
}
