import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { localDate, type CalendarDate } from '../../../core/dates';
import {
  newPaymentSchema,
  paymentMessages,
  type NewPayment,
  type NewPaymentInput,
} from '../../../core/tax/planner-api';
import { FIRST_TAX_YEAR } from '../../../core/tax/tables';
import { Alert } from '../../components/ui/alert';
import { AmountField } from '../../components/ui/amount-field';
import { FormActions, formActionsRow, SubmitButton } from '../../components/ui/form-actions';
import { fieldsOf } from '../../components/ui/form-fields';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { ApiRequestError } from '../../lib/api';
import { toast } from '../../lib/toasts';
import { useTaxFormatters } from '../settings/use-preferences';
import { installmentDueOn } from './payment-quarter';
import { useRecordPayment } from './planner-api';

// What the person is told after recording or deleting a payment (toasts).
export const paymentToasts = {
  recorded: 'Payment recorded',
  deleted: 'Payment deleted',
  recordFailed: 'Failed to record the payment. Please try again.',
  deleteFailed: 'Failed to delete the payment. Please try again.',
  movedToReview: 'Moved to your review queue as an expense',
  moveFailed: 'Failed to move the payment to your review queue. Please try again.',
} as const;

/** The toast of a failed record or delete: the not-found and network messages as the server said them. */
export function paymentFailureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiRequestError)) return fallback;
  if (error.code === 'not-found') return paymentMessages.notFound;
  if (error.code === 'network') return error.message;
  return fallback;
}

export const paymentFormTexts = {
  heading: (year: number) => `Record a payment for ${year}`,
  taxYearLabel: 'Tax year',
  paidToLabel: 'Paid to',
  paidToFederal: 'IRS (federal)',
  record: 'Record Payment',
  recording: 'Recording...',
  otherYear: (quarter: number, taxYear: number) =>
    `On this date the installment due next is Q${quarter} ${taxYear}: choose tax year ${taxYear} above to record it there.`,
} as const;

const formFields = ['date', 'amount', 'note', 'taxYear', 'jurisdiction'] as const;

function defaultsFor(year: number, today: CalendarDate): NewPaymentInput {
  return { taxYear: year, date: today, amount: '', note: '', jurisdiction: 'federal' };
}

/** The next installment due on `date` when it is of another tax year (early January: last year's fourth). */
function otherYearHint(date: string, year: number): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  const due = installmentDueOn(date);
  return due.taxYear === year ? undefined : paymentFormTexts.otherYear(due.quarter, due.taxYear);
}

/**
 * Record a payment of tax: date (today), amount and a note, to the IRS or (with a state that taxes income) the
 * person's state. No quarter: the planner applies a payment by its date, as Form 2210 does, whatever installment the
 * person had in mind. The planner fixes the year; elsewhere (the Add Transaction dialog) `chooseYear` asks for it,
 * between the year of the installment due next and the one before.
 */
export function PaymentForm({
  year,
  state,
  chooseYear = false,
  onRecorded,
  onCancel,
}: {
  year: number;
  state?: { name: string } | undefined;
  chooseYear?: boolean;
  onRecorded?: () => void;
  onCancel?: () => void;
}) {
  const recordPayment = useRecordPayment();
  const format = useTaxFormatters();
  const form = useForm<NewPaymentInput, unknown, NewPayment>({
    resolver: zodResolver(newPaymentSchema),
    defaultValues: defaultsFor(year, localDate()),
  });
  const { handleSubmit, formState, setError, reset, control } = form;
  const field = fieldsOf(form);
  const date = useWatch({ control, name: 'date' });
  const chosenYear = Number(useWatch({ control, name: 'taxYear' }));
  const hint = otherYearHint(typeof date === 'string' ? date : '', chosenYear);
  const yearChoices = [year, year - 1].filter((choice) => choice >= FIRST_TAX_YEAR);

  const submit = handleSubmit(async (values) => {
    try {
      const payment = await recordPayment.mutateAsync(values);
      toast.success(`${paymentToasts.recorded}: ${format.money(payment.amount)} for ${payment.taxYear}`);
      reset(defaultsFor(year, localDate()));
      onRecorded?.();
    } catch (error) {
      const fields = error instanceof ApiRequestError ? error.fields : undefined;
      const named = formFields.filter((name) => fields?.[name]);
      if (named.length > 0) for (const name of named) setError(name, { message: fields![name] });
      else setError('root', { message: paymentFailureMessage(error, paymentToasts.recordFailed) });
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-4"
      aria-labelledby={chooseYear ? undefined : 'record-payment-heading'}
      aria-label={chooseYear ? paymentFormTexts.record : undefined}
    >
      {!chooseYear && (
        <h3 id="record-payment-heading" className="text-base font-semibold text-slate-900">
          {paymentFormTexts.heading(year)}
        </h3>
      )}
      {formState.errors.root?.message && <Alert tone="error">{formState.errors.root.message}</Alert>}
      {!chooseYear && formState.errors.taxYear?.message && (
        <Alert tone="error">{formState.errors.taxYear.message}</Alert>
      )}
      <fieldset disabled={formState.isSubmitting} className="space-y-4">
        <legend className="sr-only">Payment</legend>
        {chooseYear && (
          <SelectField
            label={paymentFormTexts.taxYearLabel}
            options={yearChoices.map((choice) => ({ value: String(choice), label: String(choice) }))}
            {...field('taxYear')}
          />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Payment date" type="date" hint={hint} {...field('date')} />
          <AmountField label="Amount paid" {...field('amount')} />
        </div>
        {state && (
          <SelectField
            label={paymentFormTexts.paidToLabel}
            options={[
              { value: 'federal', label: paymentFormTexts.paidToFederal },
              { value: 'state', label: state.name },
            ]}
            {...field('jurisdiction')}
          />
        )}
        <TextField
          label="Note (optional)"
          autoComplete="off"
          placeholder="e.g. IRS Direct Pay confirmation"
          {...field('note')}
        />
      </fieldset>
      {/* Alone under the planner's fields, the button stays where the form's flow puts it. */}
      <FormActions onCancel={onCancel} className={onCancel ? formActionsRow : ''}>
        <SubmitButton pending={formState.isSubmitting} pendingLabel={paymentFormTexts.recording}>
          {paymentFormTexts.record}
        </SubmitButton>
      </FormActions>
    </form>
  );
}
