import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Database } from '../db/client';
import { billingEvent, subscription, user } from '../db/schema';
import type { Transaction } from '../db/transaction';
import { applyPaidCheckout } from '../services/subscription/activate-subscription';
import { subscriptionPeriod } from './stripe-provider';

type SubscriptionStatus = (typeof subscription.$inferSelect)['status'];

export type WebhookOutcome = 'applied' | 'duplicate' | 'stale' | 'ignored';

// Stripe's subscription statuses in GigTally's own (subscriptionStatuses, core/subscription-status.ts).
const statusOf: Record<Stripe.Subscription.Status, SubscriptionStatus> = {
  active: 'active',
  trialing: 'trial',
  past_due: 'past_due',
  unpaid: 'unpaid',
  canceled: 'canceled',
  incomplete: 'inactive',
  incomplete_expired: 'inactive',
  paused: 'inactive',
};

/** How far a signature's timestamp may be from now, either way: Stripe's default tolerance (5 minutes). */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Verifies the signature over the raw body; throws when it does not match or its timestamp is more than 5 minutes
 * away. Stripe's SDK refuses only old timestamps: a signature dated ahead (a leaked secret, a skewed clock) would
 * otherwise stay replayable until that time came.
 */
export function verifyStripeEvent(
  rawBody: string,
  signature: string,
  webhookSecret: string,
  now = Date.now(),
): Stripe.Event {
  const event = Stripe.webhooks.constructEvent(
    rawBody,
    signature,
    webhookSecret,
    SIGNATURE_TOLERANCE_SECONDS,
    undefined,
    now,
  );
  const signedAt = Number(/(?:^|,)t=(\d+)(?:,|$)/.exec(signature)?.[1]);
  if (!(signedAt - now / 1000 <= SIGNATURE_TOLERANCE_SECONDS)) {
    throw new Error('The signature timestamp is in the future, outside the tolerance zone');
  }
  return event;
}

/**
 * Applies one provider event: each event id once (billing_event), and never one older than the newest already
 * applied to that subscription (events can arrive out of order).
 */
export async function applyStripeEvent(db: Database, event: Stripe.Event): Promise<WebhookOutcome> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(billingEvent)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: billingEvent.id });
    if (!fresh) return 'duplicate';
    const eventAt = new Date(event.created * 1000);
    switch (event.type) {
      case 'checkout.session.completed':
        return onCheckoutCompleted(tx, event.data.object, eventAt);
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return onSubscriptionChanged(
          tx,
          event.data.object,
          eventAt,
          event.type === 'customer.subscription.deleted',
        );
      case 'invoice.payment_failed':
        return onInvoice(tx, event.data.object, eventAt, 'past_due');
      case 'invoice.paid':
        return onInvoice(tx, event.data.object, eventAt, 'active');
      default:
        return 'ignored';
    }
  });
}

async function rowFor(tx: Transaction, where: ReturnType<typeof eq>) {
  const [row] = await tx.select().from(subscription).where(where).for('update');
  return row;
}

const isStale = (row: { providerUpdatedAt: Date | null }, eventAt: Date) =>
  row.providerUpdatedAt !== null && eventAt < row.providerUpdatedAt;

async function onCheckoutCompleted(tx: Transaction, session: Stripe.Checkout.Session, eventAt: Date) {
  const userId = session.client_reference_id;
  if (!userId || session.payment_status !== 'paid') return 'ignored';
  // The account may have been deleted between checkout and this event.
  const [owner] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId));
  if (!owner) return 'ignored';
  await tx.insert(subscription).values({ userId }).onConflictDoNothing();
  const row = await rowFor(tx, eq(subscription.userId, userId));
  if (!row) return 'ignored';
  if (isStale(row, eventAt)) return 'stale';
  const idOf = (value: string | { id: string } | null) =>
    typeof value === 'string' ? value : (value?.id ?? null);
  await applyPaidCheckout(tx, userId, {
    customerId: idOf(session.customer),
    subscriptionId: idOf(session.subscription),
    currentPeriodStart: null,
    currentPeriodEnd: null,
  });
  await tx.update(subscription).set({ providerUpdatedAt: eventAt }).where(eq(subscription.userId, userId));
  return 'applied';
}

async function onSubscriptionChanged(
  tx: Transaction,
  providerSubscription: Stripe.Subscription,
  eventAt: Date,
  deleted: boolean,
) {
  const row = await rowFor(tx, eq(subscription.stripeSubscriptionId, providerSubscription.id));
  if (!row) return 'ignored';
  if (isStale(row, eventAt)) return 'stale';
  const period = subscriptionPeriod(providerSubscription);
  const status = statusOf[providerSubscription.status] ?? 'inactive';
  const ended = deleted || status === 'canceled' || status === 'inactive';
  await tx
    .update(subscription)
    .set({
      // An ended subscription puts the user back on the free plan: tier free, status inactive.
      tier: ended ? 'free' : 'pro',
      status: ended ? 'inactive' : status,
      cancelAtPeriodEnd: ended ? false : providerSubscription.cancel_at_period_end,
      ...(period.start ? { currentPeriodStart: period.start } : {}),
      ...(period.end ? { currentPeriodEnd: period.end } : {}),
      providerUpdatedAt: eventAt,
      updatedAt: new Date(),
    })
    .where(eq(subscription.userId, row.userId));
  return 'applied';
}

/** The subscription an invoice bills: a field of the invoice in older API versions, of its parent in newer. */
function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  const parent = (
    invoice as unknown as { parent?: { subscription_details?: { subscription?: string | { id: string } } } }
  ).parent?.subscription_details?.subscription;
  const value = legacy ?? parent ?? null;
  return typeof value === 'string' ? value : (value?.id ?? null);
}

async function onInvoice(
  tx: Transaction,
  invoice: Stripe.Invoice,
  eventAt: Date,
  status: 'active' | 'past_due',
) {
  const subscriptionId = invoiceSubscriptionId(invoice);
  if (!subscriptionId) return 'ignored';
  const row = await rowFor(tx, eq(subscription.stripeSubscriptionId, subscriptionId));
  if (!row) return 'ignored';
  if (isStale(row, eventAt)) return 'stale';
  const periodEnd = invoice.lines?.data?.[0]?.period?.end;
  await tx
    .update(subscription)
    .set({
      status,
      ...(status === 'active' ? { tier: 'pro' as const } : {}),
      ...(status === 'active' && periodEnd ? { currentPeriodEnd: new Date(periodEnd * 1000) } : {}),
      providerUpdatedAt: eventAt,
      updatedAt: new Date(),
    })
    .where(eq(subscription.userId, row.userId));
  return 'applied';
}
