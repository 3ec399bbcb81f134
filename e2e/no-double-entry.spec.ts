import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { localDate } from '../core/dates';
import { formatDate, formatMoney } from '../core/format';
import {
  likelyDuplicateLine,
  likelyDuplicateSentence,
  likelyDuplicateTexts,
} from '../web/features/items/likely-duplicate-texts';
import { receiptTexts } from '../web/features/receipts/receipt-texts';
import { DashboardPage } from './pages/dashboard-page';
import { TransactionsPage } from './pages/transactions-page';
import { shoot } from './screenshots';
import { expectNoAxeViolations, seedItems, upgradeToPro } from './support';

// No double entry, on a phone: a snapped receipt whose total matches an expense is offered that expense first, and
// attaching it leaves one expense with its receipt; an expense typed by hand that an import already brought is
// flagged before it is saved.

test.use({ viewport: { width: 390, height: 844 } });

const today = localDate();
const receiptDate = `${today.slice(0, 8)}01`;
const usDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

/** A clear till receipt rendered from text: Fuel Stop, dated the 1st of this month, total 46.95. */
async function receiptPhoto(): Promise<Buffer> {
  const lines = [
    ['FUEL STOP', 44, 'bold'],
    ['123 Main Street', 26, 'normal'],
    [`Date: ${usDate(receiptDate)}`, 28, 'normal'],
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

async function signInAsPro(page: Page, prefix: string): Promise<DashboardPage> {
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser(prefix);
  await upgradeToPro(page.request);
  return dashboard;
}

test('a receipt whose total matches an expense is attached to it: one expense with its receipt', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dashboard = await signInAsPro(page, 'double-receipt');
  // The card payment the bank already has: same total, two days after the receipt's date.
  const paid = `${today.slice(0, 8)}03`;
  await seedItems(page.request, [
    { type: 'expense', category: 'Gas', amount: 46.95, date: paid, description: 'FUEL STOP 0042' },
  ]);
  await dashboard.open();

  await page.getByRole('button', { name: receiptTexts.snap }).click();
  const snap = page.getByRole('dialog', { name: receiptTexts.snapTitle });
  await snap.getByLabel(receiptTexts.chooseFile).setInputFiles({
    name: 'fuel-stop.jpg',
    mimeType: 'image/jpeg',
    buffer: await receiptPhoto(),
  });

  // The expense it matches comes first: its date, description, amount and category, then 'Create a new expense'.
  const filing = page.getByRole('dialog', { name: receiptTexts.proposedTitle });
  await expect(filing.getByText(receiptTexts.matchIntro)).toBeVisible({ timeout: 20_000 });
  const matches = filing.getByRole('list', { name: receiptTexts.matchList }).getByRole('listitem');
  await expect(matches).toHaveCount(1);
  await expect(matches.first()).toContainText('FUEL STOP 0042');
  await expect(matches.first()).toContainText('$46.95');
  await expect(matches.first()).toContainText(`${usDate(paid)} · Gas`);
  const buttons = filing.getByRole('button', { name: /Attach to this expense|Create a new expense/ });
  await expect(buttons).toHaveText([receiptTexts.attach, receiptTexts.createNew]);
  await expect(filing.getByLabel('Amount')).toHaveCount(0);
  await shoot(page, 'no-double-entry-receipt-match', { dialog: true });
  await expectNoAxeViolations(page, 'receipt matches');

  // A new expense anyway is asked about once more, naming the expense it looks like; Back returns to the choice.
  await filing.getByRole('button', { name: receiptTexts.createNew }).click();
  await expect(filing.getByRole('alert')).toHaveText(receiptTexts.duplicateWarning(usDate(paid), '$46.95'));
  await shoot(page, 'no-double-entry-receipt-second', { dialog: true });
  await expectNoAxeViolations(page, 'a second expense');
  await filing.getByRole('button', { name: receiptTexts.back }).click();

  await filing.getByRole('button', { name: receiptTexts.attach }).click();
  await dashboard.expectToast(receiptTexts.attached);
  await expect(filing).toBeHidden();

  const transactions = new TransactionsPage(page);
  await transactions.open();
  await expect(transactions.count()).toHaveText('Showing 1 of 1 transaction');
  await expect(transactions.rows().first()).toContainText('FUEL STOP 0042');
  await expect(transactions.rows().first()).toContainText('1 receipt');
});

test('an expense typed by hand that an import already brought is flagged before it is saved', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const dashboard = await signInAsPro(page, 'double-hand');
  const imported = await page.request.post('/api/imports', {
    headers: { Origin: new URL(page.url()).origin },
    multipart: {
      file: {
        name: 'statement.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`Date,Description,Amount\n${usDate(today)},SHELL OIL 57442,-38.77\n`),
      },
    },
  });
  expect(imported.status(), await imported.text()).toBe(201);
  const warning = likelyDuplicateSentence(
    likelyDuplicateLine(formatDate(today), 'SHELL OIL 57442', formatMoney(38.77)),
  );
  await dashboard.open();

  // Quick Entry: the warning, and Cancel drops the entry.
  await page.getByRole('button', { name: 'Add income or expense' }).click();
  const quick = page.getByRole('dialog', { name: 'Quick Entry' });
  await quick.getByLabel('Amount').fill('38.77');
  await quick.getByLabel('Category', { exact: true }).selectOption('Gas');
  await quick.getByRole('button', { name: 'Add Expense' }).click();
  const notice = quick.getByRole('alert');
  await expect(notice.getByText(warning, { exact: true })).toBeVisible();
  await shoot(page, 'no-double-entry-quick', { dialog: true });
  await expectNoAxeViolations(page, 'quick entry warning');
  await notice.getByRole('button', { name: likelyDuplicateTexts.cancel }).click();
  await expect(notice).toBeHidden();
  await expect(quick.getByLabel('Amount')).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(quick).toBeHidden();

  // The full form: the warning, and Save anyway saves it.
  const dialog = await dashboard.openAddNew();
  await dashboard.fillItemForm(dialog, { type: 'Expense', category: 'Gas', amount: '38.77', date: today });
  await dialog.getByRole('button', { name: 'Add Transaction' }).click();
  const formNotice = dialog.getByRole('alert');
  await expect(formNotice.getByText(warning, { exact: true })).toBeVisible();
  await shoot(page, 'no-double-entry-form', { dialog: true });
  await expectNoAxeViolations(page, 'full form warning');
  await formNotice.getByRole('button', { name: likelyDuplicateTexts.saveAnyway }).click();
  await dashboard.expectToast('Expense added');
  await expect(dialog).toBeHidden();

  const transactions = new TransactionsPage(page);
  await transactions.open();
  await expect(transactions.count()).toHaveText('Showing 2 of 2 transactions');
});
