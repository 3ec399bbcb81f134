import { expect, test, type Page } from '@playwright/test';
import { addDays, localDate } from '../core/dates';
import { bulkUseTexts, itemUseTexts, taxPaymentTexts } from '../web/features/items/item-use-texts';
import { quickEntryTexts } from '../web/features/dashboard/quick-entry-texts';
import { reportUseTexts } from '../web/features/reports/report-use-texts';
import { paymentFormTexts } from '../web/features/tax/payment-form';
import { taxPaymentEntryTexts } from '../web/features/tax/tax-payment-entry';
import { DashboardPage } from './pages/dashboard-page';
import { TransactionsPage } from './pages/transactions-page';
import { expectNoAxeViolations, seedItems, upgradeToPro } from './support';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
// axe-core over a full page takes long on a busy two-core machine; the steps themselves wait on what the page shows.
test.describe.configure({ timeout: 90_000 });

const daysAgo = (days: number) => addDays(localDate(), -days);
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/item-ui-${name}.png`, fullPage: true });

test.beforeEach(async ({ page }) => {
  await new DashboardPage(page).signInAsNewUser('business-personal');
});

test('an item is recorded as Personal groceries, and a phone as Business at 60 %', async ({ page }) => {
  const dashboard = new DashboardPage(page);
  let dialog = await dashboard.openAddNew();
  const use = dialog.getByRole('group', { name: itemUseTexts.useLabel });
  // A new item is business, counted in full, until the person says otherwise.
  await expect(use.getByRole('button', { name: itemUseTexts.business })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(dialog.getByLabel(itemUseTexts.businessShareLabel)).toHaveValue('100');
  await expect(dialog.getByText(itemUseTexts.businessShareHint)).toBeVisible();
  await use.getByRole('button', { name: itemUseTexts.personal }).click();
  await expect(dialog.getByLabel(itemUseTexts.businessShareLabel)).toHaveCount(0);
  // The household's categories, not the business ones.
  await expect(dialog.getByLabel('Category').locator('option', { hasText: 'Gas' })).toHaveCount(0);
  await dashboard.fillItemForm(dialog, {
    category: 'Groceries',
    amount: '82.40',
    description: 'Weekly shop',
  });
  await shot(page, 'add-personal-phone');
  await expectNoAxeViolations(page, 'the Add Transaction dialog, personal');
  await dialog.getByRole('button', { name: 'Add Transaction' }).click();
  await dashboard.expectToast('Expense added');

  dialog = await dashboard.openAddNew();
  await dashboard.fillItemForm(dialog, { category: 'Phone', amount: '50', description: 'Phone plan' });
  await dialog.getByLabel(itemUseTexts.businessShareLabel).fill('60');
  await dialog.getByRole('button', { name: 'Add Transaction' }).click();
  await dashboard.expectToast('Expense added');

  const transactions = new TransactionsPage(page);
  await transactions.open();
  await expect(transactions.rows().filter({ hasText: 'Weekly shop' })).toContainText(itemUseTexts.personal);
  await expect(transactions.rows().filter({ hasText: 'Phone plan' })).toContainText(
    itemUseTexts.businessShare(60),
  );

  // Editing shows the item's use and share.
  await transactions.list().getByRole('button', { name: 'Edit Phone expense of $50.00' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Transaction' });
  await expect(
    edit
      .getByRole('group', { name: itemUseTexts.useLabel })
      .getByRole('button', { name: itemUseTexts.business }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(edit.getByLabel(itemUseTexts.businessShareLabel)).toHaveValue('60');
  await edit.getByRole('button', { name: 'Cancel' }).click();
});

test('an item waiting for review says Not decided yet until the person chooses', async ({ page }) => {
  await seedItems(page.request, [
    {
      type: 'expense',
      category: 'Other Expense',
      amount: 20,
      date: daysAgo(1),
      description: 'CORNER DELI',
      use: 'review',
    },
  ]);
  const transactions = new TransactionsPage(page);
  await transactions.open();
  const row = transactions.rows().filter({ hasText: 'CORNER DELI' });
  await expect(row).toContainText(itemUseTexts.review);
  await transactions.list().getByRole('button', { name: 'Edit Other Expense expense of $20.00' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Transaction' });
  await expect(edit.getByText(itemUseTexts.notDecided, { exact: true })).toBeVisible();
  await edit
    .getByRole('group', { name: itemUseTexts.useLabel })
    .getByRole('button', { name: itemUseTexts.personal })
    .click();
  await expect(edit.getByText(itemUseTexts.notDecided, { exact: true })).toHaveCount(0);
  // Other Expense is a business category: it does not follow the item to personal.
  await edit.getByLabel('Category').selectOption('Dining out');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Dining out');
  await expect(row).toContainText(itemUseTexts.personal);
});

test('the list filters by use, and two rows chosen by touch are marked personal at once', async ({
  page,
}) => {
  await seedItems(page.request, [
    { type: 'expense', category: 'Gas', amount: 45.2, date: daysAgo(1), description: 'Shell station' },
    { type: 'expense', category: 'Supplies', amount: 30, date: daysAgo(2), description: 'Costco run' },
    { type: 'expense', category: 'Software', amount: 9.99, date: daysAgo(3), description: 'Mileage app' },
    {
      type: 'expense',
      category: 'Groceries',
      amount: 60,
      date: daysAgo(4),
      description: 'Safeway',
      use: 'personal',
    },
    {
      type: 'expense',
      category: 'Other Expense',
      amount: 12,
      date: daysAgo(5),
      description: 'VENMO',
      use: 'review',
    },
  ]);
  const transactions = new TransactionsPage(page);
  await transactions.open();
  const useFilter = (label: string) =>
    transactions
      .filters()
      .getByRole('group', { name: itemUseTexts.useLabel })
      .getByRole('button', { name: label, exact: true });

  await useFilter(itemUseTexts.review).click();
  await expect(page).toHaveURL(/use=review/);
  await expect(transactions.count()).toHaveText('Showing 1 of 1 transaction');
  await expect(transactions.rows()).toContainText('VENMO');
  await useFilter(itemUseTexts.personal).click();
  await expect(transactions.count()).toHaveText('Showing 1 of 1 transaction');
  await expect(transactions.rows()).toContainText('Safeway');
  await useFilter(itemUseTexts.business).click();
  await expect(transactions.count()).toHaveText('Showing 3 of 3 transactions');

  await transactions
    .list()
    .getByRole('checkbox', { name: `${bulkUseTexts.selectRow('Supplies expense of $30.00')}` })
    .tap();
  // The keyboard works too: Space ticks the focused box.
  const software = transactions
    .list()
    .getByRole('checkbox', { name: bulkUseTexts.selectRow('Software expense of $9.99') });
  await software.focus();
  await page.keyboard.press('Space');
  await expect(software).toBeChecked();
  await expect(transactions.list().getByText(bulkUseTexts.selected(2))).toBeVisible();
  await shot(page, 'transactions-selected-phone');
  await expectNoAxeViolations(page, 'Transactions with two rows chosen');
  await transactions.list().getByRole('button', { name: bulkUseTexts.markPersonal }).tap();
  await new DashboardPage(page).expectToast(bulkUseTexts.marked(2, 'personal'));
  await expect(transactions.count()).toHaveText('Showing 1 of 1 transaction');
  await expect(transactions.rows()).toContainText('Shell station');

  await useFilter(itemUseTexts.personal).click();
  await expect(transactions.count()).toHaveText('Showing 3 of 3 transactions');
  // Business categories move to the household's fallback when marked personal (server side).
  await expect(transactions.rows().filter({ hasText: 'Costco run' })).toContainText('Personal other');

  // Select all on this page, then mark business.
  await transactions.list().getByRole('checkbox', { name: bulkUseTexts.selectAll }).check();
  await expect(transactions.list().getByText(bulkUseTexts.selected(3))).toBeVisible();
  await transactions.list().getByRole('button', { name: bulkUseTexts.clear }).click();
  await expect(transactions.list().getByRole('checkbox', { name: bulkUseTexts.selectAll })).not.toBeChecked();
});

test('a rule files matching rows as personal, and the list says so', async ({ page }) => {
  await page.goto('/rules');
  const form = page.getByRole('region', { name: 'Add a rule' });
  await form.getByLabel('Description contains').fill('TRADER JOE');
  await form.getByLabel('Type').selectOption('expense');
  await form.getByLabel('Category').fill('Groceries');
  await form
    .getByRole('group', { name: itemUseTexts.useLabel })
    .getByRole('button', { name: 'Personal' })
    .click();
  await expect(form.getByLabel(itemUseTexts.businessShareLabel)).toHaveCount(0);
  await form.getByRole('button', { name: 'Add rule' }).click();
  const rules = page.getByRole('table', { name: 'Your rules, first applied first' });
  await expect(rules.getByRole('row', { name: /TRADER JOE/ })).toContainText('Personal');

  await form.getByLabel('Description contains').fill('VERIZON');
  await form.getByLabel('Category').fill('Phone');
  await form.getByLabel(itemUseTexts.businessShareLabel).fill('60');
  await form.getByRole('button', { name: 'Add rule' }).click();
  await expect(rules.getByRole('row', { name: /VERIZON/ })).toContainText(itemUseTexts.businessShare(60));
  await shot(page, 'rules-phone');
  await expectNoAxeViolations(page, 'Rules with a personal rule');
});

test('Quick Entry records a personal expense with its small toggle', async ({ page }) => {
  const dashboard = new DashboardPage(page);
  await page.getByRole('button', { name: 'Add income or expense' }).click();
  const dialog = page.getByRole('dialog', { name: 'Quick Entry' });
  // The choice waits under More, which names the use in force.
  await dialog.getByText(quickEntryTexts.more(itemUseTexts.business)).click();
  await dialog
    .getByRole('group', { name: itemUseTexts.useLabel })
    .getByRole('button', { name: 'Personal' })
    .click();
  await dialog.getByLabel('Amount').fill('18.50');
  await dialog.getByLabel('Category', { exact: true }).selectOption('Groceries');
  await shot(page, 'quick-entry-phone');
  await dialog.getByRole('button', { name: 'Add Expense' }).click();
  await dashboard.expectToast('Expense added');
  const transactions = new TransactionsPage(page);
  await transactions.open('?use=personal');
  await expect(transactions.rows()).toContainText('Groceries');
});

test('a tax payment is recorded in the planner from the Add Transaction dialog, never as an expense', async ({
  page,
}) => {
  await upgradeToPro(page.request);
  const dashboard = new DashboardPage(page);
  await dashboard.open();
  const dialog = await dashboard.openAddNew();
  await dialog
    .getByRole('group', { name: 'Type' })
    .getByRole('button', { name: taxPaymentTexts.option })
    .click();
  await expect(dialog.getByText(taxPaymentEntryTexts.lead)).toBeVisible();
  await dialog.getByLabel('Amount paid').fill('300');
  await shot(page, 'tax-payment-phone');
  await expectNoAxeViolations(page, 'the Add Transaction dialog, tax payment');
  await dialog.getByRole('button', { name: paymentFormTexts.record }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('alert').filter({ hasText: /Payment recorded: \$300\.00 for \d{4}/ }),
  ).toBeVisible();
  const items = await page.request.get('/api/items');
  expect(((await items.json()) as { total: number }).total).toBe(0);
});

test('the reports keep personal money apart, under its own title', async ({ page }) => {
  await upgradeToPro(page.request);
  await seedItems(page.request, [
    { type: 'income', category: 'Rideshare', amount: 200, date: localDate(), description: 'Uber' },
    {
      type: 'income',
      category: 'Wages',
      amount: 900,
      date: localDate(),
      description: 'Payroll',
      use: 'personal',
    },
    { type: 'expense', category: 'Gas', amount: 40, date: localDate() },
    { type: 'expense', category: 'Groceries', amount: 75, date: localDate(), use: 'personal' },
  ]);
  await page.goto('/reports/income');
  const personal = page.getByRole('region', { name: reportUseTexts.personalTitle });
  await expect(personal).toContainText('Wages');
  await expect(personal).toContainText('$900.00');
  await expect(page.getByRole('region', { name: reportUseTexts.totalIncome, exact: true })).toContainText(
    '$200.00',
  );
  await shot(page, 'income-report-phone');
  await expectNoAxeViolations(page, 'Income Analysis with personal income');
  await page.goto('/reports/expenses');
  await expect(page.getByRole('region', { name: reportUseTexts.personalTitle })).toContainText('Groceries');
  await expect(page.getByRole('region', { name: reportUseTexts.totalExpenses, exact: true })).toContainText(
    '$40.00',
  );
});
