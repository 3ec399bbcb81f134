import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { localDate } from '../core/dates';
import { receiptQuotaTexts, type ReceiptUsage } from '../core/receipts/receipt-quota';
import { RECEIPT_MAX_BYTES, receiptMessages, type Receipt } from '../core/receipts/receipts';
import { anotherCopy } from '../server/testing/receipt-files';
import { receiptTexts } from '../web/features/receipts/receipt-texts';
import { DashboardPage } from './pages/dashboard-page';
import { SettingsPage } from './pages/settings-page';
import { TransactionsPage } from './pages/transactions-page';
import { shoot } from './screenshots';
import { expectNoAxeViolations, seedItems, upgradeToPro } from './support';

// Receipts on a phone — snap one, check the expense read from it, save, find it on
// Transactions; the 'Needs a receipt' filter and the dashboard's count follow; refused files say why; a free user
// reads what receipts are.

test.use({ viewport: { width: 390, height: 844 } });

const today = localDate();
const receiptDate = `${today.slice(0, 8)}01`;

/** A clear till receipt rendered from text (a phone photo of one, as far as the reader is concerned). */
async function receiptPhoto(): Promise<Buffer> {
  const lines = [
    ['FUEL STOP', 44, 'bold'],
    ['123 Main Street', 26, 'normal'],
    [`Date: ${receiptDate.slice(5, 7)}/${receiptDate.slice(8, 10)}/${receiptDate.slice(0, 4)}`, 28, 'normal'],
    ['Unleaded 11.2 gal     41.95', 28, 'normal'],
    ['Car wash               5.00', 28, 'normal'],
    ['TOTAL                 46.95', 34, 'bold'],
    ['THANK YOU', 26, 'normal'],
  ] as const;
  const text = lines
    .map(
      ([words, size, weight], index) =>
        `<text x="40" y="${90 + index * 70}" font-family="DejaVu Sans Mono, monospace" font-size="${size}" font-weight="${weight}">${words}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="620"><rect width="100%" height="100%" fill="#ffffff"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

async function signIn(page: Page, prefix: string, { pro }: { pro: boolean }): Promise<DashboardPage> {
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser(prefix);
  if (pro) {
    await upgradeToPro(page.request);
    // The app read the plan when it opened: open it again, as Pro.
    await dashboard.open();
  }
  return dashboard;
}

test('a Pro user snaps a receipt, checks the expense read from it, saves it and finds it on Transactions', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dashboard = await signIn(page, 'receipts-pro', { pro: true });
  await seedItems(page.request, [
    { type: 'expense', category: 'Supplies', amount: 120, date: today, description: 'Phone mount' },
    { type: 'expense', category: 'Meals', amount: 30, date: today },
  ]);
  await dashboard.open();
  await dashboard.period('All Time').click();
  const needing = page.getByRole('link', { name: '1 expense needs a receipt' });
  await expect(needing).toBeVisible();
  await expectNoAxeViolations(page, 'dashboard');

  // Empty: the snap dialog with its two ways in.
  await page.getByRole('button', { name: receiptTexts.snap }).click();
  const snap = page.getByRole('dialog', { name: receiptTexts.snapTitle });
  await expect(snap.getByText(receiptTexts.snapIntro)).toBeVisible();
  await expect(snap.getByLabel(receiptTexts.takePhoto)).toHaveAttribute('capture', 'environment');
  await expect(snap.getByLabel(receiptTexts.takePhoto)).toHaveAttribute('accept', 'image/*');
  await expect(snap.getByLabel(receiptTexts.chooseFile)).toHaveAttribute(
    'accept',
    'image/jpeg,image/png,image/webp,application/pdf',
  );
  await shoot(page, 'receipts-empty', { dialog: true });
  await expectNoAxeViolations(page, 'snap empty');

  // Refused in the browser with the server's words: too large, then not a receipt's type.
  await snap.getByLabel(receiptTexts.chooseFile).setInputFiles({
    name: 'huge.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(RECEIPT_MAX_BYTES + 1),
  });
  await expect(snap.getByRole('alert')).toHaveText(receiptMessages.tooLarge);
  await shoot(page, 'receipts-error', { dialog: true });
  await expectNoAxeViolations(page, 'too large');
  await snap.getByLabel(receiptTexts.chooseFile).setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a receipt'),
  });
  await expect(snap.getByRole('alert')).toHaveText(receiptMessages.wrongType);

  // Refused by the server: a file whose bytes are not the image its name says.
  await snap.getByLabel(receiptTexts.chooseFile).setInputFiles({
    name: 'fake.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('%PDF-1.4 but really text pretending to be a photo'),
  });
  await expect(snap.getByRole('alert')).toHaveText(
    new RegExp(`^(${receiptMessages.notWhatItSays}|${receiptMessages.damaged})$`.replace(/\./g, '\\.')),
  );

  // Uploading: the answer is held until the state has been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/receipts', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await snap.getByLabel(receiptTexts.takePhoto).setInputFiles({
    name: 'fuel-stop.jpg',
    mimeType: 'image/jpeg',
    buffer: await receiptPhoto(),
  });
  await expect(snap.getByRole('status').filter({ hasText: /Uploading|Reading the receipt/ })).toBeVisible();
  await expect(snap.getByRole('alert')).toHaveCount(0);
  await shoot(page, 'receipts-uploading', { dialog: true });
  // The handler stays: once released it passes every request on unchanged.
  release();

  // Proposed: the expense read from the receipt, to check.
  const proposed = page.getByRole('dialog', { name: receiptTexts.proposedTitle });
  await expect(proposed.getByLabel('Amount')).toHaveValue('46.95', { timeout: 20_000 });
  await expect(proposed.getByLabel('Date')).toHaveValue(receiptDate);
  await expect(proposed.getByLabel('Description (optional)')).toHaveValue(/fuel stop/i);
  await expect(
    proposed.getByRole('link', { name: 'Receipt fuel-stop.jpg (opens in a new tab)' }),
  ).toBeVisible();
  await shoot(page, 'receipts-proposed', { dialog: true });
  await expectNoAxeViolations(page, 'proposed');
  await proposed.getByLabel('Category').selectOption('Gas');
  await proposed.getByRole('button', { name: receiptTexts.saveExpense }).click();
  await dashboard.expectToast(receiptTexts.filed);
  await expect(proposed).toBeHidden();

  // Transactions: the receipt shows on the expense; the filter lists the one still without.
  const transactions = new TransactionsPage(page);
  await transactions.open();
  const gas = transactions.rows().filter({ hasText: 'Gas' });
  await expect(gas).toContainText('1 receipt');
  const supplies = transactions.rows().filter({ hasText: 'Supplies' });
  await expect(supplies).toContainText(receiptTexts.needsReceipt);
  await transactions.filters().getByLabel(receiptTexts.needsReceiptFilter).check();
  await expect(page).toHaveURL(/needsReceipt=true/);
  await expect(transactions.count()).toHaveText('Showing 1 of 1 transaction');
  await expect(transactions.rows()).toHaveCount(1);
  await expect(transactions.rows().first()).toContainText('Supplies');
  await expectNoAxeViolations(page, 'needs a receipt');

  // The receipt on the expense, in its Edit dialog.
  await transactions.filters().getByLabel(receiptTexts.needsReceiptFilter).uncheck();
  await expect(transactions.count()).toHaveText('Showing 3 of 3 transactions');
  await gas.getByRole('button', { name: /^Edit Gas expense/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Transaction' });
  const kept = edit.getByRole('link', { name: 'Receipt fuel-stop.jpg (opens in a new tab)' });
  await expect(kept).toHaveAttribute('target', '_blank');
  await expect(kept.locator('img')).toHaveJSProperty('complete', true);
  await shoot(page, 'receipts-filed', { dialog: true });
  await expectNoAxeViolations(page, 'filed');
  await edit.getByRole('button', { name: 'Close' }).click();

  // A receipt for the other expense, from its Edit dialog: nothing needs a receipt any more.
  await supplies.getByRole('button', { name: /^Edit Supplies expense/ }).click();
  const editSupplies = page.getByRole('dialog', { name: 'Edit Transaction' });
  await expect(editSupplies.getByText(receiptTexts.none)).toBeVisible();
  await editSupplies.getByLabel(receiptTexts.chooseFile).setInputFiles({
    name: 'mount.jpg',
    mimeType: 'image/jpeg',
    // Another receipt: the same bytes would be the fuel receipt again, recognised and left with its expense.
    buffer: anotherCopy(await receiptPhoto(), 1),
  });
  await expect(
    editSupplies.getByRole('link', { name: 'Receipt mount.jpg (opens in a new tab)' }),
  ).toBeVisible({
    timeout: 20_000,
  });
  await editSupplies.getByRole('button', { name: 'Close' }).click();
  await transactions.filters().getByLabel(receiptTexts.needsReceiptFilter).check();
  await expect(transactions.list()).toContainText('No transactions match these filters.');

  await dashboard.open();
  await expect(page.getByText(/needs? a receipt$/)).toHaveCount(0);
});

test('a receipt snapped and left waits in Receipts to file, and can be deleted', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'receipts-file', { pro: true });
  await page.getByRole('button', { name: receiptTexts.snap }).click();
  const snap = page.getByRole('dialog', { name: receiptTexts.snapTitle });
  await snap.getByLabel(receiptTexts.chooseFile).setInputFiles({
    name: 'later.jpg',
    mimeType: 'image/jpeg',
    buffer: await receiptPhoto(),
  });
  const proposed = page.getByRole('dialog', { name: receiptTexts.proposedTitle });
  await expect(proposed.getByLabel('Amount')).toBeVisible({ timeout: 20_000 });
  await proposed.getByRole('button', { name: 'Close' }).click();

  const toFile = page.getByRole('region', { name: receiptTexts.toFileTitle });
  await expect(toFile.getByRole('link', { name: 'Receipt later.jpg (opens in a new tab)' })).toBeVisible();
  await expectNoAxeViolations(page, 'to file');
  await toFile.getByRole('button', { name: 'Delete Receipt later.jpg' }).click();
  const confirm = page.getByRole('dialog', { name: receiptTexts.removeTitle });
  await confirm.getByRole('button', { name: receiptTexts.removeConfirm }).click();
  await expect(toFile).toHaveCount(0);
});

test('the same receipt snapped twice is recognised, Cancel takes back a snapped receipt, Settings shows the storage', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, 'receipts-twice', { pro: true });
  const photo = await receiptPhoto();
  const snapFile = async (name: string, buffer: Buffer) => {
    await page.getByRole('button', { name: receiptTexts.snap }).click();
    const snap = page.getByRole('dialog', { name: receiptTexts.snapTitle });
    await snap.getByLabel(receiptTexts.chooseFile).setInputFiles({ name, mimeType: 'image/jpeg', buffer });
    const proposed = page.getByRole('dialog', { name: receiptTexts.proposedTitle });
    await expect(proposed.getByLabel('Amount')).toBeVisible({ timeout: 30_000 });
    return proposed;
  };
  const toFile = page.getByRole('region', { name: receiptTexts.toFileTitle });
  const keptToFile = async () =>
    ((await (await page.request.get('/api/receipts')).json()) as { receipts: Receipt[] }).receipts;

  // Snapped and closed: it waits in Receipts to file, as the dialog says.
  const first = await snapFile('fuel-stop.jpg', photo);
  await expect(first.getByText(receiptTexts.laterHint)).toBeVisible();
  await first.getByRole('button', { name: 'Close' }).click();
  await expect(toFile.getByRole('listitem')).toHaveCount(1);

  // The same photo again: recognised, the receipt kept before, no second copy.
  const again = await snapFile('fuel-stop-again.jpg', photo);
  await expect(again.getByRole('status').filter({ hasText: receiptTexts.alreadyKeptToFile })).toBeVisible();
  await expect(again.getByRole('link', { name: 'Receipt fuel-stop.jpg (opens in a new tab)' })).toBeVisible();
  await shoot(page, 'receipts37-recognised', { dialog: true });
  await expectNoAxeViolations(page, 'recognised');
  // Cancel leaves a receipt snapped before where it was.
  await again.getByRole('button', { name: 'Cancel' }).click();
  await expect(again).toBeHidden();
  await expect(toFile.getByRole('listitem')).toHaveCount(1);
  expect(await keptToFile()).toHaveLength(1);

  // Another receipt, snapped then cancelled: gone, not left in Receipts to file.
  const cancelled = await snapFile('cancelled.jpg', anotherCopy(photo, 1));
  // Kept as it was read, until Cancel.
  expect(await keptToFile()).toHaveLength(2);
  await cancelled.getByRole('button', { name: 'Cancel' }).click();
  await expect(cancelled).toBeHidden();
  await expect(toFile.getByRole('link', { name: 'Receipt cancelled.jpg (opens in a new tab)' })).toHaveCount(
    0,
  );
  await expect(toFile.getByRole('listitem')).toHaveCount(1);
  expect((await keptToFile()).map((receipt) => receipt.fileName)).toEqual(['fuel-stop.jpg']);
  await shoot(page, 'receipts37-to-file');

  // Settings: the storage used, in the quota's words.
  const settings = new SettingsPage(page);
  await settings.open();
  const usage = (await (await page.request.get('/api/receipts/usage')).json()) as ReceiptUsage;
  expect(usage).toMatchObject({ count: 1, maxCount: 5_000 });
  const storage = page.getByRole('region', { name: receiptQuotaTexts.title });
  await expect(storage.getByText(receiptQuotaTexts.usage(usage))).toBeVisible();
  await expect(storage.getByText(/^1 of 5,000 receipts, \d+\.\d MB of 2,048 MB used$/)).toBeVisible();
  await storage.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/receipts37-settings-390.png' });
  await page.setViewportSize({ width: 1366, height: 768 });
  await storage.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/receipts37-settings-1366.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page, 'settings receipt storage');
});

test('a free user sees what receipts are and the way to Pro', async ({ page }) => {
  await signIn(page, 'receipts-free', { pro: false });
  // The dashboard offers receipts to Pro users only; Transactions offers them to everyone.
  await expect(page.getByRole('button', { name: receiptTexts.snap })).toHaveCount(0);
  await new TransactionsPage(page).open();
  await page.getByRole('button', { name: receiptTexts.snap }).click();
  const snap = page.getByRole('dialog', { name: receiptTexts.snapTitle });
  const notice = snap.getByRole('region', { name: receiptTexts.proTitle });
  await expect(notice).toContainText(receiptTexts.proBody);
  await expect(notice.getByRole('link', { name: receiptTexts.proUpgrade })).toHaveAttribute(
    'href',
    '/subscription',
  );
  await expect(snap.getByLabel(receiptTexts.takePhoto)).toHaveCount(0);
  await shoot(page, 'receipts-free', { dialog: true });
  await expectNoAxeViolations(page, 'free');
});
