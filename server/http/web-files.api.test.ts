import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPagePaths, signedInPagePaths } from '../../core/app-pages';
import { createTestApp, uniqueEmail, type TestApp } from '../testing/test-app';
import { LOGIN_PAGE_PATHS } from './login-page';

// A production build keeps its source maps (for an error-reporting upload) and Vite's manifest (the
// server reads it to preload chunks), but serves neither.

let dist: string;
let t: TestApp;
beforeAll(async () => {
  // A build laid out as `vite build` writes it (dist/web).
  dist = mkdtempSync(path.join(tmpdir(), 'gigtally-web-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-Bx1f3kQa.js"></script></head><body></body></html>',
  );
  writeFileSync(
    path.join(dist, 'login.html'),
    '<!doctype html><html><head><script type="module" src="/assets/login-Qz81mPc4.js"></script></head><body></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'index-Bx1f3kQa.js'), 'console.log("app");\n');
  writeFileSync(
    path.join(dist, 'assets', 'index-Bx1f3kQa.js.map'),
    '{"version":3,"sources":["../../web/main.tsx"],"mappings":"AAAA"}',
  );
  writeFileSync(path.join(dist, 'assets', 'index-D2kq8Zt1.css.map'), '{"version":3}');
  writeFileSync(path.join(dist, 'sw.js.map'), '{"version":3}');
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({ 'index.html': { file: 'assets/index-Bx1f3kQa.js', isEntry: true } }),
  );
  t = await createTestApp({ production: true, appUrl: 'https://gigtally.example', webDistDir: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built web app in production', () => {
  it.each([
    '/assets/index-Bx1f3kQa.js.map',
    '/assets/index-D2kq8Zt1.css.map',
    '/sw.js.map',
    '/.vite/manifest.json',
    '/.vite/',
  ])('answers %s with 404, not the file and not the app page', async (pathname) => {
    const res = await t.request(pathname);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toMatch(/mappings|isEntry|<html/);
  });

  it('still serves the scripts themselves and the app page', async () => {
    const script = await t.request('/assets/index-Bx1f3kQa.js');
    expect(script.status).toBe(200);
    expect(await script.text()).toBe('console.log("app");\n');
    const page = await t.request('/dashboard');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('/assets/index-Bx1f3kQa.js');
  });
});

// The server knows the app's pages (core/app-pages.ts, the list web/app/router.tsx is built on).
describe('pages of the app and other paths', () => {
  // /login and /signup have a page of their own (below).
  const everyPage = [...publicPagePaths, ...signedInPagePaths]
    .map((page) => `/${page.replace(':action', 'success')}`)
    .filter((pathname) => !(LOGIN_PAGE_PATHS as readonly string[]).includes(pathname));

  it.each([
    '/',
    ...everyPage,
    '/terms',
    '/reset-password?token=abc123',
    '/subscription/cancel',
    '/dashboard/',
  ])('answers %s with the app page and status 200', async (pathname) => {
    const res = await t.request(pathname);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('/assets/index-Bx1f3kQa.js');
  });

  it.each([
    '/no-such-page',
    '/dashboard/nope',
    '/reports/income/2026',
    '/subscription/success/again',
    '/legal/terms',
    '/assets/missing-chunk.js',
  ])('answers %s with the app page (which shows the not-found page) and status 404', async (pathname) => {
    const res = await t.request(pathname);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toContain('/assets/index-Bx1f3kQa.js');
  });
});

// /login and /signup get login.html, whose script is the sign-in page alone (web/login.tsx).
describe('the sign-in page', () => {
  it.each([...LOGIN_PAGE_PATHS, '/login?next=%2Fdashboard'])(
    'answers %s, signed out, with login.html and status 200',
    async (pathname) => {
      const res = await t.request(pathname);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const html = await res.text();
      expect(html).toContain('/assets/login-Qz81mPc4.js');
      expect(html).not.toContain('/assets/index-Bx1f3kQa.js');
    },
  );

  it('sends a visitor with a live session to /dashboard, and one whose session ended back to the page', async () => {
    const email = uniqueEmail('login-page');
    expect((await t.signUp('Login Page', email, 'correct-horse-9')).status).toBe(200);
    const cookie = await t.signIn(email, 'correct-horse-9');
    for (const pathname of LOGIN_PAGE_PATHS) {
      const res = await t.request(pathname, { cookie });
      expect(res.status, pathname).toBe(302);
      expect(res.headers.get('location'), pathname).toBe('/dashboard');
    }

    const signOut = await t.request('/api/auth/sign-out', { method: 'POST', cookie, json: {} });
    expect(signOut.status).toBe(200);
    const after = await t.request('/login', { cookie });
    expect(after.status).toBe(200);
    expect(await after.text()).toContain('/assets/login-Qz81mPc4.js');
  });

  it('answers a forged or unsigned session cookie with the page', async () => {
    for (const cookie of [
      '__Secure-better-auth.session_token=abc.def',
      '__Secure-better-auth.session_token=no-signature',
      'better-auth.session_token=abc.def',
    ]) {
      const res = await t.request('/login', { cookie });
      expect(res.status, cookie).toBe(200);
      expect(await res.text()).toContain('/assets/login-Qz81mPc4.js');
    }
  });
});
