import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp, type SharpOptions } from 'sharp';
import {
  RECEIPT_MAX_EDGE,
  RECEIPT_MAX_PIXELS,
  RECEIPT_THUMBNAIL_EDGE,
  receiptUploadTypes,
  type ReceiptUploadType,
} from '../../core/receipts/receipts';
import { OCR_IMAGE_EDGE, toOcrImage } from './ocr-image';
import type { PreparedReceipt, ReceiptRefusal } from './prepared-receipt';

// What an uploaded receipt file becomes before it is stored. The bytes are checked to be what the browser
// says they are; an image is turned upright, stripped of every piece of metadata (a phone photo carries the GPS
// position of the person's home), downscaled and re-encoded, with a thumbnail and the picture OCR reads; a PDF is
// kept as it came. Slow on big photos: the server runs it on a worker thread (prepare-receipt-off-thread.ts).

type ReceiptImageType = Exclude<ReceiptUploadType, 'application/pdf'>;

/** The images we take, by the type file-type finds in their bytes (an animated PNG is still a PNG). */
const imageTypeOfSniffed: Record<string, ReceiptImageType> = {
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/apng': 'image/png',
  'image/webp': 'image/webp',
};

/** What libvips must find when it opens each of them. */
const sharpFormatOf: Record<ReceiptImageType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * Decoding: a photo with a few stray bytes (libjpeg's "extraneous bytes before marker" warning, common from phones and
 * scanners) is still read; a truncated or broken one is refused. Only the first frame of an animated image is read.
 */
const decodeOptions: SharpOptions = { limitInputPixels: RECEIPT_MAX_PIXELS, failOn: 'error', pages: 1 };

/** The stored image's JPEG (or WebP) quality: receipt text stays crisp at about a tenth of the photo's size. */
const STORED_QUALITY = 82;
/**
 * mozjpeg's quantisation tables and progressive scans, without its trellis quantisation and scan search: on a
 * 2,000 px photo those cost about 400 ms more of a 2-core machine's CPU (of the 3 s an upload with OCR may take) to
 * save a fifth of 200 KB. Measured on the 12 MP test photo: full mozjpeg 164 KB in 460-510 ms; this 210 KB in
 * 96-111 ms; plain libjpeg 278 KB in 66-85 ms.
 */
const storedJpeg = {
  quality: STORED_QUALITY,
  mozjpeg: true,
  trellisQuantisation: false,
  optimiseScans: false,
} as const;
const THUMBNAIL_QUALITY = 80;

/** The image is decoded once, upright, at the size the largest of its uses needs. */
const UPRIGHT_EDGE = Math.max(RECEIPT_MAX_EDGE, OCR_IMAGE_EDGE);

/** How many bytes at the end of a PDF its %%EOF marker may be followed by (ISO 32000's "last 1024 bytes"). */
const PDF_TRAILER_BYTES = 1024;

const refuse = (refusal: ReceiptRefusal): PreparedReceipt => ({ ok: false, refusal });

/** The uploaded file made ready to keep, or why it is refused. Never throws on what a person may upload. */
export async function prepareReceipt(bytes: Uint8Array, declaredType: string): Promise<PreparedReceipt> {
  if (!isReceiptUploadType(declaredType)) return refuse('wrong-type');
  if (bytes.length === 0) return refuse('damaged');
  const sniffed = await sniffedType(bytes);
  if (sniffed === undefined) return refuse(looksLikeText(bytes) ? 'not-what-it-says' : 'damaged');
  if (declaredType === 'application/pdf') {
    return sniffed === 'application/pdf' ? preparePdf(bytes) : refuse('not-what-it-says');
  }
  // A PNG named .jpg is still a receipt: it is taken as what its bytes are. Anything else is not.
  const imageType = imageTypeOfSniffed[sniffed];
  return imageType ? prepareImage(bytes, imageType) : refuse('not-what-it-says');
}

/** The type file-type finds in the bytes; undefined when it finds none, or stumbles on them. */
async function sniffedType(bytes: Uint8Array): Promise<string | undefined> {
  try {
    return (await fileTypeFromBuffer(bytes))?.mime;
  } catch {
    return undefined;
  }
}

function isReceiptUploadType(type: string): type is ReceiptUploadType {
  return (receiptUploadTypes as readonly string[]).includes(type);
}

/**
 * Markup, script or any other text (HTML, SVG, JSON, ...): no file type file-type knows, but plainly not a damaged
 * image either. The first bytes are UTF-8 text without control characters.
 */
function looksLikeText(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 512);
  if (head.some(isControlByte)) return false;
  try {
    // stream: a character cut at the end of the head is not an error.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** A control character other than tab, line feed, form feed and carriage return. */
const isControlByte = (byte: number) =>
  (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) || byte === 0x7f;

/** A PDF is kept byte for byte once it starts as one and ends with its %%EOF (else it was cut short). */
function preparePdf(bytes: Uint8Array): PreparedReceipt {
  if (!startsWith(bytes, '%PDF-')) return refuse('not-what-it-says');
  const trailer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).subarray(-PDF_TRAILER_BYTES);
  if (!trailer.includes('%%EOF')) return refuse('damaged');
  return { ok: true, contentType: 'application/pdf', file: bytes, thumbnail: null, ocrImage: null };
}

function startsWith(bytes: Uint8Array, text: string): boolean {
  return (
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
      .subarray(0, text.length)
      .toString('latin1') === text
  );
}

async function prepareImage(bytes: Uint8Array, type: ReceiptImageType): Promise<PreparedReceipt> {
  try {
    // The header first: a decompression bomb (a few KB that decode to gigabytes) is refused before any pixel is read.
    const header = await sharp(bytes, decodeOptions).metadata();
    if (header.format !== sharpFormatOf[type]) return refuse('damaged');
    if (header.width * header.height > RECEIPT_MAX_PIXELS) return refuse('too-many-pixels');

    // Decoded once: upright (EXIF orientation applied), in sRGB, transparency on white paper, no larger than needed.
    // Raw pixels carry no metadata at all, so nothing of the photo's EXIF, GPS, ICC, XMP or IPTC reaches any output.
    const { data, info } = await sharp(bytes, decodeOptions)
      .autoOrient()
      .resize(UPRIGHT_EDGE, UPRIGHT_EDGE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const upright = (): Sharp =>
      sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });

    const stored = upright().resize(RECEIPT_MAX_EDGE, RECEIPT_MAX_EDGE, {
      fit: 'inside',
      withoutEnlargement: true,
    });
    const keepWebp = type === 'image/webp';
    const [file, thumbnail, ocrImage] = await Promise.all([
      (keepWebp ? stored.webp({ quality: STORED_QUALITY }) : stored.jpeg(storedJpeg)).toBuffer(),
      upright()
        .resize(RECEIPT_THUMBNAIL_EDGE, RECEIPT_THUMBNAIL_EDGE, { fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: THUMBNAIL_QUALITY, mozjpeg: true })
        .toBuffer(),
      toOcrImage(upright()),
    ]);
    return { ok: true, contentType: keepWebp ? 'image/webp' : 'image/jpeg', file, thumbnail, ocrImage };
  } catch (error) {
    return refuse(isPixelLimitError(error) ? 'too-many-pixels' : 'damaged');
  }
}

/** sharp's own refusal of an image over limitInputPixels (its header is read again when decoding). */
function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && error.message.includes('pixel limit');
}
