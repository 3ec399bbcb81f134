import { expect, test, type Page } from '@playwright/test';
import { DashboardPage } from './pages/dashboard-page';
import { shoot } from './screenshots';
import { expectNoAxeViolations, seedItems } from './support';

// A driver's Friday, 27 November 2026, on the phone: the page's clock is set so that the shift's two and a half hours
// pass in a moment. The year's profit is $10,000 (single, no state): the next $100 adds only self-employment tax,
// 14.12 % (Schedule SE: 92.35 % x 15.3 % of $10,000 is 1,412.96, of $10,100 is 1,427.08), while the income tax stays 0
// and the earned income credit stays at its most.
const FRIDAY = '2026-11-27';

const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function expectToast(page: Page, text: string) {
  const toast = page.getByRole('alert').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'close' }).click();
}

test('a driver times a shift offline, logs another, and compares platforms per hour after the car and tax', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.install({ time: new Date(`${FRIDAY}T09:00:00`) });
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('earnings');
  await seedItems(page.request, [
    { type: 'income', category: 'Rideshare', amount: 90, date: FRIDAY, description: 'Uber trip earnings' },
    { type: 'income', category: 'Delivery', amount: 40, date: '2026-11-25', description: 'DoorDash pay' },
    { type: 'income', category: 'Freelance', amount: 9870, date: '2026-03-01', description: 'Logo design' },
  ]);

  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Earnings' }).click();
  await expect(page).toHaveURL('/earnings');
  await expect(page.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
  const compare = panel(page, 'Compare platforms');
  await expect(compare).toContainText('No shifts in this period yet. Start one above, or log a past shift.');
  await expect(panel(page, 'When to drive')).toContainText(
    'No shifts in the last 90 days yet: log some and your best hours show here.',
  );
  await expectNoAxeViolations(page, 'empty');
  await shoot(page, 'earnings-empty');

  // Start shift needs no connection: the start is kept on the phone.
  const shift = panel(page, 'Shift');
  await context.setOffline(true);
  await shift.getByRole('button', { name: 'Start shift' }).click();
  await expect(shift.getByText('Enter the platform you are starting a shift for')).toBeVisible();
  await shift.getByLabel('Platform').fill('Uber');
  await shift.getByRole('button', { name: 'Start shift' }).click();
  await expect(shift.getByRole('status')).toHaveText('Uber shift running since 2026-11-27 at 09:00 (0 min)');
  await page.clock.fastForward('02:30:00');
  await expect(shift.getByRole('status')).toHaveText(
    'Uber shift running since 2026-11-27 at 09:00 (2 h 30 min)',
  );
  await shift.getByLabel('Miles driven (optional)').fill('30');
  await shift.getByRole('button', { name: 'End shift' }).click();
  await expect(shift.getByRole('alert')).toHaveText(
    'Network error. Please check your internet connection and try again. The shift is still running on this phone: ' +
      'try End shift again when you are back online.',
  );
  await shoot(page, 'earnings-offline');
  // Still running after a reload, and saved once back online.
  await context.setOffline(false);
  await page.reload();
  await expect(shift.getByRole('status')).toContainText('Uber shift running since 2026-11-27 at 09:00');
  await shift.getByLabel('Miles driven (optional)').fill('30');
  await shift.getByRole('button', { name: 'End shift' }).click();
  await expectToast(page, 'Shift saved');
  await expect(shift.getByRole('button', { name: 'Start shift' })).toBeVisible();

  // A shift typed afterwards, with a mistake first.
  const past = panel(page, 'Log a past shift');
  await past.getByLabel('Platform').fill('doordash');
  await past.getByLabel('Started').fill('2026-11-25T19:00');
  await past.getByLabel('Ended').fill('2026-11-25T17:00');
  await past.getByLabel('Miles (optional)').fill('10');
  await past.getByRole('button', { name: 'Log shift' }).click();
  await expect(past.getByText('The shift must end after it starts')).toBeVisible();
  await past.getByLabel('Started').fill('2026-11-25T17:00');
  await past.getByLabel('Ended').fill('2026-11-25T19:00');
  await past.getByRole('button', { name: 'Log shift' }).click();
  await expectToast(page, 'Shift logged');

  // Uber: $90 - 30 mi x 72.5 cents (21.75) = 68.25, tax 9.64, net 58.61 over 2.5 h = 23.44/h. DoorDash: $40 - 7.25 =
  // 32.75, tax 4.62, net 28.13 over 2 h = 14.07/h. All: 130 - 29.00 = 101.00, tax 14.26, net 86.74 over 4.5 h.
  const cards = compare.getByRole('listitem');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0)).toContainText('Uber$23.44/h net');
  await expect(cards.nth(0)).toContainText('Gross$90.00');
  await expect(cards.nth(0)).toContainText('Car−$21.75');
  await expect(cards.nth(0)).toContainText('Tax−$9.64');
  await expect(cards.nth(0)).toContainText('Net$58.61');
  await expect(cards.nth(0)).toContainText('Net a mile$1.95');
  await expect(cards.nth(1)).toContainText('DoorDash$14.07/h net');
  await expect(cards.nth(2)).toContainText('All platforms$19.28/h net');
  await expect(cards.nth(2)).toContainText('Tax−$14.26');
  await expect(compare).toContainText(
    'Tax is figured at your marginal rate of 14.12%: what the next $100 of profit adds to your 2026 federal income ' +
      'tax, self-employment tax and state and local tax, from your tax estimate.',
  );

  // A target of $20 an hour net.
  const target = panel(page, 'Your target');
  await target.getByLabel('Net an hour you aim for, in dollars').fill('twenty');
  await target.getByRole('button', { name: 'Save target' }).click();
  await expect(
    target.getByText('The target must be an amount from $0.01 to $1,000 an hour, with at most 2 decimals'),
  ).toBeVisible();
  await target.getByLabel('Net an hour you aim for, in dollars').fill('20');
  await target.getByRole('button', { name: 'Save target' }).click();
  await expectToast(page, 'Target saved');
  await expect(cards.nth(0)).toContainText('$3.44 an hour over your $20.00/h target');
  await expect(cards.nth(1)).toContainText('$5.93 an hour under your $20.00/h target');

  // When to drive: Friday 9 to 11:30 at 23.44, Wednesday 5 to 7 PM at 14.07.
  const when = panel(page, 'When to drive');
  await expect(when).toContainText(
    'Your best hours over the last 90 days, net after costs and tax: Friday 9 AM ($23.44/h), Friday 10 AM ' +
      '($23.44/h), Friday 11 AM ($23.44/h).',
  );
  const grid = when.getByRole('table', { name: 'Net pay an hour by day of the week and hour, last 90 days' });
  await expect(grid.getByRole('row', { name: /^5 PM/ })).toContainText('$14');
  await expect(
    panel(page, 'By week')
      .getByRole('row', { name: /^2026-11-23/ })
      .getByRole('cell'),
  ).toHaveText(['4.5', '40', '$28.89/h', '$86.74', '$19.28/h', '$2.17']);
  await expect(panel(page, 'Shifts').getByRole('listitem')).toHaveText([
    /Uber · 2026-11-27 09:00–11:30.*2 h 30 min · 30 mi · \$58\.61 net \(\$23\.44\/h\)/,
    /DoorDash · 2026-11-25 17:00–19:00.*2 h · 10 mi · \$28\.13 net \(\$14\.07\/h\)/,
  ]);
  await expectNoAxeViolations(page, 'full');
  await shoot(page, 'earnings-full');

  // A shift that ran longer than typed: editing it changes its hours and its pay an hour (28.13 over 2.5 h = 11.25).
  await panel(page, 'Shifts')
    .getByRole('button', { name: 'Edit DoorDash shift of 2026-11-25 17:00' })
    .click();
  const editing = page.getByRole('dialog', { name: 'Edit shift' });
  await expect(editing.getByLabel('Platform')).toHaveValue('DoorDash');
  await expect(editing.getByLabel('Miles (optional)')).toHaveValue('10');
  await editing.getByLabel('Ended').fill('2026-11-25T19:30');
  await editing.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Shift saved');
  await expect(panel(page, 'Shifts').getByRole('listitem').nth(1)).toHaveText(
    /DoorDash · 2026-11-25 17:00–19:30.*2 h 30 min · 10 mi · \$28\.13 net \(\$11\.25\/h\)/,
  );

  // A trip in the mileage log belongs to the shift it was driven in.
  await page.goto('/mileage');
  const tripForm = page.getByRole('region', { name: 'Log a trip' });
  await tripForm.getByLabel('Date').fill('2026-11-25');
  await tripForm.getByLabel('Shift (optional)').selectOption({ label: 'DoorDash 17:00–19:30' });
  await tripForm.getByLabel('Miles').fill('10');
  await tripForm.getByLabel('Business purpose').fill('DoorDash deliveries');
  await tripForm.getByRole('button', { name: 'Log trip' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Trip logged.' })).toBeVisible();
  const tripsOf = async () =>
    (
      (await (await page.request.get('/api/trips?year=2026')).json()) as {
        trips: { shiftId: string | null }[];
      }
    ).trips;
  const [logged] = await tripsOf();
  expect(logged!.shiftId).toMatch(/^[0-9a-f-]{36}$/);

  // Delete the DoorDash shift: its figures leave the comparison, and its trip stays in the log, tied to no shift.
  await page.goto('/earnings');
  await panel(page, 'Shifts')
    .getByRole('button', { name: 'Delete DoorDash shift of 2026-11-25 17:00' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(cards).toHaveCount(1);
  expect((await tripsOf()).map((trip) => trip.shiftId)).toEqual([null]);
});
