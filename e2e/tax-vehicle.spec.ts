import { expect, test, type Page } from '@playwright/test';
import { localDate } from '../core/dates';
import { DashboardPage } from './pages/dashboard-page';
import { TaxPage } from './pages/tax-page';
import { expectNoAxeViolations, seedItems, upgradeToPro } from './support';

// Issue 16 points 12 and 13: tax screens in dollars whatever the display currency; one car method per tax year.
const today = localDate();
const year = Number(today.slice(0, 4));

async function inEuros(page: Page) {
  const saved = await page.request.put('/api/preferences', {
    data: {
      emailNotifications: true,
      taxReminders: true,
      weeklyReports: false,
      currency: 'EUR',
      dateFormat: 'DD/MM/YYYY',
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

test('Tax Estimates writes dollars for a user who writes amounts in euros, and says why', async ({
  page,
}) => {
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('euro-tax');
  await upgradeToPro(page.request);
  await inEuros(page);
  await seedItems(page.request, [{ type: 'income', category: 'Freelance', amount: 2_500, date: today }]);

  await page.goto('/reports/taxes');
  await expect(page.getByText('Tax figures are in US dollars: US tax is figured in dollars.')).toBeVisible();
  // $2,500.00 of gross income, in dollars though the user chose euros.
  await expect(page.getByText('Of gross income of $2,500.00')).toBeVisible();
  const breakdown = page.getByRole('region', { name: 'How Your Tax Is Calculated' });
  await expect(breakdown.getByRole('row', { name: /^Gross income/ })).toContainText('$2,500.00');
  await expect(page.locator('main')).not.toContainText('€');
  const installment = await new TaxPage(page).cardValue('Quarterly Payment').innerText();
  expect(installment).toMatch(/^\$\d[\d,]*\.\d{2}$/);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/tax-euro-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/tax-euro-phone.png', fullPage: true });
  await expectNoAxeViolations(page);

  // The dashboard's Tax Due card names the same installment, in the same dollars, beside figures in euros.
  await dashboard.open();
  await expect(dashboard.cardValue('Total Income')).toHaveText('€2,500.00');
  await expect(dashboard.card('Tax Due')).toContainText(`federal quarterly installment is ${installment},`);
});

test('a driver switches the year from the standard rate to actual car costs on the Mileage page', async ({
  page,
}) => {
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('car-method');
  await seedItems(page.request, [{ type: 'expense', category: 'Gas', amount: 60.4, date: today }]);
  const trip = await page.request.post('/api/trips', {
    data: { date: today, miles: 100, purpose: 'Deliveries' },
  });
  expect(trip.status()).toBe(201);

  await page.goto('/mileage');
  const panel = page.getByRole('region', { name: `Car costs in ${year}` });
  await expect(panel.getByRole('radio', { name: /^Standard mileage rate/ })).toBeChecked();
  await expect(panel).toContainText('Not chosen yet: the standard rate is used because the year has trips.');
  await expect(panel).toContainText(`Standard mileage rate used for ${year}: Gas $60.40 not deducted.`);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/mileage-method-desktop.png', fullPage: true });

  await panel.getByRole('radio', { name: /^Actual car expenses/ }).click();
  await expect(panel.getByRole('radio', { name: /^Actual car expenses/ })).toBeChecked();
  await expect(page.getByText(`Actual car expenses saved for ${year}.`)).toBeVisible();
  // 100 miles x 72.5 cents (2026) = $72.50 left out.
  await expect(panel).toContainText(
    `Actual car expenses used for ${year}: the mileage log's $72.50 at the standard rate not deducted.`,
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/mileage-method-phone.png', fullPage: true });
  await expectNoAxeViolations(page);

  // The dashboard counts the gas now, and says which method the year uses.
  await dashboard.open();
  await expect(dashboard.cardValue('Total Expenses')).toHaveText('$60.40');
  await expect(page.getByText(`Actual car expenses used for ${year}:`)).toBeVisible();
});
