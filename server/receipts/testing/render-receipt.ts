import sharp from 'sharp';
import type { CalendarDate } from '../../../core/dates';
import { seededRandom } from '../../testing/seeded-random';

// Receipts as a camera sees them, made for the OCR tests and the bench. A receipt is a list of printed
// lines (a template fills them from its data); it is drawn as SVG text with one of this machine's fonts (fc-list),
// on off-white paper, then photographed: laid on a table, turned a little, blurred, grained and saved as a JPEG,
// some at a phone camera's resolution. The expected total, date and merchant come from the data, never from OCR.

/** One printed line: text at the left, the centre and/or the right edge of the paper. */
export type PrintedLine = {
  left?: string;
  centre?: string;
  right?: string;
  /** Font size relative to the receipt's body text (1 = body). */
  scale?: number;
  bold?: boolean;
};

export type ReceiptFont =
  | 'DejaVu Sans Mono'
  | 'Liberation Mono'
  | 'DejaVu Sans'
  | 'Liberation Sans'
  | 'Liberation Sans Narrow'
  | 'DejaVu Serif'
  | 'Liberation Serif';

/** How the receipt is photographed. */
export type Photo = {
  /** Degrees, clockwise; a hand-held photo is within ±3°. */
  rotate: number;
  /** Standard deviation of the grain, in grey levels (0 = none). */
  grain: number;
  /** Gaussian blur sigma in pixels of the final image (0 = sharp focus). */
  blur: number;
  /** Paper colour (thermal paper is off-white or grey). */
  paper: string;
  /** What lies around the receipt. */
  table: string;
  /** Uneven light: how much darker (0-1) the bottom right corner is than the top left (a hand's or phone's shadow). */
  shade?: number;
  /** The final image's height in pixels (a 12 MP phone photo is 3024 px high). */
  height: number;
  format: 'jpeg' | 'png';
  /** JPEG quality. */
  quality?: number;
};

export type TestReceipt = {
  name: string;
  font: ReceiptFont;
  /** Body text size in pixels on a paper 600 px wide. */
  fontSize: number;
  lines: PrintedLine[];
  photo: Photo;
  /** What a reader should find. */
  expected: { totalCents: number; date: CalendarDate; merchant: string };
};

const PAPER_WIDTH = 600;
const MARGIN = 28;

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** The receipt's paper as SVG, PAPER_WIDTH wide. */
export function receiptSvg(receipt: TestReceipt, paper: string): { svg: string; height: number } {
  const parts: string[] = [];
  let y = MARGIN;
  for (const line of receipt.lines) {
    const size = Math.round(receipt.fontSize * (line.scale ?? 1));
    const advance = Math.round(size * 1.35);
    y += advance;
    const weight = line.bold ? ' font-weight="bold"' : '';
    const text = (x: number, anchor: string, content: string) =>
      `<text x="${x}" y="${y}" text-anchor="${anchor}" font-size="${size}"${weight}>${escapeXml(content)}</text>`;
    if (line.left) parts.push(text(MARGIN, 'start', line.left));
    if (line.centre) parts.push(text(PAPER_WIDTH / 2, 'middle', line.centre));
    if (line.right) parts.push(text(PAPER_WIDTH - MARGIN, 'end', line.right));
  }
  const height = y + MARGIN * 2;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PAPER_WIDTH}" height="${height}">` +
    `<rect width="100%" height="100%" fill="${paper}"/>` +
    `<g font-family="${receipt.font}" fill="#1d1d1d">${parts.join('')}</g></svg>`;
  return { svg, height };
}

function seedOf(name: string): number {
  let hash = 2166136261;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/** The photo of a receipt: image bytes of the type the photo says (JPEG or PNG). */
export async function renderReceipt(receipt: TestReceipt): Promise<Uint8Array> {
  const { photo } = receipt;
  const { svg, height: paperHeight } = receiptSvg(receipt, photo.paper);
  // The paper fills about 80 % of the photo's height; the text is drawn at that final scale so that it stays crisp.
  const scale = (photo.height * 0.8) / paperHeight;
  const paper = await sharp(Buffer.from(svg), { density: 72 * scale })
    .flatten({ background: photo.paper })
    .png()
    .toBuffer({ resolveWithObject: true });
  const margin = Math.round(photo.height * 0.1);
  let laid = await sharp(paper.data)
    .extend({ top: margin, bottom: margin, left: margin, right: margin, background: photo.table })
    .rotate(photo.rotate, { background: photo.table })
    .toBuffer({ resolveWithObject: true });
  if (photo.shade) {
    const { width, height } = laid.info;
    const light = Math.round(255 * (1 - photo.shade));
    const shadow =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>` +
      `<linearGradient id="light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff"/>` +
      `<stop offset="1" stop-color="rgb(${light},${light},${light})"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#light)"/></svg>`;
    laid = await sharp(laid.data)
      .composite([{ input: Buffer.from(shadow), blend: 'multiply' }])
      .toBuffer({ resolveWithObject: true });
  }
  // sharp turns after it resizes within one pipeline, so the turned picture is resized in a second one.
  let image = await sharp(laid.data)
    .resize({ height: photo.height })
    .removeAlpha()
    .greyscale(false)
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (photo.grain > 0) {
    const random = seededRandom(seedOf(receipt.name));
    const pixels = image.data;
    for (let index = 0; index < pixels.length; index += image.info.channels) {
      // A sum of uniforms is close enough to Gaussian grain; the same offset on each channel keeps it grey.
      const offset = (random() + random() + random() - 1.5) * 2 * photo.grain;
      for (let channel = 0; channel < image.info.channels; channel++) {
        pixels[index + channel] = Math.max(0, Math.min(255, pixels[index + channel]! + offset));
      }
    }
    image = { data: pixels, info: image.info };
  }
  let photographed = sharp(image.data, {
    raw: { width: image.info.width, height: image.info.height, channels: image.info.channels },
  });
  if (photo.blur > 0) photographed = photographed.blur(photo.blur);
  const bytes =
    photo.format === 'jpeg'
      ? await photographed.jpeg({ quality: photo.quality ?? 85 }).toBuffer()
      : await photographed.png().toBuffer();
  return new Uint8Array(bytes);
}
