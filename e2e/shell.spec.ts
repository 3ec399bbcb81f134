import { expect, test, type Page } from '@playwright/test';
import { LoginPage } from './pages/login-page';
import { TransactionsPage } from './pages/transactions-page';
import {
  createAccount,
  expectNoAxeViolations,
  PASSWORD,
  seedItems,
  uniqueEmail,
  upgradeToPro,
} from './support';

async function signedIn(page: Page) {
  const email = uniqueEmail('shell');
  await createAccount(page.request, email);
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(email, PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  // The address changes before the page is drawn: a check of the page waits for its heading.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  return email;
}

test('a signed-out visit to a protected page shows Loading... and lands on /login', async ({ page }) => {
  // The session's answer is held back until the loading state has been seen, however long the page takes to load.
  let answer!: () => void;
  const seen = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/auth/get-session', async (route) => {
    await seen;
    await route.continue();
  });
  await page.goto('/settings');
  await expect(page.getByText('Loading...')).toBeVisible();
  answer();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
});

test('unknown paths answer 404 and show the not-found page; pages of the app answer 200', async ({
  page,
}) => {
  for (const path of ['/no-such-page', '/dashboard/nope']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(
      page.getByText('The page you are looking for does not exist or has been moved.'),
    ).toBeVisible();
  }
  for (const [path, heading] of [
    ['/login', 'Sign In'],
    ['/signup', 'Create Account'],
    ['/terms', 'Terms of Service'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test('an unknown path shows the 404 page with its two ways out', async ({ page }) => {
  await page.goto('/');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL('/');
});

test('the header shows Login when signed out and the account menu when signed in', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  // The footer of the other pages is not on the landing page, which has its own (e2e/landing.spec.ts).
  await expect(page.getByRole('contentinfo')).not.toContainText('All rights reserved');

  const email = await signedIn(page);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await page.getByRole('button', { name: `Account menu for ${email}` }).click();
  await expect(page.getByRole('link', { name: 'Manage Subscription' })).toBeVisible();
  await page.getByRole('link', { name: 'Manage Subscription' }).click();
  await expect(page).toHaveURL('/subscription');
  await expect(page.getByRole('link', { name: 'Manage Subscription' })).toHaveCount(0);

  await page.getByRole('button', { name: `Account menu for ${email}` }).click();
  await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: /Account menu/ })).toHaveCount(0);
});

test('the sidebar leads to every signed-in page and shows the plan', async ({ page }) => {
  const email = await signedIn(page);
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar.getByText(email)).toBeVisible();
  await expect(sidebar.getByText('Free Plan')).toBeVisible();

  const reports = sidebar.getByRole('button', { name: 'Reports & Analytics' });
  await expect(reports).toHaveAttribute('aria-expanded', 'false');
  await reports.click();
  await expect(reports).toHaveAttribute('aria-expanded', 'true');
  for (const [link, heading, url] of [
    ['Transactions', 'Transactions', '/transactions'],
    ['Budget', 'Budget', '/budget'],
    ['Review', 'Review transactions', '/review'],
    ['Import', 'Import', '/import'],
    ['Rules', 'Rules', '/rules'],
    ['Mileage', 'Mileage', '/mileage'],
    // The reports are Pro's: a free user meets the gate (e2e/subscription.spec.ts).
    ['Income Analysis', 'Pro Subscription Required', '/reports/income'],
    ['Expense Breakdown', 'Pro Subscription Required', '/reports/expenses'],
    ['Tax Estimates', 'Pro Subscription Required', '/reports/taxes'],
    ['Calendar View', 'Calendar', '/calendar'],
    ['Subscription', 'Subscription', '/subscription'],
    ['Settings', 'Settings', '/settings'],
    ['Help & Support', 'Help & Support', '/help'],
    ['Dashboard', 'Dashboard', '/dashboard'],
  ] as const) {
    await sidebar.getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('on a phone the sidebar opens as a drawer and closes again', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signedIn(page);
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(sidebar).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close navigation' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(sidebar).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await sidebar.getByRole('link', { name: 'Calendar View' }).click();
  await expect(page).toHaveURL('/calendar');
  await expect(sidebar).toBeHidden();
});

test('the start-up error screen appears when the server cannot be reached, and Retry reloads', async ({
  page,
}) => {
  await page.route('**/api/health', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await expect(
    page.getByRole('heading', { name: 'Authentication Service Initialization Error' }),
  ).toBeVisible();
  await expect(page.getByText('There was a problem connecting to our services.')).toBeVisible();
  await page.unroute('**/api/health');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(
    page.getByRole('heading', { name: 'Track your gig income, expenses and taxes' }),
  ).toBeVisible();
});

test('a page that fails to load shows the error screen, and Try again recovers', async ({ page }) => {
  await signedIn(page);
  await page.goto('/');
  // A page's code that cannot be fetched (say, mid-deploy) is the everyday way a page breaks.
  await page.route('**/assets/dashboard-page-*.js', (route) => route.abort('failed'));
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText("We've encountered an error and our team has been notified.")).toBeVisible();
  await page.unroute('**/assets/dashboard-page-*.js');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('a page that fails while drawing shows the error screen, and Back returns to the page before', async ({
  page,
}) => {
  await signedIn(page);
  // An answer the page cannot draw (a server fault): the calendar's days that are not a list.
  await page.route('**/api/calendar?*', (route) => route.fulfill({ json: { days: { broken: true } } }));
  await page
    .getByRole('complementary', { name: 'Sidebar' })
    .getByRole('link', { name: 'Calendar View' })
    .click();
  await expect(page).toHaveURL('/calendar');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText("We've encountered an error and our team has been notified.")).toBeVisible();
  // The error screen belongs to that address: going back draws the dashboard again, without a reload.
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  await page.goBack();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeHidden();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('a link keeps the page in view until the next one is ready, and Back returns to it', async ({
  page,
}) => {
  await signedIn(page);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/transactions-page-*.js', async (route) => {
    await released;
    await route.continue();
  });
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await sidebar.getByRole('link', { name: 'Transactions', exact: true }).click();
  await expect(page).toHaveURL('/transactions');
  // The Transactions page's code has not arrived: the dashboard stays, with no blank or Loading... in its place.
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { name: 'Transactions', level: 1 })).toBeVisible();
  const link = (name: string) => sidebar.getByRole('link', { name, exact: true });
  await expect(link('Transactions')).toHaveAttribute('aria-current', 'page');
  await expect(link('Dashboard')).not.toHaveAttribute('aria-current', 'page');
  await page.goBack();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(link('Dashboard')).toHaveAttribute('aria-current', 'page');
});

test('axe-core finds no violations on the public pages', async ({ page }) => {
  for (const path of ['/', '/login', '/terms', '/no-such-page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test('axe-core finds no violations on the signed-in shell', async ({ page }) => {
  await signedIn(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Reports & Analytics' }).click();
  await expectNoAxeViolations(page);
});

test('on a laptop the sidebar stays in view: Sign Out at the foot of a long /transactions', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signedIn(page);
  // 25 entries (more than the free plan's 10, so as a Pro user): a full first page of the list, several screens long.
  await upgradeToPro(page.request);
  await seedItems(
    page.request,
    Array.from({ length: 25 }, (_, index) => ({
      type: 'expense' as const,
      category: 'Supplies',
      amount: 10 + index,
      date: `2026-03-${String(index + 1).padStart(2, '0')}`,
      description: `Entry ${index + 1}`,
    })),
  );
  const transactions = new TransactionsPage(page);
  await transactions.open();
  await expect(transactions.rows()).toHaveCount(25);
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(pageHeight).toBeGreaterThan(2 * 768);

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole('contentinfo')).toBeInViewport();
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  const signOut = sidebar.getByRole('button', { name: 'Sign Out' });
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toBeInViewport({ ratio: 1 });
  await expect(signOut).toBeInViewport({ ratio: 1 });
  // Nothing covers it: the point at its centre is the button.
  const covered = await signOut.evaluate((button) => {
    const box = button.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return !(hit && button.contains(hit));
  });
  expect(covered).toBe(false);
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(768);
  await signOut.click();
  await expect(page).toHaveURL('/login');
});
