import { expect, test, type Page } from '@playwright/test';
import { bankMessages, type BankConnectionView } from '../core/bank';
import { localDate } from '../core/dates';
import type { PublicConfig } from '../core/public-config';
import { networkErrorMessage } from '../web/lib/api';
import { connectionTexts } from '../web/features/bank/bank-texts';
import { DashboardPage } from './pages/dashboard-page';
import { ConnectionsPage } from './pages/connections-page';
import { TransactionsPage } from './pages/transactions-page';
import { shoot } from './screenshots';
import { expectNoAxeViolations, upgradeToPro } from './support';

// What the person gets in Settings → Connected accounts, with the built-in GigTally Test Bank
// (server/bank/test-bank-provider.ts: 'Everyday Checking' ••4821 and 'Rewards Card' ••7730, 90 days of payouts,
// fuel, parking and tolls, and one new posted transaction on each sync).

const BANK = 'GigTally Test Bank';
const CHECKING = 'Everyday Checking ••4821';
const CARD = 'Rewards Card ••7730';
// The browser runs on this machine, so its local "today" is the test's.
const today = localDate();
const usDate = `${today.slice(5, 7)}/${today.slice(8, 10)}/${today.slice(0, 4)}`;

test.use({ viewport: { width: 390, height: 844 } });

/** A new account signed in through the login screen; Pro through the real test-mode checkout when asked. */
async function signIn(page: Page, prefix: string, { pro }: { pro: boolean }) {
  await new DashboardPage(page).signInAsNewUser(prefix);
  if (!pro) return;
  await upgradeToPro(page.request);
  // The app read the plan when it opened (and keeps it for 30 s): open it again, as Pro.
  await new DashboardPage(page).open();
}

/** Settings → Manage connected accounts, as a person gets there. */
async function openFromSettings(page: Page): Promise<ConnectionsPage> {
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page
    .getByRole('region', { name: 'Connected accounts' })
    .getByRole('link', { name: 'Manage connected accounts' })
    .click();
  await expect(page).toHaveURL('/settings/connections');
  const connections = new ConnectionsPage(page);
  await connections.ready();
  return connections;
}

test('a Pro user connects the test bank, sees its accounts and items, syncs, untracks the card and disconnects keeping the items', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'bank-pro', { pro: true });
  const connections = await openFromSettings(page);

  // Empty: nothing connected yet, and the ways in this server offers.
  await expect(connections.yourConnections()).toContainText(connectionTexts.empty);
  await expect(connections.connectPanel().getByRole('group', { name: BANK })).toContainText(
    connectionTexts.testBankBody,
  );
  await expectNoAxeViolations(page, 'empty');

  await connections
    .connectPanel()
    .getByRole('button', { name: `Connect ${BANK}` })
    .click();
  const connected = await connections.expectToast(
    new RegExp(`^${BANK} connected: \\d+ new, 0 already there$`),
  );
  const firstAdded = Number(/connected: (\d+) new/.exec(connected)![1]);
  expect(firstAdded).toBeGreaterThan(20);

  const card = connections.connection(BANK);
  await expect(card).toContainText('Test bank');
  await expect(card).toContainText('Status: Active');
  await expect(connections.lastSync(BANK)).toHaveText(
    new RegExp(`^Last synced ${usDate} at \\d{1,2}:\\d{2} [AP]M · ${firstAdded} new, 0 already there$`),
  );
  await expect(connections.accountSwitch(BANK, CHECKING)).toBeChecked();
  await expect(connections.accountSwitch(BANK, CARD)).toBeChecked();
  await expect(connections.yourConnections()).toHaveCount(0);
  await expectNoAxeViolations(page, 'connected');

  // What it brought is on /transactions, filed by the built-in merchant rules.
  const transactions = new TransactionsPage(page);
  await transactions.open();
  await expect(transactions.count()).toHaveText(
    `Showing ${Math.min(firstAdded, 25)} of ${firstAdded} transactions`,
  );
  await transactions.search().fill('SHELL OIL');
  await expect(transactions.rows().first()).toContainText('SHELL OIL 57442');

  // Sync now: the test bank has one new posted transaction on each sync.
  await connections.open();
  await card.getByRole('button', { name: `Sync now: ${BANK}` }).click();
  const synced = await connections.expectToast(new RegExp(`^${BANK} synced: 1 new, \\d+ already there$`));
  const summary = synced.slice(`${BANK} synced: `.length);
  await expect(connections.lastSync(BANK)).toHaveText(new RegExp(` · ${summary}$`));
  await transactions.open();
  await expect(transactions.count()).toHaveText(new RegExp(`of ${firstAdded + 1} transactions$`));

  // The card is personal: left out from now on, and it stays so.
  await connections.open();
  await connections.accountSwitch(BANK, CARD).click();
  await connections.expectToast(`${CARD} is no longer tracked`);
  await expect(connections.accountSwitch(BANK, CARD)).not.toBeChecked();
  await expect(connections.accountSwitch(BANK, CARD)).toHaveAccessibleDescription(
    `Card. ${connectionTexts.untrackedHint}`,
  );
  await page.reload();
  await connections.ready();
  await expect(connections.accountSwitch(BANK, CARD)).not.toBeChecked();
  await expect(connections.accountSwitch(BANK, CHECKING)).toBeChecked();

  // Disconnect, keeping what it brought.
  await card.getByRole('button', { name: `Disconnect ${BANK}` }).click();
  const dialog = page.getByRole('dialog', { name: `Disconnect ${BANK}?` });
  await expect(dialog).toContainText(connectionTexts.disconnectBody);
  await expect(dialog.getByRole('radio', { name: connectionTexts.keepItems })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: connectionTexts.deleteItems })).not.toBeChecked();
  await expectNoAxeViolations(page, 'disconnect dialog');
  await dialog.getByRole('button', { name: 'Disconnect' }).click();
  await connections.expectToast(`${BANK} disconnected`);
  await expect(dialog).toBeHidden();
  await expect(connections.yourConnections()).toContainText(connectionTexts.empty);
  await expect(connections.connection(BANK)).toHaveCount(0);

  await transactions.open();
  await expect(transactions.count()).toHaveText(new RegExp(`of ${firstAdded + 1} transactions$`));
});

test('disconnecting and deleting the items takes them away', async ({ page }) => {
  await signIn(page, 'bank-delete', { pro: true });
  const connections = new ConnectionsPage(page);
  await connections.open();
  await connections
    .connectPanel()
    .getByRole('button', { name: `Connect ${BANK}` })
    .click();
  await connections.expectToast(new RegExp(`^${BANK} connected`));

  await connections
    .connection(BANK)
    .getByRole('button', { name: `Disconnect ${BANK}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Disconnect ${BANK}?` });
  await dialog.getByText(connectionTexts.deleteItems).click();
  await dialog.getByRole('button', { name: 'Disconnect' }).click();
  await connections.expectToast(`${BANK} disconnected`);

  const transactions = new TransactionsPage(page);
  await transactions.open();
  await expect(transactions.count()).toHaveText('Showing 0 of 0 transactions');
  await expect(transactions.list()).toContainText('No transactions yet.');
});

test('a free user reads what connecting does and finds the way to Pro, without a connect form', async ({
  page,
}) => {
  await signIn(page, 'bank-free', { pro: false });
  // From Import, as a person who is tired of downloading statements.
  await page.goto('/import');
  await page.getByRole('link', { name: 'Connect your bank instead' }).click();
  await expect(page).toHaveURL('/settings/connections');
  const connections = new ConnectionsPage(page);
  await connections.ready();

  await expect(connections.freePanel()).toHaveText(
    `${connectionTexts.freeTitle}${connectionTexts.freeBody}${connectionTexts.freeUpgrade}`,
  );
  await expect(connections.connectPanel()).toHaveCount(0);
  // Nothing connected and nothing to connect with here: no empty list that says 'Connect one below'.
  await expect(connections.yourConnections()).toHaveCount(0);
  await expect(page.getByText(connectionTexts.empty)).toHaveCount(0);
  await expect(page.getByLabel('SimpleFIN setup token')).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Connect ${BANK}` })).toHaveCount(0);
  await expectNoAxeViolations(page, 'free');
  await shoot(page, 'free');

  await connections.freePanel().getByRole('link', { name: 'Upgrade to Pro' }).click();
  await expect(page).toHaveURL('/subscription');
});

/**
 * The SimpleFIN form is drawn when GET /api/config offers SimpleFIN. A server without the SimpleFIN provider wired
 * in answers the connect with 400 providerOff; then this stands in for the provider at the network edge with the
 * API's own answer for a token that is not base64 of an https URL (400 validation-failed).
 */
async function offerSimplefin(page: Page) {
  const config = (await (await page.request.get('/api/config')).json()) as PublicConfig;
  if (config.bankProviders.includes('simplefin')) return;
  await page.route('**/api/config', async (route) =>
    route.fulfill({ json: { ...config, bankProviders: [...config.bankProviders, 'simplefin'] } }),
  );
  await page.route('**/api/bank/connections', async (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          json: {
            error: {
              code: 'validation-failed',
              message: bankMessages.setupTokenInvalid,
              fields: { setupToken: bankMessages.setupTokenInvalid },
            },
          },
        })
      : route.continue(),
  );
}

test("a SimpleFIN token that is not one gets the API's field message, exactly, under the field", async ({
  page,
}) => {
  await signIn(page, 'bank-simplefin', { pro: true });
  await offerSimplefin(page);
  const connections = new ConnectionsPage(page);
  await connections.open();
  const form = connections.connectPanel().getByRole('form', { name: 'SimpleFIN Bridge' });
  await expect(form).toContainText('about $1.50 a month');
  await expect(form.getByRole('link', { name: /Open SimpleFIN Bridge/ })).toHaveAttribute(
    'href',
    'https://beta-bridge.simplefin.org/',
  );

  // Nothing pasted: the API's schema, checked in the browser.
  await form.getByRole('button', { name: 'Connect with SimpleFIN' }).click();
  await expect(connections.setupToken()).toHaveAccessibleDescription(bankMessages.setupTokenRequired);
  await expect(connections.setupToken()).toBeFocused();

  await connections.setupToken().fill('hello-this-is-not-a-token');
  await form.getByRole('button', { name: 'Connect with SimpleFIN' }).click();
  await expect(connections.setupToken()).toHaveAccessibleDescription(bankMessages.setupTokenInvalid);
  await expect(connections.setupToken()).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(bankMessages.setupTokenInvalid, { exact: true })).toBeVisible();
  await expect(connections.yourConnections()).toContainText(connectionTexts.empty);
  await expectNoAxeViolations(page, 'simplefin error');
});

const connectionOf = (fields: Partial<BankConnectionView>): BankConnectionView => ({
  id: '9b1a4a8e-2a43-4d2e-9a57-5d0f1c7f0b11',
  provider: 'simplefin',
  institution: 'First Prairie Bank',
  status: 'active',
  lastSyncAt: null,
  lastSync: null,
  lastError: null,
  accounts: [
    {
      id: '2f0d3f0e-8c1b-4d44-9f0e-6e1d2c3b4a51',
      name: 'Checking',
      mask: '0042',
      kind: 'checking',
      tracked: true,
    },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

test('while loading, when the API is down, and for a connection that needs reconnecting or failed, the page says so', async ({
  page,
}) => {
  // Four states, each scanned by axe-core: past 30 s on a busy 2-core machine.
  test.slow();
  await signIn(page, 'bank-states', { pro: true });
  const connections = new ConnectionsPage(page);

  // Loading: the connections have not arrived yet.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/bank/connections', async (route) => {
    await held;
    await route.abort('connectionrefused');
  });
  await page.goto('/settings/connections');
  await expect(connections.yourConnections().getByRole('status', { name: 'Loading...' })).toBeVisible();
  await expectNoAxeViolations(page, 'loading');

  // The API cannot be reached: the app's network message, and Retry.
  release();
  await expect(connections.yourConnections().getByRole('alert')).toContainText(networkErrorMessage);
  await expectNoAxeViolations(page, 'error');
  await page.unroute('**/api/bank/connections');
  await connections.yourConnections().getByRole('button', { name: 'Retry' }).click();
  await expect(connections.yourConnections()).toContainText(connectionTexts.empty);

  // Needs reconnecting, and an error with the provider's message.
  await page.route('**/api/bank/connections', (route) =>
    route.fulfill({
      json: [
        connectionOf({ status: 'reconnect' }),
        connectionOf({
          id: '0c6f7c1e-1111-4b7b-8f3a-5a8d7f0e9a22',
          institution: 'Lakeside Credit Union',
          status: 'error',
          lastError: bankMessages.unavailable,
          lastSyncAt: '2026-11-20T15:00:00.000Z',
          lastSync: { added: 12, skipped: 3 },
        }),
      ],
    }),
  );
  await page.reload();
  await connections.ready();
  const reconnect = connections.connection('First Prairie Bank');
  await expect(reconnect).toContainText('Status: Needs reconnecting');
  await expect(reconnect).toContainText(connectionTexts.reconnectNeeded);
  await expect(reconnect).toContainText('SimpleFIN Bridge');
  await expect(reconnect.getByRole('button', { name: 'Sync now: First Prairie Bank' })).toBeDisabled();
  const failed = connections.connection('Lakeside Credit Union');
  await expect(failed).toContainText('Status: Error');
  await expect(failed.getByRole('alert')).toHaveText(bankMessages.unavailable);
  await expect(connections.lastSync('Lakeside Credit Union')).toHaveText(
    /^Last synced 11\/2[01]\/2026 at \d{1,2}:00 [AP]M · 12 new, 3 already there$/,
  );
  await expectNoAxeViolations(page, 'reconnect and error');

  // Reconnect opens the same way in again, from the keyboard.
  await reconnect.getByRole('button', { name: 'Reconnect' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Reconnect First Prairie Bank' });
  await expect(dialog.getByLabel('SimpleFIN setup token')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(reconnect.getByRole('button', { name: 'Reconnect' })).toBeFocused();
});
