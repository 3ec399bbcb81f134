import { FileUp } from 'lucide';
import { useId, useState, type DragEvent } from 'react';
import { Icon } from '../../components/ui/icon';

export const statementFileHint = 'CSV, OFX, QFX or QIF from your bank, card or gig platform, up to 10 MB.';
export const STATEMENT_FILE_TYPES = '.csv,.ofx,.qfx,.qif,.txt';

/** Step 1: a real file input, labelled 'Statement file', inside a zone a file can also be dropped on. */
export function StatementFilePicker({
  onChoose,
  disabled = false,
}: {
  onChoose: (file: File) => void;
  disabled?: boolean;
}) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const [dragging, setDragging] = useState(false);

  const over = (event: DragEvent) => {
    if (disabled || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onChoose(file);
  };

  return (
    <div
      data-testid="statement-drop-zone"
      onDragEnter={over}
      onDragOver={over}
      onDragLeave={(event) => {
        // Leaving for a child of the zone is not leaving the zone.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={drop}
      className={`flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-4 py-8 text-center transition-colors sm:px-8 ${
        dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50'
      }`}
    >
      <Icon icon={FileUp} className="h-8 w-8 text-brand-700" />
      <label htmlFor={inputId} className="text-base font-semibold text-slate-900">
        Statement file
      </label>
      <input
        id={inputId}
        type="file"
        accept={STATEMENT_FILE_TYPES}
        aria-describedby={hintId}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so that choosing the same file again (after fixing it) is a change too.
          event.target.value = '';
          if (file) onChoose(file);
        }}
        className="block w-full max-w-sm text-sm text-slate-700 file:mr-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-brand-800 disabled:cursor-not-allowed disabled:file:bg-slate-400"
      />
      <p id={hintId} className="text-sm text-slate-600">
        {statementFileHint}
      </p>
      <p aria-hidden="true" className="text-xs text-slate-600">
        Or drop the file here.
      </p>
    </div>
  );
}
