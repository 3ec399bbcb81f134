import { expect, test, type Locator, type Page } from '@playwright/test';
import { addDays, localDate } from '../core/dates';
import { loginTexts } from '../web/features/auth/login-texts';
import { quickEntryTexts } from '../web/features/dashboard/quick-entry-texts';
import { DashboardPage } from './pages/dashboard-page';
import { csvFile, ImportPage } from './pages/import-page';
import { LoginPage } from './pages/login-page';
import { MileagePage } from './pages/mileage-page';
import { TaxSetupPage } from './pages/tax-setup-page';
import { TestCheckoutPage } from './pages/subscription-page';
import { TransactionsPage } from './pages/transactions-page';
import {
  createAccount,
  expectNoAxeViolations,
  PASSWORD,
  startCheckout,
  uniqueEmail,
  upgradeToPro,
  waitForOutboxMail,
} from './support';

// What a newcomer met on a first visit in Chromium: sign-up asking for the password again and greeting them by
// their email, screens wider than a phone, Sign Out under the cookie banner, a tall Quick Entry, and an upgrade from
// a Pro gate that did not lead back to where they were.

// Each test signs up, often runs axe-core and takes pictures at two sizes: more than the default 30 seconds.
test.describe.configure({ timeout: 120_000 });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };
const shots = process.env.SHOTS_DIR ?? '/tmp';

async function shot(page: Page, name: string) {
  // From the top, so the sticky header and the sidebar are drawn where a person sees them.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${shots}/firstuse-${name}.png`, fullPage: true });
}

/** Nothing on the page, and nothing inside `boxes`, is wider than the room it has: no scrolling sideways. */
async function expectNoSidewaysScrolling(page: Page, boxes: Locator[]) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(width);
  for (const box of boxes) {
    const { scrollWidth, clientWidth } = await box.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(scrollWidth, 'a table or its cards scroll sideways').toBeLessThanOrEqual(clientWidth);
  }
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on GigTally' });
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });

test.describe('sign-up leads through the tax set-up to the dashboard, greeted by name', () => {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`a newcomer fills in Create Account once and is signed in, ${size}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const email = `first.last.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
      await page.goto('/signup');
      await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
      await page.getByLabel('Name').fill('Nia Newcomer');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Create Account' }).click();

      // No Sign In form on the way: the tax set-up (e2e/tax-setup.spec.ts), then the dashboard and the name
      // given, not 'first.last'.
      await new TaxSetupPage(page).skip();
      await new DashboardPage(page).ready();
      await expect(page.getByText('Welcome back, Nia Newcomer!')).toBeVisible();
      await expect(page.getByText(/Welcome back, first\.last/)).toHaveCount(0);
      await shot(page, `signup-dashboard-${size}`);
      await expectNoAxeViolations(page, `the dashboard after sign-up, ${size}`);

      // A real session: it outlives a reload.
      await page.reload();
      await expect(page.getByText('Welcome back, Nia Newcomer!')).toBeVisible();
    });
  }

  test('a taken address gets no session and no "already in use": the form says to check the mail', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('taken-firstuse');
    await createAccount(request, email, PASSWORD, 'Owen Owner');
    const login = new LoginPage(page);
    await page.goto('/signup');
    await page.getByLabel('Name').fill('Someone Else');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('another-password-1');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(login.status()).toHaveText(loginTexts.signUpNotSignedIn);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await expect(login.email()).toHaveValue(email);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect((await waitForOutboxMail(email)).subject).toBe('You already have a GigTally account');
    expect(await (await page.request.get('/api/auth/get-session')).json()).toBeNull();
    await shot(page, 'signup-taken-phone');

    // The owner signs in with their own password, and is greeted by their own name.
    await login.password().fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByText('Welcome back, Owen Owner!')).toBeVisible();
  });
});

test.describe('on a phone nothing needs scrolling sideways', () => {
  test.use({ viewport: PHONE });

  test('the import preview shows each row as a card within 390 px', async ({ page }) => {
    await new DashboardPage(page).signInAsNewUser('firstuse-import');
    await upgradeToPro(page.request);
    const importing = new ImportPage(page);
    await importing.open();
    const day = (days: number) => {
      const date = addDays(localDate(), -days);
      return `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
    };
    await importing.preview(
      csvFile(
        'statement.csv',
        [
          'Date,Description,Amount',
          `${day(3)},SHELL OIL 57442 SPRINGFIELD IL A VERY LONG BANK DESCRIPTION,-45.20`,
          `${day(2)},UBER TECHNOLOGIES PAYOUT,312.40`,
          `${day(1)},VERIZON WIRELESS,-80.00`,
        ].join('\n'),
      ),
    );
    await expect(importing.rows()).toHaveCount(3);
    await expectNoSidewaysScrolling(page, [
      importing.rowsPanel().getByRole('region', { name: 'Rows to import' }),
      importing.columns(),
    ]);
    await shot(page, 'import-preview-phone');
    await expectNoAxeViolations(page, 'the import preview on a phone');
    await page.setViewportSize(DESKTOP);
    await shot(page, 'import-preview-desktop');
    await page.setViewportSize(PHONE);

    // The list of past imports, once there is one, is cards too.
    await importing.importButton().click();
    await expect(importing.summary()).toBeVisible();
    await expect(importing.pastImport('statement.csv')).toContainText('Undo');
    await expectNoSidewaysScrolling(page, [
      importing.pastImports().getByRole('region', { name: 'Past imports, newest first' }),
    ]);
    await shot(page, 'import-done-phone');
  });

  test('the trips of a year are cards within 390 px, each with its date, miles, deduction and actions', async ({
    page,
  }) => {
    await new DashboardPage(page).signInAsNewUser('firstuse-trips');
    const today = localDate();
    for (const trip of [
      {
        date: today,
        miles: 120.4,
        purpose: 'Airport run and two long deliveries across town',
        platform: 'Uber',
      },
      { date: today, startOdometer: 41200, endOdometer: 41210, purpose: 'Supplies', platform: '' },
    ]) {
      const response = await page.request.post('/api/trips', { data: trip });
      expect(response.status(), await response.text()).toBe(201);
    }
    const mileage = new MileagePage(page);
    await mileage.open();
    await expect(mileage.rows()).toHaveCount(2);
    const table = mileage.trips().getByRole('region', { name: /^Trips in \d{4}, newest first$/ });
    await expectNoSidewaysScrolling(page, [table]);
    const card = mileage.rows().filter({ hasText: 'Airport run' });
    await expect(card).toContainText('120.4');
    await expect(card).toContainText('$87.29');
    // The card's actions are inside the phone's width, not off to the right.
    const edit = card.getByRole('button', { name: /^Edit the trip of/ });
    await edit.scrollIntoViewIfNeeded();
    await expect(edit).toBeInViewport({ ratio: 1 });
    await shot(page, 'trips-phone');
    await expectNoAxeViolations(page, 'the trips on a phone');
    await page.setViewportSize(DESKTOP);
    await shot(page, 'trips-desktop');
  });
});

test.describe('the phone menu with the cookie banner up', () => {
  // A first visit: the banner has not been answered.
  test.use({ viewport: PHONE, storageState: { cookies: [], origins: [] } });

  test('Sign Out sits above the banner and takes a real click', async ({ page }) => {
    const email = uniqueEmail('firstuse-menu');
    await createAccount(page.request, email);
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(email, PASSWORD);
    await expect(page).toHaveURL('/dashboard');
    await expect(banner(page)).toBeVisible({ timeout: 15_000 });

    await page.getByRole('button', { name: 'Open navigation' }).click();
    const signOut = sidebar(page).getByRole('button', { name: 'Sign Out' });
    await expect.poll(() => sidebar(page).evaluate((drawer) => drawer.getBoundingClientRect().left)).toBe(0);
    const button = (await signOut.boundingBox())!;
    const bannerBox = (await banner(page).boundingBox())!;
    expect(button.y + button.height).toBeLessThanOrEqual(bannerBox.y);
    await shot(page, 'phone-menu-banner');
    await expectNoAxeViolations(page, 'the phone menu with the cookie banner');
    // Playwright refuses a click that would land on something else, such as the banner.
    await signOut.click({ timeout: 3_000 });
    await expect(page).toHaveURL('/login');
  });
});

test.describe('Quick Entry on a phone', () => {
  test.use({ viewport: PHONE });

  test('amount, category, date and the button fit within 460 px; the use waits under More', async ({
    page,
  }) => {
    await new DashboardPage(page).signInAsNewUser('firstuse-quick');
    await page.getByRole('button', { name: 'Add income or expense' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quick Entry' });
    await expect(dialog).toBeVisible();

    const first = (await dialog.getByRole('group', { name: 'Type' }).boundingBox())!;
    const save = (await dialog.getByRole('button', { name: 'Add Expense' }).boundingBox())!;
    expect(save.y + save.height - first.y).toBeLessThanOrEqual(460);
    for (const label of ['Amount', 'Category', 'Date']) {
      const field = (await dialog.getByLabel(label, { exact: true }).boundingBox())!;
      expect(field.y, label).toBeGreaterThanOrEqual(first.y);
      expect(field.y + field.height, label).toBeLessThanOrEqual(save.y);
    }
    await expect(dialog.getByLabel('Date', { exact: true })).toHaveValue(localDate());
    const more = dialog.getByText(quickEntryTexts.more('Business'));
    await expect(more).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Use' })).toBeHidden();
    await shot(page, 'quick-entry-phone');
    await expectNoAxeViolations(page, 'Quick Entry on a phone');

    // Last night's shift, entered the morning after, as personal: More opens the choice.
    const yesterday = addDays(localDate(), -1);
    await dialog.getByLabel('Amount').fill('18.50');
    await more.click();
    await dialog.getByRole('group', { name: 'Use' }).getByRole('button', { name: 'Personal' }).click();
    await expect(dialog.getByText(quickEntryTexts.more('Personal'))).toBeVisible();
    await dialog.getByLabel('Category', { exact: true }).selectOption('Groceries');
    await dialog.getByLabel('Date', { exact: true }).fill(yesterday);
    await shot(page, 'quick-entry-more-phone');
    await dialog.getByRole('button', { name: 'Add Expense' }).click();
    await expect(dialog).toBeHidden();

    const items = (await (await page.request.get('/api/items')).json()) as {
      items: { date: string; category: string; use: string; amount: number }[];
    };
    expect(items.items).toEqual([
      expect.objectContaining({ date: yesterday, category: 'Groceries', use: 'personal', amount: 18.5 }),
    ]);
    const transactions = new TransactionsPage(page);
    await transactions.open();
    await expect(transactions.rows()).toContainText('Groceries');
  });
});

test.describe('a Pro gate upgrade returns to the page it was started from', () => {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`Upgrade to Pro on Tax Estimates, paid, comes back to Tax Estimates, ${size}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await new DashboardPage(page).signInAsNewUser('firstuse-gate');
      await page.goto('/reports/taxes');
      await expect(page.getByRole('heading', { level: 1, name: 'Pro Subscription Required' })).toBeVisible();
      await shot(page, `pro-gate-${size}`);
      await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
      const checkout = new TestCheckoutPage(page);
      await checkout.ready();
      await shot(page, `pro-gate-checkout-${size}`);
      await checkout.payButton().click();

      await expect(page).toHaveURL('/reports/taxes');
      await expect(page.getByRole('heading', { level: 1, name: 'Tax Estimates' })).toBeVisible();
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: 'Payment successful! Your subscription has been activated.' }),
      ).toBeVisible();
      const plan = (await (await page.request.get('/api/subscription')).json()) as { tier: string };
      expect(plan.tier).toBe('pro');
      await shot(page, `pro-gate-returned-${size}`);
      await expectNoAxeViolations(page, `Tax Estimates after the upgrade, ${size}`);
    });
  }

  test('a return address naming another site is not followed: the plan is activated on Subscription', async ({
    page,
  }) => {
    await new DashboardPage(page).signInAsNewUser('firstuse-evil-return');
    const sessionId = await startCheckout(page.request);
    const paid = await page.request.post('/api/billing/test-checkout/complete', { data: { sessionId } });
    expect(paid.status()).toBe(200);

    for (const returnTo of ['https://evil.example/steal', '//evil.example/steal', '/\\evil.example']) {
      await page.goto(
        `/subscription?success=true&session_id=${sessionId}&returnTo=${encodeURIComponent(returnTo)}`,
      );
      await expect(page.getByText('Payment successful! Your subscription has been activated.')).toBeVisible();
      await expect(page).toHaveURL('/subscription');
    }
  });
});
