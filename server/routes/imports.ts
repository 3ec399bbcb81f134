import { Hono } from 'hono';
import {
  importIdParamSchema,
  importMessages,
  statementFileName,
  statementUploadSchema,
} from '../../core/statement-import';
import type { UploadedFile } from '../../core/uploaded-file';
import type { Database } from '../db/client';
import { ApiError } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { requirePro } from '../http/require-pro';
import { validUpload } from '../http/uploaded-form';
import { validate } from '../http/validate';
import { importStatement } from '../services/imports/import-statement';
import { listImports, undoImport } from '../services/imports/list-imports';
import { previewImport } from '../services/imports/preview-import';

const importId = validate('param', importIdParamSchema, new ApiError('not-found', importMessages.notFound));

const statementFile = (file: UploadedFile) => ({ name: statementFileName(file.name), bytes: file.bytes });

/** Statement files previewed (any plan), imported (Pro), listed and undone. */
export function importRoutes(db: Database) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json({ imports: await listImports(db, c.var.user.id) }))
    .post('/preview', async (c) => {
      const { file, mapping, encoding } = await validUpload(c, statementUploadSchema);
      return c.json(await previewImport(db, c.var.user.id, statementFile(file), mapping, { encoding }));
    })
    .post('/', requirePro(db), async (c) => {
      const { file, mapping, changes, encoding } = await validUpload(c, statementUploadSchema);
      const summary = await importStatement(db, c.var.user.id, statementFile(file), mapping, changes ?? [], {
        encoding,
      });
      return c.json(summary, 201);
    })
    .delete('/:id', importId, async (c) =>
      c.json(await undoImport(db, c.var.user.id, c.req.valid('param').id)),
    );
}
