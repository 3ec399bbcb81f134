import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

// pdf.js unpacks a PDF's streams (FlateDecode, LZW, decryption...) with no limit on what they unpack to: a 3 MB PDF
// whose page content inflates a thousandfold took the server from 768 MB to about 3 GB, and a worker thread's
// resourceLimits do not stop it, for the bytes are ArrayBuffers outside V8's heap. pdf.js offers no option for it, so
// its worker code (which runs on this thread: Node has no pdf.js worker) is loaded with checks where it makes the bytes
// a stream unpacks to:
// - DecodeStream.ensureBuffer, which every filter's stream (decryption too) grows its buffer through, a block at a
//   time: each growth is spent from the budget of the PDF being read (`withInflateBudget`), and past it pdf.js is
//   told the stream is damaged;
// - asyncGetBytesFromDecompressionStream, which unpacks FlateDecode (and Brotli where the platform can) through the
//   platform's DecompressionStream, a whole stream at once, and keeps unpacking after its reader has stopped: told
//   that it cannot, pdf.js unpacks the stream in its own blocks instead, through ensureBuffer;
// - BrotliStream.readBlock, which unpacks a whole Brotli stream at once with pdf.js's own decoder: refused, since no
//   1099 form uses Brotli (a PDF 2.0 extension).

const BUDGET = Symbol.for('gigtally.pdfInflateBudget');

const budget = `globalThis[Symbol.for('gigtally.pdfInflateBudget')]`;

/** Where each check goes: before this text of pdf.js's worker code, found exactly once. */
const checks = [
  {
    before: '    const buffer2 = new Uint8Array(size);\n',
    check: `    ${budget}?.spend(size - buffer.byteLength);\n`,
  },
  {
    before: '      const {\n        readable,\n        writable\n      } = new DecompressionStream(name);\n',
    check: `      ${budget}?.unpackInBlocks();\n`,
  },
  {
    before: '    const decodedData = BrotliDecode(new Int8Array(',
    check: `    ${budget}?.spend(Infinity);\n`,
  },
];

interface InflateBudget {
  spend(bytes: number): void;
  unpackInBlocks(): void;
}

type PdfWorkerModule = { WorkerMessageHandler: unknown };
let loading: Promise<PdfWorkerModule> | undefined;

/** pdf.js's worker code with the checks, loaded once per thread, and set where pdf.js's API looks for it. */
export function loadCappedPdfWorker(): Promise<PdfWorkerModule> {
  loading ??= (async () => {
    const file = createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.worker.mjs');
    let source = await readFile(file, 'utf8');
    for (const { before, check } of checks) {
      const at = source.indexOf(before);
      // A newer pdf.js that moved this code must not be read without its check.
      if (at === -1 || source.indexOf(before, at + 1) !== -1) {
        throw new Error(
          `pdf.js's worker code has changed: the inflate check before "${before.trim()}" has no place`,
        );
      }
      source = source.slice(0, at) + check + source.slice(at);
    }
    const url = `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`;
    const module = (await import(url)) as PdfWorkerModule;
    // pdf.js's API uses the worker code found here rather than loading its own (PDFWorker's main-thread handler).
    (globalThis as { pdfjsWorker?: PdfWorkerModule }).pdfjsWorker = module;
    return module;
  })();
  return loading;
}

/** Thrown by the checks past the budget; pdf.js takes it for a damaged stream. */
export class InflateLimitReached extends Error {}

/**
 * Runs `read` with `limit` bytes that the PDF's streams may unpack to, all together; answers what `read` answers and
 * whether the budget ran out meanwhile (so that the reading, however it ended, is known to be cut short).
 */
export async function withInflateBudget<T>(
  limit: number,
  read: () => Promise<T>,
): Promise<{ result: T; exceeded: boolean }> {
  let left = limit;
  let exceeded = false;
  const budget: InflateBudget = {
    spend(bytes) {
      left -= bytes;
      if (left < 0 || exceeded) {
        exceeded = true;
        throw new InflateLimitReached(`the PDF unpacks to more than ${limit} bytes`);
      }
    },
    unpackInBlocks() {
      throw new Error('unpacked in blocks, within the budget');
    },
  };
  const holder = globalThis as { [BUDGET]?: InflateBudget };
  // One PDF is read at a time on a thread of the pool (piscina gives a thread one task at a time).
  holder[BUDGET] = budget;
  try {
    const result = await read();
    return { result, exceeded };
  } finally {
    if (holder[BUDGET] === budget) delete holder[BUDGET];
  }
}
