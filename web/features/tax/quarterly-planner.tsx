import { Undo2 } from 'lucide';
import { useState } from 'react';
import { localDate } from '../../../core/dates';
import type { Formatters } from '../../../core/format';
import { paidToLabel, type EstimatedTaxPayment, type Planner } from '../../../core/tax/planner-api';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { DataTable, right } from '../../components/ui/data-table';
import { LoadingStatus } from '../../components/ui/loading-status';
import { Panel } from '../../components/ui/panel';
import { QueryContent } from '../../components/ui/query-content';
import { DeleteRowAction } from '../../components/ui/row-actions';
import { ScrollRegion } from '../../components/ui/scroll-region';
import { Skeleton } from '../../components/ui/skeleton';
import { useTaxFormatters } from '../settings/use-preferences';
import { PRIOR_YEAR_TAX_INPUT_ID } from './safe-harbor-panel';
import { expectedRefundText } from './household-texts';
import { useDeletePayment, useNotAPayment, usePlanner } from './planner-api';
import { PaymentForm, paymentFailureMessage, paymentFormTexts, paymentToasts } from './payment-form';
import { useViewingClient } from '../sharing/use-viewing-client';
import { Icon } from '../../components/ui/icon';

export { paymentFailureMessage, paymentToasts };

export const plannerTexts = {
  loading: 'Loading the quarterly planner...',
  noPayments: (year: number) => `No payments recorded for ${year} yet.`,
  safeHarborPrompt:
    "Enter last year's total tax and AGI under Safe Harbor to see the safe-harbor minimum, the least to pay " +
    'each quarter to avoid an underpayment penalty.',
  /** How payments count: by the IRS's Form 2210, or by the state's own form, which follows it. */
  appliedNote: (by: { agency: string; form: string }) =>
    `Payments count by their date, as ${by.agency} applies them (${by.form}): first toward an earlier installment ` +
    'still short, then the one due next; an overpayment counts toward the next installment.',
  dueByNow: (date: string) => `Due by ${date}`,
  // Withholding counts as paid in four equal parts on the due dates (Form 2210's default).
  withheld: 'Withheld from wages',
  refundableCredits: 'Refundable credits',
  withheldNote:
    "Tax withheld from wages counts as paid in four equal parts on the due dates: it is in each quarter's paid figure.",
  noEstimatesNeeded: 'Your withholding covers what the year asks for: no estimated payments are needed.',
  // The state's side.
  federalHeading: 'Federal (IRS)',
  stateHeading: (name: string) => `${name} (state)`,
  stateWithheldNote:
    "State tax withheld from wages counts as paid on the state's due dates, in the same shares as its installments.",
  stateNoEstimatesNeeded: 'With these figures your state asks for no estimated payments.',
  paidToLabel: paymentFormTexts.paidToLabel,
  paidToFederal: paymentFormTexts.paidToFederal,
  deleteConfirm: (amount: string, date: string) => `Delete the payment of ${amount} made on ${date}?`,
  deleteHint: "The quarters' still-due amounts are worked out again without it.",
  // Where a payment came from: a bank connection, a statement file (each with the bank's text), or the person.
  fromBank: (text: string) => `From your bank: ${text}`,
  fromFile: (text: string) => `From a statement file: ${text}`,
  typed: 'Typed by you',
  notAPayment: 'Not a tax payment',
  notAPaymentLabel: (amount: string, date: string) => `Not a tax payment: the ${amount} of ${date}`,
  notAPaymentTitle: 'Not a tax payment?',
  notAPaymentConfirm: 'Move to review',
  notAPaymentPending: 'Moving...',
  notAPaymentBody: (amount: string, date: string) =>
    `The ${amount} of ${date} leaves the planner and waits in your review queue as an expense, for you to decide.`,
} as const;

/** Where a payment came from, in the planner's words. */
export function paymentOrigin(payment: Pick<EstimatedTaxPayment, 'source' | 'recognisedFrom'>): string {
  if (payment.source === 'bank') return plannerTexts.fromBank(payment.recognisedFrom ?? '');
  if (payment.source === 'import') return plannerTexts.fromFile(payment.recognisedFrom ?? '');
  return plannerTexts.typed;
}

/**
 * The quarterly planner: each installment of the year with its due date, what it asks, what was paid and
 * what is still due, the safe-harbor minimum, a form to record a payment and the payments recorded.
 */
export function QuarterlyPlanner({ year }: { year: number }) {
  const [today] = useState(localDate);
  const planner = usePlanner(year, today);
  // A tax preparer reads the payments recorded; recording one is the client's.
  const viewingClient = useViewingClient();
  return (
    <Panel title="Quarterly Planner">
      <QueryContent
        query={planner}
        loading={
          <LoadingStatus text={plannerTexts.loading}>
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} className="h-8 w-full" />
            ))}
          </LoadingStatus>
        }
      >
        {(plan) => (
          <div aria-busy={planner.isFetching} className="space-y-6">
            <PlannerSides planner={plan} />
            <div className="grid gap-6 lg:grid-cols-5">
              {!viewingClient && (
                <div className="min-w-0 lg:col-span-2">
                  <PaymentForm key={year} year={year} state={statePaidTo(plan.state)} />
                </div>
              )}
              <div className="min-w-0 lg:col-span-3">
                <PaymentsTable year={year} payments={plan.payments} stateName={plan.state?.name} />
              </div>
            </div>
          </div>
        )}
      </QueryContent>
    </Panel>
  );
}

/** What a side of the planner shows: the federal one, or the state's on its own dates. */
interface PlannerSide {
  year: number;
  /** The state's name on the state's side; null on the federal side. */
  stateName: string | null;
  totalTax: number;
  /** Credits paid even beyond the tax (the EIC, New York City's school tax credit): they pay part of it. */
  refundableCredits: number;
  withheld: number;
  paid: number;
  dueByNow: Planner['dueByNow'];
  remaining: number;
  safeHarborRequired: number | null;
  quarters: Planner['quarters'];
  /** Below the figures when there is withholding: what it means for the payments. */
  withheldNote: string;
  appliedNote: string;
  /** The federal side asks for last year's figures to show its safe harbor; the state's asks in the state panel. */
  safeHarborPrompt: boolean;
  /** What the return gives back; 0 when tax is owed (and on the state's side, which does not figure one). */
  refund: number;
}

const federalSide = (planner: Planner): PlannerSide => ({
  ...planner,
  // A refund that withholding alone makes is said by the withholding note.
  refund: planner.refundableCredits > 0 ? planner.refund : 0,
  stateName: null,
  withheldNote: planner.noEstimatesNeeded ? plannerTexts.noEstimatesNeeded : plannerTexts.withheldNote,
  appliedNote: plannerTexts.appliedNote({ agency: 'the IRS', form: 'Form 2210' }),
  safeHarborPrompt: true,
});

/** The state's side when its tax is known and something is due to it; else null, and its summary says why. */
function stateSide(planner: Planner): PlannerSide | null {
  const state = planner.state;
  if (!state || state.totalTax === null || state.dueByNow === null || state.quarters.length === 0)
    return null;
  return {
    year: planner.year,
    stateName: state.name,
    totalTax: state.totalTax,
    refundableCredits: state.refundableCredits,
    withheld: state.withheld,
    paid: state.paid,
    dueByNow: state.dueByNow,
    remaining: state.remaining ?? 0,
    safeHarborRequired: state.safeHarborRequired,
    quarters: state.quarters,
    withheldNote: state.estimatesRequired
      ? plannerTexts.stateWithheldNote
      : plannerTexts.stateNoEstimatesNeeded,
    appliedNote: plannerTexts.appliedNote({ agency: state.name, form: state.underpaymentForm ?? '' }),
    safeHarborPrompt: false,
    // A refund that withholding alone makes is said by the withholding note.
    refund: state.refundableCredits > 0 ? Math.max(0, -(state.balanceDue ?? 0)) : 0,
  };
}

/** Whom a payment can go to besides the IRS: the person's state, when it has a tax to pay. */
function statePaidTo(state: Planner['state']): { name: string } | undefined {
  return state && state.coverage !== 'no-income-tax' ? { name: state.name } : undefined;
}

/** Federal and state side by side (one above the other on a phone); the federal alone without a state. */
function PlannerSides({ planner }: { planner: Planner }) {
  if (!planner.state) return <PlannerFigures side={federalSide(planner)} />;
  const state = stateSide(planner);
  return (
    <div className="grid gap-8 xl:grid-cols-2">
      <section aria-labelledby="planner-federal" className="min-w-0 space-y-3">
        <h3 id="planner-federal" className="text-base font-semibold text-slate-900">
          {plannerTexts.federalHeading}
        </h3>
        <PlannerFigures side={federalSide(planner)} />
      </section>
      <section aria-labelledby="planner-state" className="min-w-0 space-y-3">
        <h3 id="planner-state" className="text-base font-semibold text-slate-900">
          {plannerTexts.stateHeading(planner.state.name)}
        </h3>
        {state ? (
          <PlannerFigures side={state} />
        ) : (
          <p className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">
            {planner.state.summary}
          </p>
        )}
      </section>
    </div>
  );
}

function PlannerFigures({ side }: { side: PlannerSide }) {
  const format = useTaxFormatters();
  const safeHarbor = side.safeHarborRequired !== null;
  const focusPriorYear = () => document.getElementById(PRIOR_YEAR_TAX_INPUT_ID)?.focus();
  const whose = side.stateName ? `${side.stateName} ` : '';
  return (
    <div className="space-y-4">
      <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-2 2xl:grid-cols-4">
        <Figure label={`Estimated tax for ${side.year}`} value={format.money(side.totalTax)} />
        {side.refundableCredits > 0 && (
          <Figure label={plannerTexts.refundableCredits} value={format.money(side.refundableCredits)} />
        )}
        {side.withheld > 0 && <Figure label={plannerTexts.withheld} value={format.money(side.withheld)} />}
        <Figure label="Paid so far" value={format.money(side.paid)} />
        <Figure
          label={plannerTexts.dueByNow(format.date(side.dueByNow.dueDate))}
          value={format.money(side.dueByNow.amount)}
          strong
        />
        <Figure label="Still due for the year" value={format.money(side.remaining)} />
      </dl>
      {side.refund > 0 ? (
        <p className="text-sm font-medium text-green-800">
          {expectedRefundText(side.refund, side.year, side.withheld > 0, format.money)}
        </p>
      ) : (
        side.withheld > 0 && <p className="text-sm text-slate-700">{side.withheldNote}</p>
      )}
      {safeHarbor ? (
        <p className="text-sm text-slate-800">
          Safe-harbor minimum for {side.year}:{' '}
          <strong className="tabular-nums">{format.money(side.safeHarborRequired ?? 0)}</strong>. Paying at
          least each quarter&apos;s safe-harbor figure on time avoids an underpayment penalty.
        </p>
      ) : side.safeHarborPrompt ? (
        <p className="flex flex-wrap items-center gap-x-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">
          <span>{plannerTexts.safeHarborPrompt}</span>
          <button
            type="button"
            onClick={focusPriorYear}
            className="font-medium text-brand-700 underline underline-offset-2"
          >
            Enter last year&apos;s figures
          </button>
        </p>
      ) : null}
      {/* Focusable, so that a larger text size that makes it scroll sideways can be scrolled from the keyboard. */}
      <ScrollRegion label={`${whose}Quarters of ${side.year}`} className="-mx-4 overflow-x-auto sm:mx-0">
        <DataTable
          caption={`What is still due for each ${whose}quarter of ${side.year}`}
          className="w-full text-sm"
          edges="bleed"
          columns={[
            { label: 'Quarter', align: 'left' },
            { label: 'Due date', align: 'left', phoneHidden: true },
            // On a phone the three figures are the row's last columns: closer together, and 'Still due' ends it.
            { label: 'Estimated', className: 'px-1.5 py-2 text-right sm:px-2' },
            { label: 'Paid', className: 'px-1.5 py-2 text-right sm:px-2' },
            { label: 'Still due', className: 'py-2 pr-4 pl-1.5 text-right sm:px-2' },
            ...(safeHarbor ? [{ ...right('Safe-harbor still due'), phoneHidden: true }] : []),
          ]}
          bodyClassName="divide-y divide-slate-100 text-slate-800"
        >
          {side.quarters.map((quarter) => (
            <tr key={quarter.quarter}>
              <th scope="row" className="py-2 pr-2 pl-4 text-left align-top font-medium sm:pl-0">
                Q{quarter.quarter}
                {/* On a phone the due date and the safe harbor are folded into this column. */}
                <span className="block text-xs font-normal text-slate-600 sm:hidden">
                  Due <span className="whitespace-nowrap">{format.date(quarter.dueDate)}</span>
                </span>
                {safeHarbor && (
                  <span className="block text-xs font-normal text-slate-600 sm:hidden">
                    Safe harbor: {format.money(quarter.safeHarborRemaining ?? 0)} of{' '}
                    {format.money(quarter.safeHarbor ?? 0)} still due
                  </span>
                )}
              </th>
              <td className="hidden px-2 py-2 align-top whitespace-nowrap sm:table-cell">
                {format.date(quarter.dueDate)}
              </td>
              <td className="px-1.5 py-2 text-right align-top whitespace-nowrap tabular-nums sm:px-2">
                {format.money(quarter.estimated)}
              </td>
              <td className="px-1.5 py-2 text-right align-top whitespace-nowrap tabular-nums sm:px-2">
                {format.money(quarter.paid)}
              </td>
              <td
                className={`py-2 pr-4 pl-1.5 text-right align-top font-semibold sm:px-2 whitespace-nowrap tabular-nums ${
                  quarter.remaining === 0 ? 'text-green-700' : 'text-slate-900'
                }`}
              >
                {format.money(quarter.remaining)}
              </td>
              {safeHarbor && (
                <td className="hidden py-2 pr-4 pl-2 text-right whitespace-nowrap tabular-nums sm:table-cell sm:pr-0">
                  {format.money(quarter.safeHarborRemaining ?? 0)}
                  <span className="block text-xs text-slate-600">
                    of {format.money(quarter.safeHarbor ?? 0)}
                  </span>
                </td>
              )}
            </tr>
          ))}
        </DataTable>
      </ScrollRegion>
      <p className="text-xs text-slate-600">{side.appliedNote}</p>
    </div>
  );
}

function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className={`text-lg tabular-nums ${strong ? 'font-bold text-slate-900' : 'text-slate-800'}`}>
        {value}
      </dd>
    </div>
  );
}

function PaymentsTable({
  year,
  payments,
  stateName,
}: {
  year: number;
  payments: readonly EstimatedTaxPayment[];
  /** With a state, each payment says whom it went to. */
  stateName?: string | undefined;
}) {
  const format = useTaxFormatters();
  const deletePayment = useDeletePayment();
  const [removing, setRemoving] = useState<EstimatedTaxPayment>();
  const notAPayment = useNotAPayment();
  const [unrecognising, setUnrecognising] = useState<EstimatedTaxPayment>();
  return (
    <div>
      <h3 className="mb-2 text-base font-semibold text-slate-900">Payments made for {year}</h3>
      {payments.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-3 py-4 text-sm text-slate-600">
          {plannerTexts.noPayments(year)}
        </p>
      ) : (
        <div className="-mx-4 overflow-x-auto sm:mx-0">
          <DataTable
            caption={`Estimated tax payments made for ${year}`}
            className="w-full min-w-[20rem] text-sm"
            edges="bleed"
            columns={[
              { label: 'Date', align: 'left' },
              right('Amount'),
              { label: 'Actions', className: 'py-2 pr-4 pl-1 text-right sm:pr-0' },
            ]}
            bodyClassName="divide-y divide-slate-100 text-slate-800"
          >
            {payments.map((payment) => (
              <PaymentRow
                key={payment.id}
                payment={payment}
                paidTo={
                  stateName === undefined && payment.jurisdiction === 'federal'
                    ? undefined
                    : paidToLabel(payment, stateName)
                }
                format={format}
                deleting={deletePayment.isPending && deletePayment.variables === payment.id}
                onDelete={() => setRemoving(payment)}
                onNotAPayment={() => setUnrecognising(payment)}
              />
            ))}
          </DataTable>
        </div>
      )}
      {removing && (
        <ConfirmDialog
          title="Delete this payment?"
          confirmLabel="Delete payment"
          pendingLabel="Deleting..."
          doneMessage={paymentToasts.deleted}
          describeFailure={(error) => paymentFailureMessage(error, paymentToasts.deleteFailed)}
          onConfirm={() => deletePayment.mutateAsync(removing.id)}
          onClose={() => setRemoving(undefined)}
        >
          <p className="text-sm text-slate-700">
            {plannerTexts.deleteConfirm(format.money(removing.amount), format.date(removing.date))}
          </p>
          <p className="text-sm text-slate-600">{plannerTexts.deleteHint}</p>
        </ConfirmDialog>
      )}
      {unrecognising && (
        <ConfirmDialog
          title={plannerTexts.notAPaymentTitle}
          // Nothing is lost: the line waits in the review queue.
          tone="primary"
          confirmLabel={plannerTexts.notAPaymentConfirm}
          pendingLabel={plannerTexts.notAPaymentPending}
          doneMessage={paymentToasts.movedToReview}
          describeFailure={(error) => paymentFailureMessage(error, paymentToasts.moveFailed)}
          onConfirm={() => notAPayment.mutateAsync(unrecognising.id)}
          onClose={() => setUnrecognising(undefined)}
        >
          <p className="text-sm text-slate-700">
            {plannerTexts.notAPaymentBody(
              format.money(unrecognising.amount),
              format.date(unrecognising.date),
            )}
          </p>
          <p className="text-sm break-words text-slate-600">{paymentOrigin(unrecognising)}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

function PaymentRow({
  payment,
  paidTo,
  format,
  deleting,
  onDelete,
  onNotAPayment,
}: {
  payment: EstimatedTaxPayment;
  paidTo: string | undefined;
  format: Formatters;
  deleting: boolean;
  onDelete: () => void;
  onNotAPayment: () => void;
}) {
  const amount = format.money(payment.amount);
  const date = format.date(payment.date);
  return (
    <tr className={deleting ? 'opacity-50' : undefined}>
      <td className="py-2 pr-2 pl-4 align-top sm:pl-0">
        <span className="whitespace-nowrap">{date}</span>
        {paidTo && <span className="block text-xs font-medium text-slate-700">{paidTo}</span>}
        <span className="block text-xs break-words text-slate-600">{paymentOrigin(payment)}</span>
        {payment.note && <span className="block text-xs break-words text-slate-600">{payment.note}</span>}
        {payment.source !== 'hand' && (
          <button
            type="button"
            aria-label={plannerTexts.notAPaymentLabel(amount, date)}
            onClick={onNotAPayment}
            disabled={deleting}
            className="mt-1 inline-flex min-h-8 items-center gap-1 rounded-md text-xs font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            <Icon icon={Undo2} className="h-3.5 w-3.5" />
            {plannerTexts.notAPayment}
          </button>
        )}
      </td>
      <td className="px-2 py-2 text-right align-top whitespace-nowrap tabular-nums">
        {format.money(payment.amount)}
      </td>
      <td className="py-1 pr-4 pl-1 text-right align-top sm:pr-0">
        <DeleteRowAction
          label={`Delete the payment of ${format.money(payment.amount)} made on ${format.date(payment.date)}`}
          disabled={deleting}
          onClick={onDelete}
        />
      </td>
    </tr>
  );
}
