import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { localDate } from '../core/dates';
import { scheduleCMessages } from '../core/tax/schedule-c-api';
import { scheduleCTexts, vehicleQuestions } from '../web/features/tax/schedule-c-texts';
import { DashboardPage } from './pages/dashboard-page';
import { shoot } from './screenshots';
import { API_FAILURE_MESSAGE, controlApi, expectNoAxeViolations, seedItems, upgradeToPro } from './support';

// A driver opens Schedule C under Tax Estimates on a phone, reads the year line by line,
// opens a line to see what is behind it, answers Part IV, gives a category of their own a line in Settings and
// downloads the tax packet.

test.use({ viewport: { width: 390, height: 844 } });

const today = localDate();
const year = Number(today.slice(0, 4));
// Schedule C opens on last year until April 15, on this year after: the tests choose the year they seeded.
const day = `${year}-03-10`;

/** The line's disclosure button: 'Line 24b Deductible meals $100.00'. */
const lineButton = (page: Page, line: string) =>
  page.getByRole('button', { name: new RegExp(`^Line ${line} `) });
const totalRow = (page: Page, line: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(`Line ${line}`, { exact: true }) });

async function openScheduleC(page: Page) {
  await page.goto(`/reports/taxes/schedule-c?year=${year}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule C' })).toBeVisible();
  await expect(page.getByText(scheduleCTexts.loading)).toHaveCount(0);
}

test('Schedule C: empty, loading and failed states, then every line with its items, Part IV and the packet', async ({
  page,
}) => {
  // A long journey through the Tax Estimates page (the estimate, what is owed, the car comparison) and two axe scans.
  test.slow();
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('schedule-c');
  await upgradeToPro(page.request);

  // Reached from Tax Estimates by its tab.
  await page.goto('/reports/taxes');
  await page
    .getByRole('navigation', { name: 'Tax screens' })
    .getByRole('link', { name: 'Schedule C' })
    .click();
  await expect(page).toHaveURL(/\/reports\/taxes\/schedule-c/);
  await page
    .getByRole('group', { name: 'Tax year' })
    .getByRole('button', { name: String(year) })
    .click();
  await expect(page.getByText(scheduleCTexts.empty(year))).toBeVisible();
  await expect(page.getByText(scheduleCTexts.emptyAction)).toBeVisible();
  await expectNoAxeViolations(page, 'Schedule C, empty year');
  await shoot(page, 'schedule-c-empty');

  // Loading: the answer is held back until the picture is taken.
  const api = await controlApi(page, '/api/tax/schedule-c');
  api.hold();
  await page.reload();
  await expect(page.getByText(scheduleCTexts.loading)).toBeVisible();
  await shoot(page, 'schedule-c-loading');

  // A failed load says the server's words and offers Retry.
  api.fail();
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: API_FAILURE_MESSAGE })).toBeVisible();
  await shoot(page, 'schedule-c-error');
  api.pass();

  // The year's items: $1,000 of rideshare income, $200 of meals (50 %: $100), $60 of phone, $30 of a category of
  // the person's own (line 27a, Part V), $40 of gas (not deducted under the standard rate) and 100 miles at 72.5¢.
  await seedItems(page.request, [
    { type: 'income', category: 'Rideshare', amount: 1000, date: day, description: 'Uber payout' },
    { type: 'expense', category: 'Meals', amount: 200, date: day, description: 'Lunch with a client' },
    { type: 'expense', category: 'Phone', amount: 60, date: day, description: 'Phone bill' },
    { type: 'expense', category: 'Dog Treats', amount: 30, date: day, description: 'For the delivery dog' },
    { type: 'expense', category: 'Gas', amount: 40, date: day, description: 'Fuel' },
  ]);
  const trip = await page.request.post('/api/trips', {
    data: { date: day, miles: 100, purpose: 'Deliveries' },
  });
  expect(trip.status(), await trip.text()).toBe(201);
  // The person chose the standard rate for the year (a year keeps actual costs until they do).
  const chosen = await page.request.put('/api/trips/vehicle-method', { data: { year, method: 'standard' } });
  expect(chosen.status(), await chosen.text()).toBe(200);

  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(lineButton(page, '1')).toHaveText(/Gross receipts or sales\s*\$1,000\.00/);
  // 2026's standard rate: 100 miles x 72.5 cents = $72.50.
  await expect(lineButton(page, '9')).toHaveText(/Car and truck expenses\s*\$72\.50/);
  await expect(lineButton(page, '24b')).toHaveText(/Deductible meals\s*\$100\.00/);
  await expect(lineButton(page, '25')).toHaveText(/Utilities\s*\$60\.00/);
  await expect(lineButton(page, '27a')).toHaveText(/Other expenses\s*\$30\.00/);
  // 72.50 + 100 + 60 + 30 = 262.50; 1,000 - 262.50 = 737.50.
  await expect(totalRow(page, '7')).toContainText('$1,000.00');
  await expect(totalRow(page, '28')).toContainText('$262.50');
  await expect(totalRow(page, '31')).toContainText('$737.50');
  const partV = page.getByRole('region', { name: scheduleCTexts.partV });
  await expect(partV.getByRole('listitem')).toHaveText([/Dog Treats\s*\$30\.00/]);
  const notDeducted = page.getByRole('region', { name: scheduleCTexts.notDeducted });
  await expect(notDeducted).toContainText('Gas');
  await expect(notDeducted).toContainText('$40.00');
  await expectNoAxeViolations(page, 'Schedule C, full');
  await shoot(page, 'schedule-c-full');

  // A line opens with the keyboard: the categories (spent and counted) and the items.
  const meals = lineButton(page, '24b');
  await expect(meals).toHaveAttribute('aria-expanded', 'false');
  await meals.focus();
  await page.keyboard.press('Enter');
  await expect(meals).toHaveAttribute('aria-expanded', 'true');
  const mealsDetails = page.locator(`[id="${await meals.getAttribute('aria-controls')}"]`);
  await expect(mealsDetails.getByRole('list', { name: 'Categories on line 24b' })).toHaveText(
    /Meals\s*\$200\.00 spent, \$100\.00 counted/,
  );
  await expect(mealsDetails.getByRole('table', { name: 'Items on line 24b' }).locator('tbody tr')).toHaveText(
    [/Lunch with a client.*\$200\.00/],
  );
  await lineButton(page, '9').click();
  await expect(
    page.getByText('100.0 business miles from the mileage log × 72.5¢ a mile = $72.50'),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'Schedule C, lines opened');
  await shoot(page, 'schedule-c-line-open');

  // Part IV: refused answers say why at their boxes, then the year's answers are saved and kept.
  const partIV = page.getByRole('region', { name: 'Part IV: Information on Your Vehicle' });
  await expect(partIV.getByText(vehicleQuestions.businessMiles)).toBeVisible();
  await expect(partIV).toContainText('100.0');
  await partIV.getByLabel(vehicleQuestions.placedInService).fill(`01/15/${year + 1}`);
  await partIV.getByLabel(vehicleQuestions.commutingMiles).fill('12.34');
  await partIV.getByRole('button', { name: 'Save Part IV' }).click();
  await expect(partIV.getByLabel(vehicleQuestions.commutingMiles)).toHaveAccessibleDescription(
    new RegExp(scheduleCMessages.milesInvalid.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
  await expect(partIV.getByText(scheduleCMessages.placedInServiceAfterYear(year))).toBeVisible();
  await shoot(page, 'schedule-c-part-iv-errors');

  await partIV.getByLabel(vehicleQuestions.placedInService).fill(`03/01/${year - 3}`);
  await partIV.getByLabel(vehicleQuestions.commutingMiles).fill('1,200.5');
  await partIV.getByLabel(vehicleQuestions.otherMiles).fill('300');
  await partIV.getByRole('group', { name: vehicleQuestions.availableOffDuty }).getByLabel('Yes').check();
  await partIV.getByRole('group', { name: vehicleQuestions.anotherVehicle }).getByLabel('No').check();
  await partIV.getByRole('group', { name: vehicleQuestions.hasEvidence }).getByLabel('Yes').check();
  await partIV.getByRole('group', { name: vehicleQuestions.evidenceWritten }).getByLabel('Yes').check();
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/tax/vehicle-use') && response.request().method() === 'PUT',
  );
  await partIV.getByRole('button', { name: 'Save Part IV' }).click();
  expect((await saved).status()).toBe(200);
  await expect(partIV.getByRole('status')).toHaveText(scheduleCMessages.saved);
  await shoot(page, 'schedule-c-part-iv-saved');

  await openScheduleC(page);
  await expect(partIV.getByLabel(vehicleQuestions.placedInService)).toHaveValue(`03/01/${year - 3}`);
  await expect(partIV.getByLabel(vehicleQuestions.commutingMiles)).toHaveValue('1200.5');
  await expect(partIV.getByLabel(vehicleQuestions.otherMiles)).toHaveValue('300');
  await expect(
    partIV.getByRole('group', { name: vehicleQuestions.anotherVehicle }).getByLabel('No'),
  ).toBeChecked();

  // The packet: a zip of the year.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `${scheduleCTexts.packet} for ${year}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`${year}.*\\.zip$`));
  const zip = await readFile(await file.path());
  // A zip starts with its local file header, PK\x03\x04.
  expect(zip.subarray(0, 4).toString('binary')).toBe('PK\u0003\u0004');

  // Settings: the person's own category gets line 22, Supplies, and moves there on Schedule C.
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Schedule C lines' });
  const dogTreats = section.getByLabel('Dog Treats (expense)');
  await expect(dogTreats).toHaveValue('27a');
  await dogTreats.selectOption({ label: 'Line 22: Supplies' });
  await expect(section.getByText(`Dog Treats: ${scheduleCMessages.saved}`)).toBeVisible();
  await section.getByText('Lines of the built-in categories').click();
  await expect(section.getByRole('row', { name: /^Meals/ })).toHaveText(/Line 24b: Deductible meals/);
  await expectNoAxeViolations(page, 'Settings, Schedule C lines');
  await shoot(page, 'settings-schedule-c-lines');

  await openScheduleC(page);
  await expect(lineButton(page, '22')).toHaveText(/Supplies\s*\$30\.00/);
  await expect(lineButton(page, '27a')).toHaveCount(0);
  await expect(page.getByRole('region', { name: scheduleCTexts.partV })).toHaveCount(0);
});

test('a free user meets the Pro gate on Schedule C and still chooses lines in Settings', async ({ page }) => {
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('schedule-c-free');
  await seedItems(page.request, [{ type: 'income', category: 'Dog Walking', amount: 45, date: today }]);

  await page.goto('/reports/taxes/schedule-c');
  await expect(page.getByRole('heading', { name: 'Pro Subscription Required' })).toBeVisible();

  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Schedule C lines' });
  const walking = section.getByLabel('Dog Walking (income)');
  await expect(walking).toHaveValue('1');
  await walking.selectOption({ label: 'Line 6: Other income' });
  await expect(section.getByText(`Dog Walking: ${scheduleCMessages.saved}`)).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Schedule C lines' }).getByLabel('Dog Walking (income)'),
  ).toHaveValue('6');
});
