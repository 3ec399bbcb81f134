import { expect, test, type Page } from '@playwright/test';
import { formatMoney } from '../core/format';
import { householdMessages } from '../core/tax/tax-api';
import { DashboardPage } from './pages/dashboard-page';
import { TaxPage } from './pages/tax-page';
import { shoot } from './screenshots';
import { expectNoAxeViolations, seedItems, upgradeToPro } from './support';

// The 'Your household' form on Tax Estimates, on the phone first. The browser's clock is set to a day of
// 2026, so the year selector offers 2025 (the year the figures below are for) whatever day the test runs.
test.use({ viewport: { width: 390, height: 844 } });

const money = (dollars: number) => formatMoney(dollars);
const less = (dollars: number) => `\u2212${formatMoney(dollars)}`;

/** A new Pro user with $25,000 of gig income in 2025 (items through the API), on Tax Estimates' 2025. */
async function proUserWithGigIncome(page: Page, prefix: string): Promise<TaxPage> {
  await page.clock.setFixedTime(new Date('2026-05-01T12:00:00'));
  await new DashboardPage(page).signInAsNewUser(prefix);
  await upgradeToPro(page.request);
  await seedItems(page.request, [
    { type: 'income', category: 'Rideshare', amount: 15_000, date: '2025-03-10' },
    { type: 'income', category: 'Delivery', amount: 10_000, date: '2025-09-20' },
  ]);
  const tax = new TaxPage(page);
  await tax.open();
  await tax.year(2025).click();
  await expect(tax.card('Total Tax')).toContainText('Federal estimate for 2025, Single');
  return tax;
}

test('a worker with a day job enters $60,000 of wages and sees the whole return: $12,270.54', async ({
  page,
}) => {
  const tax = await proUserWithGigIncome(page, 'taxhome');
  // Nothing entered: the gig alone; the form opens on demand, every box empty with its one-line explanation.
  await expect(tax.household()).toContainText('Nothing entered: the estimate counts the gig alone.');
  await expect(tax.householdBox('Your W-2 wages')).toBeHidden();
  await expect(tax.householdToggle()).toHaveText('Enter your household');
  await tax.openHousehold();
  await expect(tax.householdBox('Your W-2 wages')).toHaveValue('');
  await expect(tax.householdBox('Your W-2 wages')).toHaveAccessibleDescription(
    'Pay from a job for the year, box 1 of your W-2s.',
  );
  await expect(tax.householdBox("Your spouse's W-2 wages")).toHaveCount(0);
  await expect(tax.step('Taxable income', 'Your W-2 wages')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shoot(page, 'tax-household-empty');

  await tax.householdBox('Your W-2 wages').fill('$60,000');
  expect(await tax.saveHousehold()).toBe(200);
  await expect(page.getByText('Household for 2025 saved.')).toBeVisible();
  // core/tax/household-estimate.test.ts, figured by hand: the wages fill the lower brackets.
  await expect(tax.cardValue('Total Tax')).toHaveText('$12,270.54');
  await expect(tax.step('Taxable income', 'Your W-2 wages').last()).toHaveText(money(60_000));
  await expect(tax.step('Taxable income', 'Total income').last()).toHaveText(money(85_000));
  await expect(tax.step('Taxable income', 'Adjusted gross income').last()).toHaveText(money(83_233.8));
  await expect(tax.step('Taxable income', 'Taxable income').last()).toHaveText(money(62_837.04));
  await expect(tax.step('Self-employment tax', 'Wage base left after your wages').last()).toHaveText(
    money(116_100),
  );
  await expect(tax.step('Self-employment tax', 'Social Security part').last()).toHaveText(money(2_862.85));
  await expect(tax.quarterly()).toContainText('To pay the full estimated tax:');
  await expect(tax.scheduleTotal()).toContainText(money(12_270.54));
  await expect(tax.card('Effective Rate')).toContainText('Of income of $85,000.00 (gig, wages and other)');

  // The withholding pays most of it: what is left is under $1,000, so no estimated payments are needed.
  await tax.householdBox('Tax withheld from your wages').fill('12000');
  expect(await tax.saveHousehold()).toBe(200);
  await expect(tax.step('Total', 'Tax withheld from wages').last()).toHaveText(less(12_000));
  await expect(tax.step('Total', 'Still to pay').last()).toHaveText(money(270.54));
  await expect(tax.quarterly()).toContainText('To pay what is still to pay after withholding:');
  await expect(tax.quarterly()).toContainText(
    'Your withholding covers all but $270.54 of your 2025 tax, less than $1,000: no estimated payments are needed.',
  );
  await expect(tax.scheduleTotal()).toContainText(money(270.54));
  await expect(tax.household()).toContainText(
    'Your W-2 wages: $60,000.00; Tax withheld from your wages: $12,000.00',
  );
  await expectNoAxeViolations(page);
  await shoot(page, 'tax-household-filled');

  // Saved server-side for 2025 only: another visit shows it; 2026 starts empty.
  await tax.open();
  await tax.year(2025).click();
  await expect(tax.householdToggle()).toHaveText('Change your household');
  await tax.openHousehold();
  await expect(tax.householdBox('Your W-2 wages')).toHaveValue('60000');
  await expect(tax.householdBox('Tax withheld from your wages')).toHaveValue('12000');
  await tax.year(2026).click();
  await expect(tax.household()).toContainText('Nothing entered: the estimate counts the gig alone.');
  await tax.openHousehold();
  await expect(tax.householdBox('Your W-2 wages')).toHaveValue('');
});

test("a spouse's wages on a single return are refused with the API's message, and nothing is saved", async ({
  page,
}) => {
  const tax = await proUserWithGigIncome(page, 'taxspouse');
  // The two new statuses are offered.
  await expect(tax.status().locator('option')).toHaveText([
    'Single',
    'Married filing jointly',
    'Married filing separately',
    'Head of household',
    'Qualifying surviving spouse',
  ]);

  // A joint return shows the spouse's boxes.
  await tax.chooseStatus('Married filing jointly');
  await tax.openHousehold();
  const spouseWages = tax.householdBox("Your spouse's W-2 wages");
  await expect(spouseWages).toBeVisible();
  await expect(tax.householdBox("Tax withheld from your spouse's wages")).toBeVisible();
  await spouseWages.fill('30000');
  await expectNoAxeViolations(page);
  await shoot(page, 'tax-household-joint');

  // Back to Single before saving: the box stays while it holds a figure, and the API refuses it.
  await tax.chooseStatus('Single');
  await expect(spouseWages).toHaveValue('30000');
  expect(await tax.saveHousehold()).toBe(400);
  await expect(spouseWages).toHaveAttribute('aria-invalid', 'true');
  await expect(
    tax.household().getByText(householdMessages.spouseWagesNotJoint, { exact: true }),
  ).toBeVisible();
  expect(householdMessages.spouseWagesNotJoint).toBe(
    "Your spouse's wages go on a joint return only: choose Married filing jointly.",
  );
  await expectNoAxeViolations(page);
  await shoot(page, 'tax-household-error');

  const saved = await page.request.get('/api/tax/profile?year=2025');
  expect(saved.status()).toBe(200);
  expect(await saved.json()).toMatchObject({ year: 2025, filingStatus: 'single', spouseW2Wages: 0 });

  // Emptied, the box stays (without its error) until the form is saved on a single return.
  await spouseWages.fill('');
  await expect(spouseWages).toBeVisible();
  await expect(spouseWages).not.toHaveAttribute('aria-invalid');
  expect(await tax.saveHousehold()).toBe(200);
  await expect(spouseWages).toHaveCount(0);
});

test('a head of household with a child sees the earned income credit, a refund, and no payments asked for', async ({
  page,
}) => {
  // By hand, 2025 (Rev. Proc. 2024-40; the One Big Beautiful Bill Act's deduction and child credit): profit 25,000.00;
  // net earnings 23,087.50; SE tax 2,862.85 + 669.54 = 3,532.39, half 1,766.20; AGI 23,233.80, under the 23,625
  // standard deduction of a head of household: no income tax, so the $2,200 child credit is all unused.
  // Additional child tax credit: the lesser of 2,200, the refundable cap 1,700 and 15 % x (23,233.80 - 2,500) =
  // 3,110.07: 1,700. Earned income credit, one child: earned income 25,000.00 - 1,766.20 = 23,233.80, in the
  // table's row 23,200-23,250 (middle 23,225), under the 23,350 phase-out start: the full 4,328. Refund:
  // 1,700 + 4,328 - 3,532.39 = 2,495.61.
  const tax = await proUserWithGigIncome(page, 'taxeic');
  await tax.chooseStatus('Head of household');
  await tax.openHousehold();
  await tax.householdBox('Children under 17').fill('1');
  expect(await tax.saveHousehold()).toBe(200);

  await expect(tax.cardValue('Total Tax')).toHaveText(money(3_532.39));
  await expect(tax.step('Total', 'Additional child tax credit (refundable)').last()).toHaveText(less(1_700));
  await expect(tax.step('Total', 'Earned income credit (refundable)').last()).toHaveText(less(4_328));
  await expect(
    page.getByText(
      'A credit for working people with low to moderate income, paid even past your tax: figured on earned income of $23,233.80',
    ),
  ).toBeVisible();
  await expect(tax.step('Total', 'Expected refund').last()).toHaveText(money(2_495.61));
  await expect(tax.quarterly()).toContainText('To pay what is still to pay after refundable credits:');
  await expect(tax.quarterly()).toContainText(
    'You can expect a refund of $2,495.61 for 2025: your refundable credits pass your tax, so no estimated payments are needed.',
  );
  await expectNoAxeViolations(page);
  await shoot(page, 'tax-earned-income-credit');
});
