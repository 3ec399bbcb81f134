import { Hono } from 'hono';
import {
  mileageLogFileName,
  newTripSchema,
  tripIdParamSchema,
  tripMessages,
  tripPatchSchema,
  tripYearQuerySchema,
} from '../../core/trips';
import { vehicleMethodInputSchema, vehicleMethodQuerySchema } from '../../core/tax/vehicle-method-input';
import type { Database } from '../db/client';
import { ApiError } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { validate } from '../http/validate';
import { mileageLogCsv } from '../services/trips/mileage-log-csv';
import { createTrip, deleteTrip, listTripsOfYear, updateTrip } from '../services/trips/manage-trips';
import { getVehicleMethod, saveVehicleMethod } from '../services/trips/vehicle-method';

const tripId = validate('param', tripIdParamSchema, new ApiError('not-found', tripMessages.notFound));

/**
 * The mileage log. Open to every plan: the log is the record the IRS asks for, and its deduction reaches
 * the dashboard of a free user as it does the Pro tax estimate; trips are not budget items, so the free plan's
 * item limit does not count them.
 */
export function tripRoutes(db: Database) {
  return (
    new Hono<AppEnv>()
      .get('/', validate('query', tripYearQuerySchema), async (c) =>
        c.json(await listTripsOfYear(db, c.var.user.id, c.req.valid('query').year)),
      )
      .get('/log.csv', validate('query', tripYearQuerySchema), async (c) => {
        const { year } = c.req.valid('query');
        return c.body(await mileageLogCsv(db, c.var.user.id, year), 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${mileageLogFileName(year)}"`,
          'Cache-Control': 'no-store',
        });
      })
      // The tax year's car method (standard mileage rate or actual costs), on every plan like the log.
      .get('/vehicle-method', validate('query', vehicleMethodQuerySchema), async (c) =>
        c.json(await getVehicleMethod(db, c.var.user.id, c.req.valid('query').year)),
      )
      .put('/vehicle-method', validate('json', vehicleMethodInputSchema), async (c) =>
        c.json(await saveVehicleMethod(db, c.var.user.id, c.req.valid('json'))),
      )
      .post('/', validate('json', newTripSchema), async (c) =>
        c.json(await createTrip(db, c.var.user.id, c.req.valid('json')), 201),
      )
      .patch('/:id', tripId, validate('json', tripPatchSchema), async (c) =>
        c.json(await updateTrip(db, c.var.user.id, c.req.valid('param').id, c.req.valid('json'))),
      )
      .delete('/:id', tripId, async (c) => {
        await deleteTrip(db, c.var.user.id, c.req.valid('param').id);
        return c.body(null, 204);
      })
  );
}
