import type { Sharp } from 'sharp';

// The picture OCR reads, made from the upright receipt image by the pipeline (prepare-receipt.ts). Kept
// apart so the OCR side can tune it (size, contrast) without touching what is stored.

/**
 * The longest side tesseract is given. Measured on the 35 test receipts (tesseract.js 7, PSM 6, one at a time on
 * this 2-core machine, interleaved so that each setting saw the same load): 1,400 / 1,600 / 2,000 / 2,400 px all
 * read 35 of 35 totals and dates, at a median of 0.55 / 0.58 / 0.65 / 0.77 s a receipt. 2,000 px is kept: a long
 * receipt photographed whole (60 lines and more) keeps about 20 px per line of text, the height tesseract reads best,
 * where 1,400 px would leave 14; the 0.1 s saved is not worth that.
 */
export const OCR_IMAGE_EDGE = 2000;

/**
 * A greyscale, contrast-stretched picture of the (already upright) image, as a binary PGM. Sharpening was measured
 * and left out (the same 35 of 35, no faster); thresholding is left to tesseract, whose own binarisation (Otsu) adapts
 * to each picture. PGM, raw pixels behind a short header, spares leptonica inflating a PNG of several
 * MB (the 12 MP test photo: 2.5 -> 2.3 s of OCR). A 3x3 median against a camera's grain read that photo in 1.8 s but
 * misread a total of the 35 test receipts (60.52 as 100.52) and slowed the others: left out.
 */
export async function toOcrImage(upright: Sharp): Promise<Uint8Array> {
  const { data, info } = await upright
    .clone()
    .resize(OCR_IMAGE_EDGE, OCR_IMAGE_EDGE, { fit: 'inside', withoutEnlargement: true })
    .greyscale()
    // Stretched from the darkest ink to the paper. sharp's default percentiles (1 and 99) both fall on the paper of
    // a scan or close photo with little text (a fuel receipt of 8 lines): its grain was stretched over the whole
    // range and the picture came out dark, with nothing read. From the darkest pixel, that receipt reads right and
    // the 35 test receipts read 34 of 35 totals and 35 of 35 dates (default: 35 and 35), at the same speed.
    .normalise({ lower: 0, upper: 99 })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Buffer.concat([Buffer.from(`P5\n${info.width} ${info.height}\n255\n`, 'latin1'), data]);
}
