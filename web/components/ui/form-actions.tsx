import type { ComponentProps, ReactNode } from 'react';
import { Button } from './button';
import type { RecordFormProps } from './record-form';

/**
 * A form's submit button, named by its action (`children`), that says `pendingLabel` and cannot be pressed again
 * while the form is sent; `disabled` keeps it off for other reasons too (a limit reached).
 */
export function SubmitButton({
  pending,
  pendingLabel,
  disabled = false,
  children,
  ...button
}: Omit<ComponentProps<typeof Button>, 'type'> & { pending: boolean; pendingLabel: string }) {
  return (
    <Button type="submit" disabled={disabled || pending} {...button}>
      {pending ? pendingLabel : children}
    </Button>
  );
}

/** The foot of a form: its buttons at the right on a wide screen, stacked with the submit button on top on a phone. */
export const formActionsRow = 'flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end';

/** Cancel, where the form can be left without saving (a dialog), before the submit button (`children`). */
export function FormActions({
  onCancel,
  className = formActionsRow,
  children,
}: {
  onCancel?: (() => void) | undefined;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={className || undefined}>
      {onCancel && (
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      )}
      {children}
    </div>
  );
}

/**
 * The foot of a form that adds or edits a record, with the labels its page gave it: Cancel in an edit dialog, and
 * the submit button, full width on a phone.
 */
export function RecordFormActions({
  record,
  pending,
  className,
}: {
  record: Pick<RecordFormProps<never>, 'submitLabel' | 'savingLabel' | 'onCancel'>;
  pending: boolean;
  className?: string;
}) {
  return (
    <FormActions onCancel={record.onCancel} className={className}>
      <SubmitButton pending={pending} pendingLabel={record.savingLabel} className="w-full sm:w-auto">
        {record.submitLabel}
      </SubmitButton>
    </FormActions>
  );
}
