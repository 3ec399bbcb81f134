import { FileText, X } from 'lucide';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { ReceiptPicker } from './receipt-picker';
import { fileProblemOf, receiptTexts } from './receipt-texts';
import { Icon } from '../../components/ui/icon';

/**
 * Receipts chosen in the form of a new expense, before it exists. They stay in the browser until the
 * expense is saved, then go up with its id (item-dialogs.tsx); a file the server would refuse is refused
 * here at once.
 */
export function PendingReceipts({
  files,
  onChange,
  disabled = false,
}: {
  files: readonly File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
}) {
  const [problem, setProblem] = useState<string>();
  return (
    <section aria-label={receiptTexts.panelTitle} className="space-y-2 border-t border-slate-200 pt-4">
      <h3 className="text-sm font-semibold text-slate-900">{receiptTexts.panelTitle}</h3>
      <p className="text-xs text-slate-600">{receiptTexts.pendingHint}</p>
      {files.length > 0 && (
        <ul aria-label={receiptTexts.pendingList} className="space-y-1">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${index}`}
              className="flex items-center justify-between gap-2 rounded-md bg-slate-50 px-3 py-1.5 text-sm text-slate-800"
            >
              <span className="flex min-w-0 items-center gap-2">
                <Icon icon={FileText} className="h-4 w-4 shrink-0 text-slate-600" />
                <span className="truncate">{file.name}</span>
              </span>
              <button
                type="button"
                disabled={disabled}
                aria-label={`Leave out ${file.name}`}
                onClick={() => onChange(files.filter((_, at) => at !== index))}
                className="rounded-md p-1 text-slate-600 hover:bg-slate-200 hover:text-slate-900"
              >
                <Icon icon={X} className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ReceiptPicker
        disabled={disabled}
        onPick={(file) => {
          const refused = fileProblemOf(file);
          setProblem(refused);
          if (!refused) onChange([...files, file]);
        }}
      />
      {problem && <Alert tone="error">{problem}</Alert>}
    </section>
  );
}
