import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { calendarEmptyText } from '../core/calendar';
import { addMonths, localDate } from '../core/dates';
import { formatMoney } from '../core/format';
import { upcomingTaxDueDates } from '../core/tax/due-dates';
import { CalendarPage, longDate, monthTitle } from './pages/calendar-page';
import { DashboardPage } from './pages/dashboard-page';
import { expectNoAxeViolations, seedItems, type SeedItem } from './support';

// The browser runs on this machine, so its local "today" is the test's.
const today = localDate();
const month = today.slice(0, 7);
// Days of the visible month that exist in every month.
const busyDay = `${month}-10`;
const emptyDay = `${month}-11`;

const busyDayItems: SeedItem[] = [
  { type: 'income', category: 'Rideshare', amount: 200, date: busyDay, description: 'Evening shift' },
  { type: 'income', category: 'Tips', amount: 100, date: busyDay },
  { type: 'expense', category: 'Gas', amount: 12.5, date: busyDay, description: 'Fill-up' },
];

async function signedInOnCalendar(page: Page, prefix: string, items: readonly SeedItem[] = []) {
  await new DashboardPage(page).signInAsNewUser(prefix);
  await seedItems(page.request, items);
  const calendar = new CalendarPage(page);
  await calendar.open();
  return calendar;
}

test('the month header follows Previous month, Next month and Today; today is marked', async ({ page }) => {
  const calendar = await signedInOnCalendar(page, 'calnav');
  await expect(calendar.monthHeading()).toHaveText(monthTitle(today));
  await expect(calendar.day(today)).toHaveAttribute('aria-current', 'date');
  await expect(calendar.day(today)).toHaveAccessibleName(`${longDate(today)} (today): no transactions`);
  await expect(calendar.grid().getByRole('columnheader')).toHaveText([
    'Sun',
    'Mon',
    'Tue',
    'Wed',
    'Thu',
    'Fri',
    'Sat',
  ]);

  await calendar.go('Previous month');
  await expect(calendar.monthHeading()).toHaveText(monthTitle(addMonths(today, -1)));
  await calendar.go('Next month');
  await calendar.go('Next month');
  await expect(calendar.monthHeading()).toHaveText(monthTitle(addMonths(today, 1)));
  // Two months on no day of the grid is today (next month's grid can begin with the last days of this one).
  await calendar.go('Next month');
  await expect(calendar.monthHeading()).toHaveText(monthTitle(addMonths(today, 2)));
  await expect(page.getByRole('button', { name: /\(today\)/ })).toHaveCount(0);
  await calendar.go('Today');
  await expect(calendar.monthHeading()).toHaveText(monthTitle(today));
  await expect(calendar.day(today)).toHaveAttribute('aria-pressed', 'true');
});

test('a day shows its totals and first two transactions; choosing it lists all of them', async ({ page }) => {
  const calendar = await signedInOnCalendar(page, 'calday', busyDayItems);

  const cell = calendar.day(busyDay);
  await expect(cell).toHaveAccessibleName(
    new RegExp(
      `^${longDate(busyDay)}( \\(today\\))?: income \\$300\\.00, expenses \\$12\\.50, 3 transactions$`,
    ),
  );
  await expect(cell).toContainText('+$300.00');
  await expect(cell).toContainText('\u2212$12.50');
  // The first two in the order they were added, then '+1 more'.
  await expect(cell).toContainText('Rideshare');
  await expect(cell).toContainText('Tips');
  await expect(cell).not.toContainText('Gas');
  await expect(cell).toContainText('+1 more');

  await cell.click();
  await expect(cell).toHaveAttribute('aria-pressed', 'true');
  await expect(calendar.figure(busyDay, 'Income')).toHaveText('$300.00');
  await expect(calendar.figure(busyDay, 'Expenses')).toHaveText('$12.50');
  await expect(calendar.figure(busyDay, 'Net')).toHaveText(formatMoney(287.5));
  await expect(calendar.rows(busyDay)).toHaveCount(3);
  await expect(calendar.rows(busyDay).nth(0)).toContainText('Rideshare');
  await expect(calendar.rows(busyDay).nth(0)).toContainText('Evening shift');
  await expect(calendar.rows(busyDay).nth(0)).toContainText('+$200.00');
  await expect(calendar.rows(busyDay).nth(1)).toContainText('Tips');
  await expect(calendar.rows(busyDay).nth(2)).toContainText('Gas');
  await expect(calendar.rows(busyDay).nth(2)).toContainText('\u2212$12.50');

  await expectNoAxeViolations(page);

  // The arrow keys move the chosen day; the next day is empty.
  await cell.press('ArrowRight');
  await expect(calendar.day(emptyDay)).toBeFocused();
  await expect(calendar.day(emptyDay)).toHaveAttribute('aria-pressed', 'true');
  await expect(calendar.panel(emptyDay)).toContainText(calendarEmptyText);
  await expect(calendar.figure(emptyDay, 'Income')).toHaveText('$0.00');
  await expect(calendar.figure(emptyDay, 'Net')).toHaveText('$0.00');
});

test('Add Transaction on a day adds an item with that date and the cell shows it', async ({ page }) => {
  const calendar = await signedInOnCalendar(page, 'caladd');
  await calendar.day(emptyDay).click();
  await expect(calendar.panel(emptyDay)).toContainText(calendarEmptyText);

  await calendar.panel(emptyDay).getByRole('button', { name: 'Add Transaction' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Transaction' });
  await expect(dialog.getByLabel('Date')).toHaveValue(emptyDay);
  const dashboard = new DashboardPage(page);
  await dashboard.fillItemForm(dialog, {
    category: 'Meals',
    amount: '18.40',
    description: 'Lunch between rides',
  });
  await dialog.getByRole('button', { name: 'Add Transaction' }).click();
  await dashboard.expectToast('Expense added');

  await expect(calendar.day(emptyDay)).toHaveAccessibleName(
    new RegExp(`^${longDate(emptyDay)}( \\(today\\))?: expenses \\$18\\.40, 1 transaction$`),
  );
  await expect(calendar.day(emptyDay)).toContainText('Meals');
  await expect(calendar.rows(emptyDay)).toHaveCount(1);
  await expect(calendar.rows(emptyDay)).toContainText('Lunch between rides');
  await expect(calendar.figure(emptyDay, 'Expenses')).toHaveText('$18.40');
  await expect(calendar.figure(emptyDay, 'Net')).toHaveText('-$18.40');
});

test('the next estimated-tax due date carries its badge in its month', async ({ page }) => {
  const calendar = await signedInOnCalendar(page, 'caldue');
  const [due] = upcomingTaxDueDates(today);
  while ((await calendar.monthHeading().textContent()) !== monthTitle(due!.date))
    await calendar.go('Next month');

  const cell = calendar.day(due!.date);
  await expect(cell).toContainText(`Q${due!.quarter} tax due`);
  await expect(cell).toHaveAccessibleName(new RegExp(`Q${due!.quarter} ${due!.taxYear} estimated tax due$`));
  await cell.click();
  await expect(calendar.panel(due!.date)).toContainText(
    `Q${due!.quarter} ${due!.taxYear} estimated tax payment due.`,
  );
  // Only the due date has the badge.
  await expect(calendar.grid().getByText(/^Q\d tax due$/)).toHaveCount(1);
});

test('the due dates can be added to any calendar app as an .ics file with the next one in it', async ({
  page,
}) => {
  await signedInOnCalendar(page, 'calics');
  const [due] = upcomingTaxDueDates(today);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Add the tax due dates to your calendar (.ics)' }).click();
  const download = await downloading;

  expect(download.suggestedFilename()).toBe('gigtally-tax-due-dates.ics');
  const text = await readFile(await download.path(), 'utf8');
  expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(text).toContain(`SUMMARY:Q${due!.quarter} ${due!.taxYear} estimated tax due\r\n`);
  expect(text).toContain(`DTSTART;VALUE=DATE:${due!.date.replaceAll('-', '')}\r\n`);
});

test('on a phone the grid is compact and the chosen day shows below it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const calendar = await signedInOnCalendar(page, 'calphone', busyDayItems);
  const cell = calendar.day(busyDay);
  // Dots stand for the figures; the amounts are not squeezed into the cell.
  await expect(cell.getByText('+$300.00')).toBeHidden();
  await cell.click();
  await expect(calendar.figure(busyDay, 'Income')).toHaveText('$300.00');
  const grid = await calendar.grid().boundingBox();
  const panel = await calendar.panel(busyDay).boundingBox();
  expect(panel!.y).toBeGreaterThan(grid!.y + grid!.height);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
});

// The person's state's due dates beside the federal ones, and the feed with them. On March 1, 2025 (the
// page's clock) a Californian's April 15 holds both installments; May has none; the feed adds California's dates.
test("a Californian's calendar marks the state's installments and its feed carries them", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await new DashboardPage(page).signInAsNewUser('calstate');
  const saved = await page.request.put('/api/tax/profile', { data: { filingStatus: 'single', state: 'CA' } });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.clock.setFixedTime(new Date(2025, 2, 1, 12));
  const calendar = new CalendarPage(page);
  await calendar.open();
  await expect(calendar.monthHeading()).toHaveText('March 2025');
  const link = page.getByRole('link', { name: 'Add the tax due dates to your calendar (.ics)' });
  await expect(link).toHaveAttribute('href', '/api/tax-calendar.ics?state=CA');

  await calendar.go('Next month');
  const april15 = calendar.day('2025-04-15');
  await expect(april15).toHaveAccessibleName(
    'April 15, 2025: no transactions, Q1 2025 federal and California estimated tax due',
  );
  await april15.click();
  await expect(calendar.panel('2025-04-15')).toContainText(
    'Q1 2025 federal and California estimated tax payments due.',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('gigtally-tax-due-dates.ics');
  const text = await readFile(await download.path(), 'utf8');
  expect(text).toContain('SUMMARY:California Q1 2025 estimated tax due\r\n');
  expect(text).toContain('UID:tax-ca-2025-q1@gigtally\r\n');
});
