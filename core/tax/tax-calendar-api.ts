import { z } from 'zod';
import { isStateCode } from './states/state-codes';
import { stateMessages } from './tax-api';

/**
 * GET /api/tax-calendar.ics?state=CA: the federal due dates, and a state's too when one is named, in any
 * case ('ca' is California). The code is all the feed learns: it still holds nothing of anyone's.
 */
export const taxCalendarQuerySchema = z.object({
  state: z
    .string({ error: stateMessages.unknownState })
    .trim()
    .toUpperCase()
    .refine(isStateCode, stateMessages.unknownState)
    .optional(),
});
export type TaxCalendarQuery = z.output<typeof taxCalendarQuerySchema>;
