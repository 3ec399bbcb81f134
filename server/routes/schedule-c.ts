import { Hono } from 'hono';
import {
  categoryLineSchema,
  SCHEDULE_C_ITEMS_PER_LINE,
  taxYearQuerySchema,
  vehicleUseSchema,
} from '../../core/tax/schedule-c-api';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { requirePro } from '../http/require-pro';
import { validate } from '../http/validate';
import { listCategoryLines, saveCategoryLine } from '../services/tax/category-lines';
import { scheduleCForUser } from '../services/tax/schedule-c';
import { getVehicleUse, saveVehicleUse } from '../services/tax/vehicle-use';

// GET /api/tax/schedule-c, GET/PUT /api/tax/category-lines, GET/PUT /api/tax/vehicle-use.
export function scheduleCRoutes(db: Database) {
  return (
    new Hono<AppEnv>()
      // On the estimate's figures, so Pro like GET /estimate.
      .get('/schedule-c', requirePro(db), validate('query', taxYearQuerySchema), async (c) =>
        c.json(
          await scheduleCForUser(db, c.var.user.id, c.req.valid('query').year, {
            itemsPerLine: SCHEDULE_C_ITEMS_PER_LINE,
          }),
        ),
      )
      // A setting: any plan.
      .get('/category-lines', async (c) => c.json(await listCategoryLines(db, c.var.user.id)))
      .put('/category-lines', validate('json', categoryLineSchema), async (c) =>
        c.json(await saveCategoryLine(db, c.var.user.id, c.req.valid('json'))),
      )
      .get('/vehicle-use', requirePro(db), validate('query', taxYearQuerySchema), async (c) =>
        c.json(await getVehicleUse(db, c.var.user.id, c.req.valid('query').year)),
      )
      .put('/vehicle-use', requirePro(db), validate('json', vehicleUseSchema), async (c) =>
        c.json(await saveVehicleUse(db, c.var.user.id, c.req.valid('json'))),
      )
  );
}
