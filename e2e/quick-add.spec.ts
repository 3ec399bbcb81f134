import { expect, test, type Page } from '@playwright/test';
import { LoginPage } from './pages/login-page';
import { TransactionsPage } from './pages/transactions-page';
import { createAccount, expectNoAxeViolations, PASSWORD, uniqueEmail } from './support';

// Issue 17, point 4: on a phone, logging a shift is one tap from any signed-in page.

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
