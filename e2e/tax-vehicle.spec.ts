import { expect, test, type Page } from '@playwright/test';
import { localDate } from '../core/dates';
import { DashboardPage } from './pages/dashboard-page';
import { TaxPage } from './pages/tax-page';
import { vehicleMethodTexts } from '../web/features/mileage/vehicle-method-texts';
import { shoot } from './screenshots';
import { expectNoAxeViolations, seedItems, upgradeToPro } from './support';

// Tax screens in dollars whatever the display currency; one car method per tax year.
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
  // A long journey through the Tax Estimates page (the estimate, what is owed, the car comparison) and two axe scans.
  test.slow();
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

test('a driver who logged a trip keeps actual costs until they choose, then chooses the standard rate', async ({
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
  const panel = page.getByRole('region', { name: vehicleMethodTexts.title(year) });
  // The trip did not switch the year: the gas still counts, and the log is shown as not deducted.
  await expect(panel.getByRole('radio', { name: /^Actual car expenses/ })).toBeChecked();
  await expect(panel).toContainText(
    'Not chosen yet: your car costs count as you recorded them (actual costs) until you choose. Logging trips never changes the method; only your choice does.',
  );
  // 100 miles x 72.5 cents (2026) = $72.50 left out.
  await expect(panel).toContainText(
    `Actual car expenses used for ${year}: the mileage log's $72.50 at the standard rate not deducted.`,
  );
  // No income: no tax under either method.
  await expect(panel).toContainText(`Both methods give the same federal tax for ${year}.`);
  await expectNoAxeViolations(page);

  await panel.getByRole('radio', { name: /^Standard mileage rate/ }).click();
  await expect(panel.getByRole('radio', { name: /^Standard mileage rate/ })).toBeChecked();
  await expect(page.getByText(`Standard mileage rate saved for ${year}.`)).toBeVisible();
  await expect(panel).toContainText(`Standard mileage rate used for ${year}: Gas $60.40 not deducted.`);
  await expect(panel).not.toContainText('Not chosen yet');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);

  // The dashboard counts the mileage now, and says which method the year uses.
  await dashboard.open();
  await expect(dashboard.cardValue('Total Expenses')).toHaveText('$72.50');
  await expect(page.getByText(`Standard mileage rate used for ${year}:`)).toBeVisible();
});

test('three trips leave $7,203 of car costs counted; the person compares both methods and chooses', async ({
  page,
}) => {
  // Two pages, two axe scans and a reload each: past 30 s on a busy 2-core machine.
  test.slow();
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('car-compare');
  await upgradeToPro(page.request);
  await seedItems(page.request, [
    { type: 'income', category: 'Rideshare', amount: 12_000, date: today },
    { type: 'expense', category: 'Gas', amount: 3_000, date: today },
    { type: 'expense', category: 'Insurance', amount: 2_400, date: today },
    { type: 'expense', category: 'Maintenance', amount: 1_803, date: today },
  ]);
  for (const miles of [40, 35, 25]) {
    const trip = await page.request.post('/api/trips', {
      data: { date: today, miles, purpose: 'Deliveries' },
    });
    expect(trip.status()).toBe(201);
  }
  // Schedule C line 43 only (no other miles, so the car costs count whole): the car's first business year is this one.
  const partIV = {
    year,
    placedInService: `${year}-01-15`,
    commutingMiles: null,
    otherMiles: null,
    availableOffDuty: null,
    anotherVehicle: null,
    hasEvidence: null,
    evidenceWritten: null,
  };
  const saved = await page.request.put('/api/tax/vehicle-use', { data: partIV });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/mileage');
  const panel = page.getByRole('region', { name: vehicleMethodTexts.title(year) });
  const actual = panel.getByRole('radio', { name: /^Actual car expenses/ });
  await expect(actual).toBeChecked();
  // Single, no other income; both taxes are self-employment tax alone (income under the standard deduction).
  // Standard: 100 miles x 72.5 cents = $72.50. Profit $11,927.50; x 0.9235 = 1,101,504.625 -> 1,101,505 cents;
  // 12.4 % = 136,586.62 -> 136,587, 2.9 % = 31,943.645 -> 31,944: $1,685.31.
  // Actual: $3,000 + $2,400 + $1,803 = $7,203.00. Profit $4,797.00; x 0.9235 = 443,002.95 -> 443,003 cents;
  // 12.4 % = 54,932.372 -> 54,932, 2.9 % = 12,847.087 -> 12,847: $677.79. $1,685.31 - $677.79 = $1,007.52 saved.
  const cardOf = (name: RegExp) => panel.locator('label').filter({ has: page.getByRole('radio', { name }) });
  const standardCard = cardOf(/^Standard mileage rate/);
  const actualCard = cardOf(/^Actual car expenses/);
  await expect(standardCard).toContainText(/Car deduction\s*\$72\.50/);
  await expect(standardCard).toContainText(/Federal tax\s*\$1,685\.31/);
  await expect(actualCard).toContainText(/Car deduction\s*\$7,203\.00/);
  await expect(actualCard).toContainText(/Federal tax\s*\$677\.79/);
  await expect(actualCard).toContainText(vehicleMethodTexts.recommended);
  await expect(standardCard).not.toContainText(vehicleMethodTexts.recommended);
  await expect(panel).toContainText(
    `Actual car expenses give $1,007.52 less federal tax for ${year} than the standard mileage rate.`,
  );
  await expect(panel).toContainText(
    'IRS rule: to use the standard mileage rate for a car you own, you must choose it in the first year the car is used in your business; in later years you can choose either method. Choosing actual costs in that first year means the car cannot use the standard rate later (Publication 463, chapter 4).',
  );
  await expect(panel).toContainText(
    `Your car was placed in service for business on 01/15/${year}, so ${year} is its first business year.`,
  );
  await expectNoAxeViolations(page, 'the comparison on the Mileage page');
  await shoot(page, 'car-compare-mileage');

  // The person chooses actual costs: saved, and kept when they come back.
  await panel.getByRole('button', { name: `Choose actual car expenses for ${year}` }).click();
  await expect(page.getByText(`Actual car expenses saved for ${year}.`)).toBeVisible();
  await expect(panel).not.toContainText('Not chosen yet');
  await page.reload();
  await expect(actual).toBeChecked();
  await expect(panel).not.toContainText('Not chosen yet');
  await expect(panel).toContainText(`Actual car expenses give $1,007.52 less federal tax for ${year}`);

  // The Tax page shows the same comparison, and its Total Tax is the chosen method's.
  const tax = new TaxPage(page);
  await tax.open();
  await expect(tax.cardValue('Total Tax')).toHaveText('$677.79');
  const taxPanel = page.getByRole('region', { name: vehicleMethodTexts.title(year) });
  await expect(taxPanel.getByRole('radio', { name: /^Actual car expenses/ })).toBeChecked();
  await expect(
    taxPanel.locator('label').filter({ has: page.getByRole('radio', { name: /^Standard/ }) }),
  ).toContainText(/Federal tax\s*\$1,685\.31/);
  await expectNoAxeViolations(page, 'the comparison on the Tax page');
  await shoot(page, 'car-compare-tax');

  // Choosing the standard rate there moves the Tax page's total to its figure.
  await taxPanel.getByRole('radio', { name: /^Standard mileage rate/ }).click();
  await expect(page.getByText(`Standard mileage rate saved for ${year}.`)).toBeVisible();
  await expect(tax.cardValue('Total Tax')).toHaveText('$1,685.31');

  // A car placed in service two years before: the standard rate is open to it only if it was used then.
  const earlier = await page.request.put('/api/tax/vehicle-use', {
    data: { ...partIV, placedInService: `${year - 2}-03-01` },
  });
  expect(earlier.status(), await earlier.text()).toBe(200);
  await page.reload();
  await expect(taxPanel).toContainText(
    `Your car was placed in service for business in ${year - 2}: it can use the standard rate in ${year} only if it used the standard rate in ${year - 2}.`,
  );
});
