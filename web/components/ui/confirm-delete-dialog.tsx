import { useState, type ReactNode } from 'react';
import { toast } from '../../lib/toasts';
import { Alert } from './alert';
import { Button } from './button';
import { Modal } from './modal';

interface ConfirmDeleteDialogProps {
  title: string;
  /** What is deleted and what follows from it. */
  children: ReactNode;
  confirmLabel: string;
  /** Said in a toast once the deletion is done. */
  deletedMessage: string;
  deleting: boolean;
  onDelete: () => Promise<unknown>;
  onClose: () => void;
}

/**
 * Asks before something is deleted; a failure is shown inside the dialog (a toast would sit under it) and the
 * dialog stays open, so the person can try again or cancel.
 */
export function ConfirmDeleteDialog({
  title,
  children,
  confirmLabel,
  deletedMessage,
  deleting,
  onDelete,
  onClose,
}: ConfirmDeleteDialogProps) {
  const [failure, setFailure] = useState<string>();
  const confirm = async () => {
    setFailure(undefined);
    try {
      await onDelete();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      return;
    }
    onClose();
    toast.success(deletedMessage);
  };
  return (
    <Modal title={title} onClose={onClose}>
      <div className="space-y-4">
        {failure && <Alert tone="error">{failure}</Alert>}
        {children}
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" disabled={deleting} onClick={() => void confirm()}>
            {deleting ? 'Deleting...' : confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
