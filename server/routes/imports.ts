import { Hono, type Context } from 'hono';
import {
  importIdParamSchema,
  importMessages,
  statementFileName,
  statementUploadSchema,
} from '../../core/statement-import';
import type { Database } from '../db/client';
import { ApiError, validationFailed } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { requirePro } from '../http/require-pro';
import { validate } from '../http/validate';
import { importStatement } from '../services/imports/import-statement';
import { listImports, undoImport } from '../services/imports/list-imports';
import { previewImport } from '../services/imports/preview-import';
import { readUploadFormOffThread } from '../services/imports/read-statement-off-thread';

const importId = validate('param', importIdParamSchema, new ApiError('not-found', importMessages.notFound));
const FORM_TYPES = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i;

/**
 * The upload's fields, checked by statementUploadSchema. The body is parsed on a worker thread, not by Hono's form
 * validator on the event loop; a body that is not a form (or not the form it says) has no fields, as with Hono.
 */
async function statementUpload(c: Context<AppEnv>) {
  const contentType = c.req.header('content-type') ?? '';
  const parts = FORM_TYPES.test(contentType)
    ? await readUploadFormOffThread(contentType, await c.req.arrayBuffer())
    : null;
  const form: Record<string, string | File> = {};
  for (const part of parts ?? []) {
    // The last value of a repeated field wins, as in Hono's parseBody.
    form[part.name] =
      'text' in part ? part.text : new File([part.file.bytes], part.file.fileName, { type: part.file.type });
  }
  const result = statementUploadSchema.safeParse(form);
  if (!result.success) throw validationFailed(result.error);
  return result.data;
}

const statementFile = async (file: File) => ({
  name: statementFileName(file.name),
  bytes: new Uint8Array(await file.arrayBuffer()),
});

/** Issue 10: statement files previewed (any plan), imported (Pro), listed and undone. */
export function importRoutes(db: Database) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json({ imports: await listImports(db, c.var.user.id) }))
    .post('/preview', async (c) => {
      const { file, mapping, encoding } = await statementUpload(c);
      return c.json(await previewImport(db, c.var.user.id, await statementFile(file), mapping, { encoding }));
    })
    .post('/', requirePro(db), async (c) => {
      const { file, mapping, changes, encoding } = await statementUpload(c);
      const summary = await importStatement(
        db,
        c.var.user.id,
        await statementFile(file),
        mapping,
        changes ?? [],
        { encoding },
      );
      return c.json(summary, 201);
    })
    .delete('/:id', importId, async (c) =>
      c.json(await undoImport(db, c.var.user.id, c.req.valid('param').id)),
    );
}
