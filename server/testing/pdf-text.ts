import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect } from 'vitest';

// For tests: what a PDF says, page by page, and each page as a PNG to look at (pdf.js's legacy build runs in Node;
// it draws through @napi-rs/canvas, installed as pdf.js's optional dependency).

/** pdf.js's own copies of the standard fonts (Helvetica...), to draw them without the system's. */
const STANDARD_FONTS = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

type PdfDocument = Awaited<ReturnType<typeof getDocument>['promise']>;

async function openPdf(bytes: Uint8Array): Promise<PdfDocument> {
  // pdf.js takes the buffer over: it gets a copy.
  return getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: STANDARD_FONTS,
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
}

/**
 * The text of each page, one string a line: text runs on the same baseline joined in reading order (left to right),
 * separated by ' | ' when a gap parts them (more than a point) (a table's cells), lines top to bottom.
 */
export async function pdfPageLines(bytes: Uint8Array): Promise<string[][]> {
  const pdf = await openPdf(bytes);
  try {
    const pages: string[][] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const runs = content.items.flatMap((item) =>
        'str' in item && item.str.trim() !== ''
          ? [
              {
                text: item.str,
                x: item.transform[4] as number,
                y: item.transform[5] as number,
                width: item.width,
              },
            ]
          : [],
      );
      const byLine = new Map<number, typeof runs>();
      for (const run of runs) {
        const key = Math.round(run.y);
        const near = [...byLine.keys()].find((y) => Math.abs(y - key) <= 1);
        const line = byLine.get(near ?? key) ?? [];
        line.push(run);
        byLine.set(near ?? key, line);
      }
      pages.push(
        [...byLine.entries()]
          .sort(([a], [b]) => b - a)
          .map(([, line]) =>
            line
              .sort((a, b) => a.x - b.x)
              .reduce((text, run, index) => {
                const previous = line[index - 1];
                if (!previous) return run.text;
                const gap = run.x - (previous.x + previous.width);
                return `${text}${gap > 1 ? ' | ' : ''}${run.text}`;
              }, ''),
          ),
      );
      page.cleanup();
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}

/** Expects each of `expected` among `lines` in this order, other lines (repeated headers, footers) between them. */
export function expectLinesInOrder(lines: readonly string[], expected: readonly string[]): void {
  let from = 0;
  for (const line of expected) {
    const at = lines.indexOf(line, from);
    expect(at, `'${line}' after line ${from}`).toBeGreaterThanOrEqual(from);
    from = at + 1;
  }
}

/** Each page drawn as a PNG (`scale` 1 = 72 dpi) into `directory`, as {prefix}-{page}.png; the files' paths. */
export async function renderPdfPages(
  bytes: Uint8Array,
  directory: string,
  prefix: string,
  scale = 1.5,
): Promise<string[]> {
  mkdirSync(directory, { recursive: true });
  const pdf = await openPdf(bytes);
  try {
    const files: string[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const viewport = page.getViewport({ scale });
      const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
      const context = canvas.getContext('2d');
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      await page.render({
        canvas: canvas as unknown as HTMLCanvasElement,
        canvasContext: context as unknown as CanvasRenderingContext2D,
        viewport,
      }).promise;
      const file = path.join(directory, `${prefix}-${String(number).padStart(2, '0')}.png`);
      writeFileSync(file, canvas.toBuffer('image/png'));
      files.push(file);
      page.cleanup();
    }
    return files;
  } finally {
    await pdf.destroy();
  }
}
