import { expect, test, type Locator, type Page } from '@playwright/test';
import { taxSetupTexts } from '../web/features/tax/tax-setup-texts';
import { DashboardPage } from './pages/dashboard-page';
import { LoginPage } from './pages/login-page';
import { TaxSetupPage } from './pages/tax-setup-page';
import { shoot } from './screenshots';
import { expectNoAxeViolations, PASSWORD, seedItems, uniqueEmail } from './support';

const PHONE = { width: 390, height: 844 };

/** Signs up through the Create Account form, as a newcomer from the landing page's Get Started does. */
async function signUp(page: Page, name: string, email: string) {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/** Presses Tab until `target` has the focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 60; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the control');
}

/** Every /api answer the page gets, to show that a free user's screen meets no Pro gate. */
function apiStatuses(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/'))
      seen.push(`${response.request().method()} ${url.pathname} ${response.status()}`);
  });
  return seen;
}

// A free newcomer on March 1, 2026 (the page's clock) with $60,000 of gig income, married filing jointly, in
// California, with $40,000 of W-2 wages and $3,000 withheld (2026 tables, docs/tax-tables.md;
// server/routes/tax-setup.api.test.ts works it step by step): SE tax 8,477.73, AGI 95,761.13, taxable 52,408.90 after
// the 32,200 deduction and a QBI deduction of 11,152.23; income tax 2,480.00 + 3,313.07 = 5,793.07; total 14,270.80,
// less 3,000 withheld: 11,270.80, a quarter 2,817.70, the first due April 15. Single and alone it would be 3,009.30.
test('a newcomer answers the tax set-up by keyboard on a phone, and the dashboard estimates with it', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.clock.setFixedTime(new Date(2026, 2, 1, 12));
  const statuses = apiStatuses(page);
  // Routed from the start, so that a failure staged later meets a request already routed, and fails only once.
  let failNextSave = false;
  await page.route('**/api/tax/profile', (route) => {
    if (route.request().method() !== 'PUT' || !failNextSave) return route.fallback();
    failNextSave = false;
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'internal', message: 'Something went wrong on our side.' } }),
    });
  });
  await signUp(page, 'Sam Setup', uniqueEmail('setup-joint'));
  const setup = new TaxSetupPage(page);
  await setup.ready();
  await expect(page.getByText(taxSetupTexts.intro)).toBeVisible();
  await expect(page.getByText(taxSetupTexts.whereLater)).toBeVisible();
  // A new account's status is asked, not assumed.
  await expect(setup.status()).toHaveValue('');
  await seedItems(page.request, [
    { type: 'income', category: 'Rideshare', amount: 60_000, date: '2026-02-01' },
  ]);

  // Keyboard only from here: wages, and withholding more than them, sent without a status.
  await tabTo(page, setup.wages());
  await page.keyboard.type('40000');
  await page.keyboard.press('Tab');
  await page.keyboard.type('50000');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Choose your filing status.')).toBeVisible();
  await expect(setup.status()).toBeFocused();

  // Typing picks the status as a select does; the spouse's boxes come with a joint return.
  await page.keyboard.type('Married filing j');
  await expect(setup.status()).toHaveValue('married');
  await expect(page.getByText('Choose your filing status.')).toHaveCount(0);
  await expect(page.getByLabel("Your spouse's W-2 wages")).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.type('Californ');
  await expect(setup.state()).toHaveValue('CA');
  await expect(page.getByLabel('I live in New York City')).toHaveCount(0);
  await tabTo(page, setup.withholding());
  await page.keyboard.press('Enter');
  // The API's own words under the box, as on the Tax page; the focus goes to it.
  await expect(
    page.getByText('Tax withheld cannot be more than the wages it was withheld from.'),
  ).toBeVisible();
  await expect(setup.withholding()).toBeFocused();
  await expectNoAxeViolations(page, 'the set-up screen with an error');
  await shoot(page, 'setup-error');

  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('3000');
  // The server fails once: the screen says so and keeps every answer.
  failNextSave = true;
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: taxSetupTexts.saveFailed })).toHaveText(
    'Your answers could not be saved. Please try again.',
  );
  await expect(page).toHaveURL('/setup');
  // No Add button floats over the answers here.
  await expect(page.getByRole('button', { name: 'Add income or expense' })).toHaveCount(0);
  await expect(setup.status()).toHaveValue('married');
  await expect(setup.state()).toHaveValue('CA');
  await expect(setup.wages()).toHaveValue('40000');
  await expect(setup.withholding()).toHaveValue('3000');
  await expectNoAxeViolations(page, 'the set-up screen after a failed save');
  await shoot(page, 'setup-failed');

  await tabTo(page, setup.save());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText('Your tax set-up is saved: your estimate uses it.')).toBeVisible();
  const dashboard = new DashboardPage(page);
  await dashboard.ready();
  const taxDue = dashboard.card('Tax Due');
  await expect(dashboard.cardValue('Tax Due')).toHaveText(/^Due by 04\/15\/2026: \$[\d,]+\.\d\d$/);
  await expect(taxDue).toContainText('Federal $2,817.70 by 04/15/2026');
  await expect(taxDue).toContainText(/California \$[\d,]+\.\d\d by 04\/15\/2026/);
  await expect(taxDue).toContainText('Your 2026 federal quarterly installment is $2,817.70');
  await expectNoAxeViolations(page, 'the dashboard after the set-up');
  await shoot(page, 'setup-dashboard');

  // A free plan the whole way: no answer was a Pro gate's (403) or a failure other than the one staged.
  expect(statuses.filter((line) => / (403|5\d\d)$/.test(line))).toEqual(['PUT /api/tax/profile 500']);
  expect(statuses).toContain('PUT /api/tax/profile 200');
});

test('a newcomer who skips goes to the dashboard, is told where the questions wait, and is not asked again', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const email = uniqueEmail('setup-skip');
  await signUp(page, 'Kit Skipper', email);
  const setup = new TaxSetupPage(page);
  await setup.ready();
  await expectNoAxeViolations(page, 'the set-up screen');
  await shoot(page, 'setup');

  await tabTo(page, setup.skipButton());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/dashboard');
  await expect(
    page.getByText('Skipped for now. Answer these any time in Settings, under Tax set-up.'),
  ).toBeVisible();
  await new DashboardPage(page).ready();

  // Signed out and in again: the dashboard, not the questions.
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page
    .getByRole('complementary', { name: 'Sidebar' })
    .getByRole('button', { name: 'Sign Out' })
    .click();
  await expect(page).toHaveURL('/login');
  const login = new LoginPage(page);
  await login.signIn(email, PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await new DashboardPage(page).ready();
  // The sign-up form, given the account's own address and password, signs its owner in: the stored skip holds there
  // too.
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page
    .getByRole('complementary', { name: 'Sidebar' })
    .getByRole('button', { name: 'Sign Out' })
    .click();
  await expect(page).toHaveURL('/login');
  await signUp(page, 'Kit Skipper', email);
  await expect(page).toHaveURL('/dashboard');
  await new DashboardPage(page).ready();

  // Where the skip said: Settings → Tax set-up opens the same questions, the saved status chosen.
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Tax set-up' });
  await expect(section).toContainText(taxSetupTexts.settingsIntro);
  await section.getByRole('link', { name: 'Answer the tax questions' }).click();
  await setup.ready();
  await expect(setup.status()).toHaveValue('single');
});
