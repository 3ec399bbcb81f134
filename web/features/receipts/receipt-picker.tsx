import { Camera, FileUp } from 'lucide';
import { useId, type ChangeEvent } from 'react';
import { FileButton } from '../../components/ui/file-button';
import { chooseFileAccept, receiptTexts } from './receipt-texts';
import { Icon } from '../../components/ui/icon';

/**
 * 'Take photo' (the phone's camera, `capture`) and 'Choose file' (an image or a PDF): each a real file input, out of
 * sight but focusable, with its label drawn as a button; the focus ring follows the input.
 */
export function ReceiptPicker({
  onPick,
  disabled = false,
  prominent = false,
}: {
  onPick: (file: File) => void;
  disabled?: boolean;
  /** The camera as the main action (snapping a receipt on a phone). */
  prominent?: boolean;
}) {
  const id = useId();
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so the same file can be chosen again after a refusal.
    event.target.value = '';
    if (file) onPick(file);
  };
  const disabledClass = disabled ? 'pointer-events-none opacity-60' : 'cursor-pointer';
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <div className="flex-1 sm:flex-none">
        <FileButton
          id={`${id}-camera`}
          accept="image/*"
          capture="environment"
          disabled={disabled}
          onChange={picked}
          variant={prominent ? 'primary' : 'secondary'}
          className={`w-full ${disabledClass}`}
        >
          <Icon icon={Camera} className="h-4 w-4" />
          {receiptTexts.takePhoto}
        </FileButton>
      </div>
      <div className="flex-1 sm:flex-none">
        <FileButton
          id={`${id}-file`}
          accept={chooseFileAccept}
          disabled={disabled}
          onChange={picked}
          className={`w-full ${disabledClass}`}
        >
          <Icon icon={FileUp} className="h-4 w-4" />
          {receiptTexts.chooseFile}
        </FileButton>
      </div>
    </div>
  );
}

/** While a file goes up and is read: a progress bar with its words, announced politely. */
export function UploadStatus({ percent, reading }: { percent: number; reading: boolean }) {
  const label = reading ? receiptTexts.reading : receiptTexts.uploading(percent);
  return (
    <div role="status" className="space-y-2 text-sm text-slate-700">
      <p>{label}</p>
      <progress
        aria-label={label}
        max={100}
        value={reading ? undefined : percent}
        className="h-2 w-full overflow-hidden rounded accent-brand-700"
      />
    </div>
  );
}
