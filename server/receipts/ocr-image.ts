import type { Sharp } from 'sharp';

// Issue 20: the picture OCR reads, made from the upright receipt image by the pipeline (prepare-receipt.ts). Kept
// apart so the OCR side can tune it (size, contrast) without touching what is stored.

/** The longest side tesseract is given: receipt text stays legible and reading stays well under a second. */
export const OCR_IMAGE_EDGE = 2000;

/** A greyscale, contrast-stretched PNG of the (already upright) image. */
export async function toOcrImage(upright: Sharp): Promise<Uint8Array> {
  return upright
    .clone()
    .resize(OCR_IMAGE_EDGE, OCR_IMAGE_EDGE, { fit: 'inside', withoutEnlargement: true })
    .greyscale()
    .normalise()
    .png({ compressionLevel: 1 })
    .toBuffer();
}
