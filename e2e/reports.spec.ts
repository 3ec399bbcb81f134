import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { categories, quickEntryShortcuts } from '../core/categories';
import { addDays, dayOfWeek, weekdayNames } from '../core/dates';
import { formatMoney, formatPercentChange } from '../core/format';
import { lastMonths, periodRange, previousRange } from '../core/periods';
import {
  averageMonthlyCents,
  incomeAnalysisTexts,
  potentialLabel,
  sharePercent,
  stabilityLabel,
} from '../core/reports/income-analysis';
import { percentChange } from '../core/summary';
import { monthTitle } from './pages/calendar-page';
import { DashboardPage } from './pages/dashboard-page';
import { ReportPage } from './pages/reports-page';
import { expectNoAxeViolations, holdResponses, seedItems, upgradeToPro, type SeedItem } from './support';

// A fixed day on the page's clock (Saturday, November 28, 2026), so that the calendar month ('Month') holds the same
// items whatever day the suite runs.
const today = '2026-11-28';
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date(2026, 10, 28, 12));
});
const daysAgo = (days: number) => addDays(today, -days);

const income: SeedItem[] = [
  { type: 'income', category: 'Rideshare', amount: 200, date: daysAgo(1) },
  { type: 'income', category: 'Tips', amount: 50, date: daysAgo(2) },
  { type: 'income', category: 'Rideshare', amount: 100, date: daysAgo(3) },
  { type: 'income', category: 'Delivery', amount: 150, date: daysAgo(10) },
  // In the days of October that November 1-28 is compared with.
  { type: 'income', category: 'Rideshare', amount: 300, date: daysAgo(40) },
  // Only in 'Year'.
  { type: 'income', category: 'Freelance', amount: 1000, date: daysAgo(100) },
  { type: 'income', category: 'Freelance', amount: 500, date: daysAgo(200) },
];
const expenses: SeedItem[] = [
  { type: 'expense', category: 'Gas', amount: 40, date: daysAgo(1) },
  { type: 'expense', category: 'Phone', amount: 60, date: daysAgo(5), description: 'Monthly plan' },
  { type: 'expense', category: 'Gas', amount: 25.5, date: daysAgo(6) },
  {
    type: 'expense',
    category: 'Equipment',
    amount: 300,
    date: daysAgo(12),
    description: 'Phone mount, "pro"',
  },
  { type: 'expense', category: 'Meals', amount: 12, date: daysAgo(20) },
  { type: 'expense', category: 'Meals', amount: 8, date: daysAgo(21) },
  { type: 'expense', category: 'Insurance', amount: 110, date: daysAgo(45) },
];

const cents = (dollars: number) => Math.round(dollars * 100);
const inRange = (items: readonly SeedItem[], range: { from: string; to: string }) =>
  items.filter((item) => item.date >= range.from && item.date <= range.to);
const sumCents = (items: readonly SeedItem[]) => items.reduce((sum, item) => sum + cents(item.amount), 0);
const totalsBy = (items: readonly SeedItem[], key: (item: SeedItem) => string) => {
  const totals = new Map<string, number>();
  for (const item of items) totals.set(key(item), (totals.get(key(item)) ?? 0) + cents(item.amount));
  return [...totals].sort((a, b) => b[1] - a[1]);
};

const changeNote = (change: number | null) =>
  change === null ? 'No data for the previous period' : `${formatPercentChange(change)} from previous period`;

/** What Income Analysis must show for a period, worked out here from the seeded items. */
function expectedIncome(period: 'week' | 'month' | 'quarter' | 'year') {
  const range = periodRange(period, today)!;
  const items = inRange(income, range);
  const total = sumCents(items);
  const previous = sumCents(inRange(income, previousRange(range)));
  const months = new Set(items.map((item) => item.date.slice(0, 7))).size;
  const byCategory = totalsBy(items, (item) => item.category);
  const [bestDay, bestTotal] = totalsBy(items, (item) => String(dayOfWeek(item.date)))[0]!;
  return {
    range,
    total: formatMoney(total / 100),
    change: changeNote(percentChange(total, previous || null)),
    averageMonthly: formatMoney(averageMonthlyCents(total, months) / 100),
    topSource: byCategory[0]![0],
    topSourceNote: `${formatMoney(byCategory[0]![1] / 100)} (${sharePercent(byCategory[0]![1], total).toFixed(1)}% of income)`,
    bestDay: weekdayNames[Number(bestDay)],
    bestDayTotal: formatMoney(bestTotal / 100),
    byCategory: byCategory.map(([category, categoryCents]) => [
      category,
      formatMoney(categoryCents / 100),
      `${sharePercent(categoryCents, total).toFixed(1)}%`,
    ]),
  };
}

/** The insights look at calendar months: this one against the last, and against the six-month average. */
function expectedInsights() {
  const months = lastMonths(today, 6).map((month) =>
    sumCents(income.filter((item) => item.date.startsWith(month))),
  );
  const [prior, latest] = months.slice(-2) as [number, number];
  const withIncome = months.filter((total) => total > 0).length;
  const average = averageMonthlyCents(
    months.reduce((sum, total) => sum + total, 0),
    withIncome,
  );
  return {
    stability: stabilityLabel(percentChange(latest, prior === 0 ? null : prior)),
    potential: potentialLabel(latest, average, withIncome),
  };
}

const report = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

async function signIn(
  page: Page,
  prefix: string,
  { pro, items }: { pro: boolean; items: readonly SeedItem[] },
) {
  await new DashboardPage(page).signInAsNewUser(prefix);
  if (pro) await upgradeToPro(page.request);
  await seedItems(page.request, items);
}

test('a free user meets the Pro gate on both report screens', async ({ page }) => {
  await signIn(page, 'repfree', { pro: false, items: income.slice(0, 1) });
  await page.goto('/reports/income');
  await expect(page.getByRole('heading', { level: 1, name: 'Pro Subscription Required' })).toBeVisible();
  await expect(page.getByText('You need a Pro subscription to access Income Analysis.')).toBeVisible();
  await page.goto('/reports/expenses');
  await expect(page.getByText('You need a Pro subscription to access Expense Breakdown.')).toBeVisible();
});

test('Income Analysis shows the period figures, categories, days, trend and insights', async ({ page }) => {
  await signIn(page, 'repincome', { pro: true, items: [...income, ...expenses] });
  const report = new ReportPage(page, 'Income Analysis');
  await report.open();
  await expect(report.period('Month')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('note', { name: 'Disclaimer' })).toContainText(
    'Income figures and insights are estimates for planning only',
  );

  const month = expectedIncome('month');
  await expect(report.cardValue('Business Income')).toHaveText(month.total);
  await expect(report.cardNote('Business Income')).toHaveText(month.change);
  await expect(report.cardValue('Average Monthly')).toHaveText(month.averageMonthly);
  await expect(report.cardValue('Top Income Source')).toHaveText(month.topSource);
  await expect(report.cardNote('Top Income Source')).toHaveText(month.topSourceNote);
  await expect(report.cardValue('Best Day')).toHaveText(month.bestDay!);
  await expect(report.cardNote('Best Day')).toHaveText(`${month.bestDayTotal} earned on ${month.bestDay}s`);

  const rows = report.categoryRows('Business Income by Category');
  await expect(rows).toHaveCount(month.byCategory.length);
  for (const [index, cells] of month.byCategory.entries()) {
    await expect(rows.nth(index).locator('th, td')).toHaveText(cells);
  }

  const byDay = report.panel('Income by Day');
  await expect(byDay.getByRole('img', { name: /^Bar chart of income by day of the week/ })).toBeVisible();
  await expect(byDay.getByRole('term')).toHaveText(
    [...weekdayNames].map((day) => (day === month.bestDay ? `${day}Best day` : day)),
  );
  await expect(byDay.locator(`dt:has-text("${month.bestDay}") + dd`)).toHaveText(month.bestDayTotal);

  const trend = report.panel('Monthly Income Trend').getByRole('listitem');
  await expect(trend).toHaveCount(6);
  await expect(trend.nth(5)).toContainText('Current');
  await expect(trend.nth(4)).toContainText('Previous');
  await expect(trend.nth(0)).toContainText('Historical');
  await expect(trend.nth(5)).toContainText(/(Up|Down) from|Same as/);

  const insights = expectedInsights();
  const panel = report.panel('Income Insights');
  await expect(panel.locator('dt:text-is("Stability") + dd p').first()).toHaveText(insights.stability);
  await expect(panel.locator('dt:text-is("Diversity") + dd p').first()).toHaveText('Well diversified');
  await expect(panel.locator('dt:text-is("Diversity") + dd')).toContainText(
    '3 income categories in this period.',
  );
  await expect(panel.locator('dt:text-is("Potential") + dd p').first()).toHaveText(insights.potential);

  await expectNoAxeViolations(page);

  // Another period changes every figure.
  await report.choosePeriod('Week');
  const week = expectedIncome('week');
  await expect(report.cardValue('Business Income')).toHaveText(week.total);
  await expect(report.cardNote('Business Income')).toHaveText(week.change);
  await expect(report.categoryRows('Business Income by Category')).toHaveCount(week.byCategory.length);
  await expect(report.period('Month')).toHaveAttribute('aria-pressed', 'false');

  await report.choosePeriod('Year');
  const year = expectedIncome('year');
  await expect(report.cardValue('Business Income')).toHaveText(year.total);
  await expect(report.cardValue('Top Income Source')).toHaveText(year.topSource);
  await expect(report.cardValue('Average Monthly')).toHaveText(year.averageMonthly);
});

test("Export on Income Analysis downloads the period's business income as CSV", async ({ page }) => {
  const { range } = expectedIncome('month');
  // Wages are household money: the report's export, like its figures, leaves them out.
  const wages = {
    type: 'income',
    category: 'Wages',
    use: 'personal',
    amount: 612.5,
    date: range.from,
  } as const;
  await signIn(page, 'repexport', { pro: true, items: [...income, ...expenses, wages] });
  const report = new ReportPage(page, 'Income Analysis');
  await report.open();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`GigTally_income_${range.from}_${range.to}.csv`);
  const rows: string[][] = parse(await readFile(await download.path(), 'utf8'));
  expect(rows[0]).toEqual(['Transaction ID', 'Date', 'Type', 'Category', 'Amount', 'Description', 'Tags']);
  const expected = inRange(income, range).sort((a, b) => a.date.localeCompare(b.date));
  expect(rows.slice(1).map((row) => row.slice(1, 5))).toEqual(
    expected.map((item) => [item.date, 'income', item.category, item.amount.toFixed(2)]),
  );
  const toast = page.getByRole('alert').filter({ hasText: 'Your export has started.' });
  await expect(toast).toBeVisible();
});

test('Income Analysis says what is loading, then that a Pro user without income has none', async ({
  page,
}) => {
  await signIn(page, 'repempty', { pro: true, items: [] });
  const release = await holdResponses(page, '**/api/reports/income?**');
  await page.goto('/reports/income');
  await expect(page.getByRole('status').filter({ hasText: incomeAnalysisTexts.loading })).toHaveCount(2);
  await expect(report(page, 'Income by Day')).toContainText(incomeAnalysisTexts.loadingData);
  await expect(report(page, 'Monthly Income Trend')).toContainText(incomeAnalysisTexts.loadingTrend);
  release();

  const analysis = new ReportPage(page, 'Income Analysis');
  await analysis.settled();
  await expect(analysis.cardValue('Business Income')).toHaveText('$0.00');
  await expect(analysis.cardNote('Business Income')).toHaveText('No data for the previous period');
  await expect(analysis.cardValue('Top Income Source')).toHaveText('\u2014');
  await expect(analysis.cardNote('Top Income Source')).toHaveText(incomeAnalysisTexts.emptyPeriod);
  await expect(analysis.cardValue('Best Day')).toHaveText('\u2014');
  await expect(analysis.panel('Business Income by Category')).toContainText(incomeAnalysisTexts.emptyPeriod);
  await expect(analysis.panel('Income by Day')).toContainText(incomeAnalysisTexts.empty);
  await expect(analysis.panel('Monthly Income Trend')).toContainText(incomeAnalysisTexts.emptyTrend);
  await expect(analysis.panel('Income Insights')).toContainText('No data');
  await expect(analysis.panel('Income Insights')).toContainText('Insufficient data');

  // Nothing to export in the period.
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: incomeAnalysisTexts.emptyPeriod })).toBeVisible();
});

test('Expense Breakdown shows totals by category and month and the largest expenses', async ({ page }) => {
  await signIn(page, 'repexpense', { pro: true, items: [...income, ...expenses] });
  const breakdown = new ReportPage(page, 'Expense Breakdown');
  await breakdown.open();
  await expect(page.getByRole('note', { name: 'Disclaimer' })).toContainText(
    'Expense figures and categories are for planning only',
  );

  const range = periodRange('month', today)!;
  const items = inRange(expenses, range);
  const total = sumCents(items);
  const previous = sumCents(inRange(expenses, previousRange(range)));
  await expect(breakdown.cardValue('Business Expenses')).toHaveText(formatMoney(total / 100));
  await expect(breakdown.cardNote('Business Expenses')).toHaveText(
    changeNote(percentChange(total, previous || null)),
  );
  const byCategory = totalsBy(items, (item) => item.category);
  await expect(breakdown.cardValue('Top Category')).toHaveText(byCategory[0]![0]);
  const rows = breakdown.categoryRows('Business Expenses by Category');
  await expect(rows).toHaveCount(byCategory.length);
  for (const [index, [category, categoryCents]] of byCategory.entries()) {
    await expect(rows.nth(index).locator('th, td')).toHaveText([
      category,
      formatMoney(categoryCents / 100),
      `${sharePercent(categoryCents, total).toFixed(1)}%`,
    ]);
  }

  await expect(breakdown.panel('Expenses by Month').getByRole('term')).toHaveCount(6);

  const largest = breakdown.panel('Largest Expenses').getByRole('listitem');
  const topFive = [...items].sort((a, b) => b.amount - a.amount).slice(0, 5);
  await expect(largest).toHaveCount(5);
  for (const [index, item] of topFive.entries()) {
    await expect(largest.nth(index)).toContainText(item.category);
    await expect(largest.nth(index)).toContainText(`\u2212${formatMoney(item.amount)}`);
  }
  await expect(largest.first()).toContainText('Phone mount, "pro"');

  await expectNoAxeViolations(page);

  await breakdown.choosePeriod('Quarter');
  const quarter = sumCents(inRange(expenses, periodRange('quarter', today)!));
  await expect(breakdown.cardValue('Business Expenses')).toHaveText(formatMoney(quarter / 100));
});

test('a Meals expense from Quick Entry and one from the full form are one row of the Expense Breakdown', async ({
  page,
}) => {
  // One category list (core/categories.ts). Quick Entry offers a shortlist of it ('Food' is 'Meals').
  await signIn(page, 'repmeals', { pro: true, items: [] });
  const dashboard = new DashboardPage(page);
  await dashboard.open();
  const quickCategory = dashboard.quickEntry().getByLabel('Category', { exact: true });
  await expect(quickCategory.getByRole('option')).toHaveText([
    'Select a category',
    ...quickEntryShortcuts.expense,
    'Custom Category',
  ]);
  await dashboard.quickAdd({ type: 'Expense', amount: '12.50', category: 'Meals' });
  await dashboard.expectToast('Expense added');

  const dialog = await dashboard.openAddNew();
  await dashboard.fillItemForm(dialog, { type: 'Expense' });
  await expect(dialog.getByLabel('Category').getByRole('option')).toHaveText([
    'Select a category',
    ...categories.expense,
  ]);
  await dashboard.fillItemForm(dialog, {
    category: 'Meals',
    amount: '7.50',
    description: 'Lunch between orders',
  });
  await dialog.getByRole('button', { name: 'Add Transaction' }).click();
  await expect(dialog).toBeHidden();
  await expect(dashboard.rows()).toHaveCount(2);

  const breakdown = new ReportPage(page, 'Expense Breakdown');
  await breakdown.open();
  await expect(breakdown.cardValue('Business Expenses')).toHaveText('$20.00');
  const rows = breakdown.categoryRows('Business Expenses by Category');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().locator('th, td')).toHaveText(['Meals', '$20.00', '100.0%']);
});

test('Expense Breakdown without expenses says so', async ({ page }) => {
  await signIn(page, 'repexpempty', { pro: true, items: income.slice(0, 2) });
  const breakdown = new ReportPage(page, 'Expense Breakdown');
  await breakdown.open();
  await expect(breakdown.cardValue('Business Expenses')).toHaveText('$0.00');
  await expect(breakdown.panel('Business Expenses by Category')).toContainText(
    'No expense data available for this period.',
  );
  await expect(breakdown.panel('Expenses by Month')).toContainText('No expense data available.');
  await expect(breakdown.panel('Largest Expenses')).toContainText(
    'No expense data available for this period.',
  );
});

test('the Reports overview links to the three reports with this month so far, for free users too', async ({
  page,
}) => {
  await signIn(page, 'repoverview', { pro: false, items: [...income.slice(0, 3), ...expenses.slice(0, 2)] });
  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports & Analytics' })).toBeVisible();

  const thisMonth = { from: `${today.slice(0, 7)}-01`, to: today };
  const monthName = monthTitle(today);
  const incomeCard = page.getByRole('region', { name: 'Income Analysis' });
  await expect(incomeCard).toContainText(`Income in ${monthName}`);
  await expect(incomeCard).toContainText(formatMoney(sumCents(inRange(income.slice(0, 3), thisMonth)) / 100));
  await expect(page.getByRole('region', { name: 'Expense Breakdown' })).toContainText(
    formatMoney(sumCents(inRange(expenses.slice(0, 2), thisMonth)) / 100),
  );
  await expect(page.getByRole('region', { name: 'Tax Estimates' })).toContainText('Next due:');
  await expect(page.getByRole('main').getByRole('link', { name: 'Income Analysis' })).toHaveAttribute(
    'href',
    '/reports/income',
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'Expense Breakdown' })).toHaveAttribute(
    'href',
    '/reports/expenses',
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'Tax Estimates' })).toHaveAttribute(
    'href',
    '/reports/taxes',
  );
  await expect(page.getByRole('main').getByText('Pro', { exact: true })).toHaveCount(3);

  await page.getByRole('main').getByRole('link', { name: 'Income Analysis' }).click();
  await expect(page).toHaveURL('/reports/income');
  await expect(page.getByText('You need a Pro subscription to access Income Analysis.')).toBeVisible();

  await page.goto('/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports & Analytics' })).toBeVisible();
  await expectNoAxeViolations(page);
});
