import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call the SDK made, with its form-encoded body (POST) or query (GET) as flat `key[0][sub]` pairs. */
export interface RecordedStripeRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  authorization: string | undefined;
  /** The status and JSON body the stand-in answered. */
  status: number;
  response: unknown;
}

/** What payCheckout made: the ids Stripe would have created and the first billing period. */
export interface PaidCheckout {
  sessionId: string;
  customerId: string;
  subscriptionId: string;
  periodStart: Date;
  periodEnd: Date;
}

type StripeObject = Record<string, unknown>;

const DAY_SECONDS = 24 * 60 * 60;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

const resourceMissing = (kind: string, id: string) => ({
  error: {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param: 'id',
    message: `No such ${kind}: '${id}'`,
  },
});

/**
 * A local stand-in for api.stripe.com serving the calls GigTally makes, with Stripe's JSON shapes, so that API
 * tests drive the real `stripe` SDK: create and retrieve checkout sessions, and update a subscription.
 */
export async function startStripeStandIn() {
  const sessions = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  const requests: RecordedStripeRequest[] = [];
  // The price each session was opened for (Stripe keeps line items apart from the session object).
  const priceOfSession = new Map<string, string>();

  function createSession(params: Record<string, string>): StripeObject {
    const id = newId('cs_test');
    const session = {
      id,
      object: 'checkout.session',
      url: `https://checkout.stripe.test/c/pay/${id}`,
      mode: params.mode ?? 'payment',
      status: 'open',
      payment_status: 'unpaid',
      client_reference_id: params.client_reference_id ?? null,
      customer: null,
      customer_email: params.customer_email ?? null,
      subscription: null,
      success_url: params.success_url ?? null,
      cancel_url: params.cancel_url ?? null,
      amount_subtotal: 999,
      amount_total: 999,
      currency: 'usd',
      created: nowSeconds(),
      expires_at: nowSeconds() + DAY_SECONDS,
      livemode: false,
      metadata: {},
    };
    sessions.set(id, session);
    priceOfSession.set(id, params['line_items[0][price]'] ?? '');
    return session;
  }

  function route(method: string, path: string, params: Record<string, string>): [number, unknown] {
    if (method === 'POST' && path === '/v1/checkout/sessions') return [200, createSession(params)];
    const sessionId = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)?.[1];
    if (method === 'GET' && sessionId) {
      const session = sessions.get(sessionId);
      if (!session) return [404, resourceMissing('checkout.session', sessionId)];
      const expandSubscription = Object.entries(params).some(
        ([key, value]) => /^expand\[\d*\]$/.test(key) && value === 'subscription',
      );
      const subscription = session.subscription as string | null;
      return [
        200,
        expandSubscription && subscription
          ? { ...session, subscription: subscriptions.get(subscription) }
          : session,
      ];
    }
    const subscriptionId = /^\/v1\/subscriptions\/([^/]+)$/.exec(path)?.[1];
    if (method === 'POST' && subscriptionId) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) return [404, resourceMissing('subscription', subscriptionId)];
      if (params.cancel_at_period_end)
        subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
      return [200, subscription];
    }
    return [
      404,
      { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } },
    ];
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const form =
      req.method === 'GET' ? url.searchParams : new URLSearchParams(Buffer.concat(chunks).toString());
    const params = Object.fromEntries(form);
    const method = req.method ?? 'GET';
    const [status, body] = route(method, url.pathname, params);
    requests.push({
      method,
      path: url.pathname,
      params,
      authorization: req.headers.authorization,
      status,
      response: body,
    });
    res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': newId('req') });
    res.end(JSON.stringify(body));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** Completes the user's newest checkout as Stripe's hosted page would after a successful card payment. */
  function payCheckout(userId: string): PaidCheckout {
    const session = [...sessions.values()].reverse().find((s) => s.client_reference_id === userId);
    if (!session) throw new Error(`The Stripe stand-in has no checkout session for user ${userId}`);
    const customerId = newId('cus_test');
    const subscriptionId = newId('sub_test');
    const start = nowSeconds();
    const end = start + 30 * DAY_SECONDS;
    subscriptions.set(subscriptionId, {
      id: subscriptionId,
      object: 'subscription',
      customer: customerId,
      status: 'active',
      cancel_at_period_end: false,
      created: start,
      livemode: false,
      metadata: {},
      items: {
        object: 'list',
        data: [
          {
            id: newId('si_test'),
            object: 'subscription_item',
            subscription: subscriptionId,
            quantity: 1,
            price: {
              id: priceOfSession.get(session.id as string),
              object: 'price',
              unit_amount: 999,
              currency: 'usd',
            },
            current_period_start: start,
            current_period_end: end,
          },
        ],
        has_more: false,
        url: `/v1/subscription_items?subscription=${subscriptionId}`,
      },
    });
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      customer: customerId,
      subscription: subscriptionId,
    });
    return {
      sessionId: session.id as string,
      customerId,
      subscriptionId,
      periodStart: new Date(start * 1000),
      periodEnd: new Date(end * 1000),
    };
  }

  /** Ends a subscription as Stripe does when a period cancelled at its end is over. */
  function endSubscription(subscriptionId: string) {
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`The Stripe stand-in has no subscription ${subscriptionId}`);
    Object.assign(subscription, { status: 'canceled', ended_at: nowSeconds(), canceled_at: nowSeconds() });
  }

  return {
    /** The apiUrl to give StripeBillingProvider. */
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The recorded calls to one method and path. */
    requestsTo: (method: string, path: string) =>
      requests.filter((r) => r.method === method && r.path === path),
    payCheckout,
    endSubscription,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
