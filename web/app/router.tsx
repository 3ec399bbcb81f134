import type { ComponentType } from 'react';
// Types only: the lists themselves are the server's (the keys below are the same paths), not the bundle's.
import type { PublicPagePath, SignedInPagePath } from '../../core/app-pages';
import { lazyLegalPage } from '../features/legal/legal-route';
import { lazyPart, type LazyPart, type RouteMatch, type Routes } from '../lib/router';
import { NotFoundPage } from './not-found-page';
import { PublicLayout } from './public-layout';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/**
 * A page for Pro users only (anyone else sees the Pro gate's way to upgrade); the gate comes with the page's
 * own code, so the first load of the app does not carry it.
 */
const proOnly = (feature: string, page: () => Promise<PageModule>): LazyPart =>
  lazyPart(async () => {
    const [{ ProGate }, { Component: Page }] = await Promise.all([
      import('../features/subscription/pro-gate'),
      page(),
    ]);
    return function ProPage() {
      return (
        <ProGate feature={feature}>
          <Page />
        </ProGate>
      );
    };
  });

/** A page module exports the page it draws as `Component`. */
interface PageModule {
  Component: ComponentType;
}

const page = (load: () => Promise<PageModule>): LazyPart =>
  lazyPart(() => load().then((module) => module.Component));

// Each page of core/app-pages.ts (the list the server also answers from), by path: a page left out, or one not in
// the list, is a type error.
const signedInPages: Record<SignedInPagePath, LazyPart> = {
  dashboard: page(() => import('../features/dashboard/dashboard-page')),
  // Where sign-up leads while the account has not answered it; the tax feature's own page, as it saves the profile.
  setup: page(() => import('../features/tax/tax-setup-page')),
  calendar: page(() => import('../features/calendar/calendar-page')),
  budget: page(() => import('../features/budget/budget-page')),
  transactions: page(() => import('../features/transactions/transactions-page')),
  review: page(() => import('../features/review/review-page')),
  // Previews are free, importing is Pro's; the page says so itself rather than behind the Pro gate.
  import: page(() => import('../features/imports/import-page')),
  rules: page(() => import('../features/rules/rules-page')),
  // The trip log, for every plan, and its printable yearly log.
  mileage: page(() => import('../features/mileage/mileage-page')),
  'mileage/print': page(() => import('../features/mileage/mileage-print-page')),
  earnings: page(() => import('../features/earnings/earnings-page')),
  reports: page(() => import('../features/reports/reports-overview-page')),
  // The sidebar's 'Analytics' target is the same page: no link in the app leads nowhere.
  analytics: page(() => import('../features/reports/reports-overview-page')),
  'reports/income': proOnly('Income Analysis', () => import('../features/reports/income-analysis-page')),
  'reports/expenses': proOnly(
    'Expense Breakdown',
    () => import('../features/reports/expense-breakdown-page'),
  ),
  'reports/taxes': proOnly('Tax Estimates', () => import('../features/tax/tax-estimates-page')),
  'reports/taxes/schedule-c': proOnly('Schedule C', () => import('../features/tax/schedule-c-page')),
  'reports/taxes/1099s': proOnly('1099 forms', () => import('../features/tax/forms-1099-page')),
  subscription: page(() => import('../features/subscription/subscription-page')),
  // The same page, titled 'Subscription Management'.
  'subscription/:action': page(() => import('../features/subscription/subscription-page')),
  // The stand-in checkout page when the server runs without Stripe keys (docs/api.md "Test-mode billing").
  'billing/test-checkout': page(() => import('../features/subscription/test-checkout-page')),
  settings: page(() => import('../features/settings/settings-page')),
  // Connecting a bank is Pro's; the page itself tells a free user what it does and how to upgrade.
  'settings/connections': page(() => import('../features/bank/connections-page')),
  sharing: page(() => import('../features/sharing/sharing-page')),
  'sharing/accept': page(() => import('../features/sharing/accept-page')),
  help: page(() => import('../features/help/help-page')),
  // The Help page's quick resources are real pages, not links that lead nowhere.
  'docs/user-guide': page(() => import('../features/help/user-guide-page')),
  tutorials: page(() => import('../features/help/tutorials-page')),
};

const publicPages: Record<PublicPagePath, LazyPart> = {
  login: page(() => import('../features/auth/login-page')),
  // The landing page's 'Get Started' opens the same screen on Create Account.
  signup: page(() => import('../features/auth/login-page')),
  'reset-password': page(() => import('../features/auth/reset-password-page')),
  terms: lazyLegalPage('terms'),
  privacy: lazyLegalPage('privacy'),
  disclaimer: lazyLegalPage('disclaimer'),
  accessibility: lazyLegalPage('accessibility'),
};

// A first visit to / is drawn without this router (web/landing.tsx); coming back to / from a page draws it here, with
// the same code.
const landingScreen = page(() => import('./landing-screen'));
const appLayout = page(() => import('./app-layout'));

/** A path segment as written, when it is not valid percent-encoding (the page then finds no such thing). */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A table's page for `path` (without its leading slash): its own key, or a key with `:name` segments matching it. */
function pageAt(
  pages: Record<string, LazyPart>,
  path: string,
): (Omit<RouteMatch, 'parts'> & { page: LazyPart }) | null {
  if (Object.hasOwn(pages, path)) return { page: pages[path]!, params: {} };
  const segments = path.split('/');
  for (const [key, page] of Object.entries(pages)) {
    const pattern = key.split('/');
    if (!key.includes(':') || pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index]!;
      if (!part.startsWith(':')) return part === segment;
      params[part.slice(1)] = decodedSegment(segment);
      return segment !== '';
    });
    if (matches) return { page, params };
  }
  return null;
}

/** The route table: the layout and page each path draws. */
export function matchRoute(pathname: string): RouteMatch {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  if (path === '') return { parts: [landingScreen], params: {} };
  const signedIn = pageAt(signedInPages, path);
  if (signedIn) return { parts: [appLayout, signedIn.page], params: signedIn.params };
  const open = pageAt(publicPages, path);
  // The server answers paths of neither table with status 404 (server/app.ts).
  return { parts: [PublicLayout, open?.page ?? NotFoundPage], params: open?.params ?? {} };
}

export const routes: Routes = {
  // The cookie banner and the accessibility button sit around every page.
  root: RootLayout,
  error: RouteError,
  // Shown while the first page of a visit arrives.
  fallback: (
    <p role="status" className="p-8 text-center text-slate-600">
      Loading...
    </p>
  ),
  match: matchRoute,
};
