import { expect, test, type Page } from '@playwright/test';
import { bankMessages } from '../core/bank';
import { localDate } from '../core/dates';
import type { StandInAccount } from '../server/testing/simplefin-stand-in';
import {
  connectionTexts,
  disconnectTitle,
  providerLabels,
  reconnectTitle,
  syncSummaryText,
  TEST_BANK_NAME,
  toastTexts,
} from '../web/features/bank/bank-texts';
import { ConnectionsPage } from './pages/connections-page';
import { DashboardPage } from './pages/dashboard-page';
import { TransactionsPage } from './pages/transactions-page';
import { shoot } from './screenshots';
import {
  bridgeFailsWith,
  bridgeSlowsDown,
  createBridgeAccount,
  daysAgo,
  revokeAtBridge,
} from './simplefin-bridge';
import { expectNoAxeViolations, seedItems, upgradeToPro } from './support';

// Settings → Connected accounts with the real SimpleFIN provider, against the SimpleFIN Bridge stand-in that
// playwright.config.ts runs on loopback (scripts/simplefin-stand-in.ts). A test makes a person's Bridge
// account there and pastes the setup token the Bridge would show them.

const BANK = 'First Prairie Bank';
const CHECKING = 'Everyday Checking (4821)';
const CARD = 'Gas Rewards Card 7730';
const today = localDate();
const usDate = `${today.slice(5, 7)}/${today.slice(8, 10)}/${today.slice(0, 4)}`;

test.use({ viewport: { width: 390, height: 844 } });

test.afterEach(async () => {
  // The Bridge stand-in serves every spec: whatever a test broke, it mends.
  await bridgeFailsWith(null);
  await bridgeSlowsDown(0);
});

/** A gig worker's checking account and gas card at First Prairie Bank, as SimpleFIN sends them. */
function firstPrairie(): StandInAccount[] {
  const org = { name: BANK, domain: 'firstprairie.example' };
  return [
    {
      id: 'fp-checking',
      name: CHECKING,
      org,
      balance: '1843.22',
      transactions: [
        { id: 'fp-1', posted: daysAgo(1), amount: '412.50', description: 'UBER *TRIP PAYOUT' },
        { id: 'fp-2', posted: daysAgo(20), amount: '268.10', description: 'DOORDASH DASHER PAYOUT' },
        { id: 'fp-3', posted: daysAgo(40), amount: '-65.00', description: 'T-MOBILE AUTOPAY' },
      ],
    },
    {
      id: 'fp-card',
      name: CARD,
      org,
      balance: '-66.87',
      transactions: [
        { id: 'fp-4', posted: daysAgo(2), amount: '-48.37', description: 'CHEVRON 0091 SPRINGFIELD' },
        { id: 'fp-5', posted: daysAgo(3), amount: '-12.00', description: 'CITY PARKING METER' },
        { id: 'fp-6', posted: daysAgo(10), amount: '-6.50', description: 'IL TOLLWAY' },
      ],
    },
  ];
}
/** The calendar date SimpleFIN's `posted` stands for (its UTC day), as the provider reads it. */
const postedDate = (posted: number) => new Date(posted * 1000).toISOString().slice(0, 10);

const DESCRIPTIONS = [
  'UBER *TRIP PAYOUT',
  'DOORDASH DASHER PAYOUT',
  'T-MOBILE AUTOPAY',
  'CHEVRON 0091 SPRINGFIELD',
  'CITY PARKING METER',
  'IL TOLLWAY',
];

async function signInAsPro(page: Page, prefix: string) {
  await new DashboardPage(page).signInAsNewUser(prefix);
  await upgradeToPro(page.request);
  // The app read the plan when it opened (and keeps it for 30 s): open it again, as Pro.
  await new DashboardPage(page).open();
}

/** Pastes a setup token into the SimpleFIN form and presses Connect with SimpleFIN. */
async function connectWithToken(connections: ConnectionsPage, setupToken: string) {
  await connections.setupToken().fill(setupToken);
  await connections.simplefinForm().getByRole('button', { name: connectionTexts.simplefinButton }).click();
}

test('a Pro user pastes a SimpleFIN setup token, sees the bank, its accounts and the sync summary, finds the items, and the same token again is refused', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const accounts = firstPrairie();
  const bridge = await createBridgeAccount(accounts);
  await signInAsPro(page, 'bank-sfin');
  // Last month's statement file brought two of them already (same date, amount and description).
  const [doordash, tmobile] = accounts[0]!.transactions.slice(1);
  await seedItems(page.request, [
    {
      type: 'income',
      category: 'Delivery',
      amount: 268.1,
      date: postedDate(doordash!.posted),
      description: doordash!.description,
    },
    {
      type: 'expense',
      category: 'Phone',
      amount: 65,
      date: postedDate(tmobile!.posted),
      description: tmobile!.description,
    },
  ]);

  // Settings → Manage connected accounts, as a person gets there.
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Settings' }).click();
  await page
    .getByRole('region', { name: 'Connected accounts' })
    .getByRole('link', { name: 'Manage connected accounts' })
    .click();
  await expect(page).toHaveURL('/settings/connections');
  const connections = new ConnectionsPage(page);
  await connections.ready();
  await expect(connections.yourConnections()).toContainText(connectionTexts.empty);
  await expect(connections.simplefinForm()).toContainText(connectionTexts.simplefinIntro);
  await shoot(page, 'empty');

  // The Bridge takes its time: the button says so and cannot be pressed twice.
  await bridgeSlowsDown(3000);
  await connectWithToken(connections, bridge.setupToken);
  const pending = connections.simplefinForm().getByRole('button', { name: connectionTexts.connecting });
  await expect(pending).toBeDisabled();
  await shoot(page, 'connecting');
  await bridgeSlowsDown(0);

  // Connected: the first sync read the last 90 days' six transactions; two were there already.
  await connections.expectToast(`${BANK} connected: ${syncSummaryText({ added: 4, skipped: 2 })}`);
  const card = connections.connection(BANK);
  await expect(card.getByText(providerLabels.simplefin, { exact: true })).toBeVisible();
  await expect(card).toContainText('Status: Active');
  await expect(connections.lastSync(BANK)).toHaveText(
    new RegExp(`^Last synced ${usDate} at \\d{1,2}:\\d{2} [AP]M · 4 new, 2 already there$`),
  );
  await expect(connections.accountSwitch(BANK, CHECKING)).toBeChecked();
  await expect(connections.accountSwitch(BANK, CHECKING)).toHaveAccessibleDescription(
    `Checking. ${connectionTexts.trackedHint}`,
  );
  await expect(connections.accountSwitch(BANK, CARD)).toBeChecked();
  await expect(connections.accountSwitch(BANK, CARD)).toHaveAccessibleDescription(
    `Card. ${connectionTexts.trackedHint}`,
  );
  await expect(connections.yourConnections()).toHaveCount(0);
  await expect(connections.setupToken()).toHaveValue('');
  await expectNoAxeViolations(page, 'connected');
  await shoot(page, 'connected');

  // Sync now: the Bridge has nothing the connection has not brought (it reads a few days back, and skips them).
  await card.getByRole('button', { name: `Sync now: ${BANK}` }).click();
  await connections.expectToast(`${BANK} synced: Nothing new`);
  await expect(connections.lastSync(BANK)).toHaveText(/ · Nothing new$/);

  // The items are on Transactions, once each: the two from the file were not added again.
  const transactions = new TransactionsPage(page);
  await transactions.open();
  await expect(transactions.count()).toHaveText('Showing 6 of 6 transactions');
  for (const description of DESCRIPTIONS) {
    await expect(transactions.rows().filter({ hasText: description })).toHaveCount(1);
  }
  await expect(transactions.rows().filter({ hasText: 'UBER *TRIP PAYOUT' })).toContainText('412.50');
  await expect(transactions.rows().filter({ hasText: 'CHEVRON 0091 SPRINGFIELD' })).toContainText('48.37');

  // The same token again: the Bridge hands an access URL out once; the API's message, under the field.
  await connections.open();
  await connectWithToken(connections, bridge.setupToken);
  await expect(connections.setupToken()).toHaveAccessibleDescription(bankMessages.setupTokenClaimed);
  await expect(connections.setupToken()).toHaveAttribute('aria-invalid', 'true');
  await expect(connections.setupToken()).toBeFocused();
  await expect(
    connections.simplefinForm().getByText(bankMessages.setupTokenClaimed, { exact: true }),
  ).toBeVisible();
  await expect(connections.connection(BANK)).toHaveCount(1);
  await expectNoAxeViolations(page, 'already used');
  await shoot(page, 'already-used');
});

test('when the Bridge is down the page says so, and when the person withdraws access at the Bridge, Reconnect brings the bank back without doubling its items', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const bridge = await createBridgeAccount(firstPrairie());
  await signInAsPro(page, 'bank-sfin-down');
  const connections = new ConnectionsPage(page);
  await connections.open();
  await connectWithToken(connections, bridge.setupToken);
  await connections.expectToast(`${BANK} connected: 6 new, 0 already there`);
  const card = connections.connection(BANK);

  // The Bridge is down: connecting another bank fails with the API's words, and so does a sync.
  const other = await createBridgeAccount(firstPrairie());
  await bridgeFailsWith(500);
  await connectWithToken(connections, other.setupToken);
  await expect(connections.simplefinForm().getByRole('alert')).toHaveText(bankMessages.connectUnavailable);
  await card.getByRole('button', { name: `Sync now: ${BANK}` }).click();
  await expect(card).toContainText('Status: Error');
  await expect(card.getByRole('alert')).toHaveText([bankMessages.unavailable]);
  await expect(connections.lastSync(BANK)).toHaveText(/ · 6 new, 0 already there$/);
  await expectNoAxeViolations(page, 'bridge down');
  await shoot(page, 'bridge-down');

  // Back up: the next sync works and the status is Active again.
  await bridgeFailsWith(null);
  await card.getByRole('button', { name: `Sync now: ${BANK}` }).click();
  await connections.expectToast(`${BANK} synced: Nothing new`);
  await expect(card).toContainText('Status: Active');
  await expect(card.getByRole('alert')).toHaveCount(0);

  // The person withdraws GigTally's access at the Bridge: the next sync finds out, and syncing stops.
  await revokeAtBridge(bridge.username);
  await card.getByRole('button', { name: `Sync now: ${BANK}` }).click();
  await expect(card).toContainText('Status: Needs reconnecting');
  await expect(card).toContainText(connectionTexts.reconnectNeeded);
  await expect(card.getByRole('button', { name: `Sync now: ${BANK}` })).toBeDisabled();
  await expectNoAxeViolations(page, 'reconnect');
  await shoot(page, 'reconnect');

  // Reconnect: a new token from the Bridge, pasted in the dialog; the old connection goes, its items stay.
  const again = await createBridgeAccount(firstPrairie());
  await card.getByRole('button', { name: connectionTexts.reconnect }).click();
  const dialog = page.getByRole('dialog', { name: reconnectTitle(BANK) });
  await expect(dialog).toContainText(connectionTexts.reconnectBody);
  await dialog.getByLabel(connectionTexts.setupTokenLabel).fill(again.setupToken);
  await expectNoAxeViolations(page, 'reconnect dialog');
  await shoot(page, 'reconnect-dialog');
  await dialog.getByRole('button', { name: connectionTexts.simplefinButton }).click();
  await connections.expectToast(toastTexts.reconnected(BANK));
  await expect(dialog).toBeHidden();
  await expect(connections.connection(BANK)).toHaveCount(1);
  await expect(connections.connection(BANK)).toContainText('Status: Active');
  // The new connection's first sync: all six were brought by the old one, so nothing new.
  await expect(connections.lastSync(BANK)).toHaveText(/ · Nothing new$/);

  const transactions = new TransactionsPage(page);
  await transactions.open();
  await expect(transactions.count()).toHaveText('Showing 6 of 6 transactions');
});

test("a failed attempt's message goes once a bank connects another way, and a bank's odd transactions are reported while the others arrive", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsPro(page, 'bank-sfin-clears');
  const connections = new ConnectionsPage(page);
  await connections.open();
  const testBankButton = connections
    .connectPanel()
    .getByRole('button', { name: connectionTexts.testBankButton });

  // The Bridge is down: the SimpleFIN form says so.
  const bridge = await createBridgeAccount(firstPrairie());
  await bridgeFailsWith(500);
  await connectWithToken(connections, bridge.setupToken);
  await expect(connections.simplefinForm().getByRole('alert')).toHaveText(bankMessages.connectUnavailable);
  await bridgeFailsWith(null);

  // The person connects the test bank instead: the SimpleFIN failure is no longer said.
  await testBankButton.click();
  await connections.expectToast(/^GigTally Test Bank connected: \d+ new, 0 already there$/);
  await expect(connections.simplefinForm().getByRole('alert')).toHaveCount(0);
  await expect(connections.connectPanel()).not.toContainText(bankMessages.connectUnavailable);

  // The test bank goes again (two cards of one bank would be two regions of one name).
  const testBank = connections.connection(TEST_BANK_NAME);
  await testBank.getByRole('button', { name: `Disconnect ${TEST_BANK_NAME}` }).click();
  await page
    .getByRole('dialog', { name: disconnectTitle(TEST_BANK_NAME) })
    .getByRole('button', { name: connectionTexts.disconnect })
    .click();
  await connections.expectToast(toastTexts.disconnected(TEST_BANK_NAME));
  await expect(testBank).toHaveCount(0);

  // A token the Bridge does not know: its message under the field, until a bank connects another way.
  await connectWithToken(connections, 'not a setup token');
  await expect(connections.setupToken()).toHaveAccessibleDescription(bankMessages.setupTokenInvalid);
  await testBankButton.click();
  await connections.expectToast(/^GigTally Test Bank connected: /);
  await expect(connections.setupToken()).not.toHaveAttribute('aria-invalid', 'true');
  await expect(connections.connectPanel()).not.toContainText(bankMessages.setupTokenInvalid);

  // A bank whose answer has a payee with a NUL in it and a transaction posted years ahead: the others arrive,
  // cleaned, and the one left out is reported on the connection.
  const ODD = 'Prairie Credit Union';
  const odd = await createBridgeAccount(
    [
      {
        id: 'pcu-checking',
        name: 'Share Draft',
        org: { name: `Prairie\u0000 Credit Union` },
        transactions: [
          { id: 'pcu-1', posted: daysAgo(2), amount: '-4.50', description: '', payee: 'CAFE\u0000 LATTE' },
          { id: 'pcu-2', posted: daysAgo(4), amount: '215.00', description: 'LYFT PAYOUT' },
          { id: 'pcu-3', posted: daysAgo(-365 * 970), amount: '-12.00', description: 'YEARS AHEAD' },
        ],
      },
    ],
    { ignoresDates: true },
  );
  await connectWithToken(connections, odd.setupToken);
  // The connection's answer counts what it brought; the card says what it left out.
  await connections.expectToast(`${ODD} connected: 2 new, 0 already there`);
  const card = connections.connection(ODD);
  await expect(card).toContainText('Status: Active');
  await expect(card.getByRole('status')).toHaveText(bankMessages.transactionsRefused(1));
  // Sync now: the bank still sends it, and the toast counts it.
  await card.getByRole('button', { name: `Sync now: ${ODD}` }).click();
  await connections.expectToast(`${ODD} synced: ${syncSummaryText({ added: 0, skipped: 0, refused: 1 })}`);
  await expect(card.getByRole('status')).toHaveText(bankMessages.transactionsRefused(1));
  await expect(connections.simplefinForm().getByRole('alert')).toHaveCount(0);
  await expectNoAxeViolations(page, 'odd transactions reported');
  await card.scrollIntoViewIfNeeded();
  await shoot(page, 'odd-transactions');

  const transactions = new TransactionsPage(page);
  await transactions.open();
  await expect(transactions.rows().filter({ hasText: 'CAFE LATTE' })).toHaveCount(1);
  await expect(transactions.rows().filter({ hasText: 'LYFT PAYOUT' })).toHaveCount(1);
  await expect(transactions.rows().filter({ hasText: 'YEARS AHEAD' })).toHaveCount(0);
});
