import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankConnectionView } from '../core/bank';
import type { Subscription } from '../core/subscription';
import { subscription } from './db/schema';
import {
  addItems,
  everythingKeptBy,
  signedInUser,
  TEST_PASSWORD,
  type UserRequest,
} from './testing/api-helpers';
import { receiptPdf } from './testing/receipt-files';
import type { Receipt } from '../core/receipts/receipts';
import { createTestApp, type TestApp } from './testing/test-app';

// OWASP ASVS 4.2.2: a form another site posts with the user's cookie is refused
// on every mutating route, read from the Hono app itself. (Other cross-origin requests need a CORS preflight, which
// GigTally never grants: app.api.test.ts.)
// No cookie on these: Stripe's signature is the webhook's check; the signed token of an email's unsubscribe link
// is its own (a mail app's one-click unsubscribe posts with no Origin: server/jobs/email-jobs.api.test.ts).
const PROVIDER_ROUTES = new Set(['POST /api/billing/webhook', 'POST /api/email/unsubscribe']);

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let itemId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInUser(t, { pro: true });
  const [item] = await addItems(owner.request, [
    { type: 'income', category: 'Tips', amount: 10, date: '2026-11-02' },
  ]);
  itemId = item!.id;
});
afterAll(async () => {
  await t?.close();
});

/**
 * Sends each request with the person's cookie as another site's form would (text/plain, or multipart for a file);
 * expects every one refused with 403 and the code 'cross-site-request'.
 */
async function expectForgedRequestsRefused(
  request: UserRequest,
  forged: readonly (readonly [method: string, path: string, body: string | FormData])[],
) {
  for (const [method, path, body] of forged) {
    const res = await request(path, {
      method,
      body,
      headers:
        body instanceof FormData
          ? { Origin: 'https://evil.example' }
          : { 'Content-Type': 'text/plain', Origin: 'https://evil.example' },
    });
    expect(res.status, `${method} ${path}`).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('cross-site-request');
  }
}

/** A PDF in a multipart form, as another site's upload form posts it. */
async function forgedPdfForm(): Promise<FormData> {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(await receiptPdf())], 'f.pdf', { type: 'application/pdf' }));
  return form;
}

describe('cross-site form posts', () => {
  const mutating = () =>
    t.app.routes
      .filter(
        (route) =>
          ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) && route.path.startsWith('/api/'),
      )
      .filter((route) => !PROVIDER_ROUTES.has(`${route.method} ${route.path}`))
      .map((route) => ({
        method: route.method,
        path: route.path.replace(':id', itemId).replace('*', 'sign-out'),
      }));

  it('are refused with 403 on every mutating route, and change nothing', async () => {
    expect(mutating().length).toBeGreaterThan(10);
    const before = await everythingKeptBy(owner.request);
    for (const route of mutating()) {
      for (const contentType of [
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'text/plain',
      ]) {
        const res = await owner.request(route.path, {
          method: route.method,
          body: 'type=income&category=Tips&amount=5&date=2026-11-02&sessionId=x',
          headers: { 'Content-Type': contentType, Origin: 'https://evil.example' },
        });
        expect(res.status, `${route.method} ${route.path} ${contentType}`).toBe(403);
        expect(await res.json()).toEqual({
          error: {
            code: 'cross-site-request',
            message: 'This request came from another site and was refused.',
          },
        });
      }
    }
    expect(await everythingKeptBy(owner.request)).toEqual(before);
    // The session survived: a cross-site sign-out was refused too.
    expect((await owner.request('/api/subscription')).status).toBe(200);
  });

  it('give another site no way to read a signed-in GET such as the categories in use', async () => {
    // A GET changes nothing, so it is not refused; the browser keeps its answer from the other site, which gets
    // no CORS permission (GET /api/items/categories, the categories in use).
    const res = await owner.request('/api/items/categories', { headers: { Origin: 'https://evil.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(await res.json()).toEqual({ categories: [{ type: 'income', category: 'Tips' }] });
    const before = await everythingKeptBy(owner.request);
    const preflight = await owner.request('/api/items/categories', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(await everythingKeptBy(owner.request)).toEqual(before);
  });
});

// The two routes whose whole effect a forged request would want, with the body they need.
describe('cross-site requests to delete the account or resume Pro', () => {
  const crossSite = { Origin: 'https://evil.example' };

  // (A JSON body, or the DELETE method itself, needs a CORS preflight from another site, which is never granted.)
  it('DELETE /api/account with the right password is refused when another site sends it', async () => {
    const doomed = await signedInUser(t, { label: 'csrf' });
    for (const [contentType, body] of [
      ['application/x-www-form-urlencoded', `password=${encodeURIComponent(TEST_PASSWORD)}`],
      [
        'multipart/form-data; boundary=x',
        `--x\r\nContent-Disposition: form-data; name="password"\r\n\r\n${TEST_PASSWORD}\r\n--x--`,
      ],
      ['text/plain', JSON.stringify({ password: TEST_PASSWORD })],
    ] as const) {
      const res = await doomed.request('/api/account', {
        method: 'DELETE',
        body,
        headers: { 'Content-Type': contentType, ...crossSite },
      });
      expect(res.status, contentType).toBe(403);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('cross-site-request');
    }
    expect(await t.signIn(doomed.email, TEST_PASSWORD)).toContain('session_token');
    // The same request from GigTally itself deletes it: the refusal above was the origin check.
    const own = await doomed.request('/api/account', { method: 'DELETE', json: { password: TEST_PASSWORD } });
    expect(own.status).toBe(204);
  });

  it('POST /api/subscription/resume is refused from another site and the plan stays cancelled', async () => {
    const subscriber = await signedInUser(t, { pro: true, label: 'csrf' });
    await t.db
      .update(subscription)
      .set({
        stripeSubscriptionId: 'sub_test_csrf',
        cancelAtPeriodEnd: true,
        currentPeriodEnd: new Date(Date.now() + 86_400_000),
      })
      .where(eq(subscription.userId, subscriber.id));
    const res = await subscriber.request('/api/subscription/resume', {
      method: 'POST',
      body: '',
      headers: { 'Content-Type': 'text/plain', ...crossSite },
    });
    expect(res.status).toBe(403);
    const after = (await (await subscriber.request('/api/subscription')).json()) as Subscription;
    expect(after.cancelAtPeriodEnd).toBe(true);
    const own = await subscriber.request('/api/subscription/resume', { method: 'POST' });
    expect(own.status).toBe(200);
    expect(((await own.json()) as Subscription).cancelAtPeriodEnd).toBe(false);
  });
});

// A forged request must not sync, change or disconnect a person's bank connection.
describe('cross-site requests to the bank connections', () => {
  it('are refused, and the connection and its accounts stay as they were', async () => {
    const person = await signedInUser(t, { pro: true, label: 'csrf-bank' });
    const created = await person.request('/api/bank/connections', { json: { provider: 'test' } });
    const connection = (await created.json()) as BankConnectionView;
    const before: unknown = await (await person.request('/api/bank/connections')).json();
    await expectForgedRequestsRefused(person.request, [
      ['POST', '/api/bank/connections', 'provider=test'],
      ['POST', `/api/bank/connections/${connection.id}/sync`, ''],
      [
        'PATCH',
        `/api/bank/connections/${connection.id}`,
        JSON.stringify({ accounts: [{ id: connection.accounts[0]!.id, tracked: false }] }),
      ],
      ['DELETE', `/api/bank/connections/${connection.id}?keepItems=false`, ''],
    ]);
    expect(await (await person.request('/api/bank/connections')).json()).toEqual(before);
  });
});

// A forged request must not keep, move or delete a person's receipts.
describe('cross-site requests to the receipts', () => {
  it('are refused, and the receipts stay as they were', async () => {
    const person = await signedInUser(t, { pro: true, label: 'csrf-receipts' });
    const form = new FormData();
    form.set('file', new File([new Uint8Array(await receiptPdf())], 'r.pdf', { type: 'application/pdf' }));
    const kept = (await (
      await person.request('/api/receipts', { method: 'POST', body: form })
    ).json()) as Receipt;
    const before: unknown = await (await person.request('/api/receipts')).json();
    await expectForgedRequestsRefused(person.request, [
      ['POST', '/api/receipts', await forgedPdfForm()],
      ['PATCH', `/api/receipts/${kept.id}`, JSON.stringify({ itemId: null })],
      ['DELETE', `/api/receipts/${kept.id}`, ''],
    ]);
    expect(await (await person.request('/api/receipts')).json()).toEqual(before);
  });
});

// A forged request must not move a category to another Schedule C line or change Part IV's answers.
describe('cross-site requests to the Schedule C settings', () => {
  it('are refused, and the lines and answers stay as they were', async () => {
    const person = await signedInUser(t, { pro: true, label: 'csrf-schedule-c' });
    const line = { type: 'expense', category: 'Car wash', line: '18' };
    const use = { year: 2026, placedInService: '2020-01-02', commutingMiles: 10, otherMiles: null };
    expect((await person.request('/api/tax/category-lines', { method: 'PUT', json: line })).status).toBe(200);
    const before = await everythingKeptBy(person.request);
    await expectForgedRequestsRefused(person.request, [
      ['PUT', '/api/tax/category-lines', JSON.stringify({ ...line, line: '24b' })],
      ['PUT', '/api/tax/vehicle-use', JSON.stringify(use)],
    ]);
    expect(await everythingKeptBy(person.request)).toEqual(before);
    expect(await (await person.request('/api/tax/category-lines')).json()).toEqual({
      categories: [{ type: 'expense', category: 'Car wash', line: '18', chosen: true }],
    });
  });
});

// The tax packet is a GET, so it is not refused; another site's script gets no CORS permission to read it
// (a cross-site link only downloads the person's own zip to their own machine).
describe('cross-site reads of the tax packet', () => {
  it('give another site no permission to read the zip', async () => {
    const res = await owner.request('/api/tax/packet?year=2026', {
      headers: { Origin: 'https://evil.example' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    await res.arrayBuffer();
    const preflight = await owner.request('/api/tax/packet?year=2026', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});

// A forged request must not keep or delete a person's 1099 forms, nor add items through the fix.
describe('cross-site requests to the 1099 forms and the reconciliation', () => {
  it('are refused, and the forms and items stay as they were', async () => {
    const person = await signedInUser(t, { pro: true, label: 'csrf-forms-1099' });
    const kept = await person.request('/api/tax/forms-1099', {
      json: { year: 2025, platform: 'Uber', kind: '1099-K', amount: 500 },
    });
    const form = (await kept.json()) as { id: string };
    const kepts = async () => ({
      forms: (await (await person.request('/api/tax/forms-1099?year=2025')).json()) as unknown,
      items: (await (await person.request('/api/items')).json()) as unknown,
    });
    const before = await kepts();
    await expectForgedRequestsRefused(person.request, [
      [
        'POST',
        '/api/tax/forms-1099',
        JSON.stringify({ year: 2025, platform: 'Lyft', kind: '1099-K', amount: 1 }),
      ],
      ['DELETE', `/api/tax/forms-1099/${form.id}`, ''],
      ['POST', '/api/tax/forms-1099/read', await forgedPdfForm()],
      [
        'POST',
        '/api/tax/reconciliation/fix',
        JSON.stringify({ year: 2025, platform: 'Uber', fix: 'add-income' }),
      ],
    ]);
    expect(await kepts()).toEqual(before);
  });
});
