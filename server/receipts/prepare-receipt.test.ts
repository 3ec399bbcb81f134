import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { RECEIPT_MAX_EDGE, RECEIPT_MAX_PIXELS, RECEIPT_THUMBNAIL_EDGE } from '../../core/receipts/receipts';
import {
  asAnimatedPng,
  BLUE,
  closeTo,
  MARK_SIZE,
  phoneMetadata,
  phonePhoto,
  pixelAt,
  pngBomb,
  RED,
  receiptPdf,
} from '../testing/receipt-files';
import { prepareReceipt } from './prepare-receipt';
import type { PreparedReceipt } from './prepared-receipt';

// Images rotated by their EXIF orientation, all metadata removed, at most 2,000
// px, stored as JPEG or WebP with a 320 px thumbnail; decompression bombs and files that are not what their type says
// refused; PDFs kept as they are. Every file here is real, made by the test.

type PreparedImage = Extract<PreparedReceipt, { ok: true; thumbnail: Uint8Array }>;

async function preparedImage(bytes: Uint8Array, declaredType: string): Promise<PreparedImage> {
  const prepared = await prepareReceipt(bytes, declaredType);
  if (!prepared.ok || prepared.thumbnail === null)
    throw new Error(`not an image: ${JSON.stringify(prepared)}`);
  return prepared;
}

const text = (value: string) => new TextEncoder().encode(value);

/** A binary PGM's size, and its pixels as a PNG for pixelAt (sharp reads no PGM). */
async function pgmPicture(bytes: Uint8Array) {
  const header = /^P5\n(\d+) (\d+)\n255\n/.exec(Buffer.from(bytes.subarray(0, 32)).toString('latin1'));
  if (!header) throw new Error('not a binary PGM');
  const [width, height] = [Number(header[1]), Number(header[2])];
  const pixels = bytes.subarray(header[0].length);
  expect(pixels.length).toBe(width * height);
  return {
    width,
    height,
    png: await sharp(pixels, { raw: { width, height, channels: 1 } })
      .png()
      .toBuffer(),
  };
}
const solid = (width: number, height: number, background = '#ffffff') =>
  sharp({ create: { width, height, channels: 3, background } });

describe('prepareReceipt: a phone photo', () => {
  it('turns it upright by its EXIF orientation (6: a quarter turn clockwise)', async () => {
    const photo = await phonePhoto(400, 300);
    const before = await sharp(photo).metadata();
    expect([before.width, before.height, before.orientation]).toEqual([400, 300, 6]);

    const prepared = await preparedImage(photo, 'image/jpeg');
    const after = await sharp(prepared.file).metadata();
    expect([after.format, after.width, after.height]).toEqual(['jpeg', 300, 400]);
    // The stored pixels' top-left (red) corner is now the top-right one, their top-right (blue) the bottom-right.
    const inset = MARK_SIZE / 2;
    expect(closeTo(await pixelAt(prepared.file, 300 - inset, inset), RED)).toBe(true);
    expect(closeTo(await pixelAt(prepared.file, 300 - inset, 400 - inset), BLUE)).toBe(true);
    expect(closeTo(await pixelAt(prepared.file, inset, inset), { r: 255, g: 255, b: 255 })).toBe(true);
    expect(closeTo(await pixelAt(prepared.file, inset, 400 - inset), { r: 255, g: 255, b: 255 })).toBe(true);
  });

  it('keeps none of its metadata: no EXIF (GPS), ICC profile, XMP or IPTC in the file or the thumbnail', async () => {
    const photo = await phonePhoto();
    const input = await sharp(photo).metadata();
    expect(input.exif?.includes(phoneMetadata.gpsMapDatum)).toBe(true);
    expect(input.exif?.includes(phoneMetadata.make)).toBe(true);
    expect(input.icc).toBeDefined();
    expect(input.xmp?.includes(phoneMetadata.xmpCity)).toBe(true);

    const prepared = await preparedImage(photo, 'image/jpeg');
    for (const output of [prepared.file, prepared.thumbnail]) {
      const kept = await sharp(output).metadata();
      expect(kept.exif).toBeUndefined();
      expect(kept.icc).toBeUndefined();
      expect(kept.xmp).toBeUndefined();
      expect(kept.iptc).toBeUndefined();
      expect(kept.orientation).toBeUndefined();
    }
    // The OCR picture is a PGM: a three-line header, then pixels; there is nowhere in it for metadata to go.
    expect(Buffer.from(prepared.ocrImage.subarray(0, 3)).toString('latin1')).toBe('P5\n');
    for (const output of [prepared.file, prepared.thumbnail, prepared.ocrImage]) {
      const bytes = Buffer.from(output);
      for (const trace of [
        'Exif',
        phoneMetadata.gpsMapDatum,
        phoneMetadata.make,
        phoneMetadata.xmpCity,
        'ICC_PROFILE',
      ]) {
        expect(bytes.includes(trace)).toBe(false);
      }
    }
  });

  it('keeps a photo with a few stray bytes before a marker (a libjpeg warning, common from phones)', async () => {
    const photo = await solid(200, 100, '#336699').jpeg().toBuffer();
    const endOfImage = photo.length - 2;
    const withStrayBytes = Buffer.concat([
      photo.subarray(0, endOfImage),
      Buffer.alloc(3),
      photo.subarray(endOfImage),
    ]);
    const prepared = await preparedImage(withStrayBytes, 'image/jpeg');
    expect(prepared.contentType).toBe('image/jpeg');
    expect(closeTo(await pixelAt(prepared.file, 100, 50), { r: 0x33, g: 0x66, b: 0x99 })).toBe(true);
  });
});

describe('prepareReceipt: sizes', () => {
  it('downscales 6000 x 4000 to 2,000 px on its longest side (2000 x 1333), its thumbnail to 320 x 213', async () => {
    const large = await solid(6000, 4000, '#eeeeee').jpeg().toBuffer();
    const prepared = await preparedImage(large, 'image/jpeg');
    const file = await sharp(prepared.file).metadata();
    const thumbnail = await sharp(prepared.thumbnail).metadata();
    expect(RECEIPT_MAX_EDGE).toBe(2000);
    expect(RECEIPT_THUMBNAIL_EDGE).toBe(320);
    expect([file.width, file.height]).toEqual([2000, 1333]);
    expect([thumbnail.format, thumbnail.width, thumbnail.height]).toEqual(['jpeg', 320, 213]);
  });

  it('fits a tall receipt (1000 x 4000) inside 2,000 px and its thumbnail inside 320 px', async () => {
    const tall = await solid(1000, 4000).png().toBuffer();
    const prepared = await preparedImage(tall, 'image/png');
    const file = await sharp(prepared.file).metadata();
    const thumbnail = await sharp(prepared.thumbnail).metadata();
    expect([file.width, file.height]).toEqual([500, 2000]);
    expect([thumbnail.width, thumbnail.height]).toEqual([80, 320]);
  });

  it('never enlarges a small image (120 x 90 stays 120 x 90, and so does its thumbnail)', async () => {
    const small = await solid(120, 90).jpeg().toBuffer();
    const prepared = await preparedImage(small, 'image/jpeg');
    const file = await sharp(prepared.file).metadata();
    const thumbnail = await sharp(prepared.thumbnail).metadata();
    expect([file.width, file.height]).toEqual([120, 90]);
    expect([thumbnail.width, thumbnail.height]).toEqual([120, 90]);
  });

  it('makes the picture OCR reads: a greyscale PGM of the upright image', async () => {
    const prepared = await preparedImage(await phonePhoto(400, 300), 'image/jpeg');
    const ocr = await pgmPicture(prepared.ocrImage);
    expect([ocr.width, ocr.height]).toEqual([300, 400]);
    // The red mark, now top-right, in grey.
    const mark = await pixelAt(ocr.png, 300 - MARK_SIZE / 2, MARK_SIZE / 2);
    expect(mark.r === mark.g && mark.g === mark.b && mark.r < 200).toBe(true);
  });
});

describe('prepareReceipt: formats', () => {
  it('stores a PNG as JPEG', async () => {
    const png = await solid(300, 200, '#00aa00').png().toBuffer();
    const prepared = await preparedImage(png, 'image/png');
    expect(prepared.contentType).toBe('image/jpeg');
    expect((await sharp(prepared.file).metadata()).format).toBe('jpeg');
    expect(closeTo(await pixelAt(prepared.file, 150, 100), { r: 0, g: 0xaa, b: 0 })).toBe(true);
  });

  it('puts a transparent PNG (a screenshot of an e-receipt) on white paper', async () => {
    const transparent = await sharp({
      create: { width: 100, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const prepared = await preparedImage(transparent, 'image/png');
    expect(closeTo(await pixelAt(prepared.file, 50, 50), { r: 255, g: 255, b: 255 })).toBe(true);
    expect(
      closeTo(await pixelAt((await pgmPicture(prepared.ocrImage)).png, 50, 50), { r: 255, g: 255, b: 255 }),
    ).toBe(true);
  });

  it('keeps a WebP as WebP, with a JPEG thumbnail', async () => {
    const webp = await solid(300, 200, '#aa0000').webp().toBuffer();
    const prepared = await preparedImage(webp, 'image/webp');
    expect(prepared.contentType).toBe('image/webp');
    expect((await sharp(prepared.file).metadata()).format).toBe('webp');
    expect((await sharp(prepared.thumbnail).metadata()).format).toBe('jpeg');
  });

  it('converts a CMYK JPEG (from a scanner or print software) to sRGB', async () => {
    const cmyk = await solid(100, 100, '#ff0000').toColourspace('cmyk').jpeg().toBuffer();
    expect((await sharp(cmyk).metadata()).space).toBe('cmyk');
    const prepared = await preparedImage(cmyk, 'image/jpeg');
    const kept = await sharp(prepared.file).metadata();
    expect([kept.space, kept.channels]).toEqual(['srgb', 3]);
    expect(closeTo(await pixelAt(prepared.file, 50, 50), RED)).toBe(true);
  });

  it('keeps only the first frame of an animated WebP', async () => {
    const frame = (colour: string) => solid(200, 100, colour).png().toBuffer();
    const animated = await sharp([await frame('#ff0000'), await frame('#0000ff')], {
      join: { animated: true },
    })
      .webp({ loop: 0, delay: [500, 500] })
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);
    const prepared = await preparedImage(animated, 'image/webp');
    const kept = await sharp(prepared.file).metadata();
    expect([kept.width, kept.height, kept.pages]).toEqual([200, 100, undefined]);
    expect(closeTo(await pixelAt(prepared.file, 100, 50), RED)).toBe(true);
  });

  it('reads an animated PNG (APNG) as a PNG', async () => {
    const apng = asAnimatedPng(await solid(60, 40, '#00ff00').png().toBuffer());
    const prepared = await preparedImage(apng, 'image/png');
    expect(prepared.contentType).toBe('image/jpeg');
    expect((await sharp(prepared.file).metadata()).width).toBe(60);
  });

  it.each([
    ['a PNG declared as JPEG', () => solid(80, 60).png().toBuffer(), 'image/jpeg', 'image/jpeg'],
    ['a JPEG declared as PNG', () => solid(80, 60).jpeg().toBuffer(), 'image/png', 'image/jpeg'],
    ['a WebP declared as JPEG', () => solid(80, 60).webp().toBuffer(), 'image/jpeg', 'image/webp'],
  ])('takes %s as what its bytes are', async (_name, make, declaredType, stored) => {
    const prepared = await preparedImage(await make(), declaredType);
    expect(prepared.contentType).toBe(stored);
  });
});

describe('prepareReceipt: PDFs', () => {
  it('keeps a PDF byte for byte, with no thumbnail and nothing for OCR', async () => {
    const pdf = await receiptPdf();
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const prepared = await prepareReceipt(pdf, 'application/pdf');
    expect(prepared).toEqual({
      ok: true,
      contentType: 'application/pdf',
      file: pdf,
      thumbnail: null,
      ocrImage: null,
    });
    expect(prepared.ok && Buffer.from(prepared.file).equals(pdf)).toBe(true);
  });

  it('refuses a PDF cut short (no %%EOF at its end) as damaged', async () => {
    const pdf = await receiptPdf();
    const cut = pdf.subarray(0, Math.floor(pdf.length / 2));
    expect(await prepareReceipt(cut, 'application/pdf')).toEqual({ ok: false, refusal: 'damaged' });
  });

  it.each([
    ['an HTML page', () => Promise.resolve(text('<!doctype html><script>fetch("/api/me")</script>'))],
    ['a JPEG', () => solid(10, 10).jpeg().toBuffer()],
    ['a ZIP', () => Promise.resolve(Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(40)]))],
  ])('refuses %s declared as a PDF as not what it says', async (_name, make) => {
    expect(await prepareReceipt(await make(), 'application/pdf')).toEqual({
      ok: false,
      refusal: 'not-what-it-says',
    });
  });
});

describe('prepareReceipt: refusals', () => {
  it.each(['image/gif', 'image/svg+xml', 'image/heic', 'text/html', 'application/octet-stream', ''])(
    'refuses the declared type %j as a wrong type, whatever the bytes',
    async (declaredType) => {
      const jpeg = await solid(10, 10).jpeg().toBuffer();
      expect(await prepareReceipt(jpeg, declaredType)).toEqual({ ok: false, refusal: 'wrong-type' });
    },
  );

  it.each([
    ['an HTML page', () => Promise.resolve(text('<!doctype html><h1>Receipt</h1><script>alert(1)</script>'))],
    [
      'an SVG (script inside)',
      () => Promise.resolve(text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
    ],
    ['a Windows program', () => Promise.resolve(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]))],
    ['a ZIP', () => Promise.resolve(Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(40)]))],
    ['a GIF (not a type we keep)', () => solid(10, 10).gif().toBuffer()],
    ['a PDF', () => receiptPdf()],
  ])('refuses %s declared as a JPEG as not what it says', async (_name, make) => {
    expect(await prepareReceipt(await make(), 'image/jpeg')).toEqual({
      ok: false,
      refusal: 'not-what-it-says',
    });
  });

  it('refuses a JPEG cut short (an upload that stopped half way) as damaged', async () => {
    const photo = await phonePhoto(400, 300);
    const cut = photo.subarray(0, Math.floor(photo.length * 0.6));
    expect(await prepareReceipt(cut, 'image/jpeg')).toEqual({ ok: false, refusal: 'damaged' });
  });

  it('refuses a PNG cut short as damaged', async () => {
    const png = await solid(300, 200)
      .composite([{ input: await phonePhoto(100, 80) }])
      .png()
      .toBuffer();
    const cut = png.subarray(0, Math.floor(png.length * 0.6));
    expect(await prepareReceipt(cut, 'image/png')).toEqual({ ok: false, refusal: 'damaged' });
  });

  it.each([
    ['an empty file', () => new Uint8Array(0)],
    ['random bytes', () => Uint8Array.from({ length: 4096 }, (_, index) => (index * 7919 + 13) % 256)],
    ['a JPEG header and nothing else', () => Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16])],
  ])('refuses %s as damaged', async (_name, make) => {
    expect(await prepareReceipt(make(), 'image/jpeg')).toEqual({ ok: false, refusal: 'damaged' });
  });

  it('refuses a decompression bomb (a 48 KB PNG of 20,000 x 20,000 pixels) from its header, in well under a second', async () => {
    const bomb = pngBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const header = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect([header.width, header.height]).toEqual([20_000, 20_000]);

    const started = performance.now();
    const prepared = await prepareReceipt(bomb, 'image/png');
    const took = performance.now() - started;
    expect(prepared).toEqual({ ok: false, refusal: 'too-many-pixels' });
    // Measured: about 6 ms. Decoding it would take seconds and 400 MB.
    expect(took).toBeLessThan(500);
  });

  it('refuses an image of just over 100 megapixels (10,001 x 10,000), the limit being RECEIPT_MAX_PIXELS', async () => {
    expect(RECEIPT_MAX_PIXELS).toBe(100_000_000);
    expect(await prepareReceipt(pngBomb(10_001, 10_000), 'image/png')).toEqual({
      ok: false,
      refusal: 'too-many-pixels',
    });
  });
});

describe('prepareReceipt: never throws on what a person may upload', () => {
  it('answers each of 300 damaged copies of a JPEG, a PNG, a WebP and a PDF with a prepared receipt or a refusal', async () => {
    const originals: [Uint8Array, string][] = [
      [await phonePhoto(64, 48), 'image/jpeg'],
      [await solid(64, 48, '#123456').png().toBuffer(), 'image/png'],
      [await solid(64, 48, '#654321').webp().toBuffer(), 'image/webp'],
      [await receiptPdf(), 'application/pdf'],
    ];
    let seed = 7;
    const next = (below: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % below;
    };
    const answers = new Set<string>();
    for (let copy = 0; copy < 300; copy++) {
      const [original, declaredType] = originals[copy % originals.length]!;
      const damaged = Uint8Array.from(original);
      for (let flip = 0; flip < 1 + next(8); flip++) damaged[next(damaged.length)] = next(256);
      const kept = next(3) === 0 ? damaged.subarray(0, next(damaged.length)) : damaged;
      const prepared = await prepareReceipt(kept, declaredType);
      answers.add(prepared.ok ? prepared.contentType : prepared.refusal);
    }
    // Some copies still read (a flipped byte inside the pixels), others do not; none throws.
    expect(
      [...answers].every((answer) =>
        [
          'image/jpeg',
          'image/webp',
          'application/pdf',
          'damaged',
          'not-what-it-says',
          'too-many-pixels',
        ].includes(answer),
      ),
    ).toBe(true);
    expect(answers.has('damaged')).toBe(true);
  });
});
