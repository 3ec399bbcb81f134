import { expect, test, type Page } from '@playwright/test';
import { addDays, localDate } from '../core/dates';
import { readFixture } from '../core/import/fixtures/read-fixture';
import { statementMessages } from '../core/import/statement-messages';
import { itemMessages } from '../core/items';
import { importMessages } from '../core/statement-import';
import { DashboardPage } from './pages/dashboard-page';
import { csvFile, ImportPage, type StatementFile } from './pages/import-page';
import { RulesPage } from './pages/rules-page';
import { TransactionsPage } from './pages/transactions-page';
import { expectNoAxeViolations, seedItems, upgradeToPro } from './support';

// Statement files previewed, their columns corrected, rows re-filed, imported, undone, and rules learnt.

const daysAgo = (days: number) => addDays(localDate(), -days);
/** A date as a US bank writes it in its CSV: MM/DD/YYYY. */
const bankDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

// A bank's CSV whose 'Memo' column (found as the description) says only what kind of payment it was; the payee
// is in 'Payee'. Line 5 has a date that does not exist.
const bankCsv = (extraRows: string[] = []) =>
  [
    'Date,Memo,Payee,Amount',
    `${bankDate(daysAgo(3))},POS PURCHASE,SHELL OIL 57442,-45.20`,
    `${bankDate(daysAgo(2))},ACH CREDIT,UBER TECHNOLOGIES PAYOUT,312.40`,
    `${bankDate(daysAgo(1))},POS PURCHASE,VERIZON WIRELESS,-80.00`,
    '02/30/2025,POS PURCHASE,CORNER STORE,-3.50',
    ...extraRows,
  ].join('\n');
const badDateReason = 'Line 5: The date "02/30/2025" is not a real date.';

/** The Memo/Payee mapping the person confirms: descriptions from the Payee column. */
const payeeMapping = {
  date: 0,
  description: 2,
  payee: 2,
  amount: 3,
  amountSign: 'in-positive',
  dateOrder: 'MDY',
};

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });

/** A new account, Pro through the test-mode checkout, signed in and on the dashboard. */
async function signedInAsPro(page: Page, prefix: string) {
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser(prefix);
  await upgradeToPro(page.request);
  await page.reload();
  await dashboard.ready();
  await expect(sidebar(page).getByText('Pro Plan')).toBeVisible();
}

/** Imports a file through the API, as an earlier visit to the Import page would have. */
async function importThroughApi(page: Page, file: StatementFile, mapping?: object) {
  const response = await page.request.post('/api/imports', {
    // A form post carries its page's origin, as the browser's does; the server refuses one from another site.
    headers: { Origin: new URL(page.url()).origin },
    multipart: {
      file,
      ...(mapping ? { mapping: JSON.stringify(mapping) } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; added: number };
}

test('a Pro user fixes the columns of a bank CSV, re-files a row, imports it, and turns a correction into a rule', async ({
  page,
}) => {
  await signedInAsPro(page, 'import');
  await seedItems(page.request, [{ type: 'income', category: 'Tips', amount: 100, date: daysAgo(4) }]);
  const dashboard = new DashboardPage(page);
  await dashboard.open();
  await expect(dashboard.cardValue('Total Income')).toHaveText('$100.00');
  await expect(dashboard.cardValue('Total Expenses')).toHaveText('$0.00');

  await sidebar(page).getByRole('link', { name: 'Import', exact: true }).click();
  await expect(page).toHaveURL('/import');
  const importing = new ImportPage(page);
  await importing.ready();
  await expect(importing.chooser()).toContainText(
    'CSV, OFX, QFX or QIF from your bank, card or gig platform, up to 10 MB.',
  );
  await expect(importing.pastImports()).toContainText('No imports yet.');

  await importing.preview(csvFile('checking-march.csv', bankCsv()));
  // GigTally took 'Memo' for the description: every row reads the same and nothing is matched.
  await expect(importing.column('Description')).toHaveValue('1');
  await expect(importing.column('Description').locator('option:checked')).toHaveText('Memo');
  await expect(importing.column('Amount')).toHaveValue('3');
  await expect(importing.column('Amounts')).toHaveValue('in-positive');
  await expect(importing.column('Dates')).toHaveValue('MDY');
  await expect(importing.columns().getByRole('table')).toContainText('SHELL OIL 57442');
  await expect(importing.counts()).toHaveText('3 new, 0 already added, 1 cannot be read');
  await expect(importing.rows()).toHaveCount(3);
  await expect(importing.row('ACH CREDIT')).toContainText('+$312.40');
  await expect(importing.category('ACH CREDIT')).toHaveValue('Other Income');
  await expect(importing.filedBy('ACH CREDIT')).toHaveText('Not matched');
  await expect(importing.unreadable().getByRole('listitem')).toHaveText([badDateReason]);

  // The payee says who was paid: the person makes it the description, and the rows are read again.
  await importing.column('Description').selectOption({ label: 'Payee' });
  await expect(importing.category('SHELL OIL 57442')).toHaveValue('Gas');
  await expect(importing.category('UBER TECHNOLOGIES PAYOUT')).toHaveValue('Rideshare');
  await expect(importing.category('VERIZON WIRELESS')).toHaveValue('Phone');
  await expect(importing.type('UBER TECHNOLOGIES PAYOUT')).toHaveValue('income');
  await expect(importing.type('SHELL OIL 57442')).toHaveValue('expense');
  for (const description of ['SHELL OIL 57442', 'UBER TECHNOLOGIES PAYOUT', 'VERIZON WIRELESS']) {
    await expect(importing.filedBy(description)).toHaveText('GigTally rule');
  }
  await expect(importing.row('SHELL OIL 57442')).toContainText(bankDate(daysAgo(3)));
  await expect(importing.row('SHELL OIL 57442')).toContainText('\u2212$45.20');
  await expect(importing.rowsPanel()).toContainText('Showing 1\u20133 of 3');

  // The phone bill is for the home internet too: the person files it so. A phone plan is often both business and
  // personal, so GigTally asks (Review) until the person says it is business.
  await expect(importing.use('VERIZON WIRELESS')).toHaveValue('review');
  await importing.category('VERIZON WIRELESS').fill('Internet');
  await importing.use('VERIZON WIRELESS').selectOption('business');
  await expect(importing.filedBy('VERIZON WIRELESS')).toHaveText('Your change');
  await importing.importButton().click();

  const summary = importing.summary();
  await expect(summary).toContainText('Added 3 items');
  await expect(summary).toContainText('Skipped 0 already added');
  await expect(summary).toContainText('1 row could not be read');
  await expect(summary.getByRole('listitem').filter({ hasText: 'Line 5' })).toHaveText(badDateReason);
  await expect(importing.pastImport('checking-march.csv')).toContainText('Undo');
  await expect(importing.pastImport('checking-march.csv').locator('td').nth(2)).toHaveText('3');

  // The dashboard counts the imported items: $100 + $312.40 in; $45.20 + $80 out.
  await sidebar(page).getByRole('link', { name: 'Dashboard' }).click();
  await dashboard.ready();
  await expect(dashboard.cardValue('Total Income')).toHaveText('$412.40');
  await expect(dashboard.cardValue('Total Expenses')).toHaveText('$125.20');

  // On the transactions page the person files the fuel under Transportation, and makes it a rule.
  await sidebar(page).getByRole('link', { name: 'Transactions' }).click();
  const transactions = new TransactionsPage(page);
  await expect(transactions.count()).toHaveText('Showing 4 of 4 transactions');
  await expect(transactions.rows().filter({ hasText: 'VERIZON WIRELESS' })).toContainText('Internet');
  await transactions.list().getByRole('button', { name: 'Edit Gas expense of $45.20' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Transaction' });
  await editDialog.getByLabel('Category').selectOption('Transportation');
  await editDialog.getByRole('button', { name: 'Save Changes' }).click();

  const offer = page.getByRole('dialog', { name: 'Make this a rule?' });
  await expect(offer).toContainText('Item updated');
  await expect(offer).toContainText(
    'File future imports whose description contains these words as Expense · Transportation:',
  );
  const words = offer.getByLabel('Description contains');
  // The merchant part of the description, the store number left out.
  await expect(words).toHaveValue('SHELL OIL');
  await expect(words).toBeFocused();
  await words.fill('');
  await offer.getByRole('button', { name: 'Create rule' }).click();
  await expect(offer.getByText('Enter the words to look for in the description')).toBeVisible();
  await words.fill('shell oil');
  await offer.getByRole('button', { name: 'Create rule' }).click();
  await expect(offer).toBeHidden();
  await dashboard.expectToast('Rule created. Future imports will use it.');
  await expect(transactions.rows().filter({ hasText: 'SHELL OIL 57442' })).toContainText('Transportation');

  await sidebar(page).getByRole('link', { name: 'Rules' }).click();
  const rules = new RulesPage(page);
  await rules.ready();
  await expect(rules.rows()).toHaveCount(1);
  await expect(rules.rows().first()).toContainText('shell oil');
  await expect(rules.rows().first()).toContainText('Expense');
  await expect(rules.rows().first()).toContainText('Transportation');
});

test("the rule offered for an invoice is the client's name, editable, and it files the next invoice", async ({
  page,
}) => {
  // The whole description would never match the next invoice.
  await signedInAsPro(page, 'merchant-rule');
  const statement = (fileName: string, description: string, date: string) =>
    csvFile(fileName, `Date,Description,Amount\n${bankDate(date)},"${description}",1200.00\n`);
  await importThroughApi(page, statement('invoice-42.csv', 'ACME GRAPHICS, LLC INVOICE 42', daysAgo(20)));
  const transactions = new TransactionsPage(page);
  await transactions.open();
  await transactions.list().getByRole('button', { name: 'Edit Other Income income of $1,200.00' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Transaction' });
  await editDialog.getByLabel('Category').selectOption('Freelance');
  await editDialog.getByRole('button', { name: 'Save Changes' }).click();

  const offer = page.getByRole('dialog', { name: 'Make this a rule?' });
  await expect(offer).toContainText(
    'File future imports whose description contains these words as Income · Freelance:',
  );
  const words = offer.getByLabel('Description contains');
  await expect(words).toHaveValue('ACME GRAPHICS');
  await expect(words).toBeEditable();
  await words.press('End');
  await page.keyboard.type(' STUDIO');
  await expect(words).toHaveValue('ACME GRAPHICS STUDIO');
  await words.fill('ACME GRAPHICS');
  await offer.getByRole('button', { name: 'Create rule' }).click();
  await expect(offer).toBeHidden();
  await new DashboardPage(page).expectToast('Rule created. Future imports will use it.');

  // The next invoice is filed by the rule in the preview, and imported so.
  await sidebar(page).getByRole('link', { name: 'Import', exact: true }).click();
  const importing = new ImportPage(page);
  await importing.ready();
  await importing.preview(statement('invoice-43.csv', 'ACME GRAPHICS LLC INVOICE 43', daysAgo(5)));
  await expect(importing.type('ACME GRAPHICS LLC INVOICE 43')).toHaveValue('income');
  await expect(importing.category('ACME GRAPHICS LLC INVOICE 43')).toHaveValue('Freelance');
  await importing.importButton().click();
  await expect(importing.summary()).toBeVisible();
  await transactions.open();
  await expect(transactions.rows().filter({ hasText: 'ACME GRAPHICS LLC INVOICE 43' })).toContainText(
    'Freelance',
  );
});

test('a hand-entered item is not offered as a rule, and "Not now" leaves the rules as they were', async ({
  page,
}) => {
  await signedInAsPro(page, 'no-offer');
  await seedItems(page.request, [
    { type: 'expense', category: 'Gas', amount: 12.5, date: daysAgo(1), description: 'Shell station' },
  ]);
  await importThroughApi(page, csvFile('bank.csv', bankCsv()), payeeMapping);
  const transactions = new TransactionsPage(page);
  await transactions.open();

  // Entered by hand: the edit is saved as ever, with its toast, and nothing is offered.
  await transactions.list().getByRole('button', { name: 'Edit Gas expense of $12.50' }).click();
  let dialog = page.getByRole('dialog', { name: 'Edit Transaction' });
  await dialog.getByLabel('Category').selectOption('Transportation');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await new DashboardPage(page).expectToast('Item updated');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Imported, but only its amount changed: nothing to learn.
  await transactions.list().getByRole('button', { name: 'Edit Phone expense of $80.00' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Transaction' });
  await dialog.getByLabel('Amount').fill('81');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Imported and re-filed: offered; 'Not now' closes it and makes no rule.
  await transactions.list().getByRole('button', { name: 'Edit Phone expense of $81.00' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Transaction' });
  await dialog.getByLabel('Category').selectOption('Internet');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  const offer = page.getByRole('dialog', { name: 'Make this a rule?' });
  await expect(offer.getByLabel('Description contains')).toHaveValue('VERIZON WIRELESS');
  await offer.getByRole('button', { name: 'Not now' }).click();
  await expect(offer).toBeHidden();
  await expect(transactions.rows().filter({ hasText: 'VERIZON WIRELESS' })).toContainText('Internet');

  const rules = new RulesPage(page);
  await rules.open();
  await expect(rules.yourRules()).toContainText('You have no rules yet.');
});

test('the same file again adds nothing; a file with one new row adds just it; Undo takes imports back', async ({
  page,
}) => {
  await signedInAsPro(page, 'reimport');
  const first = await importThroughApi(page, csvFile('bank.csv', bankCsv()), payeeMapping);
  expect(first.added).toBe(3);
  const importing = new ImportPage(page);
  await importing.open();

  // The same file: every row is there already.
  await importing.preview(csvFile('bank.csv', bankCsv()));
  await importing.column('Description').selectOption({ label: 'Payee' });
  await expect(importing.counts()).toHaveText('0 new, 3 already added, 1 cannot be read');
  for (const description of ['SHELL OIL 57442', 'UBER TECHNOLOGIES PAYOUT', 'VERIZON WIRELESS']) {
    await expect(importing.row(description)).toContainText('Already added');
    await expect(importing.include(description)).not.toBeChecked();
    await expect(importing.include(description)).toBeDisabled();
    await expect(importing.category(description)).toBeDisabled();
  }
  await expect(
    importing.rowsPanel().getByRole('status').filter({ hasText: importMessages.nothingToImport }),
  ).toBeVisible();
  await expect(importing.importButton()).toHaveText('Import 0 items');
  await expect(importing.importButton()).toBeDisabled();

  // The next month's statement repeats those rows and has one more.
  const next = csvFile(
    'bank-next.csv',
    bankCsv([`${bankDate(localDate())},POS PURCHASE,EZPASS REPLENISH,-25.00`]),
  );
  await importing.page.getByRole('button', { name: 'Choose another file' }).click();
  await importing.preview(next);
  await importing.column('Description').selectOption({ label: 'Payee' });
  await expect(importing.counts()).toHaveText('1 new, 3 already added, 1 cannot be read');
  await expect(importing.include('EZPASS REPLENISH')).toBeChecked();
  // Left out and taken back: the button counts what will be added.
  await importing.include('EZPASS REPLENISH').uncheck();
  await expect(importing.importButton()).toHaveText('Import 0 items');
  await expect(importing.category('EZPASS REPLENISH')).toBeDisabled();
  await importing.include('EZPASS REPLENISH').check();
  await expect(importing.importButton()).toHaveText('Import 1 item');
  await expect(importing.category('EZPASS REPLENISH')).toHaveValue('Tolls');
  await importing.importButton().click();
  await expect(importing.summary()).toContainText('Added 1 item');
  await expect(importing.summary()).toContainText('Skipped 3 already added');

  // Undo, from the result: asked first, then its one item goes.
  await importing.summary().getByRole('button', { name: 'Undo this import' }).click();
  await expect(importing.undoDialog()).toContainText(
    'The 1 item it added will be deleted. Items you added yourself are not touched.',
  );
  await importing.undoDialog().getByRole('button', { name: 'Undo import' }).click();
  await expect(importing.undoDialog()).toBeHidden();
  await new DashboardPage(page).expectToast(importMessages.undone);
  await expect(importing.summary()).toContainText('This import has been undone.');
  await expect(importing.summary().getByRole('button', { name: 'Undo this import' })).toHaveCount(0);
  await expect(importing.pastImport('bank-next.csv')).toContainText('Undone');

  // Undo from the list, while another tab has undone it already: the server's message is shown.
  await importing
    .pastImport('bank.csv')
    .getByRole('button', { name: /^Undo the import of bank\.csv/ })
    .click();
  await expect(importing.undoDialog()).toContainText('The 3 items it added will be deleted.');
  const elsewhere = await page.request.delete(`/api/imports/${first.id}`, {
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(elsewhere.status()).toBe(200);
  await importing.undoDialog().getByRole('button', { name: 'Undo import' }).click();
  await expect(importing.undoDialog().getByRole('alert')).toHaveText(importMessages.notFound);
  await importing.undoDialog().getByRole('button', { name: 'Cancel' }).click();

  const transactions = new TransactionsPage(page);
  await transactions.open();
  await expect(transactions.count()).toHaveText('Showing 0 of 0 transactions');
});

test('Undo from the list of past imports deletes only the items of that import', async ({ page }) => {
  await signedInAsPro(page, 'undo');
  await seedItems(page.request, [{ type: 'income', category: 'Tips', amount: 20, date: daysAgo(1) }]);
  await importThroughApi(page, csvFile('bank.csv', bankCsv()), payeeMapping);
  const importing = new ImportPage(page);
  await importing.open();

  await importing
    .pastImport('bank.csv')
    .getByRole('button', { name: /^Undo the import of bank\.csv on / })
    .click();
  const dialog = importing.undoDialog();
  await expect(dialog).toContainText(
    'The 3 items it added will be deleted. Items you added yourself are not touched.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(importing.pastImport('bank.csv')).toContainText('Undo');

  await importing
    .pastImport('bank.csv')
    .getByRole('button', { name: /^Undo the import of bank\.csv/ })
    .click();
  await dialog.getByRole('button', { name: 'Undo import' }).click();
  await new DashboardPage(page).expectToast('The import has been undone.');
  await expect(importing.pastImport('bank.csv').locator('td').last()).toHaveText('Undone');

  const dashboard = new DashboardPage(page);
  await sidebar(page).getByRole('link', { name: 'Dashboard' }).click();
  await dashboard.ready();
  await expect(dashboard.cardValue('Total Income')).toHaveText('$20.00');
  await expect(dashboard.cardValue('Total Expenses')).toHaveText('$0.00');
});

test('a free user can preview a statement and is offered Pro instead of importing it', async ({ page }) => {
  await new DashboardPage(page).signInAsNewUser('import-free');
  await sidebar(page).getByRole('link', { name: 'Import', exact: true }).click();
  const importing = new ImportPage(page);
  await importing.ready();
  await importing.preview(csvFile('bank.csv', bankCsv()));
  await importing.column('Description').selectOption({ label: 'Payee' });
  await expect(importing.category('SHELL OIL 57442')).toHaveValue('Gas');

  await expect(importing.rowsPanel()).toContainText(importMessages.proRequired);
  await expect(importing.importButton()).toHaveCount(0);
  await importing.rowsPanel().getByRole('button', { name: 'Upgrade to Pro' }).click();
  await expect(page).toHaveURL(/\/billing\/test-checkout\?session_id=cs_test_/);

  // Nothing was imported by the preview.
  const transactions = new TransactionsPage(page);
  await transactions.open();
  await expect(transactions.count()).toHaveText('Showing 0 of 0 transactions');
});

test('a statement dropped on the drop zone is previewed like a chosen one', async ({ page }) => {
  await new DashboardPage(page).signInAsNewUser('import-drop');
  const importing = new ImportPage(page);
  await importing.open();
  // What the browser hands the page when a file from the desktop is dropped on it.
  const dropped = await page.evaluateHandle((text) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], 'dropped.csv', { type: 'text/csv' }));
    return transfer;
  }, bankCsv());
  const zone = page.getByTestId('statement-drop-zone');
  await zone.dispatchEvent('dragenter', { dataTransfer: dropped });
  await zone.dispatchEvent('dragover', { dataTransfer: dropped });
  await zone.dispatchEvent('drop', { dataTransfer: dropped });
  await expect(page.getByRole('heading', { level: 2, name: 'Preview of dropped.csv' })).toBeVisible();
  await expect(importing.counts()).toHaveText('3 new, 0 already added, 1 cannot be read');
});

test("a file GigTally cannot read shows the server's message and stays on the first step", async ({
  page,
}) => {
  await new DashboardPage(page).signInAsNewUser('import-bad');
  const importing = new ImportPage(page);
  await importing.open();

  await importing.choose({ name: 'empty.csv', mimeType: 'text/csv', buffer: Buffer.alloc(0) });
  await expect(importing.alert()).toHaveText(statementMessages.empty);
  await expect(importing.fileInput()).toBeVisible();

  const pngHeader = Buffer.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
  ]);
  await importing.choose({ name: 'receipt.png', mimeType: 'image/png', buffer: pngHeader });
  await expect(importing.alert()).toHaveText(statementMessages.binary);
  await expect(importing.fileInput()).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Preview of/ })).toHaveCount(0);

  // Over 10 MB: said before anything is sent.
  await importing.choose(csvFile('years.csv', `Date,Description,Amount\n${'x'.repeat(10 * 1024 * 1024)}`));
  await expect(importing.alert()).toHaveText(statementMessages.tooLarge);

  // A readable file after all that is previewed, and the message is gone.
  await importing.preview(csvFile('bank.csv', bankCsv()));
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the upload shows its progress, then that the file is being read', async ({ page }) => {
  await new DashboardPage(page).signInAsNewUser('import-progress');
  const importing = new ImportPage(page);
  await importing.open();
  // A slow upload link (about 256 KB/s), so the progress can be watched.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  });
  const rows = Array.from(
    { length: 12_000 },
    (_, index) => `${bankDate(daysAgo(index % 300))},GIG ${index},12.34`,
  );
  const big = csvFile('a-year.csv', ['Date,Description,Amount', ...rows].join('\n'));

  // "Reading your file..." may be on the screen for less time than an assertion polls: record every status shown.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { statusesSeen: string[] }).statusesSeen = seen;
    new MutationObserver(() => {
      for (const status of document.querySelectorAll('[role="status"]')) seen.push(status.textContent ?? '');
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await importing.choose(big);
  const bar = importing.chooser().getByRole('progressbar', { name: 'Uploading' });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuemin', '0');
  await expect(bar).toHaveAttribute('aria-valuemax', '100');
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow').catch(() => '100')))
    .toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: 'Preview of a-year.csv' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { statusesSeen: string[] }).statusesSeen)).toContain(
    'Reading your file...',
  );
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  // 12,000 rows, 50 a page.
  await expect(importing.counts()).toHaveText('12,000 new, 0 already added, 0 cannot be read');
  await expect(importing.rows()).toHaveCount(50);
  await expect(importing.rowsPanel()).toContainText('Showing 1\u201350 of 12,000');
  await expect(importing.rowsPanel().getByRole('button', { name: 'Previous' })).toBeDisabled();
  await importing.rowsPanel().getByRole('button', { name: 'Next' }).click();
  await expect(importing.rowsPanel()).toContainText('Showing 51\u2013100 of 12,000');
  await expect(importing.rows().first()).toContainText('GIG 50');
  await expect(importing.rows().last()).toContainText('GIG 99');
});

test('columns can be read another way: money out positive, separate money-in and money-out columns', async ({
  page,
}) => {
  await new DashboardPage(page).signInAsNewUser('import-columns');
  const importing = new ImportPage(page);
  await importing.open();

  // A card export: charges are positive, payments negative.
  const card = [
    'Date,Description,Amount',
    `${bankDate(daysAgo(2))},CHEVRON 0091,38.10`,
    `${bankDate(daysAgo(1))},PAYMENT THANK YOU,-200.00`,
  ].join('\n');
  await importing.preview(csvFile('card.csv', card));
  await expect(importing.row('CHEVRON 0091')).toContainText('+$38.10');
  await importing.category('PAYMENT THANK YOU').fill('Card payment');
  await importing.column('Amounts').selectOption({ label: 'Money out is positive' });
  await expect(importing.row('CHEVRON 0091')).toContainText('\u2212$38.10');
  await expect(importing.type('CHEVRON 0091')).toHaveValue('expense');
  await expect(importing.category('CHEVRON 0091')).toHaveValue('Gas');
  // The person's own change to a row stays when the file is read again.
  await expect(importing.row('PAYMENT THANK YOU')).toContainText('+$200.00');
  await expect(importing.category('PAYMENT THANK YOU')).toHaveValue('Card payment');
  await expect(importing.filedBy('PAYMENT THANK YOU')).toHaveText('Your change');

  // A bank with a column for each way.
  const bank = [
    'Posting Date,Details,Withdrawals,Deposits',
    `${bankDate(daysAgo(2))},DOORDASH DASHER PAY,,64.00`,
    `${bankDate(daysAgo(1))},AUTOZONE 3321,22.99,`,
  ].join('\n');
  await importing.page.getByRole('button', { name: 'Choose another file' }).click();
  await importing.preview(csvFile('bank.csv', bank));
  await expect(importing.column('Amount columns')).toHaveValue('separate');
  await expect(importing.column('Money in').locator('option:checked')).toHaveText('Deposits');
  await expect(importing.column('Money out').locator('option:checked')).toHaveText('Withdrawals');
  await expect(importing.row('DOORDASH DASHER PAY')).toContainText('+$64.00');
  await expect(importing.row('AUTOZONE 3321')).toContainText('\u2212$22.99');

  // Leaving out both money columns is not a choice the rows can be read with.
  await importing.column('Money in').selectOption({ label: 'None' });
  await importing.column('Money out').selectOption({ label: 'None' });
  await expect(importing.columns().getByRole('alert')).toHaveText(
    'Choose the amount column, or the money-in and money-out columns.',
  );
  await importing.column('Amount columns').selectOption({ label: 'One amount column' });
  await importing.column('Amount').selectOption({ label: 'Deposits' });
  await expect(importing.columns().getByRole('alert')).toHaveCount(0);
  await expect(importing.row('DOORDASH DASHER PAY')).toContainText('+$64.00');
  await expect(importing.rowsPanel().getByRole('region', { name: 'Rows that cannot be read' })).toContainText(
    'The amount is missing.',
  );

  // Columns named like nothing GigTally knows: a guess to correct, with why, and nothing importable until then.
  const odd = ['When,What,Value', `${bankDate(daysAgo(2))},LYFT PAYOUT,"$75.00"`].join('\n');
  await importing.page.getByRole('button', { name: 'Choose another file' }).click();
  await importing.preview(csvFile('odd.csv', odd));
  await expect(importing.columns().getByRole('alert')).toHaveText(statementMessages.noDateColumn);
  await expect(importing.column('Date').locator('option:checked')).toHaveText('When');
  await expect(importing.column('Description').locator('option:checked')).toHaveText('What');
  await expect(importing.column('Amount').locator('option:checked')).toHaveText('Value');
  await expect(importing.category('LYFT PAYOUT')).toHaveValue('Rideshare');
  await importing.column('Description').selectOption({ label: 'Value' });
  await expect(importing.columns().getByRole('alert')).toHaveCount(0);
  await importing.column('Description').selectOption({ label: 'What' });
  await expect(importing.category('LYFT PAYOUT')).toHaveValue('Rideshare');
});

test('the import page passes axe-core empty, in preview and after an import, and fits a phone', async ({
  page,
}) => {
  // Several axe-core runs and many steps: long on a busy machine.
  test.slow();
  await signedInAsPro(page, 'import-a11y');
  const importing = new ImportPage(page);
  await importing.open();
  await expectNoAxeViolations(page);

  await importing.preview(csvFile('bank.csv', bankCsv()));
  await expect(page.getByRole('heading', { name: 'Preview of bank.csv' })).toBeFocused();
  await expectNoAxeViolations(page);

  // A slow answer, so that what the page says while the server saves can be read.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 1500,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await importing.importButton().click();
  await expect(importing.rowsPanel().getByRole('status')).toHaveText('Saving 3 items...');
  await expect(importing.summary()).toContainText('Added 3 items');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(importing.summary().getByRole('heading', { name: 'Import finished' })).toBeFocused();
  await expectNoAxeViolations(page);

  // On a phone each row is a card: nothing scrolls sideways, neither the rows nor the page.
  await page.setViewportSize({ width: 390, height: 844 });
  await importing.summary().getByRole('button', { name: 'Import another file' }).click();
  await importing.preview(csvFile('bank-2.csv', bankCsv()));
  const table = importing.rowsPanel().getByRole('region', { name: 'Rows to import' });
  const widths = await table.evaluate((element) => ({
    scroll: element.scrollWidth,
    client: element.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await importing.include('ACH CREDIT').scrollIntoViewIfNeeded();
  await expect(importing.include('ACH CREDIT')).toBeInViewport();
  await page.screenshot({ path: '/tmp/item-ui-import-preview-phone.png', fullPage: true });
  await expectNoAxeViolations(page);
});

/** One of the statement files of core/import/fixtures, as a person would pick it. */
const fixtureFile = (name: string): StatementFile => ({
  name,
  mimeType: name.endsWith('.csv') ? 'text/csv' : 'application/x-ofx',
  buffer: Buffer.from(readFixture(name)),
});

test('the preview says which encoding it read a file in, reads it again in another, and imports in it', async ({
  page,
}) => {
  // Two axe-core runs, four readings of the file and an import: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  await signedInAsPro(page, 'import-encoding');
  const importing = new ImportPage(page);
  await importing.open();

  // Excel's "CSV (Comma delimited)" on Windows: Windows-1252, which says nothing about itself.
  await importing.preview(fixtureFile('excel-windows-1252.csv'));
  await expect(importing.encoding()).toHaveValue('windows-1252');
  await expect(importing.encoding().locator('option:checked')).toHaveText('Windows-1252 (Excel on Windows)');
  await expect(importing.row('JOE\u2019S GARAGE \u2014 OIL CHANGE')).toBeVisible();
  await expect(importing.row('CAF\u00c9 M\u00c9TRO NEW YORK NY')).toBeVisible();
  await expectNoAxeViolations(page);

  // Read as ISO-8859-1, the quote and the dash (control codes there) are gone: the person can see it is wrong.
  await importing.encoding().selectOption({ label: 'ISO-8859-1 (Latin-1)' });
  await expect(importing.row('JOES GARAGE OIL CHANGE')).toBeVisible();
  await expect(importing.encoding()).toHaveValue('iso-8859-1');

  // UTF-8 cannot read it: said under the choice; the rows stay as last read.
  await importing.encoding().selectOption({ label: 'UTF-8' });
  await expect(page.getByText('This file is not UTF-8 text. Choose another encoding.')).toBeVisible();
  await expect(importing.encoding()).toHaveValue('iso-8859-1');
  await expect(importing.row('JOES GARAGE OIL CHANGE')).toBeVisible();

  await importing.encoding().selectOption({ label: 'Windows-1252 (Excel on Windows)' });
  await expect(importing.row('JOE\u2019S GARAGE \u2014 OIL CHANGE')).toBeVisible();
  await expect(page.getByText('This file is not UTF-8 text. Choose another encoding.')).toHaveCount(0);
  await expect(importing.pendingNote()).toHaveCount(0);
  await importing.importButton().click();
  await expect(importing.summary()).toContainText('Added 4 items');
  await expect(importing.summary()).not.toContainText('pending');
  const transactions = new TransactionsPage(page);
  await transactions.open();
  await expect(page.getByText('JOE\u2019S GARAGE \u2014 OIL CHANGE')).toBeVisible();

  // Columns GigTally had to guess stay a guess to correct when the file is read in another encoding.
  await importing.open();
  await importing.preview({
    name: 'cafe.csv',
    mimeType: 'text/csv',
    buffer: Buffer.concat([
      Buffer.from('When,Merchant Info,Amount\r\n2/3/2025,CAF'),
      Buffer.from([0xc9]), // É in Windows-1252
      Buffer.from(' M\u00c9TRO,-18.40\r\n', 'latin1'),
    ]),
  });
  await expect(importing.encoding()).toHaveValue('windows-1252');
  await expect(importing.columns()).toContainText(statementMessages.noDateColumn);
  await importing.encoding().selectOption({ label: 'ISO-8859-1 (Latin-1)' });
  await expect(importing.encoding()).toHaveValue('iso-8859-1');
  await expect(importing.row('CAF\u00c9 M\u00c9TRO')).toBeVisible();
  await expect(importing.columns()).toContainText(statementMessages.noDateColumn);
});

test('pending rows are left out, counted on the preview and in the summary; the preview fits a phone', async ({
  page,
}) => {
  // Three axe-core runs and two imports: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  await signedInAsPro(page, 'import-pending');
  const importing = new ImportPage(page);
  // Schwab checking: two pending rows above the posted ones.
  await importing.open();
  await importing.preview(fixtureFile('schwab-checking.csv'));
  await expect(importing.encoding()).toHaveValue('utf-8');
  await expect(importing.counts()).toHaveText('4 new, 0 already added, 0 cannot be read');
  await expect(importing.pendingNote()).toHaveText(
    '2 pending rows skipped. They change or disappear once they post at your bank; import them from a later statement.',
  );
  await expect(importing.rowsPanel()).not.toContainText('STARBUCKS');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'reports/import-preview-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(importing.pendingNote()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'reports/import-preview-phone.png', fullPage: true });

  await importing.importButton().click();
  await expect(importing.summary()).toContainText('Added 4 items');
  await expect(importing.summary().getByRole('listitem')).toHaveText([
    'Added 4 items',
    'Skipped 0 already added',
    '0 rows could not be read',
    'Skipped 2 pending rows',
  ]);
  await expectNoAxeViolations(page);
});

test('rules: added, checked, moved up, edited and deleted; the built-in ones are listed', async ({
  page,
}) => {
  // Several axe-core runs and many steps: long on a busy machine.
  test.slow();
  await new DashboardPage(page).signInAsNewUser('rules');
  await sidebar(page).getByRole('link', { name: 'Rules' }).click();
  await expect(page).toHaveURL('/rules');
  const rules = new RulesPage(page);
  await rules.ready();
  await expect(rules.yourRules()).toContainText(
    "When a description contains these words, GigTally files it this way. Your rules come first, in this order, then how you filed the same description before, then GigTally's rules.",
  );
  await expect(rules.yourRules()).toContainText(
    'You have no rules yet. Add one here, or accept the offer GigTally makes when you change the category of an imported item.',
  );
  await expectNoAxeViolations(page);

  // Checked with the API's schema before anything is sent.
  await rules.add({ contains: '   ', category: '' });
  await expect(rules.addForm()).toContainText('Enter the words to look for in the description');
  await expect(rules.addForm()).toContainText('Category is required');

  await rules.add({ contains: 'uber', type: 'Income', category: 'Rideshare' });
  const dashboard = new DashboardPage(page);
  await dashboard.expectToast('Rule added.');
  await expect(rules.addForm().getByLabel('Description contains')).toHaveValue('');
  await rules.add({ contains: 'uber eats', type: 'Income', category: 'Delivery' });
  await dashboard.expectToast('Rule added.');
  await expect(rules.rows()).toHaveText([/^1uberIncomeRideshare/, /^2uber eatsIncomeDelivery/]);

  // 'uber eats' must come before 'uber', or every Uber Eats payout would be filed as rideshare.
  await rules.yourRules().getByRole('button', { name: 'Move “uber eats” up' }).click();
  await expect(rules.rows()).toHaveText([/^1uber eatsIncomeDelivery/, /^2uberIncomeRideshare/]);
  await expect(rules.yourRules().getByRole('button', { name: 'Move “uber eats” down' })).toBeFocused();
  await page.reload();
  await rules.ready();
  await expect(rules.rows()).toHaveText([/^1uber eatsIncomeDelivery/, /^2uberIncomeRideshare/]);

  await rules.yourRules().getByRole('button', { name: 'Edit the rule “uber”' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit rule' });
  await expect(edit.getByLabel('Description contains')).toHaveValue('uber');
  await edit.getByLabel('Description contains').fill('uber trip');
  await edit.getByLabel('Category').fill('Gig Pay');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await dashboard.expectToast('Rule updated.');
  await expect(rules.rows()).toHaveText([/^1uber eatsIncomeDelivery/, /^2uber tripIncomeGig Pay/]);
  await expectNoAxeViolations(page);

  await rules.yourRules().getByRole('button', { name: 'Delete the rule “uber eats”' }).click();
  const remove = page.getByRole('dialog', { name: 'Delete this rule?' });
  await expect(remove).toContainText(
    'Imports will no longer file descriptions containing “uber eats” as Income · Delivery.',
  );
  await remove.getByRole('button', { name: 'Delete rule' }).click();
  await expect(remove).toBeHidden();
  await dashboard.expectToast('Rule deleted.');
  await expect(rules.rows()).toHaveText([/^1uber tripIncomeGig Pay/]);

  const builtIn = page.getByText(/GigTally's built-in rules \(\d+\)$/);
  await expect(page.getByRole('table', { name: "GigTally's built-in rules" })).toBeHidden();
  await builtIn.click();
  const table = page.getByRole('table', { name: "GigTally's built-in rules" });
  await expect(table.locator('tr').filter({ hasText: /^doordashInIncomeDeliveryBusiness$/ })).toHaveCount(1);
  await expectNoAxeViolations(page);

  // On a phone the tables scroll sideways inside their panels; the page itself does not.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
});

test('the rules page shows what the server refused, under its field', async ({ page }) => {
  await new DashboardPage(page).signInAsNewUser('rules-refused');
  const rules = new RulesPage(page);
  await rules.open();
  await page.route('**/api/rules', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          json: {
            error: {
              code: 'validation-failed',
              message: itemMessages.categoryTooLong,
              fields: { category: itemMessages.categoryTooLong },
            },
          },
        })
      : route.continue(),
  );
  await rules.add({ contains: 'lyft', type: 'Income', category: 'Rideshare' });
  await expect(rules.addForm().getByLabel('Category')).toHaveAccessibleDescription(
    itemMessages.categoryTooLong,
  );
  await expect(rules.addForm().getByLabel('Category')).toHaveAttribute('aria-invalid', 'true');
  await expect(rules.rows()).toHaveCount(0);
});
