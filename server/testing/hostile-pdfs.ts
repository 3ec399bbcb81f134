import { once } from 'node:events';
import { constants, createDeflate } from 'node:zlib';

// Small PDFs made to cost a reader far more than their size, for the tests of the limits on reading a 1099's PDF
// (server/off-thread/off-thread-pool.ts, server/services/tax/pdfjs-inflate-cap.ts). Each is written object by object
// with its cross-reference table, as a PDF writer would.

/** A PDF of these objects (numbered from 1; the first is the catalog), its xref table and trailer. */
function pdfOf(objects: (string | Uint8Array)[]): Uint8Array {
  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0]!.length;
  const offsets: number[] = [];
  const add = (chunk: Buffer) => {
    chunks.push(chunk);
    length += chunk.length;
  };
  objects.forEach((object, index) => {
    offsets.push(length);
    add(Buffer.from(`${index + 1} 0 obj\n`, 'latin1'));
    add(typeof object === 'string' ? Buffer.from(object, 'latin1') : Buffer.from(object));
    add(Buffer.from('\nendobj\n', 'latin1'));
  });
  const xref = length;
  const rows = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  add(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows}` +
        `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
      'latin1',
    ),
  );
  return new Uint8Array(Buffer.concat(chunks));
}

/** A stream object: its dictionary's entries, then the bytes. */
function stream(entries: string, bytes: Uint8Array): Uint8Array {
  return Buffer.concat([
    Buffer.from(`<< ${entries} /Length ${bytes.length} >>\nstream\n`, 'latin1'),
    bytes,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

const HELVETICA = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';

/** `head`, then spaces up to `total` bytes, deflated a megabyte at a time (never all in memory here). */
async function deflatedSpaces(head: Buffer, total: number): Promise<Buffer> {
  const deflate = createDeflate({ level: constants.Z_BEST_COMPRESSION });
  const packed: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => packed.push(chunk));
  const spaces = Buffer.alloc(1024 * 1024, ' ');
  deflate.write(head);
  for (let written = head.length; written < total; written += spaces.length) {
    if (!deflate.write(spaces.subarray(0, Math.min(spaces.length, total - written))))
      await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  return Buffer.concat(packed);
}

/**
 * A one-page PDF whose page content, FlateDecode-compressed, inflates to `inflatedBytes`: a line of text, then
 * spaces. zlib packs spaces about a thousandfold, so 1 GB of content takes about 1 MB.
 */
export async function inflatingPdf(inflatedBytes: number): Promise<Uint8Array> {
  const text = Buffer.from('BT /F1 12 Tf 72 720 Td (Form 1099-NEC) Tj ET\n', 'latin1');
  const packed = await deflatedSpaces(text, inflatedBytes);
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    stream('/Filter /FlateDecode', packed),
    HELVETICA,
  ]);
}

/**
 * A PDF of about 2 KB whose reading never ends in practice: its page draws form X0 `fan` times, X0 draws X1 `fan`
 * times, and so on `depth` levels down, each drawing a word: fan^depth words to lay out (10^6 for 10 and 6), where
 * pdf.js takes about a second for 10^3.
 */
export function fanOutPdf(depth = 6, fan = 10): Uint8Array {
  const font = 5 + depth + 1;
  const form = (level: number) => 5 + level;
  const draws = (level: number) => `/X${level} Do `.repeat(fan);
  const objects: (string | Uint8Array)[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R ` +
      `/Resources << /Font << /F1 ${font} 0 R >> /XObject << /X0 ${form(0)} 0 R >> >> >>`,
    stream('', Buffer.from(`BT /F1 8 Tf 10 10 Td (Form) Tj ET ${draws(0)}`, 'latin1')),
  ];
  for (let level = 0; level <= depth; level++) {
    const deeper = level < depth;
    const content = `BT /F1 8 Tf 10 10 Td (1099) Tj ET ${deeper ? draws(level + 1) : ''}`;
    const resources = `/Font << /F1 ${font} 0 R >>${deeper ? ` /XObject << /X${level + 1} ${form(level + 1)} 0 R >>` : ''}`;
    objects.push(
      stream(
        `/Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources << ${resources} >>`,
        Buffer.from(content, 'latin1'),
      ),
    );
  }
  objects.push(HELVETICA);
  return pdfOf(objects);
}
