import { z } from 'zod';
import { FIRST_TRIP_YEAR } from '../trips';
import { vehicleMethodMessages, vehicleMethods } from './vehicle-method';

// Apart from core/tax/vehicle-method.ts so that the dashboard's car-method line does not ship zod's schemas and
// the trip log's rules in the signed-in shell's first load.

const taxYear = z.coerce
  .number({ error: `Year must be a year from ${FIRST_TRIP_YEAR} to 2099` })
  .int(`Year must be a year from ${FIRST_TRIP_YEAR} to 2099`)
  .min(FIRST_TRIP_YEAR, `Year must be a year from ${FIRST_TRIP_YEAR} to 2099`)
  .max(2099, `Year must be a year from ${FIRST_TRIP_YEAR} to 2099`);

export const vehicleMethodQuerySchema = z.object({ year: taxYear });

/** PUT /api/trips/vehicle-method */
export const vehicleMethodInputSchema = z.strictObject({
  year: taxYear,
  method: z.enum(vehicleMethods, { error: vehicleMethodMessages.methodInvalid }),
});
export type VehicleMethodInput = z.infer<typeof vehicleMethodInputSchema>;
