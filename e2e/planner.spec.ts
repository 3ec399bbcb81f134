import { expect, test, type Locator, type Page } from '@playwright/test';
import { calendarDate, localDate, yearOf } from '../core/dates';
import { formatDate, formatMoney } from '../core/format';
import { itemMessages } from '../core/items';
import { estimateTax } from '../core/tax/estimate';
import { paymentMessages, type Planner } from '../core/tax/planner-api';
import { safeToSpend } from '../core/tax/planner';
import { TIPS_DEDUCTION_FIRST_YEAR, TIPS_DEDUCTION_LAST_YEAR } from '../core/tax/tips';
import { installmentDueOn } from '../web/features/tax/payment-quarter';
import { DashboardPage } from './pages/dashboard-page';
import { TaxPage } from './pages/tax-page';
import { TransactionsPage } from './pages/transactions-page';
import { expectNoAxeViolations, seedItems, upgradeToPro } from './support';

// The browser runs on this machine: its "today" is the test's, and the Tax Estimates screen opens on this year.
const today = localDate();
const year = yearOf(today);
const money = (dollars: number) => formatMoney(dollars);
const less = (dollars: number) => `\u2212${formatMoney(dollars)}`;
const cents = (dollars: number) => Math.round(dollars * 100);

/** $40,000 of gig income and $5,000 of expenses this year; the test adds $3,000 of tips through the form. */
const seeded = [
  { type: 'income', category: 'Delivery', amount: 40_000, date: calendarDate(year, 3, 1) },
  { type: 'expense', category: 'Maintenance', amount: 5_000, date: calendarDate(year, 3, 2) },
] as const;
const TIPS = 3_000;

/** The engine's figures for this year with the tips (core/tax/estimate.test.ts checks the engine by hand). */
const engine = (tipsCents: number) =>
  estimateTax({
    year,
    filingStatus: 'single',
    incomeCents: cents(40_000 + TIPS),
    expensesCents: cents(5_000),
    tipsCents,
  });

async function newProUser(page: Page, prefix: string) {
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser(prefix);
  await upgradeToPro(page.request);
  await seedItems(page.request, seeded);
  return dashboard;
}

/** The Quarterly Planner section of the Tax Estimates screen. */
class PlannerSection {
  constructor(readonly page: Page) {}
  region = () => this.page.getByRole('region', { name: 'Quarterly Planner' });
  quarters = () => this.region().getByRole('table', { name: /^What is still due for each quarter/ });
  quarterRow = (quarter: number) =>
    this.quarters()
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: `Q${quarter}` }) });
  /** Due date, estimated, paid, still due (and the safe harbor's when known). */
  cell = (quarter: number, column: 'due' | 'estimated' | 'paid' | 'stillDue' | 'safeHarbor') =>
    this.quarterRow(quarter)
      .getByRole('cell')
      .nth(['due', 'estimated', 'paid', 'stillDue', 'safeHarbor'].indexOf(column));
  date = () => this.region().getByLabel('Payment date');
  amount = () => this.region().getByLabel('Amount paid');
  note = () => this.region().getByLabel('Note (optional)');
  record = () => this.region().getByRole('button', { name: 'Record Payment' });
  payments = () => this.region().getByRole('table', { name: /^Estimated tax payments made for/ });

  async ready() {
    await expect(this.region()).toBeVisible();
    await expect(this.page.getByText('Loading the quarterly planner...')).toHaveCount(0);
    await expect(this.quarters()).toBeVisible();
  }
}

const stillDueOf = (region: Locator, label: string) =>
  region.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

test.describe('tips and the quarterly planner', () => {
  test.skip(
    year < TIPS_DEDUCTION_FIRST_YEAR || year > TIPS_DEDUCTION_LAST_YEAR,
    'the deduction for qualified tips applies to 2025-2028 only',
  );

  test('a Pro user marks income as tips in the form and sees the qualified tips deduction and safe to spend', async ({
    page,
  }) => {
    const dashboard = await newProUser(page, 'tipped');

    // The box is there for income only, and says what it counts toward.
    const dialog = await dashboard.openAddNew();
    const tipsBox = dialog.getByRole('checkbox', { name: 'These are tips' });
    await expect(tipsBox).toHaveCount(0); // the form opens on Expense
    await dashboard.fillItemForm(dialog, {
      type: 'Income',
      category: 'Delivery',
      amount: String(TIPS),
      date: calendarDate(year, 5, 5),
      description: 'Friday night tips',
    });
    await expect(tipsBox).not.toBeChecked();
    await expect(
      dialog.getByText('Counts toward the deduction for qualified tips (2025–2028)'),
    ).toBeVisible();
    await tipsBox.check();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Add Transaction' }).click();
    await dashboard.expectToast('Income added');

    // The list marks the item as tips.
    const transactions = new TransactionsPage(page);
    await transactions.open();
    const tipsRow = transactions.rows().filter({ hasText: 'Friday night tips' });
    await expect(tipsRow.getByText('Tips', { exact: true })).toBeVisible();
    await expect(
      transactions.rows().filter({ hasText: 'Maintenance' }).getByText('Tips', { exact: true }),
    ).toHaveCount(0);

    // Editing keeps the mark, and can take it off and put it back.
    await tipsRow.getByRole('button', { name: /^Edit / }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Transaction' });
    await expect(edit.getByRole('checkbox', { name: 'These are tips' })).toBeChecked();
    await edit.getByRole('checkbox', { name: 'These are tips' }).uncheck();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await dashboard.expectToast('Item updated');
    await expect(tipsRow.getByText('Tips', { exact: true })).toHaveCount(0);
    await tipsRow.getByRole('button', { name: /^Edit / }).click();
    await expect(edit.getByRole('checkbox', { name: 'These are tips' })).not.toBeChecked();
    await edit.getByRole('checkbox', { name: 'These are tips' }).check();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await dashboard.expectToast('Item updated');
    await expect(tipsRow.getByText('Tips', { exact: true })).toBeVisible();

    // The year's estimate with the tips: the deduction is its own line, off taxable income, not SE tax.
    const estimate = engine(cents(TIPS));
    expect(estimate.tipsDeductionCents).toBe(cents(TIPS));
    const tax = new TaxPage(page);
    await tax.open();
    await expect(tax.step('Taxable income', 'Qualified tips deduction')).toHaveText(less(TIPS));
    await expect(page.getByText(`Of ${money(TIPS)} of income marked as tips`)).toBeVisible();
    // Schedule 1-A's limit for business tips: net profit less the deductible half of SE tax, as its own line.
    await expect(tax.step('Taxable income', 'Limit for tips earned in your business')).toHaveText(
      money((estimate.netProfitCents - estimate.halfSelfEmploymentTaxDeductionCents) / 100),
    );
    await expect(page.getByText('Net profit less half of self-employment tax (Schedule 1-A)')).toBeVisible();
    await expect(
      page.getByText(
        'The tips deduction lowers income tax, not self-employment tax: tips still count in net profit for self-employment tax.',
      ),
    ).toBeVisible();
    await expect(tax.step('Taxable income', 'Taxable income before QBI')).toHaveText(
      money(estimate.taxableIncomeBeforeQbiCents / 100),
    );
    await expect(tax.step('Self-employment tax', 'Self-employment tax')).toHaveText(
      money(engine(0).selfEmploymentTaxCents / 100),
    );
    await expect(tax.cardValue('Total Tax')).toHaveText(money(estimate.totalTaxCents / 100));
    await expect(tax.step('Income', 'Mileage deduction (standard rate)')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Safe to spend on each income item: its share of the year's estimated tax set aside.
    const share = (amount: number) =>
      safeToSpend(cents(amount), {
        incomeCents: estimate.grossIncomeCents,
        estimatedTaxCents: estimate.totalTaxCents,
      }).safeCents / 100;
    await transactions.open();
    await expect(tipsRow).toContainText(`Safe to spend ${money(share(TIPS))}`);
    await expect(transactions.rows().filter({ hasText: 'Delivery' }).last()).toContainText(
      `Safe to spend ${money(share(40_000))}`,
    );
    await expect(transactions.rows().filter({ hasText: 'Maintenance' })).not.toContainText('Safe to spend');
    await expect(
      transactions
        .list()
        .getByText("What is left after setting aside this item's share of the year's estimated tax"),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a Pro user records a payment, sees what is still due drop, and deletes it; the dashboard says what is still due', async ({
    page,
  }) => {
    // A long journey through the Tax Estimates page (the estimate, what is owed, the car comparison) and two axe scans.
    test.slow();
    const dashboard = new DashboardPage(page);
    await dashboard.signInAsNewUser('payer');
    // A free user sees what is owed too (nothing yet): the estimate is every plan's, the planner Pro's.
    await expect(dashboard.cardValue('Tax Due')).toHaveText(
      `Due by ${formatDate(installmentDueOn(today).date)}: ${money(0)}`,
    );
    await upgradeToPro(page.request);
    await seedItems(page.request, [
      ...seeded,
      { type: 'income', category: 'Tips', amount: TIPS, date: calendarDate(year, 5, 5) },
    ]);

    const estimate = engine(cents(TIPS));
    const installments = estimate.installments.map((installment) => installment.amountCents / 100);
    const tax = new TaxPage(page);
    await tax.open();
    const planner = new PlannerSection(page);
    await planner.ready();
    for (const quarter of [1, 2, 3, 4]) {
      await expect(planner.cell(quarter, 'due')).toHaveText(
        formatDate(estimate.installments[quarter - 1]!.dueDate),
      );
      await expect(planner.cell(quarter, 'estimated')).toHaveText(money(installments[quarter - 1]!));
      await expect(planner.cell(quarter, 'stillDue')).toHaveText(money(installments[quarter - 1]!));
    }
    await expect(planner.region()).toContainText(`No payments recorded for ${year} yet.`);
    await expect(planner.region()).toContainText(
      "Enter last year's total tax and AGI under Safe Harbor to see the safe-harbor minimum",
    );

    // The form starts on today and asks for no quarter: a payment counts by its date (Form 2210).
    await expect(planner.date()).toHaveValue(today);
    await expect(planner.region().getByLabel('Quarter it pays')).toHaveCount(0);

    // Its messages, as the API gives them.
    await planner.record().click();
    await expect(planner.region().getByText(itemMessages.amountNotNumber)).toBeVisible();
    await expect(planner.amount()).toHaveAttribute('aria-invalid', 'true');
    await planner.date().fill(calendarDate(year - 1, 12, 31));
    await planner.amount().fill('0');
    await planner.record().click();
    await expect(planner.region().getByText(paymentMessages.dateOutsideYear(year))).toBeVisible();
    await expect(
      planner
        .region()
        .getByText(`A payment for ${year} must be dated from ${year}-01-01 to ${year + 1}-12-31`),
    ).toBeVisible();
    await expect(planner.region().getByText('Please enter a valid amount')).toBeVisible();
    await expectNoAxeViolations(page);

    // Record $500 paid today. Whatever today is, nothing was paid before, so Form 2210 applies it to the first
    // installment (still short, or not yet due): Q1's still due drops by $500.
    await planner.date().fill(today);
    await planner.amount().fill('500');
    await planner.note().fill('IRS Direct Pay');
    await planner.record().click();
    await dashboard.expectToast(`Payment recorded: ${money(500)} for ${year}`);
    const quarter = 1;
    const due = installments[0]!;
    await expect(planner.cell(quarter, 'paid')).toHaveText(money(500));
    await expect(planner.cell(quarter, 'stillDue')).toHaveText(money((cents(due) - 50_000) / 100));
    await expect(planner.cell(2, 'paid')).toHaveText(money(0));
    await expect(stillDueOf(planner.region(), 'Paid so far')).toHaveText(money(500));
    await expect(planner.payments().getByRole('row').nth(1)).toContainText(
      [formatDate(today), 'Typed by you', 'IRS Direct Pay', money(500)].join(''),
    );
    await expect(planner.amount()).toHaveValue('');

    // Due by the next due date: every installment up to it less the $500, by hand from the engine's installments.
    const next = installmentDueOn(today);
    const dueByCents =
      next.taxYear === year
        ? Math.max(
            0,
            estimate.installments
              .slice(0, next.quarter)
              .reduce((sum, installment) => sum + installment.amountCents, 0) - 50_000,
          )
        : 0; // early January: last year's fourth, and last year has no items
    if (next.taxYear === year)
      await expect(stillDueOf(planner.region(), `Due by ${formatDate(next.date)}`)).toHaveText(
        money(dueByCents / 100),
      );
    const answer = await page.request.get(`/api/tax/planner?year=${next.taxYear}&today=${today}`);
    expect(((await answer.json()) as Planner).dueByNow.amount).toBe(dueByCents / 100);

    // The dashboard's headline is that same figure, and so is Tax Estimates' What You Owe.
    await dashboard.open();
    const headline = `Due by ${formatDate(next.date)}: ${money(dueByCents / 100)}`;
    await expect(dashboard.cardValue('Tax Due')).toHaveText(headline);
    await expect(page.getByRole('region', { name: 'Upcoming Deadlines' })).toContainText(headline);

    // Last year's figures bring the safe-harbor minimum: 100 % of $2,000 (less than 90 % of this year's).
    await tax.open();
    await planner.ready();
    await planner.region().getByRole('button', { name: "Enter last year's figures" }).click();
    await expect(tax.priorYear("Last year's total tax")).toBeFocused();
    await tax.settle(tax.priorYear("Last year's total tax"), '2000');
    await tax.settle(tax.priorYear("Last year's AGI"), '30000');
    await expect(planner.region()).toContainText(`Safe-harbor minimum for ${year}: ${money(2_000)}`);
    await expect(planner.cell(1, 'safeHarbor')).toContainText(money(500));

    // On a phone the quarters fit without sideways scrolling; the safe harbor is folded under each quarter.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(planner.quarterRow(1).getByRole('rowheader')).toContainText(
      `Safe harbor: ${money(0)} of ${money(500)} still due`,
    );
    const sideways = await planner
      .quarters()
      .evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth);
    expect(sideways).toBe(0);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 720 });

    // Delete it after the confirmation: the quarter's still-due is back.
    await planner
      .payments()
      .getByRole('button', { name: `Delete the payment of ${money(500)} made on ${formatDate(today)}` })
      .click();
    const question = page.getByRole('dialog', { name: 'Delete this payment?' });
    await expect(question).toContainText(`Delete the payment of ${money(500)} made on ${formatDate(today)}?`);
    await question.getByRole('button', { name: 'Delete payment' }).click();
    await dashboard.expectToast('Payment deleted');
    await expect(planner.region()).toContainText(`No payments recorded for ${year} yet.`);
    await expect(planner.cell(quarter, 'stillDue')).toHaveText(money(due));
    await expectNoAxeViolations(page);
  });

  test("the dashboard's Tax Due card names Tax Estimates' quarterly payment as detail, whatever the period", async ({
    page,
  }) => {
    // A long journey through the Tax Estimates page (the estimate, what is owed, the car comparison) and two axe scans.
    test.slow();
    // Income in March and May, so that this month, this week and all time differ: the card stays this year's.
    const dashboard = await newProUser(page, 'onefigure');
    await seedItems(page.request, [
      { type: 'income', category: 'Tips', amount: TIPS, date: calendarDate(year, 5, 5) },
    ]);
    const tax = new TaxPage(page);
    await tax.open();
    const onTaxPage = await tax.cardValue('Quarterly Payment').innerText();
    expect(onTaxPage).toBe(money(engine(cents(TIPS)).quarterlyPaymentCents / 100));

    await dashboard.open();
    const card = dashboard.card('Tax Due');
    const detail = `Your ${year} federal quarterly installment is ${onTaxPage}, the same as on Tax Estimates.`;
    await expect(card).toContainText(detail);
    for (const period of ['Week', 'Month', 'Quarter', 'All Time']) {
      await dashboard.period(period).click();
      await expect(card).toContainText(detail);
    }
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(card).toContainText(detail);
    await card.screenshot({ path: test.info().outputPath('quarterly-card-phone.png') });
    await expectNoAxeViolations(page);
  });

  test('the planner says it is loading, then shows a failure with Retry', async ({ page }) => {
    await newProUser(page, 'plannerfail');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let failing = true;
    await page.route('**/api/tax/planner**', async (route) => {
      await held;
      if (failing)
        await route.fulfill({
          status: 503,
          json: {
            error: {
              code: 'unavailable',
              message: 'The service is currently unavailable. Please try again later.',
            },
          },
        });
      else await route.continue();
    });
    const tax = new TaxPage(page);
    await tax.open();
    const planner = new PlannerSection(page);
    await expect(planner.region().getByRole('status')).toHaveText('Loading the quarterly planner...');
    release();
    const error = planner
      .region()
      .getByRole('alert')
      .filter({ hasText: 'The service is currently unavailable.' });
    await expect(error).toBeVisible();
    failing = false;
    await error.getByRole('button', { name: 'Retry' }).click();
    await planner.ready();
    await expect(error).toHaveCount(0);
  });
});
