import { expect, test, type Page } from '@playwright/test';
import { budgetMessages } from '../core/budget/budget-input';
import { budgetTexts } from '../web/features/budget/budget-texts';
import { itemUseTexts } from '../web/features/items/item-use-texts';
import { BudgetPage } from './pages/budget-page';
import { DashboardPage } from './pages/dashboard-page';
import { shoot } from './screenshots';
import { expectNoAxeViolations, seedItems } from './support';

// A driver on the Free plan on Saturday, November 28, 2026 (the page's clock). October brought a $800 payout and
// nothing planned; November a $1,000 payout, $60 of gas (business), and personal spending of $255 on groceries
// (November 10) and $45 eating out (November 24).
//
// By hand, once November plans Groceries $300 and Dining out $40 ($340):
// - Groceries spent 255 of 300: 85 % (an alert), $45.00 available; Dining out 45 of 40: over budget by $5.00.
// - Left to spend this month: 45.00 - 5.00 = $40.00.
// - This week is Sunday November 22 to Saturday 28 (7 days), with 9 days left in the month on the 22nd; the month had
//   340 - 255 (spent before the week) = 85.00 then, whose share is 85.00 x 7 / 9 = 66.111 -> 66.11, less the week's
//   45.00: $21.11. With Pet care's $20 as well: (360 - 255) x 7 / 9 = 81.666 -> 81.67, less 45.00: $36.67.
// - The year's tax (single, no state, nothing else): net profit 1,800 - 60 = 1,740; net earnings x 0.9235 =
//   1,606.89; self-employment tax x 15.3 % = 245.854 -> $245.85; no income tax (under the standard deduction).
//   A month's payouts set aside payouts x 245.85 / 1,800: November 136.583 -> $136.58, October 109.267 -> $109.27.
// - Ready to assign: received 1,000.00 - 136.58 - business costs 60.00 - planned 340.00 = $463.42 (nothing carried
//   in: no month before November was planned).
// - The lowest and median month of the last 12 is October alone: 800.00 - 109.27 = $690.73.
// - December carries in what November left to assign; Assign in order gives Groceries $300 and Dining out $40 of it.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
// A person's whole month: items, a plan, two months, the dashboard and two axe scans.
test.describe.configure({ timeout: 120_000 });

const TODAY = new Date('2026-11-28T12:00:00');

async function addItem(
  page: Page,
  item: {
    type: 'Income' | 'Expense';
    use: 'Business' | 'Personal';
    category: string;
    amount: string;
    date: string;
  },
) {
  const dashboard = new DashboardPage(page);
  const dialog = await dashboard.openAddNew();
  await dashboard.fillItemForm(dialog, { type: item.type });
  if (item.use === 'Personal')
    await dialog
      .getByRole('group', { name: itemUseTexts.useLabel })
      .getByRole('button', { name: itemUseTexts.personal })
      .click();
  await dashboard.fillItemForm(dialog, { category: item.category, amount: item.amount, date: item.date });
  await dialog.getByRole('button', { name: 'Add Transaction' }).click();
  await dashboard.expectToast(item.type === 'Income' ? 'Income added' : 'Expense added');
}

test('a Free driver plans November from what the payouts left, rolls groceries over, assigns December in order and copies it into January', async ({
  page,
}) => {
  await page.clock.setFixedTime(TODAY);
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('budget');
  await seedItems(page.request, [
    { type: 'income', category: 'Rideshare', amount: 800, date: '2026-10-05' },
    { type: 'expense', category: 'Gas', amount: 60, date: '2026-11-21' },
    { type: 'expense', category: 'Dining out', amount: 45, date: '2026-11-24', use: 'personal' },
  ]);
  await addItem(page, {
    type: 'Income',
    use: 'Business',
    category: 'Rideshare',
    amount: '1000',
    date: '2026-11-20',
  });
  await addItem(page, {
    type: 'Expense',
    use: 'Personal',
    category: 'Groceries',
    amount: '255',
    date: '2026-11-10',
  });

  // Budget, from the navigation on a phone.
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Budget' }).click();
  await expect(page).toHaveURL('/budget');
  const budget = new BudgetPage(page);
  await budget.ready();
  await expect(budget.monthHeading()).toHaveText('November 2026');

  // October: nothing personal, nothing planned, no month before it.
  await budget.go('Previous month', 'October 2026');
  await expect(page.getByText(budgetTexts.emptyTitle)).toBeVisible();
  await expect(page.getByText(budgetTexts.empty)).toBeVisible();
  await expect(budget.figures()).toContainText(budgetTexts.noEarlierMonth);
  await expect(page.getByRole('button', { name: budgetTexts.copyLastMonth })).toBeVisible();
  await expect(page.getByRole('button', { name: budgetTexts.fromAverage })).toBeVisible();
  // Assign in order fills up to the month before's plan: September has none.
  await page.getByRole('button', { name: budgetTexts.assignInOrder }).click();
  await expect(page.getByRole('alert').filter({ hasText: budgetMessages.nothingToAssign })).toBeVisible();
  await shoot(page, 'budget-empty');
  await budget.go('Next month', 'November 2026');

  // What was spent shows before anything is planned; the person plans it in place, by Enter and by leaving the box.
  await expect(budget.figure('Groceries', 'Spent')).toHaveText('$255.00');
  await budget.plan('Groceries', '300', 'Enter', '$45.00');
  await budget.plan('Dining out', '40', 'Tab', '-$5.00');
  await expect(budget.figure('Dining out', 'Spent')).toHaveText('$45.00');

  // One's own category, then removed again.
  await budget.add({ own: 'Pet care', amount: '20' });
  await expect(budget.figure('Pet care', 'Available')).toHaveText('$20.00');
  await expect(budget.figures()).toContainText(budgetTexts.leftToSpend('$60.00'));
  await expect(budget.figures()).toContainText(budgetTexts.week('$36.67'));
  await budget
    .category('Pet care')
    .getByRole('button', { name: budgetTexts.removeLabel('Pet care') })
    .click();
  await expect(budget.category('Pet care')).toHaveCount(0);

  await expect(budget.figures()).toContainText(budgetTexts.week('$21.11'));
  await expect(budget.figures()).toContainText(budgetTexts.weekDates('11/22/2026', '11/28/2026'));
  await expect(budget.figures()).toContainText(budgetTexts.leftToSpend('$40.00'));
  await expect(budget.alerts()).toHaveText([
    budgetTexts.nearLimit('Groceries', 85),
    budgetTexts.overBudget('Dining out', '$5.00'),
  ]);

  // Ready to assign is what the payouts left less what is planned, to the cent.
  await expect(budget.part(budgetTexts.received)).toHaveText('$1,000.00');
  await expect(budget.part(budgetTexts.businessCosts)).toHaveText('$60.00');
  await expect(budget.part(budgetTexts.carriedIn)).toHaveText('$0.00');
  await expect(budget.part(budgetTexts.plannedThisMonth)).toHaveText('$340.00');
  await expect(budget.part(budgetTexts.taxSetAside)).toHaveText('$136.58');
  await expect(budget.readyToAssign()).toHaveText(budgetTexts.readyToAssign('$463.42'));

  // October alone is the lowest and the median month.
  await expect(budget.figures()).toContainText(budgetTexts.leanMonths('$690.73', '$690.73'));
  // No Savings category: no buffer to show.
  await expect(budget.figures()).not.toContainText('Savings cover');
  await expect(page.getByRole('note').filter({ hasText: /more than your leanest month/ })).toHaveCount(0);

  // Planning more than the leanest month brought home is said plainly; then back.
  await budget.plan('Groceries', '800', 'Enter', '$545.00');
  await expect(page.getByRole('note').filter({ hasText: /more than your leanest month/ })).toHaveText(
    budgetTexts.aboveLowestMonth('$840.00', '$690.73'),
  );
  await budget.plan('Groceries', '300', 'Enter', '$45.00');

  // What groceries leave rolls into December.
  await budget.rollover('Groceries').check();
  await expect(budget.rollover('Groceries')).toBeChecked();
  await page.reload();
  await budget.ready();
  await expect(budget.rollover('Groceries')).toBeChecked();
  await expect(budget.rollover('Dining out')).not.toBeChecked();

  await expectNoAxeViolations(page, '/budget on a phone');
  await shoot(page, 'budget-november');
  await page.setViewportSize({ width: 1366, height: 768 });
  await expectNoAxeViolations(page, '/budget on a laptop');
  await page.setViewportSize({ width: 390, height: 844 });

  // The dashboard says the same.
  await dashboard.open();
  await expect(dashboard.card(budgetTexts.dashboardLeftTitle)).toContainText(
    budgetTexts.dashboardLeft('$40.00'),
  );
  // 136.58 + 109.27 = 245.85 set aside: the whole year's tax, as every payout of the year is in.
  await expect(dashboard.card(budgetTexts.dashboardTaxTitle)).toContainText(
    'Tax set aside this year: $245.85 of the $245.85 estimate',
  );
  await shoot(page, 'budget-dashboard');
  await dashboard
    .card(budgetTexts.dashboardLeftTitle)
    .getByRole('link', { name: budgetTexts.dashboardOpen })
    .click();
  await budget.ready();

  // December: Assign in order fills bills first, each up to November's amount, from the $463.42 November left;
  // groceries bring November's $45.00 with them.
  await budget.go('Next month', 'December 2026');
  await expect(page.getByText(budgetTexts.emptyTitle)).toHaveCount(0);
  await expect(budget.part(budgetTexts.carriedIn)).toHaveText('$463.42');
  await expect(budget.readyToAssign()).toHaveText(budgetTexts.readyToAssign('$463.42'));
  await page.getByRole('button', { name: budgetTexts.assignInOrder }).click();
  await budget.expectPlanned('Groceries', '300');
  await budget.expectPlanned('Dining out', '40');
  // 463.42 - 340.00 = 123.42 still to assign.
  await expect(budget.readyToAssign()).toHaveText(budgetTexts.readyToAssign('$123.42'));
  await expect(budget.category('Groceries')).toContainText(budgetTexts.carriedInCategory('$45.00'));
  await expect(budget.figure('Groceries', 'Available')).toHaveText('$345.00');
  await expect(budget.figure('Dining out', 'Available')).toHaveText('$40.00');
  await expect(budget.figures()).not.toContainText('This week');

  // The Free plan budgets five categories a month.
  await budget.add({ choose: 'Housing', amount: '900' });
  await expect(budget.figure('Housing', 'Available')).toHaveText('$900.00');
  await budget.add({ choose: 'Health', amount: '50' });
  await expect(budget.figure('Health', 'Available')).toHaveText('$50.00');
  await budget.add({ choose: 'Savings', amount: '100' });
  await expect(budget.figure('Savings', 'Available')).toHaveText('$100.00');
  await budget.add({ choose: 'Entertainment', amount: '30' });
  const refusal = budget.addPanel().getByRole('alert');
  await expect(refusal).toContainText(budgetMessages.freeLimit);
  await expect(refusal.getByRole('link', { name: budgetTexts.upgrade })).toHaveAttribute(
    'href',
    '/subscription',
  );
  await expect(budget.category('Entertainment')).toHaveCount(0);
  await shoot(page, 'budget-december-limit');

  // January starts as a copy of December's five.
  await budget.go('Next month', 'January 2027');
  await page.getByRole('button', { name: budgetTexts.copyLastMonth }).click();
  await budget.expectPlanned('Housing', '900');
  await budget.expectPlanned('Groceries', '300');
  await budget.expectPlanned('Dining out', '40');
  await budget.expectPlanned('Health', '50');
  await budget.expectPlanned('Savings', '100');
  await expect(budget.part(budgetTexts.plannedThisMonth)).toHaveText('$1,390.00');
});
