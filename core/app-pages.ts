// Every page of the web app, by path (without the leading '/'). The web router draws
// one page per entry (web/app/router.tsx, whose page tables are typed by these lists: a page left out or added
// there alone is a type error) and the server answers any other path with the not-found page and status 404
// (server/app.ts): one list for both, so they cannot drift apart.

/** Pages anyone can open. */
export const publicPagePaths = [
  'login',
  'signup',
  'reset-password',
  'terms',
  'privacy',
  'disclaimer',
  'accessibility',
] as const;

/** Pages inside the signed-in shell; a ':name' segment stands for any one segment. */
export const signedInPagePaths = [
  'dashboard',
  // Asked once after sign-up: filing status, state and wages (every plan).
  'setup',
  'calendar',
  // A month's plan of personal spending from what the payouts leave (every plan).
  'budget',
  'transactions',
  // Items waiting to be marked business or personal, one at a time.
  'review',
  'import',
  'rules',
  'mileage',
  'mileage/print',
  // Shifts, and what each platform pays an hour after fees, the car and tax (every plan).
  'earnings',
  'reports',
  'analytics',
  'reports/income',
  'reports/expenses',
  'reports/taxes',
  // Schedule C and the 1099 forms, under Tax Estimates.
  'reports/taxes/schedule-c',
  'reports/taxes/1099s',
  'subscription',
  'subscription/:action',
  'billing/test-checkout',
  'settings',
  // Settings → Connected accounts.
  'settings/connections',
  // Shared access: the owner's invitations, who can see, the log and the notes; the books shared with the person.
  'sharing',
  // An invitation's link.
  'sharing/accept',
  'help',
  'docs/user-guide',
  'tutorials',
] as const;

export type PublicPagePath = (typeof publicPagePaths)[number];
export type SignedInPagePath = (typeof signedInPagePaths)[number];

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

/**
 * Whether `pathname` opens a page of the app: '/' (the landing page) or a path of the lists above. It matches as
 * the router does: letter case aside, with or without a trailing slash.
 */
export function isAppPagePath(pathname: string): boolean {
  const segments = segmentsOf(pathname.toLowerCase());
  if (segments.length === 0) return pathname.startsWith('/') && !pathname.startsWith('//');
  return [...publicPagePaths, ...signedInPagePaths]
    .map(segmentsOf)
    .some(
      (pattern) =>
        pattern.length === segments.length &&
        pattern.every((part, index) => part.startsWith(':') || part === segments[index]),
    );
}
