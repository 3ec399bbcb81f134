import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { legalRoute } from '../features/legal/legal-route';
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

// Pages that later issues fill in show their title inside the shell until then.
const signedInPages: RouteObject[] = [
  { path: 'dashboard', lazy: () => import('../features/dashboard/dashboard-page') },
  { path: 'calendar', lazy: () => import('../features/calendar/calendar-page') },
  { path: 'transactions', lazy: () => import('../features/transactions/transactions-page') },
  // Issue 10: previews are free, importing is Pro's; the page says so itself rather than behind the Pro gate.
  { path: 'import', lazy: () => import('../features/imports/import-page') },
  { path: 'rules', lazy: () => import('../features/rules/rules-page') },
  // Issue 11: the trip log, for every plan, and its printable yearly log.
  { path: 'mileage', lazy: () => import('../features/mileage/mileage-page') },
  { path: 'mileage/print', lazy: () => import('../features/mileage/mileage-print-page') },
  { path: 'reports', lazy: () => import('../features/reports/reports-overview-page') },
  // DESIGN difference 6: the sidebar's 'Analytics' target is the same page.
  { path: 'analytics', lazy: () => import('../features/reports/reports-overview-page') },
  {
    path: 'reports/income',
    lazy: proOnly('Income Analysis', () => import('../features/reports/income-analysis-page')),
  },
  {
    path: 'reports/expenses',
    lazy: proOnly('Expense Breakdown', () => import('../features/reports/expense-breakdown-page')),
  },
  {
    path: 'reports/taxes',
    lazy: proOnly('Tax Estimates', () => import('../features/tax/tax-estimates-page')),
  },
  { path: 'subscription', lazy: () => import('../features/subscription/subscription-page') },
  // SPEC: the same page, titled 'Subscription Management'.
  { path: 'subscription/:action', lazy: () => import('../features/subscription/subscription-page') },
  // DESIGN "Test-mode billing": the stand-in checkout page when the server runs without Stripe keys.
  { path: 'billing/test-checkout', lazy: () => import('../features/subscription/test-checkout-page') },
  { path: 'settings', lazy: () => import('../features/settings/settings-page') },
  { path: 'help', lazy: () => import('../features/help/help-page') },
  // DESIGN difference 6: the Help page's quick resources are real pages.
  { path: 'docs/user-guide', lazy: () => import('../features/help/user-guide-page') },
  { path: 'tutorials', lazy: () => import('../features/help/tutorials-page') },
];

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
          { path: 'login', lazy: () => import('../features/auth/login-page') },
          { path: 'reset-password', lazy: () => import('../features/auth/reset-password-page') },
          legalRoute('terms'),
          legalRoute('privacy'),
          legalRoute('disclaimer'),
          legalRoute('accessibility'),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { lazy: () => import('./app-layout'), children: signedInPages },
    ],
  },
];

export const router = createBrowserRouter(routes);
