import { describe, expect, it } from 'vitest';
import { isAppPagePath, publicPagePaths, signedInPagePaths } from './app-pages';

describe('isAppPagePath', () => {
  it.each([
    '/',
    '/login',
    '/signup',
    '/reset-password',
    '/terms',
    '/dashboard',
    '/dashboard/',
    '/Dashboard',
    '/mileage/print',
    '/reports/income',
    '/subscription/success',
    '/subscription/cancel',
    '/billing/test-checkout',
    '/docs/user-guide',
    '/settings/connections',
  ])('%s is a page of the app', (pathname) => {
    expect(isAppPagePath(pathname)).toBe(true);
  });

  it.each([
    '/no-such-page',
    '/dashboard/nope',
    '/subscription/success/more',
    '/reports/income/2026',
    '/docs',
    '/settings/connections/x',
    '/billing',
    '/loginx',
    '//',
    '/index.html/x',
  ])('%s is not', (pathname) => {
    expect(isAppPagePath(pathname)).toBe(false);
  });

  it('names every page once', () => {
    const all = [...publicPagePaths, ...signedInPagePaths];
    expect(new Set(all).size).toBe(all.length);
  });
});
