import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
// Types only: the lists themselves are the server's (the keys below are the same paths), not the bundle's.
import type { PublicPagePath, SignedInPagePath } from '../../core/app-pages';
import { lazyLegalPage } from '../features/legal/legal-route';
import { NotFoundPage } from './not-found-page';
import { PublicLayout } from './public-layout';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/**
 * A page for Pro users only (SPEC section 4 "Pro gate"); the gate comes with the page's own code, so the first
 * load of the app does not carry it.
 */
const proOnly =
  (feature: string, page: () => Promise<{ Component: ComponentType }>): RouteObject['lazy'] =>
  async () => {
    const [{ ProGate }, { Component: Page }] = await Promise.all([
      import('../features/subscription/pro-gate'),
      page(),
    ]);
    return {
      element: (
        <ProGate feature={feature}>
          <Page />
        </ProGate>
      ),
    };
  };

// Each page of core/app-pages.ts (the list the server also answers from), by path: a page left out, or one not in
// the list, is a type error.
const signedInPages: Record<SignedInPagePath, RouteObject['lazy']> = {
  dashboard: () => import('../features/dashboard/dashboard-page'),
  calendar: () => import('../features/calendar/calendar-page'),
  transactions: () => import('../features/transactions/transactions-page'),
  // Issue 10: previews are free, importing is Pro's; the page says so itself rather than behind the Pro gate.
  import: () => import('../features/imports/import-page'),
  rules: () => import('../features/rules/rules-page'),
  // Issue 11: the trip log, for every plan, and its printable yearly log.
  mileage: () => import('../features/mileage/mileage-page'),
  'mileage/print': () => import('../features/mileage/mileage-print-page'),
  reports: () => import('../features/reports/reports-overview-page'),
  // DESIGN difference 6: the sidebar's 'Analytics' target is the same page.
  analytics: () => import('../features/reports/reports-overview-page'),
  'reports/income': proOnly('Income Analysis', () => import('../features/reports/income-analysis-page')),
  'reports/expenses': proOnly(
    'Expense Breakdown',
    () => import('../features/reports/expense-breakdown-page'),
  ),
  'reports/taxes': proOnly('Tax Estimates', () => import('../features/tax/tax-estimates-page')),
  'reports/taxes/schedule-c': proOnly('Schedule C', () => import('../features/tax/schedule-c-page')),
  'reports/taxes/1099s': proOnly('1099 forms', () => import('../features/tax/forms-1099-page')),
  subscription: () => import('../features/subscription/subscription-page'),
  // SPEC: the same page, titled 'Subscription Management'.
  'subscription/:action': () => import('../features/subscription/subscription-page'),
  // DESIGN "Test-mode billing": the stand-in checkout page when the server runs without Stripe keys.
  'billing/test-checkout': () => import('../features/subscription/test-checkout-page'),
  settings: () => import('../features/settings/settings-page'),
  // Issue 18: connecting a bank is Pro's; the page itself tells a free user what it does and how to upgrade.
  'settings/connections': () => import('../features/bank/connections-page'),
  help: () => import('../features/help/help-page'),
  // DESIGN difference 6: the Help page's quick resources are real pages.
  'docs/user-guide': () => import('../features/help/user-guide-page'),
  tutorials: () => import('../features/help/tutorials-page'),
};

const publicPages: Record<PublicPagePath, RouteObject['lazy']> = {
  login: () => import('../features/auth/login-page'),
  // Issue 17: the landing page's 'Get Started' opens the same screen on Create Account.
  signup: () => import('../features/auth/login-page'),
  'reset-password': () => import('../features/auth/reset-password-page'),
  terms: lazyLegalPage('terms'),
  privacy: lazyLegalPage('privacy'),
  disclaimer: lazyLegalPage('disclaimer'),
  accessibility: lazyLegalPage('accessibility'),
};

const routesOf = (pages: Record<string, RouteObject['lazy']>): RouteObject[] =>
  Object.entries(pages).map(([path, lazy]) => ({ path, lazy }));

// SPEC section 2 route table.
export const routes: RouteObject[] = [
  {
    // The cookie banner and the accessibility button sit around every page.
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first lazily loaded page of a visit arrives.
    hydrateFallbackElement: (
      <p role="status" className="p-8 text-center text-slate-600">
        Loading...
      </p>
    ),
    children: [
      // A first visit to / is drawn without this router (web/landing.tsx); coming back to / from a page draws it
      // here, with the same code.
      { index: true, lazy: () => import('./landing-screen') },
      {
        element: <PublicLayout />,
        children: [
          ...routesOf(publicPages),
          // The server answers these with status 404 (server/app.ts).
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        lazy: () => import('./app-layout'),
        children: routesOf(signedInPages),
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
