import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, type TestApp } from '../testing/test-app';

// No answer with personal data may be kept by a browser or a shared cache (RFC 9111 section 5.2.2.5).

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const email = uniqueEmail('cache');
  await t.signUp('Ann Driver', email, 'correct horse');
  cookie = await t.signIn(email, 'correct horse');
  const added = await t.authed(cookie)('/api/items', {
    json: { type: 'income', category: 'Rideshare', amount: 42.5, date: '2026-11-20' },
  });
  expect(added.status).toBe(201);
});
afterAll(async () => {
  await t?.close();
});

describe('Cache-Control on /api', () => {
  it.each([
    ['the session', '/api/auth/get-session'],
    ['the items', '/api/items'],
    ['the summary', '/api/summary'],
    ['the subscription', '/api/subscription'],
    ['the preferences', '/api/preferences'],
    ['the CSV export', '/api/export?format=csv'],
    ['the account export', '/api/account/export'],
    ['the mileage log', '/api/trips/log.csv?year=2026'],
    ['a validation error', '/api/export?format=xls'],
    ['an unknown path', '/api/nothing-here'],
  ])('signed-in %s (%s) is no-store', async (_, path) => {
    const res = await t.authed(cookie)(path);
    expect(res.status).toBeLessThan(500);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('a sign-in answer (it sets the session cookie) and a 401 are no-store', async () => {
    const signIn = await t.request('/api/auth/sign-in/email', {
      json: { email: uniqueEmail('nobody'), password: 'wrong password' },
    });
    expect(signIn.status).toBe(401);
    expect(signIn.headers.get('cache-control')).toBe('no-store');
    const anonymous = await t.request('/api/items');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
  });

  it('public health is no-store too: a monitor must see the present', async () => {
    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('the public config (no personal data) keeps its no-cache: stored, but asked again each time', async () => {
    const res = await t.request('/api/config');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('the tax calendar feed, the same for everyone, may be cached for a day', async () => {
    const res = await t.request('/api/tax-calendar.ics');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
  });
});
