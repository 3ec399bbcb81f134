import { expect, test, type Page } from '@playwright/test';
import { addDays, localDate } from '../core/dates';
import { DashboardPage } from './pages/dashboard-page';
import { LoginPage } from './pages/login-page';
import { TransactionsPage } from './pages/transactions-page';
import { shoot } from './screenshots';
import { createAccount, expectNoAxeViolations, PASSWORD, uniqueEmail } from './support';

// On a phone, logging a shift is one tap from any signed-in page.

test.use({ viewport: { width: 390, height: 844 } });

const addButton = (page: Page) => page.getByRole('button', { name: 'Add income or expense' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Quick Entry' });

async function signIn(page: Page) {
  const email = uniqueEmail('quick-add');
  await createAccount(page.request, email);
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(email, PASSWORD);
  await expect(page).toHaveURL('/dashboard');
}

/** Taps Add, fills Quick Entry with `amount` (the first category of `type`) and saves it. */
async function addFromButton(page: Page, type: 'Income' | 'Expense', amount: string) {
  await addButton(page).click();
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByRole('group', { name: 'Type' }).getByRole('button', { name: type }).click();
  await dialog(page).getByLabel('Amount').fill(amount);
  await dialog(page).getByLabel('Category', { exact: true }).selectOption({ index: 1 });
  await dialog(page)
    .getByRole('button', { name: `Add ${type}` })
    .click();
  // The dialog closes and the toast says what was saved.
  await expect(dialog(page)).toBeHidden();
  const toast = page.getByRole('alert').filter({ hasText: `${type} added` });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'close' }).click();
  await expect(toast).toBeHidden();
}

test('Add on /transactions, /reports, /mileage and /settings saves an entry each, dated today', async ({
  page,
}) => {
  await signIn(page);
  const pages = [
    { path: '/transactions', heading: 'Transactions', type: 'Income', amount: '84.25' },
    { path: '/reports', heading: 'Reports & Analytics', type: 'Expense', amount: '12.40' },
    { path: '/mileage', heading: 'Mileage', type: 'Expense', amount: '9.99' },
    { path: '/settings', heading: 'Settings', type: 'Income', amount: '150.00' },
  ] as const;
  for (const { path, heading, type, amount } of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await addFromButton(page, type, amount);
    // Still on the same page: the button adds without leaving it.
    await expect(page).toHaveURL(path);
  }

  const transactions = new TransactionsPage(page);
  await transactions.open();
  await expect(transactions.count()).toHaveText('Showing 4 of 4 transactions');
  // All dated today; their order among themselves is the list's business.
  expect((await transactions.amounts().allTextContents()).sort()).toEqual(
    ['+$150.00', '+$84.25', '\u2212$12.40', '\u2212$9.99'].sort(),
  );
});

test("Quick Entry is dated today, takes yesterday for last night's shift, and refuses a date as the full form does", async ({
  page,
}) => {
  await signIn(page);
  // The browser runs on this machine, so the person's local "today" is the test's.
  const today = localDate();
  const yesterday = addDays(today, -1);
  const usDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
  const dateRequired = 'Date is required';
  const dateOutOfRange = 'Date must be between 2000-01-01 and 2099-12-31';

  // The full item form's messages first, for the same two dates.
  const fullForm = await new DashboardPage(page).openAddNew();
  await fullForm.getByLabel('Date').fill('');
  await fullForm.getByRole('button', { name: 'Add Transaction' }).click();
  await expect(fullForm.getByText(dateRequired, { exact: true })).toBeVisible();
  await fullForm.getByLabel('Date').fill('1999-12-31');
  await expect(fullForm.getByText(dateOutOfRange, { exact: true })).toBeVisible();
  await fullForm.getByRole('button', { name: 'Cancel' }).click();
  await expect(fullForm).toBeHidden();

  await page.goto('/transactions');
  await addButton(page).click();
  const quick = dialog(page);
  await expect(quick).toBeVisible();
  const date = quick.getByLabel('Date', { exact: true });
  await expect(date).toHaveValue(today);
  await expect(date).toBeInViewport();
  await quick.getByRole('group', { name: 'Type' }).getByRole('button', { name: 'Income' }).click();
  await quick.getByLabel('Amount').fill('63.10');
  await quick.getByLabel('Category', { exact: true }).selectOption('Gig Pay');

  // A cleared date is refused with the full form's message, and the date takes the focus.
  await date.fill('');
  await quick.getByRole('button', { name: 'Add Income' }).click();
  await expect(quick.getByText(dateRequired, { exact: true })).toBeVisible();
  await expect(date).toBeFocused();
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  // After a refused save the date is checked as it changes: one before the items' range, as the full form says.
  await date.fill('1999-12-31');
  await expect(quick.getByText(dateOutOfRange, { exact: true })).toBeVisible();
  await expect(quick.getByText(dateRequired, { exact: true })).toBeHidden();
  await shoot(page, 'quick-entry-date-refused', { dialog: true });

  await date.fill(yesterday);
  await expect(quick.getByText(dateOutOfRange, { exact: true })).toBeHidden();
  await expectNoAxeViolations(page, 'Quick Entry with a date changed');
  await shoot(page, 'quick-entry-yesterday', { dialog: true });
  await quick.getByRole('button', { name: 'Add Income' }).click();
  await expect(quick).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Income added' })).toBeVisible();

  const transactions = new TransactionsPage(page);
  await transactions.open();
  await expect(transactions.count()).toHaveText('Showing 1 of 1 transaction');
  const row = transactions.rows().filter({ hasText: '+$63.10' });
  // On a phone the date stands over the category; the description names the day the shift was.
  await expect(row.getByText(usDate(yesterday), { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(row).toContainText(`Quick entry: Gig Pay - ${usDate(yesterday)}`);
  await expect(row).not.toContainText(usDate(today));
  await shoot(page, 'quick-entry-yesterday-in-transactions');

  // The next entry starts on today again.
  await addButton(page).click();
  await expect(dialog(page).getByLabel('Date', { exact: true })).toHaveValue(today);
});

test('the Quick Entry dialog is labelled, axe-clean, closes with Escape and gives focus back', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/transactions');
  await expect(addButton(page)).toBeInViewport();
  await expect(addButton(page)).toHaveText('Add');
  await addButton(page).click();
  await expect(dialog(page)).toBeVisible();
  // Focus is in the form, on its first control (Type).
  await expect(
    dialog(page).getByRole('group', { name: 'Type' }).getByRole('button', { name: 'Income' }),
  ).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(addButton(page)).toBeFocused();
});

test('with the keyboard up (390x500) every field and the Add button are reachable inside the dialog', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/mileage');
  await page.setViewportSize({ width: 390, height: 500 });
  await addButton(page).click();
  await expect(dialog(page)).toBeVisible();
  // The dialog itself fits the screen and scrolls inside.
  const box = (await dialog(page).boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(500);
  await dialog(page).getByRole('group', { name: 'Type' }).getByRole('button', { name: 'Expense' }).click();
  await dialog(page).getByLabel('Amount').fill('7.50');
  await dialog(page).getByLabel('Category', { exact: true }).selectOption({ index: 1 });
  const save = dialog(page).getByRole('button', { name: 'Add Expense' });
  await save.scrollIntoViewIfNeeded();
  await expect(save).toBeInViewport({ ratio: 1 });
  await save.click();
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Expense added' })).toBeVisible();
});

test('on a laptop there is no Add button: Quick Entry stays on the dashboard', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page);
  await expect(page.getByRole('region', { name: 'Quick Entry' })).toBeVisible();
  await expect(addButton(page)).toBeHidden();
});
