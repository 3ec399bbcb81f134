import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { passwordHint, weakPasswordMessage } from '../core/auth/credentials';
import { localDate } from '../core/dates';
import { accountMessages, preferencesMessages } from '../core/preferences';
import { DashboardPage } from './pages/dashboard-page';
import { LoginPage } from './pages/login-page';
import { SettingsPage } from './pages/settings-page';
import { expectNoAxeViolations, PASSWORD, seedItems, type SeedItem } from './support';

// The browser runs on this machine, so its local "today" is the test's.
const today = localDate();
const usDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

const payout: SeedItem = { type: 'income', category: 'Rideshare', amount: 1234.5, date: today };
const fuel: SeedItem = { type: 'expense', category: 'Gas', amount: 40, date: today, description: 'Fill-up' };

/** A new account signed in through the login screen, on /settings with everything loaded. */
async function signedInOnSettings(page: Page, prefix = 'settings'): Promise<string> {
  const email = await new DashboardPage(page).signInAsNewUser(prefix);
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Settings' }).click();
  await new SettingsPage(page).ready();
  return email;
}

test('the display name can be changed and stays changed after a reload', async ({ page }) => {
  await signedInOnSettings(page, 'name');
  const settings = new SettingsPage(page);
  // createAccount signs up as 'Test Driver'.
  await expect(settings.displayName()).toHaveValue('Test Driver');

  await settings.saveName('   ');
  await expect(settings.profile()).toContainText('Name is required');

  await settings.saveName('Dana Rider');
  await new DashboardPage(page).expectToast(accountMessages.displayNameUpdated);

  await page.reload();
  await settings.ready();
  await expect(settings.displayName()).toHaveValue('Dana Rider');
});

test('a refused name change says so, with the messages of a failed update', async ({ page }) => {
  await signedInOnSettings(page, 'name-fail');
  const settings = new SettingsPage(page);
  await page.route('**/api/auth/update-user', (route) =>
    route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'boom' } }),
  );
  await settings.saveName('Someone Else');
  await expect(settings.profile().getByRole('alert')).toHaveText(accountMessages.displayNameUpdateFailed);

  await page.route('**/api/auth/update-user', (route) => route.abort('connectionrefused'));
  await settings.saveName('Someone Else Again');
  await expect(settings.profile().getByRole('alert')).toHaveText(accountMessages.profileUpdateFailed);

  await page.unroute('**/api/auth/update-user');
  await page.reload();
  await settings.ready();
  await expect(settings.displayName()).toHaveValue('Test Driver');
});

test('the email is shown read-only with the way to get it changed', async ({ page }) => {
  const email = await signedInOnSettings(page, 'email');
  const field = new SettingsPage(page).email();
  await expect(field).toHaveValue(email);
  await expect(field).toHaveAttribute('readonly', '');
  await expect(field).toHaveAttribute('aria-readonly', 'true');
  await expect(field).not.toBeEditable();
  await expect(field).toHaveAccessibleDescription(accountMessages.emailReadOnly);
  await expect(page.getByText(accountMessages.emailReadOnly, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('preferences are saved, the message goes after 3 seconds, and they follow the user to another browser', async ({
  page,
  browser,
}) => {
  // The page's clock runs as usual; runFor() moves it on, so the message's lifetime is checked without waiting.
  await page.clock.install();
  const email = await signedInOnSettings(page, 'prefs');
  const settings = new SettingsPage(page);
  // The defaults: email notifications and tax reminders on, weekly reports off.
  await expect(settings.preference('Email notifications')).toBeChecked();
  await expect(settings.preference('Tax reminders')).toBeChecked();
  await expect(settings.preference('Weekly reports')).not.toBeChecked();
  await expect(settings.currency()).toHaveValue('USD');
  await expect(settings.dateFormat()).toHaveValue('MM/DD/YYYY');
  await expect(settings.preferences()).toContainText(preferencesMessages.currencyHint);

  await settings.preference('Email notifications').click();
  await settings.preference('Weekly reports').click();
  await settings.currency().selectOption('GBP');
  await settings.dateFormat().selectOption('DD/MM/YYYY');
  await settings.savePreferences();

  const saved = settings.preferences().getByRole('status').filter({ hasText: preferencesMessages.saved });
  await expect(saved).toBeVisible();
  // The success message hides after 3 seconds.
  await page.clock.runFor(2_000);
  await expect(saved).toBeVisible();
  await expect(saved).toBeHidden({ timeout: 4_000 });

  await page.reload();
  await settings.ready();
  await expect(settings.preference('Email notifications')).not.toBeChecked();
  await expect(settings.preference('Tax reminders')).toBeChecked();
  await expect(settings.preference('Weekly reports')).toBeChecked();
  await expect(settings.currency()).toHaveValue('GBP');
  await expect(settings.dateFormat()).toHaveValue('DD/MM/YYYY');

  // Another browser, signed in afresh: the preferences live on the server, not in this browser.
  const otherBrowser = await browser.newContext();
  try {
    const other = await otherBrowser.newPage();
    const login = new LoginPage(other);
    await login.open();
    await login.signIn(email, PASSWORD);
    await expect(other).toHaveURL('/dashboard');
    const otherSettings = new SettingsPage(other);
    await otherSettings.open();
    await expect(otherSettings.preference('Email notifications')).not.toBeChecked();
    await expect(otherSettings.preference('Weekly reports')).toBeChecked();
    await expect(otherSettings.currency()).toHaveValue('GBP');
    await expect(otherSettings.dateFormat()).toHaveValue('DD/MM/YYYY');
  } finally {
    await otherBrowser.close();
  }
});

test('changing the password checks the current one, signs out the other browser and keeps this one', async ({
  page,
  browser,
}) => {
  const email = await signedInOnSettings(page, 'password');
  const settings = new SettingsPage(page);
  const otherBrowser = await browser.newContext();
  try {
    const other = await otherBrowser.newPage();
    const otherLogin = new LoginPage(other);
    await otherLogin.open();
    await otherLogin.signIn(email, PASSWORD);
    await expect(other).toHaveURL('/dashboard');

    await expect(settings.password()).toContainText(passwordHint);
    await settings.changePassword(PASSWORD, 'short');
    await expect(settings.password()).toContainText(weakPasswordMessage);
    await settings.changePassword(PASSWORD, 'a new password 1', 'a new password 2');
    await expect(settings.password()).toContainText('Passwords do not match');
    await settings.changePassword('not my password', 'a new password 1');
    await expect(settings.password().getByRole('alert')).toHaveText(
      'Incorrect password. Please try again or reset your password.',
    );

    await settings.changePassword(PASSWORD, 'a new password 1');
    await new DashboardPage(page).expectToast(accountMessages.passwordChanged);
    await expect(settings.password().getByLabel('Current password')).toHaveValue('');

    // This browser is still signed in; the other one is not, at its next page.
    await page.reload();
    await settings.ready();
    await other.reload();
    await expect(other).toHaveURL('/login');
    await otherLogin.signIn(email, PASSWORD);
    await expect(otherLogin.alert()).toHaveText('The provided credentials are invalid. Please try again.');
    await otherLogin.signIn(email, 'a new password 1');
    await expect(other).toHaveURL('/dashboard');
  } finally {
    await otherBrowser.close();
  }
});

test('a failed save says so and the message goes after 5 seconds', async ({ page }) => {
  await page.clock.install();
  await signedInOnSettings(page, 'prefs-fail');
  const settings = new SettingsPage(page);
  await page.route('**/api/preferences', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Internal error' } } })
      : route.continue(),
  );
  await settings.preference('Tax reminders').click();
  await settings.savePreferences();

  const failed = settings.preferences().getByRole('alert');
  await expect(failed).toHaveText(preferencesMessages.saveFailed);
  // Still there when the success message's 3 seconds would be over...
  await page.clock.runFor(4_000);
  await expect(failed).toBeVisible();
  // ...and gone after the error message's 5 seconds.
  await expect(failed).toBeHidden({ timeout: 3_000 });

  await page.unroute('**/api/preferences');
  await page.reload();
  await settings.ready();
  await expect(settings.preference('Tax reminders')).toBeChecked();
});

test('currency and date format change how every amount and date is written, at once and after a reload', async ({
  page,
}) => {
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('display');
  await seedItems(page.request, [payout, fuel]);
  await dashboard.open();

  const payoutRow = dashboard.rows().filter({ hasText: 'Rideshare' });
  await expect(payoutRow).toContainText('+$1,234.50');
  await expect(payoutRow).toContainText(usDate(today));
  await expect(dashboard.cardValue('Total Income')).toHaveText('$1,234.50');

  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Settings' }).click();
  const settings = new SettingsPage(page);
  await settings.ready();
  await settings.currency().selectOption('EUR');
  await settings.dateFormat().selectOption('YYYY-MM-DD');
  await settings.savePreferences();
  await expect(settings.preferences().getByRole('status')).toHaveText(preferencesMessages.saved);

  // Back on the dashboard without a reload: the new choice is already applied.
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Dashboard' }).click();
  await dashboard.ready();
  await expect(payoutRow).toContainText('+€1,234.50');
  await expect(payoutRow).toContainText(today);
  await expect(payoutRow).not.toContainText(usDate(today));
  await expect(dashboard.rows().filter({ hasText: 'Gas' })).toContainText('\u2212€40.00');
  await expect(dashboard.cardValue('Total Income')).toHaveText('€1,234.50');
  await expect(dashboard.cardValue('Net Income')).toHaveText('€1,194.50');
  await expect(dashboard.card('Tax Due')).toContainText(/Next due: \d{4}-\d{2}-\d{2} \(/);
  await expect(
    page.getByRole('region', { name: 'Upcoming Deadlines' }).getByRole('listitem').first(),
  ).toContainText(/\d{4}-\d{2}-\d{2}/);
  // The amounts are the user's own figures: only the symbol changed, nothing was converted.
  await expect(dashboard.topExpenses()).toContainText('€40.00');

  await page.reload();
  await dashboard.ready();
  await expect(payoutRow).toContainText('+€1,234.50');
  await expect(payoutRow).toContainText(today);

  // The transactions page follows too.
  await page.goto('/transactions');
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await expect(page.getByRole('main').locator('tbody tr').filter({ hasText: 'Rideshare' })).toContainText(
    '+€1,234.50',
  );
});

test("Export data downloads the whole account as JSON with the user's items", async ({ page }) => {
  const email = await signedInOnSettings(page, 'export');
  await seedItems(page.request, [payout, fuel]);
  const settings = new SettingsPage(page);

  const downloading = page.waitForEvent('download');
  await settings.account().getByRole('button', { name: 'Export data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`GigTally_account_${today}.json`);
  const file = await download.path();
  const data = JSON.parse(await readFile(file, 'utf8')) as {
    account: { email: string; name: string };
    preferences: { currency: string };
    subscription: { tier: string };
    items: { category: string; amount: number; type: string; date: string }[];
  };
  expect(data.account).toMatchObject({ email, name: 'Test Driver' });
  expect(data.preferences.currency).toBe('USD');
  expect(data.subscription.tier).toBe('free');
  expect(data.items.map(({ category, amount, type, date }) => ({ category, amount, type, date }))).toEqual(
    expect.arrayContaining([
      { category: 'Rideshare', amount: 1234.5, type: 'income', date: today },
      { category: 'Gas', amount: 40, type: 'expense', date: today },
    ]),
  );
  expect(data.items).toHaveLength(2);

  // The Export button beside it opens the export dialog of the dashboard.
  await settings.account().getByRole('button', { name: 'Export', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Export Data' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Export Data' }).getByRole('button', { name: 'Cancel' }).click();

  await page.route('**/api/account/export', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Internal error' } } }),
  );
  await settings.account().getByRole('button', { name: 'Export data' }).click();
  await expect(settings.account().getByRole('alert')).toHaveText(accountMessages.exportFailed);
});

test('Delete account asks first, with the password: Cancel keeps the account, the password deletes it', async ({
  page,
}) => {
  const email = await signedInOnSettings(page, 'delete');
  await seedItems(page.request, [payout]);
  const settings = new SettingsPage(page);
  const deleteButton = settings.account().getByRole('button', { name: 'Delete account' });
  const question = page.getByRole('dialog', { name: 'Delete your account?' });

  await deleteButton.click();
  await expect(question).toContainText(accountMessages.deleteConfirm);
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL('/settings');
  await page.reload();
  await settings.ready();
  await expect(settings.email()).toHaveValue(email);

  await deleteButton.click();
  await question.getByLabel('Your password').fill(PASSWORD);
  await question.getByRole('button', { name: 'Delete account' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('status').filter({ hasText: accountMessages.accountDeleted })).toBeVisible();

  // Signed out and gone: the old password opens nothing.
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login');
  const login = new LoginPage(page);
  await login.signIn(email, PASSWORD);
  await expect(login.alert()).toHaveText('The provided credentials are invalid. Please try again.');
  await expect(page).toHaveURL('/login');
});

test('the subscription section names the plan and leads to /subscription; the page passes axe-core', async ({
  page,
}) => {
  await signedInOnSettings(page, 'plan');
  const section = page.getByRole('region', { name: 'Subscription' });
  await expect(section).toContainText('Current plan: Free Plan');
  await expectNoAxeViolations(page);
  await section.getByRole('link', { name: 'Manage subscription' }).click();
  await expect(page).toHaveURL('/subscription');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
});
