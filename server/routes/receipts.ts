import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import {
  receiptArchiveQuerySchema,
  receiptIdParamSchema,
  receiptListQuerySchema,
  receiptMessages,
  receiptPatchSchema,
  receiptUploadSchema,
  receiptsNeededQuerySchema,
  type ReceiptMatches,
  type ReceiptsNeeded,
} from '../../core/receipts/receipts';
import { receiptArchiveFileName } from '../../core/receipts/receipt-file-name';
import type { Database } from '../db/client';
import { ApiError } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { requirePro } from '../http/require-pro';
import { validUpload } from '../http/uploaded-form';
import { validate } from '../http/validate';
import { countExpensesNeedingReceipt } from '../services/receipts/needs-receipt';
import { receiptArchive } from '../services/receipts/receipt-archive';
import { receiptUsage } from '../services/receipts/receipt-quota';
import type { ReceiptFiles } from '../services/receipts/receipt-files';
import {
  deleteReceipt,
  fileReceipt,
  listReceipts,
  matchesOfReceipt,
  readReceiptContent,
  type ReceiptContent,
} from '../services/receipts/manage-receipts';
import { uploadReceipt } from '../services/receipts/upload-receipt';

const receiptId = validate(
  'param',
  receiptIdParamSchema,
  new ApiError('not-found', receiptMessages.notFound),
);

// A receipt is the person's alone: never cached by a browser or a proxy, never sniffed into something runnable.
const privateFile = (content: ReceiptContent, disposition: 'inline' | 'attachment') => ({
  'Content-Type': content.contentType,
  'Content-Disposition': `${disposition}; filename="${content.fileName}"`,
  'Cache-Control': 'private, no-store',
  'X-Content-Type-Options': 'nosniff',
  // A PDF opened in the tab runs no script of ours and none of its own.
  'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
});

/** Receipts kept with expenses (Pro), read by OCR when kept on their own. */
export function receiptRoutes(db: Database, files: ReceiptFiles) {
  const serve =
    (part: 'file' | 'thumbnail') =>
    async (c: Context<AppEnv, string, { out: { param: { id: string } } }>) => {
      const content = await readReceiptContent(db, files.store, c.var.user.id, c.req.valid('param').id, part);
      return c.body(new Uint8Array(content.bytes), 200, privateFile(content, 'inline'));
    };
  return (
    new Hono<AppEnv>()
      // Keeping and filing receipts is Pro; what is kept stays the person's to see, download and delete on any plan.
      .post('/', requirePro(db), async (c) => {
        const { file, itemId } = await validUpload(c, receiptUploadSchema);
        const upload = { bytes: file.bytes, type: file.type, name: file.name };
        const uploaded = await uploadReceipt(db, files.store, c.var.user.id, upload, itemId);
        // The same file uploaded before: the receipt it made, nothing new kept.
        return c.json(uploaded, uploaded.alreadyKept ? 200 : 201);
      })
      .get('/', validate('query', receiptListQuerySchema), async (c) =>
        c.json({ receipts: await listReceipts(db, c.var.user.id, c.req.valid('query').itemId) }),
      )
      .get('/needed', validate('query', receiptsNeededQuerySchema), async (c) => {
        const { from, to } = c.req.valid('query');
        const range = from && to ? { from, to } : null;
        const answer: ReceiptsNeeded = { count: await countExpensesNeedingReceipt(db, c.var.user.id, range) };
        return c.json(answer);
      })
      .get('/usage', async (c) => c.json(await receiptUsage(db, c.var.user.id)))
      .get('/archive', validate('query', receiptArchiveQuerySchema), async (c) => {
        const { year } = c.req.valid('query');
        const { stream } = await receiptArchive(db, files.store, c.var.user.id, year);
        return c.body(Readable.toWeb(stream) as ReadableStream, 200, {
          'Content-Type': 'application/zip',
          'Content-Disposition': `attachment; filename="${receiptArchiveFileName(year)}"`,
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
        });
      })
      .get('/:id/file', receiptId, serve('file'))
      .get('/:id/thumbnail', receiptId, serve('thumbnail'))
      .get('/:id/matches', receiptId, async (c) => {
        const answer: ReceiptMatches = {
          items: await matchesOfReceipt(db, c.var.user.id, c.req.valid('param').id),
        };
        return c.json(answer);
      })
      .patch('/:id', requirePro(db), receiptId, validate('json', receiptPatchSchema), async (c) =>
        c.json(await fileReceipt(db, c.var.user.id, c.req.valid('param').id, c.req.valid('json'))),
      )
      .delete('/:id', receiptId, async (c) => {
        await deleteReceipt(db, c.var.user.id, c.req.valid('param').id);
        return c.body(null, 204);
      })
  );
}
