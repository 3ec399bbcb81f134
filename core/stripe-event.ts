import { z } from 'zod';

// The parts of a Stripe webhook event GigTally reads (docs.stripe.com/api/events/object). A correctly signed body
// can still lack them (a test event sent by hand, an API version we do not know), so each is checked before use;
// fields we do not read pass through untouched.

const stripeId = z.string().min(1);
const unixSeconds = z.number().int().nonnegative();
// An expandable reference: the id, or the expanded object with its id.
const reference = z.union([stripeId, z.looseObject({ id: stripeId })]).nullable();

const checkoutSession = z.looseObject({
  client_reference_id: z.string().nullable().optional(),
  payment_status: z.string(),
  customer: reference.optional(),
  subscription: reference.optional(),
});

const period = { current_period_start: unixSeconds.optional(), current_period_end: unixSeconds.optional() };
const subscription = z.looseObject({
  id: stripeId,
  status: z.string(),
  cancel_at_period_end: z.boolean(),
  // In the subscription before API 2025-03, in its items after.
  ...period,
  items: z.looseObject({ data: z.array(z.looseObject(period)) }).optional(),
});

const invoice = z.looseObject({
  subscription: reference.optional(),
  parent: z
    .looseObject({
      subscription_details: z.looseObject({ subscription: reference.optional() }).nullable().optional(),
    })
    .nullable()
    .optional(),
  lines: z
    .looseObject({ data: z.array(z.looseObject({ period: z.looseObject({ end: unixSeconds }).optional() })) })
    .optional(),
});

/** The object schema of each event type GigTally applies; other types are only acknowledged. */
const objectOf: Record<string, z.ZodType> = {
  'checkout.session.completed': checkoutSession,
  'customer.subscription.updated': subscription,
  'customer.subscription.deleted': subscription,
  'invoice.paid': invoice,
  'invoice.payment_failed': invoice,
};

/** A Stripe event as POST /api/billing/webhook receives it, with the object its type needs. */
export const stripeEventSchema = z
  .looseObject({
    id: stripeId,
    type: z.string().min(1),
    created: unixSeconds,
    data: z.looseObject({ object: z.looseObject({}) }),
  })
  .superRefine((event, ctx) => {
    const schema = objectOf[event.type];
    if (!schema) return;
    const parsed = schema.safeParse(event.data.object);
    for (const issue of parsed.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', path: ['data', 'object', ...issue.path], message: issue.message });
    }
  });
