import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, user } from './db/schema';
import { createTestApp, uniqueEmail, type TestApp } from './testing/test-app';

const expectedDatabase = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function userIdOf(email: string): Promise<string | undefined> {
  const [row] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row?.id;
}

async function sessionCount(userId: string): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(session).where(eq(session.userId, userId));
  return row!.n;
}

describe('GET /api/health', () => {
  it(`answers 200 {status: 'ok', database: '${expectedDatabase}'}`, async () => {
    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: expectedDatabase });
  });
});

describe('unknown /api paths', () => {
  it.each([
    ['GET', '/api/nothing-here'],
    ['GET', '/api/subscription-plans/deeper'],
    ['POST', '/api/items-typo'],
    ['DELETE', '/api/health'],
  ])('%s %s answers 404 with the not-found body', async (method, path) => {
    const res = await t.request(path, { method, ...(method === 'POST' ? { json: {} } : {}) });
    expect(res.status).toBe(404);
    expect(await res.text()).toBe(
      '{"error":{"code":"not-found","message":"The requested document was not found."}}',
    );
  });
});

describe('security headers', () => {
  it('an API response carries a strict CSP, nosniff, a referrer policy and no HSTS outside production', async () => {
    const res = await t.request('/api/health');
    const csp = res.headers.get('content-security-policy');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('better-auth responses carry them too', async () => {
    const res = await t.request('/api/auth/get-session');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('production adds Strict-Transport-Security', async () => {
    const production = await createTestApp({ production: true, appUrl: 'https://gigtally.example' });
    try {
      const res = await production.request('/api/health');
      expect(res.status).toBe(200);
      expect(res.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    } finally {
      await production.close();
    }
  });
});

describe('request bodies over 1 MiB', () => {
  const tooLarge = { name: 'x'.repeat(1024 * 1024), email: uniqueEmail('huge'), password: 'correct horse' };

  it.each([
    ['with Content-Length', { 'Content-Length': String(JSON.stringify(tooLarge).length) }],
    ['streamed without Content-Length', {}],
  ])('answer 413 payload-too-large %s and write nothing', async (_, headers) => {
    const res = await t.request('/api/auth/sign-up/email', { json: tooLarge, headers });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: { code: 'payload-too-large', message: 'The request body is too large.' },
    });
    expect(await userIdOf(tooLarge.email)).toBeUndefined();
  });

  it('a body just under the limit is read', async () => {
    const email = uniqueEmail('big');
    const res = await t.request('/api/auth/sign-up/email', {
      // The bulk rides in a field better-auth ignores, since names are capped at 100 characters.
      json: { name: 'Ann Driver', email, password: 'correct horse', padding: 'x'.repeat(1000 * 1000) },
    });
    expect(res.status).toBe(200);
    expect(await userIdOf(email)).toBeDefined();
  });
});

describe('CSRF', () => {
  const formBody = (email: string) => `email=${encodeURIComponent(email)}&password=correct+horse`;

  async function signedUpUserId(): Promise<{ email: string; id: string }> {
    const email = uniqueEmail('csrf');
    await t.signUp('Ann Driver', email, 'correct horse');
    return { email, id: (await userIdOf(email))! };
  }

  it('a form post to sign-in from our own origin signs in (the control for the cases below)', async () => {
    const { email, id } = await signedUpUserId();
    const res = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      body: formBody(email),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    expect(await sessionCount(id)).toBe(1);
  });

  it.each([
    ['application/x-www-form-urlencoded', (email: string) => formBody(email)],
    [
      'multipart/form-data; boundary=x',
      (email: string) => `--x\r\nContent-Disposition: form-data; name="email"\r\n\r\n${email}\r\n--x--\r\n`,
    ],
    ['text/plain', (email: string) => JSON.stringify({ email, password: 'correct horse' })],
  ])(
    'a cross-site %s post to sign-in is refused with 403 and creates no session',
    async (contentType, body) => {
      const { email, id } = await signedUpUserId();
      const res = await t.request('/api/auth/sign-in/email', {
        method: 'POST',
        body: body(email),
        headers: { 'Content-Type': contentType, Origin: 'https://evil.example' },
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        error: {
          code: 'cross-site-request',
          message: 'This request came from another site and was refused.',
        },
      });
      expect(await sessionCount(id)).toBe(0);
    },
  );

  it('a cross-site post without a Content-Type (a no-cors fetch of a Blob) is refused too', async () => {
    const { email, id } = await signedUpUserId();
    const res = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      body: new Blob([JSON.stringify({ email, password: 'correct horse' })]),
      headers: { Origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(await sessionCount(id)).toBe(0);
  });

  it('a preflight from another origin gets no CORS permission', async () => {
    const res = await t.request('/api/auth/sign-in/email', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

describe('GET /api/health when the database has stopped', () => {
  it('answers 503 with the unavailable message', async () => {
    const stopping = await createTestApp();
    try {
      await stopping.database.close();
      expect(await stopping.database.reachable().catch(() => false)).toBe(false);
      const res = await stopping.request('/api/health');
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        error: {
          code: 'unavailable',
          message: 'The service is currently unavailable. Please try again later.',
        },
      });
    } finally {
      await stopping.close();
    }
  });
});
