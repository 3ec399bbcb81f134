import { crc32, deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';

// Real receipt files for the tests, made in the test: phone photos with the metadata a phone writes, a
// decompression bomb, a PDF. Nothing is downloaded.

/** What a phone writes into a photo besides its pixels; none of it may reach what GigTally keeps. */
export const phoneMetadata = {
  make: 'Apple',
  model: 'iPhone 15',
  /** GPS IFD: where the photo was taken (the person's kitchen table). */
  gpsMapDatum: 'WGS-84',
  gpsLatitude: '37/1 46/1 30/1',
  /** An XMP packet naming the town. */
  xmpCity: 'Springfield',
} as const;

const phoneXmp =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  `<rdf:Description xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/" photoshop:City="${phoneMetadata.xmpCity}"/>` +
  '</rdf:RDF></x:xmpmeta>';

export const MARK_SIZE = 40;
export const RED = { r: 255, g: 0, b: 0 };
export const BLUE = { r: 0, g: 0, b: 255 };

/**
 * A JPEG as a phone held upright writes it: the sensor's pixels sideways (width x height as given) with EXIF
 * orientation 6 (turn 90° clockwise to show), EXIF with GPS tags, a Display P3 ICC profile and XMP. The stored pixels
 * are white with a red square in their top-left corner and a blue one in their top-right corner.
 */
export async function phonePhoto(width = 400, height = 300): Promise<Buffer> {
  const mark = (colour: typeof RED, left: number) => ({
    input: { create: { width: MARK_SIZE, height: MARK_SIZE, channels: 3 as const, background: colour } },
    left,
    top: 0,
  });
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite([mark(RED, 0), mark(BLUE, width - MARK_SIZE)])
    .jpeg({ quality: 95 })
    .withExif({
      IFD0: { Make: phoneMetadata.make, Model: phoneMetadata.model },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: phoneMetadata.gpsLatitude,
        GPSLongitudeRef: 'W',
        GPSLongitude: '122/1 25/1 10/1',
        GPSMapDatum: phoneMetadata.gpsMapDatum,
      },
    })
    .withMetadata({ orientation: 6 })
    .withIccProfile('p3')
    .withXmp(phoneXmp)
    .toBuffer();
}

/**
 * A 12-megapixel (4032 x 3024) photo of a receipt as a phone takes it: sensor noise, uneven light, a sheet of paper
 * with 36 lines of text on a table, EXIF orientation 6 with GPS tags. About 2.8 MB, made in about half a second.
 */
export async function twelveMegapixelReceiptPhoto(): Promise<Buffer> {
  const width = 4032;
  const height = 3024;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = ((seed >> 16) % 13) - 6;
      const paper = x > 400 && x < 3600 && y > 250 && y < 2800;
      const light = paper ? 235 - (x + y) / 400 : 110 + y / 100;
      const at = (y * width + x) * 3;
      pixels[at] = light + noise + (paper ? 0 : 10);
      pixels[at + 1] = light + noise;
      pixels[at + 2] = light + noise - (paper ? 8 : 20);
    }
  }
  // The receipt reads upright once turned 90° clockwise (orientation 6), so its text runs up the stored pixels.
  const lines = Array.from(
    { length: 36 },
    (_, line) =>
      `<text x="80" y="${110 + line * 70}" font-family="DejaVu Sans Mono" font-size="52" fill="#222">` +
      `ITEM ${String(line).padStart(2, '0')} COFFEE BEANS ... $${((line * 317) / 100).toFixed(2)}</text>`,
  ).join('');
  const text = `<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="2500"><g transform="translate(0,2500) rotate(-90)">${lines}</g></svg>`;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .composite([{ input: Buffer.from(text), left: 500, top: 280 }])
    .jpeg({ quality: 92 })
    .withExif({ IFD0: { Make: phoneMetadata.make }, IFD3: { GPSMapDatum: phoneMetadata.gpsMapDatum } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

const PNG_SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

/**
 * A decompression bomb: a valid black-and-white PNG of width x height pixels whose rows are all zeros, so it
 * compresses about 1000 to 1 (20,000 x 20,000 = 400 megapixels in about 48 KB; decoded to 8-bit, 400 MB).
 */
export function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc(height * (Math.ceil(width / 8) + 1)); // each row: filter byte 0, then zeros
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The PNG with an acTL chunk after its header: an animated PNG (APNG) to file-type, of one frame. */
export function asAnimatedPng(png: Buffer): Buffer {
  const headerEnd = PNG_SIGNATURE.length + 8 + 13 + 4;
  const animation = Buffer.alloc(8);
  animation.writeUInt32BE(1, 0); // frames
  return Buffer.concat([png.subarray(0, headerEnd), pngChunk('acTL', animation), png.subarray(headerEnd)]);
}

/** A one-page PDF receipt as a shop's till software writes one (pdfkit). */
export function receiptPdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const document = new PDFDocument({ size: [227, 400], margin: 12, info: { Title: 'Receipt' } });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    document.fontSize(12).text('CORNER HARDWARE');
    document.fontSize(9).text('03/14/2025  10:42');
    document.text('Extension cord        18.99');
    document.text('TOTAL                 18.99');
    document.end();
  });
}

/** The colour of one pixel of an encoded image. */
export async function pixelAt(image: Uint8Array, x: number, y: number) {
  const { data, info } = await sharp(image)
    .extract({ left: x, top: y, width: 1, height: 1 })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return info.channels === 1
    ? { r: data[0]!, g: data[0]!, b: data[0]! }
    : { r: data[0]!, g: data[1]!, b: data[2]! };
}

/** Whether two colours are alike within a JPEG's error (and a P3 to sRGB conversion's). */
export function closeTo(
  actual: { r: number; g: number; b: number },
  expected: { r: number; g: number; b: number },
) {
  const tolerance = 40;
  return (
    Math.abs(actual.r - expected.r) <= tolerance &&
    Math.abs(actual.g - expected.g) <= tolerance &&
    Math.abs(actual.b - expected.b) <= tolerance
  );
}

/** A receipt photographed: its printed lines, upright once turned by the EXIF orientation. */
export interface PhotoOptions {
  lines: string[];
  /** The photo's size as the camera wrote it (sideways: wider than high). */
  width?: number;
  height?: number;
}

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A JPEG as a phone writes it: the receipt upright in the picture once turned by EXIF orientation 6 (the sensor's
 * pixels are sideways), with camera make and model and a GPS position in its metadata.
 */
export async function receiptPhoto({ lines, width = 1600, height = 1200 }: PhotoOptions): Promise<Buffer> {
  // Drawn upright (height x width), then turned a quarter left into the sensor's orientation.
  const upright = `<svg xmlns="http://www.w3.org/2000/svg" width="${height}" height="${width}">
    <rect width="100%" height="100%" fill="#f7f5ef"/>
    ${lines
      .map(
        (line, index) =>
          `<text x="80" y="${160 + index * 64}" font-family="DejaVu Sans Mono" font-size="44" fill="#1a1a1a">${escapeXml(line)}</text>`,
      )
      .join('')}
  </svg>`;
  return sharp(Buffer.from(upright))
    .rotate(-90)
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 15' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '30/1 16/1 4012/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '97/1 44/1 2130/100',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/**
 * A PDF that runs JavaScript as it opens (/OpenAction with /S /JavaScript): kept byte for byte like any PDF, so
 * what keeps it from running is the policy it is served under.
 */
export function pdfWithOpenActionScript(): Buffer {
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
      "4 0 obj << /S /JavaScript /JS (app.alert\\('run from a receipt'\\)) >> endobj",
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
  );
}

/**
 * The same picture or PDF in other bytes (a photo saved again, a PDF downloaded twice with a different trailer): a
 * JPEG gets a comment segment after its start marker, a PDF a comment line after its %%EOF.
 */
export function anotherCopy(file: Buffer, copy: number): Buffer {
  const note = Buffer.from(`copy ${copy}`);
  if (file[0] === 0xff && file[1] === 0xd8) {
    const length = Buffer.alloc(2);
    length.writeUInt16BE(note.length + 2);
    return Buffer.concat([file.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, note, file.subarray(2)]);
  }
  return Buffer.concat([file, Buffer.from('%'), note, Buffer.from('\n')]);
}
