import { Hono } from 'hono';
import {
  form1099IdParamSchema,
  form1099Messages,
  form1099UploadSchema,
  newForm1099Schema,
  reconciliationFixSchema,
} from '../../core/tax/forms-1099';
import { taxYearQuerySchema } from '../../core/tax/schedule-c-api';
import type { Database } from '../db/client';
import { ApiError } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { requirePro } from '../http/require-pro';
import { validUpload } from '../http/uploaded-form';
import { validate } from '../http/validate';
import { addForm1099, deleteForm1099, listForms1099 } from '../services/tax/forms-1099';
import { readForm1099Upload } from '../services/tax/read-form-1099';
import { fixReconciliation, reconciliationForUser } from '../services/tax/reconciliation';

const formId = validate('param', form1099IdParamSchema, new ApiError('not-found', form1099Messages.notFound));

// GET/POST/DELETE /api/tax/forms-1099, POST /api/tax/forms-1099/read, GET /api/tax/reconciliation,
// POST /api/tax/reconciliation/fix. Tax time is Pro, like the estimate.
export function forms1099Routes(db: Database) {
  return new Hono<AppEnv>()
    .get('/forms-1099', requirePro(db), validate('query', taxYearQuerySchema), async (c) =>
      c.json({ forms: await listForms1099(db, c.var.user.id, c.req.valid('query').year) }),
    )
    .post('/forms-1099', requirePro(db), validate('json', newForm1099Schema), async (c) =>
      c.json(await addForm1099(db, c.var.user.id, c.req.valid('json')), 201),
    )
    .post('/forms-1099/read', requirePro(db), async (c) => {
      const { file } = await validUpload(c, form1099UploadSchema);
      return c.json(await readForm1099Upload(file.bytes, c.var.user.id));
    })
    .delete('/forms-1099/:id', requirePro(db), formId, async (c) => {
      await deleteForm1099(db, c.var.user.id, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .get('/reconciliation', requirePro(db), validate('query', taxYearQuerySchema), async (c) =>
      c.json(await reconciliationForUser(db, c.var.user.id, c.req.valid('query').year)),
    )
    .post('/reconciliation/fix', requirePro(db), validate('json', reconciliationFixSchema), async (c) =>
      c.json(await fixReconciliation(db, c.var.user.id, c.req.valid('json')), 201),
    );
}
