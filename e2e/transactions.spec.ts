import { expect, test, type Locator } from '@playwright/test';
import { Pencil, Trash2, type IconNode } from 'lucide';
import { addDays, localDate } from '../core/dates';
import { DashboardPage } from './pages/dashboard-page';
import { TransactionsPage } from './pages/transactions-page';
import { expectNoAxeViolations, seedItems, type SeedItem } from './support';

const daysAgo = (days: number) => addDays(localDate(), -days);
/** A date as a person types it in the default format, MM/DD/YYYY. */
const typedUs = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

// Ten items: all a free account may hold.
const history: SeedItem[] = [
  { type: 'income', category: 'Rideshare', amount: 120, date: daysAgo(2), description: 'Uber airport run' },
  { type: 'income', category: 'Rideshare', amount: 80.5, date: daysAgo(20), description: 'Uber downtown' },
  {
    type: 'income',
    category: 'Freelance',
    amount: 400,
    date: daysAgo(35),
    description: 'Website for a bakery',
  },
  { type: 'income', category: 'Tips', amount: 15, date: daysAgo(5), description: 'Cash tips' },
  { type: 'expense', category: 'Gas', amount: 45.2, date: daysAgo(1), description: 'Shell station' },
  {
    type: 'expense',
    category: 'Gas',
    amount: 38,
    date: daysAgo(15),
    description: 'Fill-up before the airport',
  },
  { type: 'expense', category: 'Phone', amount: 60, date: daysAgo(30), description: 'Monthly plan' },
  {
    type: 'expense',
    category: 'Maintenance',
    amount: 250,
    date: daysAgo(50),
    description: 'Brakes',
    tags: ['Midas', 'car'],
  },
  { type: 'expense', category: 'Parking', amount: 12, date: daysAgo(8), description: 'Downtown garage' },
  { type: 'expense', category: 'Software', amount: 9.99, date: daysAgo(60), description: 'Mileage app' },
];

test.beforeEach(async ({ page }) => {
  await new DashboardPage(page).signInAsNewUser('transactions');
  await seedItems(page.request, history);
});

test('every transaction is listed newest first with the count', async ({ page }) => {
  const transactions = new TransactionsPage(page);
  await transactions.open();
  await expect(transactions.count()).toHaveText('Showing 10 of 10 transactions');
  await expect(transactions.rows()).toHaveCount(10);
  await expect(transactions.rows().first()).toContainText('Shell station');
  await expect(transactions.rows().last()).toContainText('Mileage app');
  await expect(transactions.list().getByRole('button', { name: 'Load more' })).toHaveCount(0);
});

test('the page asks for the plan, the preferences, the categories and the first page as it arrives, and uses those answers', async ({
  page,
}) => {
  const transactions = new TransactionsPage(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  await transactions.open();
  await expect(transactions.rows()).toHaveCount(10);
  await page.waitForLoadState('networkidle');
  for (const preloaded of [
    'GET /api/subscription',
    'GET /api/preferences',
    'GET /api/items/categories',
    'GET /api/items?sort=date&order=desc&limit=25',
  ]) {
    expect(asked.filter((request) => request === preloaded)).toEqual([preloaded]);
  }
  // A filtered address asks for its own page, and nothing for the unfiltered one.
  asked.length = 0;
  await page.goto('/transactions?type=income');
  await expect(transactions.rows()).toHaveCount(4);
  await page.waitForLoadState('networkidle');
  expect(asked.filter((request) => request.startsWith('GET /api/items?'))).toEqual([
    'GET /api/items?type=income&sort=date&order=desc&limit=25',
  ]);
});

test('search finds descriptions, categories and tags, whatever the case, once typing pauses', async ({
  page,
}) => {
  const transactions = new TransactionsPage(page);
  await transactions.open();
  await expect(transactions.search()).toHaveAttribute('placeholder', 'Description, category or tag');

  // 'midas' is only a tag of the brakes.
  await transactions.search().fill('MIDAS');
  await expect(transactions.count()).toHaveText('Showing 1 of 1 transaction');
  await expect(transactions.rows()).toContainText(['Brakes']);

  await transactions.search().fill('airport');
  await expect(transactions.count()).toHaveText('Showing 2 of 2 transactions');
  await expect(transactions.rows()).toContainText(['Uber airport run', 'Fill-up before the airport']);
  await expect(page).toHaveURL(/[?&]q=airport/);

  await transactions.search().fill('GAS');
  await expect(transactions.count()).toHaveText('Showing 2 of 2 transactions');
  await expect(transactions.rows()).toContainText(['Shell station', 'Fill-up before the airport']);

  await transactions.search().fill('no such thing');
  await expect(transactions.count()).toHaveText('Showing 0 of 0 transactions');
  await expect(transactions.list()).toContainText('No transactions match these filters.');

  await transactions.search().fill('');
  await expect(transactions.count()).toHaveText('Showing 10 of 10 transactions');
});

test('type, category and date range narrow the list; a reversed range is explained', async ({ page }) => {
  const transactions = new TransactionsPage(page);
  await transactions.open();
  const category = transactions.filters().getByLabel('Category');

  // The categories in use, A to Z, after 'All categories'.
  await expect(category.locator('option')).toHaveText([
    'All categories',
    'Freelance',
    'Gas',
    'Maintenance',
    'Parking',
    'Phone',
    'Rideshare',
    'Software',
    'Tips',
  ]);
  await expect(category).toHaveValue('');

  await transactions.show('Income').click();
  await expect(transactions.show('Income')).toHaveAttribute('aria-pressed', 'true');
  await expect(transactions.count()).toHaveText('Showing 4 of 4 transactions');
  // Income only: the income categories.
  await expect(category.locator('option')).toHaveText(['All categories', 'Freelance', 'Rideshare', 'Tips']);
  await category.selectOption('Rideshare');
  await expect(transactions.count()).toHaveText('Showing 2 of 2 transactions');
  await expect(transactions.amounts()).toHaveText(['+$120.00', '+$80.50']);
  await expect(page).toHaveURL(/[?&]category=Rideshare/);

  await transactions.filters().getByRole('button', { name: 'Clear filters' }).click();
  await expect(transactions.count()).toHaveText('Showing 10 of 10 transactions');
  await expect(category).toHaveValue('');
  await expect(transactions.show('All')).toHaveAttribute('aria-pressed', 'true');

  // Dates are typed the user's way: MM/DD/YYYY by default, which the boxes ask for.
  const from = transactions.filters().getByLabel('From');
  const to = transactions.filters().getByLabel('To');
  await expect(from).toHaveAttribute('placeholder', 'MM/DD/YYYY');
  await expect(to).toHaveAttribute('placeholder', 'MM/DD/YYYY');
  // 20 days ago up to yesterday: items of 1, 2, 5, 8, 15 and 20 days ago.
  await from.fill(typedUs(daysAgo(20)));
  await to.fill(typedUs(daysAgo(1)));
  await expect(transactions.count()).toHaveText('Showing 6 of 6 transactions');
  await expect(page).toHaveURL(new RegExp(`[?&]from=${daysAgo(20)}&to=${daysAgo(1)}`));
  await transactions.show('Expenses').click();
  await expect(transactions.count()).toHaveText('Showing 3 of 3 transactions');

  // A date in another format is explained once the box is left, and the list keeps the last real date.
  await from.fill('31/12/2026');
  await to.focus();
  await expect(transactions.filters().getByText('Enter the date as MM/DD/YYYY')).toBeVisible();
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await expect(transactions.count()).toHaveText('Showing 3 of 3 transactions');

  await from.fill(typedUs(localDate()));
  await expect(transactions.filters().getByText('Enter the date as MM/DD/YYYY')).toHaveCount(0);
  await expect(
    transactions.filters().getByText('The end date must not be before the start date'),
  ).toBeVisible();
  await expect(transactions.list()).toContainText('Correct the filters above to see transactions.');

  await transactions.filters().getByRole('button', { name: 'Clear filters' }).click();
  await expect(from).toHaveValue('');
  await expect(to).toHaveValue('');
  await expect(transactions.count()).toHaveText('Showing 10 of 10 transactions');
});

test('the list sorts by amount and date either way', async ({ page }) => {
  const transactions = new TransactionsPage(page);
  await transactions.open();
  const sort = transactions.filters().getByLabel('Sort by');

  await sort.selectOption('Amount (highest first)');
  await expect(transactions.amounts()).toHaveText([
    '+$400.00',
    '\u2212$250.00',
    '+$120.00',
    '+$80.50',
    '\u2212$60.00',
    '\u2212$45.20',
    '\u2212$38.00',
    '+$15.00',
    '\u2212$12.00',
    '\u2212$9.99',
  ]);
  await expect(page).toHaveURL(/sort=amount/);

  await sort.selectOption('Amount (lowest first)');
  await expect(transactions.amounts().first()).toHaveText('\u2212$9.99');
  await expect(transactions.amounts().last()).toHaveText('+$400.00');

  await sort.selectOption('Date (oldest first)');
  await expect(transactions.rows().first()).toContainText('Mileage app');
  await expect(transactions.rows().last()).toContainText('Shell station');
});

test('the filters live in the address, so a reload or a shared link keeps them', async ({ page }) => {
  const transactions = new TransactionsPage(page);
  await transactions.open('?type=expense&sort=amount&order=desc');
  await expect(transactions.show('Expenses')).toHaveAttribute('aria-pressed', 'true');
  await expect(transactions.filters().getByLabel('Sort by')).toHaveValue('amount:desc');
  await expect(transactions.count()).toHaveText('Showing 6 of 6 transactions');
  await expect(transactions.amounts().first()).toHaveText('\u2212$250.00');

  await transactions.search().fill('downtown');
  await expect(transactions.count()).toHaveText('Showing 1 of 1 transaction');
  await page.reload();
  await expect(transactions.search()).toHaveValue('downtown');
  await expect(transactions.count()).toHaveText('Showing 1 of 1 transaction');
  await expect(transactions.rows()).toContainText(['Downtown garage']);
});

test('items are edited and deleted here as on the dashboard', async ({ page }) => {
  const transactions = new TransactionsPage(page);
  const dashboard = new DashboardPage(page);
  await transactions.open();

  await transactions.list().getByRole('button', { name: 'Edit Phone expense of $60.00' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Transaction' });
  await expect(dialog.getByLabel('Amount')).toHaveValue('60.00');
  await dashboard.fillItemForm(dialog, { amount: '65', tags: 'monthly, phone' });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await dashboard.expectToast('Item updated');
  const phone = transactions.rows().filter({ hasText: 'Monthly plan' });
  await expect(phone).toContainText('\u2212$65.00');
  await expect(phone.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
    'monthly',
    'phone',
  ]);

  await transactions.list().getByRole('button', { name: 'Delete Parking expense of $12.00' }).click();
  const question = page.getByRole('dialog', { name: 'Delete this item?' });
  await expect(question).toContainText('Are you sure you want to delete this item?');
  await question.getByRole('button', { name: 'Delete item' }).click();
  await dashboard.expectToast('Item deleted');
  await expect(question).toBeHidden();
  await expect(transactions.count()).toHaveText('Showing 9 of 9 transactions');
  await expect(transactions.list()).not.toContainText('Downtown garage');
});

/** The outline an icon button draws: each shape's tag and path, as its <svg> holds them. */
const drawnShapes = (button: Locator) =>
  button
    .locator('svg > *')
    .evaluateAll((shapes) => shapes.map((shape) => [shape.tagName, shape.getAttribute('d')]));
const lucideShapes = (icon: IconNode) => icon.map(([tag, attributes]) => [tag, attributes.d ?? null]);

test("each row's Edit and Delete show Lucide's pencil and bin, drawn once even when the row is drawn again", async ({
  page,
}) => {
  const transactions = new TransactionsPage(page);
  await transactions.open();
  const phone = transactions.rows().filter({ hasText: 'Monthly plan' });
  const edit = phone.getByRole('button', { name: 'Edit Phone expense of $60.00' });
  const remove = phone.getByRole('button', { name: 'Delete Phone expense of $60.00' });
  expect(await drawnShapes(edit)).toEqual(lucideShapes(Pencil));
  expect(await drawnShapes(remove)).toEqual(lucideShapes(Trash2));

  // Choosing the row draws it again: its icons keep one copy of their shapes.
  await phone.getByRole('checkbox').check();
  await expect(phone).toHaveClass(/bg-brand-50/);
  expect(await drawnShapes(edit)).toEqual(lucideShapes(Pencil));
  expect(await drawnShapes(remove)).toEqual(lucideShapes(Trash2));
});

test('axe-core finds no violations on /transactions', async ({ page }) => {
  const transactions = new TransactionsPage(page);
  await transactions.open();
  await expect(transactions.rows()).toHaveCount(10);
  await expectNoAxeViolations(page);
});
