import { FileText } from 'lucide';
import type { Receipt } from '../../../core/receipts/receipts';
import { receiptFileUrl, receiptName, receiptThumbnailUrl } from './receipt-texts';
import { Icon } from '../../components/ui/icon';

/**
 * A receipt as a link to its file in a new tab: the thumbnail of an image, an icon and the file name of a PDF.
 * The files come from the API under the session (same origin), never from a public path.
 */
export function ReceiptThumbnail({ receipt, size = 'md' }: { receipt: Receipt; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'h-40 w-32' : 'h-24 w-20';
  return (
    <a
      href={receiptFileUrl(receipt.id)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${receiptName(receipt)} (opens in a new tab)`}
      className={`flex ${box} shrink-0 items-center justify-center overflow-hidden rounded-md border border-slate-200 bg-slate-50 hover:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none`}
    >
      {receipt.hasThumbnail ? (
        <img
          src={receiptThumbnailUrl(receipt.id)}
          alt=""
          loading="lazy"
          className="h-full w-full bg-white object-contain"
        />
      ) : (
        <span className="flex flex-col items-center gap-1 p-1 text-center text-xs break-all text-slate-700">
          <Icon icon={FileText} className="h-6 w-6 text-red-700" />
          <span className="line-clamp-3">{receipt.fileName}</span>
        </span>
      )}
    </a>
  );
}
