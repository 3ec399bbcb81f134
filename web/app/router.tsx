import { createBrowserRouter, type RouteObject } from 'react-router';
import { SimplePage } from '../components/ui/page-title';
import { LandingPage } from '../features/landing/landing-page';
import { LegalPage } from '../features/legal/legal-page';
import { NotFoundPage } from './not-found-page';
import { PublicLayout } from './public-layout';
import { RouteError } from './route-error';

// Pages that later issues fill in show their title inside the shell until then.
const signedInPages: RouteObject[] = [
  { path: 'dashboard', lazy: () => import('../features/dashboard/dashboard-page') },
  { path: 'calendar', element: <SimplePage title="Calendar" /> },
  { path: 'transactions', lazy: () => import('../features/transactions/transactions-page') },
  { path: 'reports', element: <SimplePage title="Reports & Analytics" /> },
  { path: 'analytics', element: <SimplePage title="Reports & Analytics" /> },
  { path: 'reports/income', element: <SimplePage title="Income Analysis" /> },
  { path: 'reports/expenses', element: <SimplePage title="Expense Breakdown" /> },
  { path: 'reports/taxes', element: <SimplePage title="Tax Estimates" /> },
  { path: 'subscription', element: <SimplePage title="Subscription" /> },
  { path: 'subscription/:action', element: <SimplePage title="Subscription Management" /> },
  { path: 'settings', element: <SimplePage title="Settings" /> },
  { path: 'help', element: <SimplePage title="Help & Support" /> },
];

// SPEC section 2 route table.
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    // Shown while the first lazily loaded page of a visit arrives.
    hydrateFallbackElement: (
      <p role="status" className="p-8 text-center text-slate-600">
        Loading...
      </p>
    ),
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <LandingPage /> },
          { path: 'login', lazy: () => import('../features/auth/login-page') },
          { path: 'reset-password', lazy: () => import('../features/auth/reset-password-page') },
          { path: 'terms', element: <LegalPage title="Terms of Service" /> },
          { path: 'privacy', element: <LegalPage title="Privacy Policy" /> },
          { path: 'disclaimer', element: <LegalPage title="Financial and Tax Disclaimer" /> },
          { path: 'accessibility', element: <LegalPage title="Accessibility Statement" /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { lazy: () => import('./app-layout'), children: signedInPages },
    ],
  },
];

export const router = createBrowserRouter(routes);
