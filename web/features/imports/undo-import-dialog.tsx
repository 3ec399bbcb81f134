import { useState } from 'react';
import type { ImportSummary } from '../../../core/statement-import';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { toast } from '../../lib/toasts';
import { counted } from './import-rows';
import { importMessages } from '../../../core/statement-import';
import { useUndoImport } from './imports-api';

/** The question asked before an import is undone. */
export const undoQuestion = (added: number) =>
  `The ${counted(added, 'item', 'items')} it added will be deleted. Items you added yourself are not touched.`;

/** 'Undo this import?': its items are deleted at once; the server's refusal is shown in the dialog. */
export function UndoImportDialog({
  summary,
  onClose,
  onUndone,
}: {
  summary: ImportSummary;
  onClose: () => void;
  onUndone?: () => void;
}) {
  const undo = useUndoImport();
  const [failure, setFailure] = useState<string>();
  const confirm = async () => {
    setFailure(undefined);
    try {
      await undo.mutateAsync(summary.id);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      return;
    }
    onClose();
    onUndone?.();
    toast.success(importMessages.undone);
  };
  return (
    <Modal title="Undo this import?" onClose={onClose}>
      <div className="space-y-4">
        {failure && <Alert tone="error">{failure}</Alert>}
        <p className="text-sm text-slate-700">{undoQuestion(summary.added)}</p>
        <p className="text-sm text-slate-600">{summary.fileName}</p>
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" disabled={undo.isPending} onClick={() => void confirm()}>
            {undo.isPending ? 'Undoing...' : 'Undo import'}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
