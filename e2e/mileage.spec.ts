import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { formatDate } from '../core/format';
import { localDate } from '../core/dates';
import { irsLogRequirements, standardRateNote, tripMessages } from '../core/trips';
import { itemMessages } from '../core/items';
import { afterLoggingHint } from '../web/features/mileage/mileage-texts';
import { DashboardPage } from './pages/dashboard-page';
import { MileagePage } from './pages/mileage-page';
import { expectNoAxeViolations, seedItems } from './support';

// The mileage log in the browser: log a trip and see the deduction.

const today = localDate();
const year = Number(today.slice(0, 4));
// docs/tax-tables.md: 72.5 cents a mile in 2026 (a later year keeps it, as the newest published rate).
const RATE_TEXT = year === 2026 ? '72.5 cents a mile' : /^72\.5 cents a mile/;

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });

async function seedTrips(page: Page, trips: object[]) {
  for (const trip of trips) {
    const response = await page.request.post('/api/trips', { data: trip });
    expect(response.status(), await response.text()).toBe(201);
  }
}

test('a driver logs a trip with the keyboard, sees its deduction, and the dashboard counts it', async ({
  page,
}) => {
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('mileage');
  await seedItems(page.request, [{ type: 'expense', category: 'Phone', amount: 10, date: today }]);
  await dashboard.open();
  await expect(dashboard.cardValue('Total Expenses')).toHaveText('$10.00');

  await sidebar(page).getByRole('link', { name: 'Mileage' }).click();
  await expect(page).toHaveURL('/mileage');
  const mileage = new MileagePage(page);
  await mileage.ready();
  await expect(mileage.trips()).toContainText(
    `No trips logged in ${year} yet. Log a business trip above and its deduction appears here.`,
  );
  await expect(mileage.total(`Business miles in ${year}`)).toHaveText('0.0');
  await expect(page.getByRole('complementary', { name: 'About the standard mileage rate' })).toContainText(
    standardRateNote,
  );
  await expectNoAxeViolations(page);

  // The date starts at today; the rate of that date shows, and the trip's deduction as the miles are typed.
  const form = mileage.form();
  await expect(form.getByLabel('Date')).toHaveValue(today);
  await expect(mileage.ratePreview()).toContainText(`IRS standard rate on ${formatDate(today)}:`);
  await expect(mileage.ratePreview().locator('strong')).toHaveText(RATE_TEXT);
  await form.getByLabel('Miles').focus();
  await page.keyboard.type('120.4');
  await expect(mileage.ratePreview()).toContainText('This trip: 120.4 miles, $87.29.');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Business purpose')).toBeFocused();
  await page.keyboard.type('Uber rides, airport and downtown');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Platform (optional)')).toBeFocused();
  await page.keyboard.type('Uber');
  await page.keyboard.press('Enter');

  // Ready for the next trip: everything of the logged trip is cleared, the date stays, as the hint under the
  // form says, and the miles field has the focus.
  await expect(form.getByLabel('Miles')).toBeFocused();
  await expect(form.getByLabel('Miles')).toHaveValue('');
  await expect(form.getByLabel('Business purpose')).toHaveValue('');
  await expect(form.getByLabel('Platform (optional)')).toHaveValue('');
  await expect(form.getByLabel('Date')).toHaveValue(today);
  await expect(form.getByText(afterLoggingHint)).toHaveText(
    'After you log a trip the form clears; the date stays for your next trip.',
  );
  await mileage.expectToast('Trip logged.');
  expect(await mileage.rowTexts()).toEqual([
    `${formatDate(today)} | 120.4 | Uber rides, airport and downtown | Uber | 72.5¢/mi | $87.29`,
  ]);

  // The next trip, with no platform typed, is not saved under the previous one's.
  await form.getByLabel('Miles').fill('10');
  await form.getByLabel('Business purpose').fill('Supplies run for deliveries');
  await form.getByRole('button', { name: 'Log trip' }).click();
  await expect(mileage.rows()).toHaveCount(2);
  expect(await mileage.rowTexts()).toContain(
    `${formatDate(today)} | 10.0 | Supplies run for deliveries | — | 72.5¢/mi | $7.25`,
  );
  await expect(form.getByLabel('Business purpose')).toHaveValue('');
  // 120.4 + 10 miles; $87.29 + $7.25.
  await expect(mileage.total(`Business miles in ${year}`)).toHaveText('130.4');
  await expect(mileage.total('Mileage deduction')).toHaveText('$94.54 at the IRS standard rate');
  await expect(mileage.total('Trips')).toHaveText('2');

  // Logging trips does not switch the year's car method: the person chooses the standard rate to deduct them.
  const carCosts = page.getByRole('region', { name: `Car costs in ${year}` });
  await expect(carCosts.getByRole('radio', { name: /^Actual car expenses/ })).toBeChecked();
  await carCosts.getByRole('radio', { name: /^Standard mileage rate/ }).click();
  await mileage.expectToast(`Standard mileage rate saved for ${year}.`);

  // The deduction is an expense of this month's dashboard.
  await sidebar(page).getByRole('link', { name: 'Dashboard' }).click();
  await dashboard.ready();
  await expect(dashboard.period('Month')).toHaveAttribute('aria-pressed', 'true');
  await expect(dashboard.cardValue('Total Expenses')).toHaveText('$104.54');
  await expect(dashboard.topExpenses()).toContainText('Mileage (standard rate)');
});

test('odometer readings, validation messages, editing and deleting a trip', async ({ page }) => {
  await new DashboardPage(page).signInAsNewUser('mileage');
  const mileage = new MileagePage(page);
  await mileage.open();
  const form = mileage.form();

  // Every problem of an empty form at once.
  await form.getByLabel('Date').fill('');
  await form.getByRole('button', { name: 'Log trip' }).click();
  await expect(form.getByText(itemMessages.dateRequired)).toBeVisible();
  await expect(form.getByText(tripMessages.distanceRequired)).toBeVisible();
  await expect(form.getByText(tripMessages.purposeRequired)).toBeVisible();
  await expect(form.getByLabel('Business purpose')).toHaveAttribute('aria-invalid', 'true');

  await mileage.fill({ date: '2021-12-31', miles: '0', purpose: 'DoorDash deliveries' });
  await form.getByRole('button', { name: 'Log trip' }).click();
  await expect(form.getByText(tripMessages.dateBeforeRates)).toBeVisible();
  await expect(form.getByText(tripMessages.milesNotPositive)).toBeVisible();
  await expect(form.getByText(tripMessages.purposeRequired)).toHaveCount(0);
  await mileage.fill({ date: '2022-06-30', miles: '3.14' });
  await expect(form.getByText(tripMessages.milesDecimals)).toBeVisible();

  // The rate of the date follows the 2022 change on July 1.
  await mileage.fill({ miles: '100' });
  await expect(mileage.ratePreview()).toHaveText(
    'IRS standard rate on 06/30/2022: 58.5 cents a mile. This trip: 100.0 miles, $58.50.',
  );
  await mileage.fill({ date: '2022-07-01' });
  await expect(mileage.ratePreview()).toHaveText(
    'IRS standard rate on 07/01/2022: 62.5 cents a mile. This trip: 100.0 miles, $62.50.',
  );

  // By odometer: an end reading below the start is refused, then corrected.
  await mileage.fill({ date: today, startOdometer: '45,210.3', endOdometer: '45200' });
  await form.getByRole('button', { name: 'Log trip' }).click();
  await expect(form.getByText(tripMessages.endNotAfterStart)).toBeVisible();
  await mileage.fill({ endOdometer: '45330.7' });
  await expect(mileage.ratePreview()).toContainText('This trip: 120.4 miles, $87.29.');
  await form.getByRole('button', { name: 'Log trip' }).click();
  await mileage.expectToast('Trip logged.');
  expect(await mileage.rowTexts()).toEqual([
    `${formatDate(today)} | 120.4 45,210.3 → 45,330.7 | DoorDash deliveries | — | 72.5¢/mi | $87.29`,
  ]);

  // Edit: the dialog opens on the trip's odometer readings; miles replace them.
  const name = `the trip of ${formatDate(today)}, DoorDash deliveries`;
  await mileage
    .trips()
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit trip' });
  await expect(dialog.getByLabel('Start odometer')).toHaveValue('45210.3');
  await mileage.fill({ miles: '10', platform: 'DoorDash' }, dialog);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await mileage.expectToast('Trip updated.');
  expect(await mileage.rowTexts()).toEqual([
    `${formatDate(today)} | 10.0 | DoorDash deliveries | DoorDash | 72.5¢/mi | $7.25`,
  ]);

  // Delete, after a confirmation that can be cancelled.
  await mileage
    .trips()
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete this trip?' });
  await expect(confirm).toContainText(tripMessages.deleteConfirm);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(mileage.rows()).toHaveCount(1);
  await mileage
    .trips()
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await confirm.getByRole('button', { name: 'Delete trip' }).click();
  await mileage.expectToast('Trip deleted.');
  await expect(mileage.rows()).toHaveCount(0);
  await expect(mileage.trips()).toContainText(`No trips logged in ${year} yet.`);
});

test("the year's log downloads as CSV and prints with what the IRS asks", async ({ page }) => {
  await new DashboardPage(page).signInAsNewUser('mileage');
  await seedTrips(page, [
    { date: '2022-06-30', miles: 100, purpose: 'Uber, before the rate change', platform: 'Uber' },
    {
      date: '2022-07-01',
      startOdometer: 1000,
      endOdometer: 1100,
      purpose: 'Lyft, after the rate change',
      platform: 'Lyft',
    },
    { date: '2023-02-01', miles: 5, purpose: 'Another year' },
  ]);
  const mileage = new MileagePage(page);
  await mileage.open();
  await mileage.trips().getByLabel('Year').selectOption('2022');
  await expect(page).toHaveURL('/mileage?year=2022');
  await expect(mileage.trips()).toHaveAccessibleName('Trips in 2022');
  await expect(mileage.rows()).toHaveCount(2);
  await expect(mileage.total('Business miles in 2022')).toHaveText('200.0');
  // 100 x 58.5 + 100 x 62.5 cents.
  await expect(mileage.total('Mileage deduction')).toHaveText('$121.00 at the IRS standard rate');
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await mileage.trips().getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('gigtally-mileage-log-2022.csv');
  expect(await readFile(await download.path(), 'utf8')).toBe(
    [
      // Text quoted, figures bare.
      '"Date","Start odometer","End odometer","Miles","Business purpose","Platform","Rate (cents/mile)","Deduction"',
      '"2022-06-30","","",100.0,"Uber, before the rate change","Uber",58.5,58.50',
      '"2022-07-01",1000.0,1100.0,100.0,"Lyft, after the rate change","Lyft",62.5,62.50',
      '"Total 2022","","",200.0,"2 trips","","",121.00',
      '',
    ].join('\r\n'),
  );
  await mileage.expectToast('Your mileage log has downloaded.');

  await mileage.trips().getByRole('link', { name: 'Printable log' }).click();
  await expect(page).toHaveURL('/mileage/print?year=2022');
  await expect(page.getByRole('heading', { level: 1, name: 'Mileage log 2022' })).toBeVisible();
  await expect(page.getByText('Test Driver')).toBeVisible();
  await expect(
    page.getByText(
      'IRS standard mileage rate for 2022: 58.5 cents a mile to June 30, 62.5 cents a mile from July 1.',
      { exact: false },
    ),
  ).toBeVisible();
  const log = page.getByRole('table', { name: 'Business trips in 2022, oldest first' });
  await expect(log.locator('tbody tr')).toHaveCount(2);
  await expect(log.locator('tbody tr').first()).toContainText('06/30/2022');
  await expect(log.locator('tbody tr').last()).toContainText('1,000.0');
  await expect(log.locator('tfoot')).toContainText('Total 2022 (2 trips)');
  await expect(log.locator('tfoot')).toContainText('$121.00');
  const irs = page.getByRole('region', { name: 'What the IRS asks a mileage log to show' });
  await expect(irs.getByRole('listitem')).toHaveText([...irsLogRequirements]);
  await expect(page.getByRole('region', { name: 'The car (fill in by hand)' })).toContainText(
    'Total miles driven in 2022, all uses',
  );
  await expectNoAxeViolations(page);

  // Print opens the browser's print dialog; on paper the app's chrome and the buttons are left out.
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  await page.emulateMedia({ media: 'print' });
  await expect(sidebar(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('link', { name: '← Back to Mileage' })).toBeHidden();
  await expect(log).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('link', { name: '← Back to Mileage' }).click();
  await expect(page).toHaveURL('/mileage?year=2022');

  // On a phone the tables scroll sideways, and can be scrolled with the keyboard.
  await page.setViewportSize({ width: 390, height: 800 });
  await mileage.ready();
  await expect(mileage.rows()).toHaveCount(2);
  await expectNoAxeViolations(page);
  await page.goto('/mileage/print?year=2022');
  await expect(log.locator('tbody tr')).toHaveCount(2);
  await expectNoAxeViolations(page);
});

test('a failed load says why and loads again on Retry', async ({ page }) => {
  await new DashboardPage(page).signInAsNewUser('mileage');
  const failure = { error: { code: 'unavailable', message: 'The service is temporarily unavailable.' } };
  await page.route('**/api/trips?year=*', (route) => route.fulfill({ status: 503, json: failure }));
  await page.goto('/mileage');
  const mileage = new MileagePage(page);
  await expect(mileage.trips().getByRole('alert')).toContainText(failure.error.message, { timeout: 15_000 });
  await page.unroute('**/api/trips?year=*');
  await mileage.trips().getByRole('button', { name: 'Retry' }).click();
  await expect(mileage.trips()).toContainText(`No trips logged in ${year} yet.`);
});
