import { localDate } from '../../core/dates';
import { Hono } from 'hono';
import { taxEstimateQuerySchema, taxProfileQuerySchema, taxProfileSchema } from '../../core/tax/tax-api';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { requirePro } from '../http/require-pro';
import { validate } from '../http/validate';
import { estimateForUser } from '../services/tax/estimate-for-user';
import { saveTaxProfile } from '../services/tax/save-tax-profile';
import { currentTaxYear, getTaxProfile } from '../services/tax/tax-profile';
import { getTaxSetup, skipTaxSetup } from '../services/tax/tax-setup';
import {
  newPaymentSchema,
  paymentIdParamSchema,
  paymentMessages,
  paymentsQuerySchema,
  plannerQuerySchema,
} from '../../core/tax/planner-api';
import { ApiError } from '../http/api-error';
import { addPayment, deletePayment, listPayments, plannerForUser } from '../services/tax/planner';
import { makePaymentAnItem } from '../services/tax/make-payment-an-item';
import { owedForUser } from '../services/tax/owed';
import { owedQuerySchema } from '../../core/tax/owed-api';
import type { ReceiptFiles } from '../services/receipts/receipt-files';
import { scheduleCRoutes } from './schedule-c';
import { forms1099Routes } from './forms-1099';
import { taxPacketRoutes } from './tax-packet';

const paymentId = validate(
  'param',
  paymentIdParamSchema,
  new ApiError('not-found', paymentMessages.notFound),
);

export function taxRoutes(db: Database, receipts: ReceiptFiles) {
  return (
    new Hono<AppEnv>()
      .get('/estimate', requirePro(db), validate('query', taxEstimateQuerySchema), async (c) =>
        c.json(await estimateForUser(db, c.var.user.id, c.req.valid('query'))),
      )
      // The household is kept per tax year; the current year when the query names none.
      .get('/profile', validate('query', taxProfileQuerySchema), async (c) =>
        c.json(await getTaxProfile(db, c.var.user.id, c.req.valid('query').year ?? currentTaxYear())),
      )
      .put('/profile', validate('json', taxProfileSchema), async (c) =>
        c.json(await saveTaxProfile(db, c.var.user.id, c.req.valid('json'))),
      )
      // The set-up screen after sign-up: every plan, as the profile it saves is every plan's.
      .get('/setup', async (c) => c.json(await getTaxSetup(db, c.var.user.id)))
      .post('/setup/skip', async (c) => c.json(await skipTaxSetup(db, c.var.user.id)))
      // The quarterly planner: on the estimate, so Pro like it.
      .get('/planner', requirePro(db), validate('query', plannerQuerySchema), async (c) => {
        const { year, today } = c.req.valid('query');
        return c.json(await plannerForUser(db, c.var.user.id, year, today ?? localDate()));
      })
      // What is owed and by when: every plan, since the dashboard shows every plan its estimate.
      .get('/owed', validate('query', owedQuerySchema), async (c) => {
        const { year, today } = c.req.valid('query');
        return c.json(await owedForUser(db, c.var.user.id, year, today ?? localDate()));
      })
      .get('/payments', requirePro(db), validate('query', paymentsQuerySchema), async (c) =>
        c.json({ payments: await listPayments(db, c.var.user.id, c.req.valid('query').year) }),
      )
      .post('/payments', requirePro(db), validate('json', newPaymentSchema), async (c) =>
        c.json(await addPayment(db, c.var.user.id, c.req.valid('json')), 201),
      )
      .delete('/payments/:id', requirePro(db), paymentId, async (c) => {
        await deletePayment(db, c.var.user.id, c.req.valid('param').id);
        return c.body(null, 204);
      })
      // "Not a tax payment": a recognised payment becomes again an item waiting in the review queue.
      .post('/payments/:id/not-a-payment', requirePro(db), paymentId, async (c) =>
        c.json({ item: await makePaymentAnItem(db, c.var.user.id, c.req.valid('param').id) }),
      )
      // Tax time: Schedule C, the 1099 forms and their reconciliation, the tax packet.
      .route('/', scheduleCRoutes(db))
      .route('/', forms1099Routes(db))
      .route('/', taxPacketRoutes(db, receipts))
  );
}
