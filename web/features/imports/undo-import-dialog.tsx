import type { ImportSummary } from '../../../core/statement-import';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
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
  return (
    <ConfirmDialog
      title="Undo this import?"
      confirmLabel="Undo import"
      pendingLabel="Undoing..."
      doneMessage={importMessages.undone}
      onConfirm={async () => {
        await undo.mutateAsync(summary.id);
        onUndone?.();
      }}
      onClose={onClose}
    >
      <p className="text-sm text-slate-700">{undoQuestion(summary.added)}</p>
      <p className="text-sm text-slate-600">{summary.fileName}</p>
    </ConfirmDialog>
  );
}
