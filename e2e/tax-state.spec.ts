import { expect, test, type Locator, type Page } from '@playwright/test';
import { calendarDate } from '../core/dates';
import { formatMoney } from '../core/format';
import { plannerTexts } from '../web/features/tax/quarterly-planner';
import { stateTexts } from '../web/features/tax/state-texts';
import { DashboardPage } from './pages/dashboard-page';
import { TaxPage } from './pages/tax-page';
import { shoot } from './screenshots';
import { expectNoAxeViolations, seedItems, upgradeToPro } from './support';

// State income tax as a person uses it on a phone: choose the state, read its tax and its quarterly payments,
// record a payment to the state. The California figures are core/tax/states/california.test.ts's first worked
// example (single, 2025, $70,000 of income and $15,000 of expenses), figured by hand from the FTB's 2025
// Form 540 booklet: tax $1,106.00, paid 30 % / 40 % / 0 % / 30 %.
const money = (dollars: number) => formatMoney(dollars);

async function gigWorkerOnTaxPage(page: Page, prefix: string): Promise<TaxPage> {
  await new DashboardPage(page).signInAsNewUser(prefix);
  await upgradeToPro(page.request);
  await seedItems(page.request, [
    { type: 'income', category: 'Rideshare', amount: 70_000, date: calendarDate(2025, 5, 1) },
    { type: 'expense', category: 'Gas', amount: 15_000, date: calendarDate(2025, 5, 2) },
  ]);
  const tax = new TaxPage(page);
  await tax.open();
  await tax.year(2025).click();
  await tax.ready();
  return tax;
}

const statePanel = (page: Page) => page.getByRole('region', { name: stateTexts.panelTitle });

async function chooseState(page: Page, name: string) {
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/tax/profile') && response.request().method() === 'PUT',
  );
  await statePanel(page).getByLabel(stateTexts.stateLabel).selectOption({ label: name });
  expect((await saved).status()).toBe(200);
}

test.use({ viewport: { width: 390, height: 844 } });

test("a Californian sees the state's tax and its 30/40/0/30 payments, and records a payment to the state", async ({
  page,
}) => {
  await gigWorkerOnTaxPage(page, 'state-ca');
  await expect(statePanel(page).getByLabel(stateTexts.stateLabel)).toHaveValue('');
  await expect(page.getByRole('region', { name: 'California Income Tax' })).toHaveCount(0);

  await chooseState(page, 'California');
  const card = page.getByRole('region', { name: stateTexts.cardTitle('California') });
  await expect(card).toContainText("California's income tax, figured from its own forms.");
  const line = (label: string) =>
    card
      .locator('dl > div')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('dd');
  await expect(line('California standard deduction')).toHaveText(money(5_706));
  await expect(line('Tax from the California tax table')).toHaveText(money(1_259));
  await expect(line('Personal exemption credits')).toHaveText(money(153));
  await expect(line('California income tax')).toHaveText(money(1_106));
  await expect(card.getByText('California asks for estimated payments', { exact: false })).toBeVisible();
  const rows = card.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveText([
    /^1\(30 %\)04\/15\/2025\$331\.80$/,
    /^2\(40 %\)06\/16\/2025\$442\.40$/,
    /^3\(0 %\)09\/15\/2025\$0\.00$/,
    /^4\(30 %\)01\/15\/2026\$331\.80$/,
  ]);
  await expectNoAxeViolations(page, 'tax page with California');
  await card.scrollIntoViewIfNeeded();
  await shoot(page, 'tax-state-california');

  // The planner: federal and California side by side, a payment to the state counted on the state's side only.
  const planner = page.getByRole('region', { name: 'Quarterly Planner' });
  await expect(planner.getByRole('heading', { name: plannerTexts.federalHeading })).toBeVisible();
  const stateSide = planner.getByRole('region', { name: plannerTexts.stateHeading('California') });
  const figure = (side: Locator, label: string) =>
    side
      .locator('dl > div')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('dd');
  await expect(figure(stateSide, 'Estimated tax for 2025')).toHaveText(money(1_106));
  await planner.getByLabel('Payment date').fill('2025-04-10');
  await planner.getByLabel('Amount paid').fill('331.80');
  await planner.getByLabel(plannerTexts.paidToLabel).selectOption({ label: 'California' });
  await planner.getByLabel('Note (optional)').fill('FTB Web Pay');
  await planner.getByRole('button', { name: 'Record Payment' }).click();
  await expect(page.getByText('Payment recorded: $331.80 for 2025')).toBeVisible();
  const stateQuarters = stateSide.getByRole('region', { name: 'California Quarters of 2025' });
  await expect(stateQuarters.locator('tbody tr').first()).toContainText(money(331.8));
  await expect(figure(stateSide, 'Paid so far')).toHaveText(money(331.8));
  await expect(figure(stateSide, 'Still due for the year')).toHaveText(money(774.2));
  const federalSide = planner.getByRole('region', { name: plannerTexts.federalHeading });
  await expect(figure(federalSide, 'Paid so far')).toHaveText(money(0));
  // Each side says whose rule counts its payments: the IRS's Form 2210, California's FTB 5805.
  await expect(federalSide).toContainText(plannerTexts.appliedNote({ agency: 'the IRS', form: 'Form 2210' }));
  await expect(stateSide).toContainText(plannerTexts.appliedNote({ agency: 'California', form: 'FTB 5805' }));
  await expect(planner.getByRole('table', { name: 'Estimated tax payments made for 2025' })).toContainText(
    'California',
  );
  await expectNoAxeViolations(page, 'planner with a state payment');
  await planner.scrollIntoViewIfNeeded();
  await shoot(page, 'tax-state-planner');
});

test('a state without income tax says so, and a state not figured yet takes a rate of the person’s own', async ({
  page,
}) => {
  await gigWorkerOnTaxPage(page, 'state-other');
  await chooseState(page, 'Texas');
  await expect(page.getByRole('region', { name: stateTexts.cardTitle('Texas') })).toContainText(
    'Texas has no state income tax: nothing is due to the state.',
  );

  await chooseState(page, 'Arizona');
  const card = page.getByRole('region', { name: stateTexts.cardTitle('Arizona') });
  await expect(card).toContainText(
    "Arizona's income tax is not figured yet. Enter your own flat rate to include it.",
  );
  const rate = statePanel(page).getByLabel('Your state tax rate (%)');
  await expect(statePanel(page).getByText(stateTexts.ownRateHint('Arizona'))).toBeVisible();

  // A rate over the limit is refused where it was typed, and nothing is saved.
  await rate.fill('25');
  await rate.press('Enter');
  await expect(
    statePanel(page).getByText(
      'Your state tax rate must be a percent above 0 and at most 20, with at most 4 decimal places',
    ),
  ).toBeVisible();

  // 2.5 % of the federal AGI 51,114.37 = 1,277.86.
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/tax/profile') && response.request().method() === 'PUT',
  );
  await rate.fill('2.5%');
  await rate.press('Enter');
  expect((await saved).status()).toBe(200);
  await expect(card).toContainText(
    "Arizona's income tax is not figured yet: this uses the flat rate you entered, on your federal AGI.",
  );
  await expect(
    card
      .locator('dl > div')
      .filter({ has: page.getByText('Tax at your rate of 2.5 %', { exact: true }) })
      .locator('dd'),
  ).toHaveText(money(1_277.86));
  await expect(card.getByText(stateTexts.otherStateDates)).toBeVisible();
  await expectNoAxeViolations(page, 'tax page with a state not figured');
  await card.scrollIntoViewIfNeeded();
  await shoot(page, 'tax-state-own-rate');

  // Back to a figured state: the own rate no longer applies and is cleared with the choice.
  await chooseState(page, 'New York');
  await expect(statePanel(page).getByLabel('Your state tax rate (%)')).toHaveCount(0);
  const nyc = statePanel(page).getByRole('switch', { name: stateTexts.nycLabel });
  await expect(nyc).not.toBeChecked();
  const savedCity = page.waitForResponse(
    (response) => response.url().endsWith('/api/tax/profile') && response.request().method() === 'PUT',
  );
  await nyc.check();
  expect((await savedCity).status()).toBe(200);
  await expect(
    page
      .getByRole('region', { name: stateTexts.cardTitle('New York') })
      .locator('dl > div')
      .filter({ has: page.getByText(stateTexts.cityTax, { exact: true }) }),
  ).toBeVisible();
  // The school tax credit's fixed amount (single: $63) is a refundable credit, on its own line.
  await expect(
    page
      .getByRole('region', { name: stateTexts.cardTitle('New York') })
      .locator('dl > div')
      .filter({ has: page.getByText('New York City school tax credit (fixed amount)', { exact: true }) })
      .locator('dd'),
  ).toHaveText(money(63));
  await shoot(page, 'tax-state-new-york-city');
});

test("an Ohio city's tax is its own card with its own payments, and Ohio's card leaves it out", async ({
  page,
}) => {
  await gigWorkerOnTaxPage(page, 'state-local');
  await chooseState(page, 'Ohio');
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/tax/profile') && response.request().method() === 'PUT',
  );
  const rate = statePanel(page).getByLabel('Local income tax rate (%)');
  await rate.fill('2.5');
  await rate.press('Enter');
  expect((await saved).status()).toBe(200);

  // The $55,000 profit at 2.5 % = $1,375.00, all on business profit (no wages): a quarter each, $343.75. Ohio's own
  // tax on it is $0 (its business income deduction), and Ohio asks for nothing.
  const local = page.getByRole('region', { name: stateTexts.localCardTitle });
  const figure = (label: string) =>
    local
      .locator('dl > div')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('dd');
  await expect(figure(stateTexts.localTax('2.5 %'))).toHaveText(money(1_375));
  await expect(figure(stateTexts.localOnWages)).toHaveText(money(0));
  await expect(figure(stateTexts.localOnProfit)).toHaveText(money(1_375));
  await expect(
    local.getByText(
      'Ohio cities ask for estimated payments when $200 or more of their tax is not withheld (Ohio Revised Code 718.08).',
    ),
  ).toBeVisible();
  const rows = local
    .getByRole('table', { name: 'Local estimated tax payments for 2025' })
    .locator('tbody tr');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toContainText('04/15/2025');
  // June 15, 2025 is a Sunday.
  await expect(rows.nth(1)).toContainText('06/16/2025');
  await expect(rows.nth(3)).toContainText('01/15/2026');
  for (const index of [0, 1, 2, 3]) await expect(rows.nth(index)).toContainText(money(343.75));
  const ohio = page.getByRole('region', { name: stateTexts.cardTitle('Ohio') });
  await expect(ohio).not.toContainText('Local income tax');
  await expect(ohio.getByText(stateTexts.noEstimatesNeeded)).toBeVisible();
  await expectNoAxeViolations(page, 'tax page with a local tax');
  await local.scrollIntoViewIfNeeded();
  await shoot(page, 'tax-local');
});
