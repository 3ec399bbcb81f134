import { Hono } from 'hono';
import {
  newShiftSchema,
  shiftIdParamSchema,
  shiftMessages,
  shiftPatchSchema,
  shiftPeriodQuerySchema,
} from '../../core/earnings/shifts';
import type { Database } from '../db/client';
import { ApiError } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { validate } from '../http/validate';
import { createShift, deleteShift, shiftsOfPeriod, updateShift } from '../services/earnings/manage-shifts';

const shiftId = validate('param', shiftIdParamSchema, new ApiError('not-found', shiftMessages.notFound));

/** The shifts log, on every plan like the mileage log: the hours are the person's own record. */
export function shiftRoutes(db: Database) {
  return new Hono<AppEnv>()
    .get('/', validate('query', shiftPeriodQuerySchema), async (c) =>
      c.json({ shifts: await shiftsOfPeriod(db, c.var.user.id, c.req.valid('query')) }),
    )
    .post('/', validate('json', newShiftSchema), async (c) =>
      c.json(await createShift(db, c.var.user.id, c.req.valid('json')), 201),
    )
    .patch('/:id', shiftId, validate('json', shiftPatchSchema), async (c) =>
      c.json(await updateShift(db, c.var.user.id, c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/:id', shiftId, async (c) => {
      await deleteShift(db, c.var.user.id, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
