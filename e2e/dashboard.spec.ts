import { expect, test, type Page } from '@playwright/test';
import { addDays, localDate } from '../core/dates';
import { preferencesMessages } from '../core/preferences';
import { upcomingTaxDueDates } from '../core/tax/due-dates';
import { DashboardPage } from './pages/dashboard-page';
import { SettingsPage } from './pages/settings-page';
import { TransactionsPage } from './pages/transactions-page';
import { expectNoAxeViolations, holdResponses, seedItems, upgradeToPro, type SeedItem } from './support';

const today = localDate();
// The browser runs on this machine, so its local "today" is the test's.
const daysAgo = (days: number) => addDays(today, -days);
const usDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

const gas: SeedItem = {
  type: 'expense',
  category: 'Gas',
  amount: 12.5,
  date: daysAgo(1),
  description: 'Fill-up',
};

function items(count: number): SeedItem[] {
  return Array.from({ length: count }, (_, index) => ({
    type: index % 2 === 0 ? 'income' : 'expense',
    category: index % 2 === 0 ? 'Tips' : 'Parking',
    amount: 10 + index,
    date: daysAgo(index),
  }));
}

test('the dashboard page asks who is signed in, the plan, the preferences and the recent items as it arrives, and the app uses those answers', async ({
  page,
}) => {
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('preload');
  // The HTML asks beside the scripts; the app's own question is answered from it, so the server is asked once.
  const html = await (await page.request.get('/dashboard')).text();
  expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/auth/get-session">');
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  await page.reload({ waitUntil: 'networkidle' });
  // The name given at sign-up (e2e/support.ts createAccount's).
  await expect(page.getByText('Welcome back, Test Driver!')).toBeVisible();
  await expect(dashboard.recent()).toContainText('No transactions yet.');
  // The preferences and Recent Transactions' first page are preloaded too, and taken from there: each asked once.
  for (const preloaded of [
    'GET /api/auth/get-session',
    'GET /api/subscription',
    'GET /api/preferences',
    'GET /api/items?sort=date&order=desc&limit=10',
  ]) {
    expect(asked.filter((request) => request === preloaded)).toEqual([preloaded]);
  }
});

/** Adds up the page's layout shifts not caused by input, from its next load on; answers how to read the sum. */
async function recordLayoutShift(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const record = window as unknown as { layoutShift: number };
    record.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) record.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

// The plan decides the layout (Snap a receipt in a Pro user's heading, the usage meter for free). The device
// remembers the plan it last saw, so the page is drawn for it at once instead of moving its disclaimer and cards
// when the plan's answer comes.
test("a returning Pro user's dashboard on a phone is drawn for Pro at once and does not move when the plan is answered", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('plan-late');
  await upgradeToPro(page.request);
  await dashboard.open();
  const snapReceipt = page.getByRole('button', { name: 'Snap a receipt' });
  await expect(snapReceipt).toBeVisible();

  const layoutShift = await recordLayoutShift(page);
  const release = await holdResponses(page, '**/api/subscription');
  const summaryAnswered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/summary',
  );
  await page.reload();
  await summaryAnswered;
  // Everything but the plan has been answered, and the page is laid out for Pro already.
  await expect(snapReceipt).toBeVisible();
  await expect(dashboard.cardValue('Total Income')).toHaveText('$0.00');
  release();
  await page.waitForLoadState('networkidle');
  await expect(snapReceipt).toBeVisible();
  expect(await layoutShift()).toBeLessThan(0.01);
});

test("a Pro user's first dashboard on a device waits for the plan's answer, then is drawn for Pro without moving", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('plan-first');
  await upgradeToPro(page.request);
  // A device that has never seen this user's plan.
  await page.evaluate(() => localStorage.clear());
  const layoutShift = await recordLayoutShift(page);
  const release = await holdResponses(page, '**/api/subscription');
  const summaryAnswered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/summary',
  );
  await page.reload();
  await summaryAnswered;
  // The plan is not known yet: no layout is guessed (the header and navigation are there).
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toHaveCount(0);
  release();
  await dashboard.ready();
  await expect(page.getByRole('button', { name: 'Snap a receipt' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await layoutShift()).toBeLessThan(0.01);
});

test('a new user sees zero figures, the disclaimer, the usage meter and the next four tax deadlines', async ({
  page,
}) => {
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('empty');
  await expect(page.getByText('Welcome back, Test Driver!')).toBeVisible();

  await expect(dashboard.period('Month')).toHaveAttribute('aria-pressed', 'true');
  await expect(dashboard.cardValue('Total Income')).toHaveText('$0.00');
  await expect(dashboard.card('Total Income')).toContainText('No data for the previous period');
  await expect(dashboard.cardValue('Total Expenses')).toHaveText('$0.00');
  await expect(dashboard.cardValue('Net Income')).toHaveText('$0.00');
  await expect(dashboard.card('Net Income')).toContainText('Profit margin: 0%');
  const [nextDue, ...laterDues] = upcomingTaxDueDates(today);
  await expect(dashboard.cardValue('Tax Due')).toHaveText(`Due by ${usDate(nextDue!.date)}: $0.00`);
  await expect(dashboard.card('Tax Due')).toContainText(`Next due: ${usDate(nextDue!.date)} (`);

  await expect(dashboard.recent()).toContainText('No transactions yet. Add your first one above.');
  await expect(dashboard.topExpenses()).toContainText('No expenses in this period.');
  await expect(dashboard.usageMeter()).toContainText('0 of 10 budget items used');
  await expect(dashboard.usageMeter()).toHaveAttribute('data-level', 'ok');

  const deadlines = page.getByRole('region', { name: 'Upcoming Deadlines' }).getByRole('listitem');
  await expect(deadlines).toHaveCount(4);
  for (const [index, due] of [nextDue!, ...laterDues].entries()) {
    await expect(deadlines.nth(index)).toContainText(`Q${due.quarter} ${due.taxYear} estimated tax`);
    await expect(deadlines.nth(index)).toContainText(usDate(due.date));
  }
  await expect(deadlines.first()).toContainText(/in \d+ days?|due today/);

  // The tax disclaimer stays dismissed in this browser.
  const disclaimer = page.getByRole('note', { name: 'Disclaimer' });
  await expect(disclaimer).toContainText(
    'Tax figures are estimates for planning only and are not financial or tax advice.',
  );
  await disclaimer.getByRole('button', { name: 'Dismiss disclaimer' }).click();
  await expect(disclaimer).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('disclaimer_dismissed_tax'))).toBe('true');
  await dashboard.open();
  await expect(page.getByRole('note', { name: 'Disclaimer' })).toHaveCount(0);
});

test('a quick entry is added to Recent Transactions and the cards', async ({ page }) => {
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('quick');

  await dashboard.quickAdd({ type: 'Expense', amount: '12.50', category: 'Gas' });
  await dashboard.expectToast('Expense added');
  const row = dashboard.rows().filter({ hasText: 'Gas' });
  await expect(row).toContainText(usDate(today));
  // Quick Entry's own description, the date in the default format (MM/DD/YYYY).
  await expect(row).toContainText(`Quick entry: Gas - ${usDate(today)}`);
  await expect(row).toContainText('\u2212$12.50');
  await expect(dashboard.cardValue('Total Expenses')).toHaveText('$12.50');
  await expect(dashboard.quickEntry().getByLabel('Amount')).toHaveValue('');

  await dashboard.quickAdd({ type: 'Income', amount: '40', category: 'Tips' });
  await dashboard.expectToast('Income added');
  await expect(dashboard.rows().filter({ hasText: 'Tips' })).toContainText('+$40.00');
  await expect(dashboard.cardValue('Total Income')).toHaveText('$40.00');
  await expect(dashboard.cardValue('Net Income')).toHaveText('$27.50');
  // 27.50 / 40 = 68.75 %, rounded to a whole percent.
  await expect(dashboard.card('Net Income')).toContainText('Profit margin: 69%');
  await expect(dashboard.topExpenses()).toContainText('Gas');
  await expect(dashboard.usageMeter()).toContainText('2 of 10 budget items used');
});

test('quick entry asks for an amount above zero and a category', async ({ page }) => {
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('quickcheck');
  const form = dashboard.quickEntry();

  await form.getByRole('button', { name: 'Add Expense' }).click();
  await expect(form.getByText('Please enter a valid amount')).toBeVisible();
  await expect(form.getByText('Please select or enter a category')).toBeVisible();
  await expect(form.getByLabel('Amount')).toBeFocused();

  await form.getByLabel('Amount').fill('0');
  await form.getByLabel('Category', { exact: true }).selectOption('Parking');
  await form.getByRole('button', { name: 'Add Expense' }).click();
  await expect(form.getByText('Please enter a valid amount')).toBeVisible();
  await expect(form.getByText('Please select or enter a category')).toHaveCount(0);

  await form.getByLabel('Amount').fill('');
  await form.getByRole('button', { name: 'Add Expense' }).click();
  await expect(form.getByText('Please enter a valid amount')).toBeVisible();
  await expect(dashboard.recent()).toContainText('No transactions yet. Add your first one above.');
});

test('a custom category must be typed, then it is saved under that name', async ({ page }) => {
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('custom');
  const form = dashboard.quickEntry();

  await expect(form.getByLabel('Category', { exact: true }).getByRole('option')).toContainText([
    'Gas',
    'Custom Category',
  ]);
  await form.getByLabel('Amount').fill('25');
  await form.getByLabel('Category', { exact: true }).selectOption('Custom Category');
  await form.getByRole('button', { name: 'Add Expense' }).click();
  await expect(form.getByText('Please enter a custom category')).toBeVisible();

  await form.getByLabel('Custom category').fill('Coworking');
  await form.getByRole('button', { name: 'Add Expense' }).click();
  await dashboard.expectToast('Expense added');
  await expect(dashboard.rows().filter({ hasText: 'Coworking' })).toContainText(
    `Quick entry: Coworking - ${usDate(today)}`,
  );

  // Income offers its own quick categories and 'Custom'.
  await form.getByRole('group', { name: 'Type' }).getByRole('button', { name: 'Income' }).click();
  await expect(form.getByLabel('Category', { exact: true }).getByRole('option')).toHaveText([
    'Select a category',
    'Gig Pay',
    'Tips',
    'Bonus',
    'Other Income',
    'Custom',
  ]);
});

test('Add New opens the full form in a dialog; it checks the amount and saves trimmed tags', async ({
  page,
}) => {
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('fullform');

  let dialog = await dashboard.openAddNew();
  await expect(dialog.getByLabel('Date')).toHaveValue(today);
  await expect(dialog.getByRole('button', { name: 'Income' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add New' })).toBeFocused();

  dialog = await dashboard.openAddNew();
  await dialog.getByRole('button', { name: 'Add Transaction' }).click();
  await expect(dialog.getByText('Amount must be a valid number')).toBeVisible();
  await expect(dialog.getByText('Category is required')).toBeVisible();

  await dashboard.fillItemForm(dialog, {
    type: 'Income',
    category: 'Freelance',
    amount: '250',
    date: daysAgo(3),
    description: 'Logo for a bakery',
    tags: 'a, ,b',
  });
  await dialog.getByRole('button', { name: 'Add Transaction' }).click();
  await expect(dialog).toBeHidden();
  await dashboard.expectToast('Income added');
  const row = dashboard.rows().filter({ hasText: 'Freelance' });
  await expect(row).toContainText(usDate(daysAgo(3)));
  await expect(row).toContainText('Logo for a bakery');
  await expect(row).toContainText('+$250.00');
  await expect(row.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['a', 'b']);
  await expect(dashboard.cardValue('Total Income')).toHaveText('$250.00');
});

test('an item is edited in the dialog, prefilled with what was saved', async ({ page }) => {
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('edit');
  await seedItems(page.request, [gas]);
  await dashboard.open();

  await dashboard.recent().getByRole('button', { name: 'Edit Gas expense of $12.50' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Transaction' });
  await expect(dialog.getByLabel('Category')).toHaveValue('Gas');
  await expect(dialog.getByLabel('Amount')).toHaveValue('12.50');
  await expect(dialog.getByLabel('Date')).toHaveValue(gas.date);
  await expect(dialog.getByLabel('Description (optional)')).toHaveValue('Fill-up');

  await dashboard.fillItemForm(dialog, { amount: '15.75', description: 'Fill-up and a car wash' });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await dashboard.expectToast('Item updated');
  await expect(dashboard.rows()).toHaveCount(1);
  await expect(dashboard.rows().first()).toContainText('Fill-up and a car wash');
  await expect(dashboard.rows().first()).toContainText('\u2212$15.75');
  await expect(dashboard.cardValue('Total Expenses')).toHaveText('$15.75');
});

test('delete asks first: dismissing keeps the item, accepting removes it', async ({ page }) => {
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('delete');
  await seedItems(page.request, [gas, { ...gas, category: 'Tolls', amount: 4, description: 'Bridge' }]);
  await dashboard.open();
  const deleteGas = dashboard.recent().getByRole('button', { name: 'Delete Gas expense of $12.50' });

  const question = page.getByRole('dialog', { name: 'Delete this item?' });
  await deleteGas.click();
  await expect(question).toContainText('Are you sure you want to delete this item?');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(dashboard.rows()).toHaveCount(2);

  await deleteGas.click();
  await expect(question).toContainText('Are you sure you want to delete this item?');
  await question.getByRole('button', { name: 'Delete item' }).click();
  await dashboard.expectToast('Item deleted');
  await expect(question).toBeHidden();
  await expect(dashboard.rows()).toHaveCount(1);
  await expect(dashboard.rows().first()).toContainText('Tolls');
  await expect(dashboard.cardValue('Total Expenses')).toHaveText('$4.00');
  await expect(dashboard.usageMeter()).toContainText('1 of 10 budget items used');
});

test('Recent Transactions filters by type and sorts by date or amount', async ({ page }) => {
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('filter');
  await seedItems(page.request, [
    { type: 'income', category: 'Tips', amount: 100, date: daysAgo(4) },
    { type: 'expense', category: 'Gas', amount: 30, date: daysAgo(1) },
    { type: 'expense', category: 'Supplies', amount: 75, date: daysAgo(3) },
    { type: 'income', category: 'Bonus', amount: 20, date: daysAgo(2) },
  ]);
  await dashboard.open();
  await expect(dashboard.recent().getByRole('columnheader')).toHaveText([
    'Date',
    'Category',
    'Amount',
    'Actions',
  ]);
  // Newest first by default.
  await expect(dashboard.amounts()).toHaveText(['\u2212$30.00', '+$20.00', '\u2212$75.00', '+$100.00']);

  const show = dashboard.recent().getByRole('group', { name: 'Show' });
  await show.getByRole('button', { name: 'Income' }).click();
  await expect(show.getByRole('button', { name: 'Income' })).toHaveAttribute('aria-pressed', 'true');
  await expect(dashboard.amounts()).toHaveText(['+$20.00', '+$100.00']);
  await show.getByRole('button', { name: 'Expenses' }).click();
  await expect(dashboard.amounts()).toHaveText(['\u2212$30.00', '\u2212$75.00']);
  await show.getByRole('button', { name: 'All' }).click();

  const sort = dashboard.recent().getByLabel('Sort by');
  await sort.selectOption('Amount (highest first)');
  await expect(dashboard.amounts()).toHaveText(['+$100.00', '\u2212$75.00', '\u2212$30.00', '+$20.00']);
  await sort.selectOption('Amount (lowest first)');
  await expect(dashboard.amounts()).toHaveText(['+$20.00', '\u2212$30.00', '\u2212$75.00', '+$100.00']);
  await sort.selectOption('Date (oldest first)');
  await expect(dashboard.amounts()).toHaveText(['+$100.00', '\u2212$75.00', '+$20.00', '\u2212$30.00']);
});

test('the period buttons filter the cards and Top Expenses, and say which dates they cover', async ({
  page,
}) => {
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('periods');
  await seedItems(page.request, [
    { type: 'income', category: 'Gig Pay', amount: 100, date: '2026-11-28' },
    { type: 'income', category: 'Tips', amount: 10, date: '2026-11-18' },
    { type: 'income', category: 'Bonus', amount: 200, date: '2026-10-19' },
    { type: 'expense', category: 'Insurance', amount: 50, date: '2026-10-19' },
  ]);
  // Saturday, November 28, 2026 on the page's clock.
  await page.clock.setFixedTime(new Date(2026, 10, 28, 12));
  await dashboard.open();

  // Month (the default) is the calendar month to date, November 1-28: 100 + 10. It is compared with the same days of
  // October, which hold the 200 of October 19: (110 - 200) / 200 = -45 %.
  await expect(page.getByText('This month: 11/01/2026 \u2013 11/28/2026')).toBeVisible();
  await expect(dashboard.cardValue('Total Income')).toHaveText('$110.00');
  await expect(dashboard.card('Total Income')).toContainText('-45.0% from last period');
  await expect(dashboard.cardValue('Total Expenses')).toHaveText('$0.00');
  await expect(dashboard.topExpenses()).toContainText('No expenses in this period.');

  await dashboard.period('Week').click();
  await expect(dashboard.period('Week')).toHaveAttribute('aria-pressed', 'true');
  await expect(dashboard.period('Month')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('Last 7 days: 11/22/2026 \u2013 11/28/2026')).toBeVisible();
  await expect(dashboard.cardValue('Total Income')).toHaveText('$100.00');
  // The 7 days before, November 15-21, hold the 10 of November 18: (100 - 10) / 10.
  await expect(dashboard.card('Total Income')).toContainText('+900.0% from last period');

  await dashboard.period('Quarter').click();
  await expect(dashboard.cardValue('Total Income')).toHaveText('$310.00');
  await expect(dashboard.cardValue('Total Expenses')).toHaveText('$50.00');
  await expect(dashboard.cardValue('Net Income')).toHaveText('$260.00');
  await expect(dashboard.topExpenses()).toContainText('Insurance');

  await dashboard.period('All Time').click();
  await expect(page.getByText('All time: everything recorded')).toBeVisible();
  await expect(dashboard.cardValue('Total Income')).toHaveText('$310.00');
  await expect(dashboard.cardValue('Total Expenses')).toHaveText('$50.00');
  // Recent Transactions are not limited to the period.
  await expect(dashboard.rows()).toHaveCount(4);
});

test('Date (newest first) puts an entry made later on the same day above the earlier ones', async ({
  page,
}) => {
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('same-day');
  // Four shifts of yesterday entered one after the other, and one of today entered before them.
  await seedItems(page.request, [
    { type: 'income', category: 'Tips', amount: 1, date: today, description: 'Today' },
    { type: 'income', category: 'Tips', amount: 2, date: daysAgo(1), description: 'First shift' },
    { type: 'income', category: 'Tips', amount: 3, date: daysAgo(1), description: 'Second shift' },
    { type: 'income', category: 'Tips', amount: 4, date: daysAgo(1), description: 'Third shift' },
    { type: 'expense', category: 'Gas', amount: 5, date: daysAgo(1), description: 'Fourth entry' },
  ]);
  await dashboard.open();
  await expect(dashboard.recent().getByLabel('Sort by')).toHaveValue('date:desc');
  const descriptions = dashboard.recent().locator('tbody tr td:nth-child(2)');
  await expect(descriptions).toContainText([
    'Today',
    'Fourth entry',
    'Third shift',
    'Second shift',
    'First shift',
  ]);

  // Oldest first is the same order the other way round.
  await dashboard.recent().getByLabel('Sort by').selectOption('Date (oldest first)');
  await expect(descriptions).toContainText([
    'First shift',
    'Second shift',
    'Third shift',
    'Fourth entry',
    'Today',
  ]);
});

test('the period choice is kept after a reload; a stored value that is not a period means Month', async ({
  page,
}) => {
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('period-kept');
  await seedItems(page.request, [
    { type: 'income', category: 'Gig Pay', amount: 100, date: today },
    { type: 'income', category: 'Bonus', amount: 200, date: daysAgo(40) },
  ]);
  await dashboard.open();
  await expect(dashboard.period('Month')).toHaveAttribute('aria-pressed', 'true');

  await dashboard.period('Quarter').click();
  await expect(dashboard.cardValue('Total Income')).toHaveText('$300.00');
  await page.reload();
  await dashboard.ready();
  await expect(dashboard.period('Quarter')).toHaveAttribute('aria-pressed', 'true');
  await expect(dashboard.period('Month')).toHaveAttribute('aria-pressed', 'false');
  await expect(dashboard.cardValue('Total Income')).toHaveText('$300.00');

  // Kept on a later visit too (another page first, then the dashboard again).
  await page.goto('/transactions');
  await dashboard.open();
  await expect(dashboard.period('Quarter')).toHaveAttribute('aria-pressed', 'true');

  await page.evaluate(() => localStorage.setItem('dashboard_period', 'decade'));
  await page.reload();
  await dashboard.ready();
  await expect(dashboard.period('Month')).toHaveAttribute('aria-pressed', 'true');
  await expect(dashboard.cardValue('Total Income')).toHaveText('$100.00');
});

test('the chosen date format writes Quick Entry descriptions and the date filters ask for it', async ({
  page,
}) => {
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('date-format');
  const settings = new SettingsPage(page);
  await settings.open();
  await settings.dateFormat().selectOption('DD/MM/YYYY');
  await settings.savePreferences();
  await expect(
    settings.preferences().getByRole('status').filter({ hasText: preferencesMessages.saved }),
  ).toBeVisible();

  await dashboard.open();
  await dashboard.quickAdd({ type: 'Expense', amount: '12.50', category: 'Gas' });
  await dashboard.expectToast('Expense added');
  const dayFirst = `${today.slice(8, 10)}/${today.slice(5, 7)}/${today.slice(0, 4)}`;
  await expect(dashboard.rows().filter({ hasText: 'Gas' })).toContainText(`Quick entry: Gas - ${dayFirst}`);

  const transactions = new TransactionsPage(page);
  await transactions.open();
  const from = transactions.filters().getByLabel('From');
  const to = transactions.filters().getByLabel('To');
  await expect(from).toHaveAttribute('placeholder', 'DD/MM/YYYY');
  await expect(to).toHaveAttribute('placeholder', 'DD/MM/YYYY');
  await from.fill(dayFirst);
  await expect(page).toHaveURL(new RegExp(`[?&]from=${today}`));
  await expect(transactions.count()).toHaveText('Showing 1 of 1 transaction');
  // A month-first date is not this user's: 12/31 has no 31st month.
  await to.fill('12/31/2099');
  await from.focus();
  await expect(transactions.filters().getByText('Enter the date as DD/MM/YYYY')).toBeVisible();
  // After a reload the box writes the date of the address the user's way.
  await page.reload();
  await expect(from).toHaveValue(dayFirst);
});

test('the usage meter turns yellow at 8 items and red at 10', async ({ page }) => {
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('meter');
  await seedItems(page.request, items(7));
  await dashboard.open();
  const meter = dashboard.usageMeter();
  await expect(meter).toContainText('7 of 10 budget items used');
  await expect(meter).toHaveAttribute('data-level', 'ok');
  const bar = meter.getByRole('progressbar', { name: 'Budget items used' });
  await expect(bar).toHaveAttribute('aria-valuenow', '7');
  await expect(bar).toHaveAttribute('aria-valuemax', '10');

  await dashboard.quickAdd({ type: 'Expense', amount: '3', category: 'Tolls' });
  await dashboard.expectToast('Expense added');
  await expect(meter).toContainText('8 of 10 budget items used');
  await expect(meter).toHaveAttribute('data-level', 'warning');

  await seedItems(page.request, items(2));
  await dashboard.open();
  await expect(meter).toContainText('10 of 10 budget items used');
  await expect(meter).toHaveAttribute('data-level', 'full');
  await expect(bar).toHaveAttribute('aria-valuenow', '10');
});

test('at 10 items both add forms are disabled and say why, so the 11th cannot be sent', async ({ page }) => {
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('limit');
  await seedItems(page.request, items(10));
  await dashboard.open();

  const form = dashboard.quickEntry();
  await expect(form.getByText('Free tier limit reached')).toBeVisible();
  await expect(
    form.getByText("You've reached your free tier limit. Upgrade to Pro for unlimited budget items."),
  ).toBeVisible();
  await expect(form.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/subscription');
  await expect(form.getByLabel('Amount')).toBeDisabled();
  await expect(form.getByLabel('Category', { exact: true })).toBeDisabled();
  await expect(form.getByRole('button', { name: 'Add Expense' })).toBeDisabled();

  const dialog = await dashboard.openAddNew();
  await expect(dialog.getByText('Free tier limit reached')).toBeVisible();
  await expect(
    dialog.getByText("You've reached your free tier limit. Upgrade to Pro for unlimited budget items."),
  ).toBeVisible();
  await expect(dialog.getByLabel('Amount')).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Add Transaction' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Ten is not more than the ten shown, so there is no 'View all' link.
  await expect(dashboard.rows()).toHaveCount(10);
  await expect(dashboard.recent().getByRole('link', { name: /View all/ })).toHaveCount(0);

  // Deleting one frees a place and the forms come back.
  await dashboard
    .rows()
    .first()
    .getByRole('button', { name: /^Delete/ })
    .click();
  await page
    .getByRole('dialog', { name: 'Delete this item?' })
    .getByRole('button', { name: 'Delete item' })
    .click();
  await dashboard.expectToast('Item deleted');
  await expect(form.getByText('Free tier limit reached')).toHaveCount(0);
  await expect(form.getByLabel('Amount')).toBeEnabled();
});

test('a failed summary shows the server message and Retry loads it', async ({ page }) => {
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('retry');
  await page.route('**/api/summary?*', (route) =>
    route.fulfill({
      status: 503,
      json: {
        error: {
          code: 'unavailable',
          message: 'The service is currently unavailable. Please try again later.',
        },
      },
    }),
  );
  await page.reload();
  const failure = page.getByRole('alert').filter({ hasText: 'The service is currently unavailable' });
  await expect(failure).toBeVisible();
  await page.unroute('**/api/summary?*');
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(dashboard.cardValue('Total Income')).toHaveText('$0.00');
});

test('on a phone the dashboard fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('phone');
  await seedItems(page.request, [
    { ...gas, description: 'A long description of a fill-up on the way to the airport pick-up' },
    { type: 'income', category: 'Rideshare', amount: 1234.56, date: today },
  ]);
  await dashboard.open();
  await expect(dashboard.rows()).toHaveCount(2);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // The actions of a row are on screen, not scrolled away to the right.
  const edit = await dashboard
    .recent()
    .getByRole('button', { name: 'Edit Gas expense of $12.50' })
    .boundingBox();
  expect(edit!.x + edit!.width).toBeLessThanOrEqual(390);
});

test('every type style of the dashboard is looked up before the app draws it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('type-styles');
  await seedItems(page.request, [
    gas,
    { type: 'income', category: 'Rideshare', amount: 1234.56, date: today },
  ]);
  await dashboard.open();
  await expect(dashboard.rows()).toHaveCount(2);
  const { drawn, lookedUp } = await page.evaluate(() => {
    const style = (element: Element) => {
      const { fontSize, fontWeight, fontStyle, fontFamily } = getComputedStyle(element);
      return `${fontStyle} ${fontWeight} ${fontSize} ${fontFamily}`;
    };
    const warmUp = document.querySelector('[data-type-styles]');
    const root = document.getElementById('root')!;
    const texts = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const drawn = new Set<string>();
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      if (node.textContent?.trim() && node.parentElement) drawn.add(style(node.parentElement));
    }
    return { drawn: [...drawn].sort(), lookedUp: [...(warmUp?.children ?? [])].map(style) };
  });
  expect(drawn.length).toBeGreaterThan(5);
  expect(drawn.filter((style) => !lookedUp.includes(style))).toEqual([]);
});

test('axe-core finds no violations on the dashboard with data and with the dialog open', async ({ page }) => {
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('axe');
  await seedItems(page.request, [
    gas,
    { type: 'income', category: 'Freelance', amount: 300, date: today, tags: ['client'] },
  ]);
  await dashboard.open();
  await expect(dashboard.rows()).toHaveCount(2);
  await expectNoAxeViolations(page);

  const dialog = await dashboard.openAddNew();
  await dialog.getByRole('button', { name: 'Add Transaction' }).click();
  await expect(dialog.getByText('Amount must be a valid number')).toBeVisible();
  await expectNoAxeViolations(page);
});

// A Californian's dashboard on a phone, on March 1, 2025 (the page's clock). The figures are
// server/routes/tax-state.api.test.ts's (core/tax/states/california.test.ts checks them by hand): 2025, single, income
// $70,000, expenses $15,000: federal tax 10,927.73 in installments of 2,731.93; California's 1,106.00, 30 % (331.80)
// due April 15, 40 % June 16, 0 % September 15, 30 % January 15, 2026.
test("a Californian's dashboard names the federal and the state amount due and the state's deadlines", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('california');
  await upgradeToPro(page.request);
  await seedItems(page.request, [
    { type: 'income', category: 'Rideshare', amount: 70_000, date: '2025-05-01' },
    { type: 'expense', category: 'Gas', amount: 15_000, date: '2025-05-02' },
  ]);
  const saved = await page.request.put('/api/tax/profile', {
    data: { year: 2025, filingStatus: 'single', state: 'CA' },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.clock.setFixedTime(new Date(2025, 2, 1, 12));
  await dashboard.open();

  // One headline: the federal $2,731.93 and California's $331.80 together, $3,063.73, each part by its own date.
  const taxDue = dashboard.card('Tax Due');
  await expect(dashboard.cardValue('Tax Due')).toHaveText('Due by 04/15/2025: $3,063.73');
  await expect(taxDue).toContainText('Federal $2,731.93 by 04/15/2025');
  await expect(taxDue).toContainText('California $331.80 by 04/15/2025');
  await expect(page.getByRole('region', { name: 'Upcoming Deadlines' })).toContainText(
    'Due by 04/15/2025: $3,063.73',
  );
  const deadlines = page.getByRole('region', { name: 'Upcoming Deadlines' }).getByRole('listitem');
  await expect(deadlines).toHaveCount(4);
  await expect(deadlines.nth(0)).toContainText('Q1 2025 federal and California estimated tax');
  await expect(deadlines.nth(0)).toContainText('04/15/2025 · in 45 days');
  await expect(deadlines.nth(1)).toContainText('Q2 2025 federal and California estimated tax');
  await expect(deadlines.nth(1)).toContainText('06/16/2025');
  // California asks for 0 % in September.
  await expect(deadlines.nth(2)).toContainText('Q3 2025 federal estimated tax');
  await expect(deadlines.nth(2)).toContainText('09/15/2025');
  await expect(deadlines.nth(3)).toContainText('Q4 2025 federal and California estimated tax');
  await expect(deadlines.nth(3)).toContainText('01/15/2026');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
});
