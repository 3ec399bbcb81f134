import type { ReceiptStoredType } from '../../core/receipts/receipts';

// What the image pipeline (prepare-receipt.ts, run on a worker thread) makes of an uploaded file.

export const receiptRefusals = ['wrong-type', 'not-what-it-says', 'damaged', 'too-many-pixels'] as const;
export type ReceiptRefusal = (typeof receiptRefusals)[number];

export type PreparedReceipt =
  | {
      ok: true;
      contentType: Extract<ReceiptStoredType, 'image/jpeg' | 'image/webp'>;
      /** Upright (EXIF orientation applied), no metadata at all, at most RECEIPT_MAX_EDGE px on its longest side. */
      file: Uint8Array;
      /** The same, at most RECEIPT_THUMBNAIL_EDGE px, as JPEG. */
      thumbnail: Uint8Array;
      /** A greyscale PNG made for OCR to read (upright, sized for tesseract). */
      ocrImage: Uint8Array;
    }
  | {
      ok: true;
      contentType: 'application/pdf';
      /** The PDF as it came (its bytes checked to be a PDF). */
      file: Uint8Array;
      thumbnail: null;
      ocrImage: null;
    }
  | { ok: false; refusal: ReceiptRefusal };
