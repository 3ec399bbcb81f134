import { expect, test, type Page } from '@playwright/test';
import { localDate } from '../core/dates';
import { DashboardPage } from './pages/dashboard-page';
import { seedItems, upgradeToPro } from './support';

// What a user types is shown as text everywhere, never run as HTML.
const INJECTED_DESCRIPTION = '<img src=x onerror="window.__injected=1">Fuel';
const INJECTED_CATEGORY = '<b onmouseover="window.__injected=2">Gas</b>';

async function injectedScriptRan(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as unknown as { __injected?: unknown }).__injected);
}

test('stored descriptions and categories show as the text typed, on every screen that shows them', async ({
  page,
}) => {
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('stored-text');
  await upgradeToPro(page.request);
  await seedItems(page.request, [
    {
      type: 'expense',
      category: INJECTED_CATEGORY,
      amount: 30,
      date: localDate(),
      description: INJECTED_DESCRIPTION,
    },
  ]);
  const month = localDate().slice(0, 7);
  for (const path of [
    '/dashboard',
    '/transactions',
    '/calendar',
    '/reports/expenses',
    `/calendar?month=${month}`,
  ]) {
    await page.goto(path);
    // Visible text only: /transactions also lists the category among its filter's (closed) options.
    await expect(
      page
        .getByText(/Gas<\/b>|Fuel/)
        .filter({ visible: true })
        .first(),
      path,
    ).toBeVisible();
    // No element was made from the text: no injected <img> or <b>, and no handler ran.
    expect(await page.locator('img[src="x"], b[onmouseover]').count(), path).toBe(0);
    expect(await injectedScriptRan(page), path).toBeUndefined();
  }
  await page.goto('/transactions');
  await expect(page.getByText(INJECTED_DESCRIPTION, { exact: true }).first()).toBeVisible();
});
