import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addItems, everythingKeptBy, signedInUser } from './testing/api-helpers';
import { createTestApp, type TestApp } from './testing/test-app';

// Issue 9, "Accounts and sessions" / OWASP ASVS 4.2.2: a form another site posts with the user's cookie is refused
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
    // no CORS permission (issue 17 point 11's GET /api/items/categories).
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
