import { LoaderCircle } from 'lucide';
import { uploadPercent, type UploadProgress } from '../../lib/upload-form';
import { Icon } from '../../components/ui/icon';

/** A file on its way to the server: how much has gone, then what the server is doing with it. */
export interface Upload {
  progress: UploadProgress;
  /** The whole file has gone; the server is working on it. */
  uploaded: boolean;
  /** What the server is doing once the file is there: 'Reading your file...', 'Saving 12 items...'. */
  waitingText: string;
}

export const startedUpload = (waitingText: string): Upload => ({
  progress: { loaded: 0, total: 0 },
  uploaded: false,
  waitingText,
});

/** A progress bar labelled 'Uploading' while the file goes, then the waiting text until the answer. */
export function UploadStatus({ upload }: { upload: Upload }) {
  const percent = uploadPercent(upload.progress);
  return (
    <div className="space-y-2" aria-live="polite">
      {upload.uploaded ? (
        <p role="status" className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <Icon icon={LoaderCircle} className="h-4 w-4 animate-spin text-brand-700" />
          {upload.waitingText}
        </p>
      ) : (
        <>
          <div className="flex items-center justify-between text-sm font-medium text-slate-800">
            <span>Uploading</span>
            <span className="tabular-nums">{percent}%</span>
          </div>
          <div
            role="progressbar"
            aria-label="Uploading"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full rounded-full bg-brand-700 transition-[width]"
              style={{ width: `${percent}%` }}
            />
          </div>
        </>
      )}
    </div>
  );
}
