import { useState, type ReactNode } from 'react';
import { toast } from '../../lib/toasts';
import { Alert } from './alert';
import { Button } from './button';
import { Modal } from './modal';

interface ConfirmDialogProps {
  /** The question: 'Delete this item?'. */
  title: string;
  /** What follows from the action, and any field it needs (a password). */
  children: ReactNode;
  /** The action named on its button: 'Delete item', 'Cancel Pro'. */
  confirmLabel: string;
  /** The button's text while the action runs: 'Deleting...'. */
  pendingLabel: string;
  /** The button that leaves without acting. */
  cancelLabel?: string;
  /** 'danger' for what cannot be undone; 'primary' for the rest. */
  tone?: 'danger' | 'primary';
  /** Runs the action; a rejection keeps the dialog open with its message. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  /** Said in a toast once the action is done. */
  doneMessage?: string;
  /** What a failure says in the dialog (by default the error's own message). */
  describeFailure?: (error: unknown) => string;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The app's one confirmation dialog, in place of the browser's confirm(). It is a Modal (focus moves in
 * and stays there, Escape closes and hands focus back to the opener) with a Cancel button and a button that names
 * the action. The content sits in a form, so Enter in a field (a password) confirms. A failure is shown inside the
 * dialog (a toast would sit under it) and the dialog stays open, so the person can try again or cancel.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  pendingLabel,
  cancelLabel = 'Cancel',
  tone = 'danger',
  onConfirm,
  onClose,
  doneMessage,
  describeFailure = errorText,
}: ConfirmDialogProps) {
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setFailure(undefined);
    setPending(true);
    try {
      await onConfirm();
    } catch (error) {
      setFailure(describeFailure(error));
      setPending(false);
      return;
    }
    setPending(false);
    onClose();
    if (doneMessage) toast.success(doneMessage);
  };
  return (
    <Modal title={title} onClose={onClose}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!pending) void confirm();
        }}
      >
        {failure && <Alert tone="error">{failure}</Alert>}
        {children}
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant={tone} disabled={pending}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
