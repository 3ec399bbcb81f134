import { expect, test } from '@playwright/test';
import { DashboardPage } from './pages/dashboard-page';
import { TaxPage } from './pages/tax-page';
import { shoot } from './screenshots';
import { expectNoAxeViolations, seedItems, upgradeToPro } from './support';

// A Californian on July 1, 2025 (the page's clock) who has paid nothing: 2025, single, income $70,000, expenses
// $15,000. Federal tax 10,927.73 in installments of 2,731.93; California's 1,106.00 in shares of 30 % (331.80,
// April 15), 40 % (442.40, June 16), 0 % (September 15) and 30 % (January 15, 2026) (server/routes/tax-state.api.test.ts
// checks both by hand).
//
// By hand, what they owe and by when: by September 15 the federal Q1-Q3, 3 x 2,731.93 = 8,195.79, and California's
// 331.80 + 442.40 + 0 = 774.20 by its own September 15: together $8,969.99.
// Overdue, at 7 % a year over 365 days: federal Q1 77 days late, 2,731.93 x 77 / 365 x 7 % = 40.34275 -> $40.34;
// Q2 15 days late, 2,731.93 x 15 / 365 x 7 % = 7.85898 -> $7.86. Left unpaid to April 15, 2026 (365 and 303 days):
// 191.2351 -> 191.24 and 158.75133 -> 158.75, about $349.99.
test('a Californian who paid nothing sees one answer of what is owed, and what is overdue with its penalty', async ({
  page,
}) => {
  // A long journey through the Tax Estimates page (the estimate, what is owed, the car comparison) and two axe scans.
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('owed');
  await upgradeToPro(page.request);
  await seedItems(page.request, [
    { type: 'income', category: 'Rideshare', amount: 70_000, date: '2025-05-01' },
    { type: 'expense', category: 'Gas', amount: 15_000, date: '2025-05-02' },
  ]);
  const saved = await page.request.put('/api/tax/profile', {
    data: { year: 2025, filingStatus: 'single', state: 'CA' },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.clock.setFixedTime(new Date(2025, 6, 1, 12));
  await dashboard.open();

  const headline = 'Due by 09/15/2025: $8,969.99';
  const taxDue = dashboard.card('Tax Due');
  await expect(dashboard.cardValue('Tax Due')).toHaveText(headline);
  await expect(taxDue).toContainText('Federal $8,195.79 by 09/15/2025');
  await expect(taxDue).toContainText('California $774.20 by 09/15/2025');
  const overdue = taxDue.getByRole('note', { name: 'Overdue' });
  await expect(overdue.getByRole('listitem')).toHaveText([
    'Federal Q1 2025, due 04/15/2025: $2,731.93 unpaid, estimated penalty so far $40.34',
    'Federal Q2 2025, due 06/16/2025: $2,731.93 unpaid, estimated penalty so far $7.86',
    'California Q1 2025, due 04/15/2025: $331.80 unpaid',
    'California Q2 2025, due 06/16/2025: $442.40 unpaid',
  ]);
  await expect(overdue).toContainText(
    'Paying it today stops the penalty growing: left unpaid to 04/15/2026, it would reach about $349.99. ' +
      'Penalties are estimates (IRS Form 2210, at the IRS rate of each quarter). A state’s own penalty is not figured.',
  );
  // The installment is detail, not the headline.
  await expect(taxDue).toContainText('Your 2025 federal quarterly installment is $2,731.93');
  await expect(page.getByRole('region', { name: 'Upcoming Deadlines' })).toContainText(headline);
  await expectNoAxeViolations(page);
  await shoot(page, 'owed-dashboard');

  // Tax Estimates gives the same answer, with the year's tax from every side.
  const tax = new TaxPage(page);
  await tax.open();
  await tax.ready();
  const whatYouOwe = page.getByRole('region', { name: 'What You Owe' });
  await expect(whatYouOwe).toContainText(headline);
  await expect(whatYouOwe.getByRole('note', { name: 'Overdue' }).getByRole('listitem')).toHaveCount(4);
  // 10,927.73 + 1,106.00 = 12,033.73.
  await expect(whatYouOwe).toContainText(
    'Total tax for 2025: $12,033.73 (Federal $10,927.73 + California $1,106.00)',
  );
  await expect(tax.cardValue('Total Tax')).toHaveText('$12,033.73');
  await expect(tax.card('Total Tax')).toContainText(
    'Federal $10,927.73 + California $1,106.00, 2025, Single',
  );
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways).toBe(0);
  await expectNoAxeViolations(page);
  await shoot(page, 'owed-tax');
});
