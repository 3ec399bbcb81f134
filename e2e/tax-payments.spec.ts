import { expect, test } from '@playwright/test';
import { formatMoney } from '../core/format';
import { paymentToasts, plannerTexts } from '../web/features/tax/quarterly-planner';
import { DashboardPage } from './pages/dashboard-page';
import { TaxPage } from './pages/tax-page';
import { shoot } from './screenshots';
import { expectNoAxeViolations, upgradeToPro } from './support';

// Payments recognised in a statement file, as a person meets them in the planner on a phone: each says where it came
// from with the bank's text, and one that was not a tax payment goes back to the review queue.
const STATEMENT = [
  'Date,Description,Amount',
  '04/15/2025,IRS USATAXPYMT 270512345678901,-1200.00',
  '06/16/2025,FRANCHISE TAX BD PAYMENTS 061625 XXXXX1234,-400.00',
  '06/20/2025,UBER USA 6787 PAYMENTS,8000.00',
].join('\n');

test.use({ viewport: { width: 390, height: 844 } });

test('a recognised payment says where it came from, and Not a tax payment sends it to the review queue', async ({
  page,
}) => {
  // Two axe-core passes over the whole tax page, each a few seconds on a busy two-core runner.
  test.slow();
  await new DashboardPage(page).signInAsNewUser('tax-payments');
  await upgradeToPro(page.request);
  const profile = await page.request.put('/api/tax/profile', {
    data: { filingStatus: 'single', state: 'CA' },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const imported = await page.request.post('/api/imports', {
    // A form post carries its page's origin, as the browser's does; the server refuses one from another site.
    headers: { Origin: new URL(page.url()).origin },
    multipart: { file: { name: 'checking.csv', mimeType: 'text/csv', buffer: Buffer.from(STATEMENT) } },
  });
  expect(imported.status(), await imported.text()).toBe(201);

  const tax = new TaxPage(page);
  await tax.open();
  await tax.year(2025).click();
  await tax.ready();
  const payments = page.getByRole('table', { name: 'Estimated tax payments made for 2025' });
  await expect(payments).toContainText('From a statement file: IRS USATAXPYMT 270512345678901');
  await expect(payments).toContainText('From a statement file: FRANCHISE TAX BD PAYMENTS 061625 XXXXX1234');
  await expect(payments).toContainText('California');
  await expectNoAxeViolations(page, 'planner with recognised payments');
  await payments.scrollIntoViewIfNeeded();
  await shoot(page, 'tax-payments-recognised');

  const ftbRow = payments.getByRole('row').filter({ hasText: 'FRANCHISE TAX BD' });
  await ftbRow.getByRole('button', { name: /^Not a tax payment/ }).click();
  const dialog = page.getByRole('dialog', { name: plannerTexts.notAPaymentTitle });
  await expect(dialog).toContainText('leaves the planner and waits in your review queue as an expense');
  await expectNoAxeViolations(page, 'Not a tax payment dialog');
  await shoot(page, 'tax-payments-not-a-payment', { dialog: true });
  await dialog.getByRole('button', { name: plannerTexts.notAPaymentConfirm }).click();
  await expect(page.getByText(paymentToasts.movedToReview)).toBeVisible();
  await expect(payments).not.toContainText('FRANCHISE TAX BD');
  await expect(payments).toContainText(formatMoney(1_200));

  const review = await page.request.get('/api/items?use=review');
  const { items } = (await review.json()) as { items: { description: string; amount: number }[] };
  expect(items.map(({ description, amount }) => [description, amount])).toEqual([
    ['FRANCHISE TAX BD PAYMENTS 061625 XXXXX1234', 400],
  ]);
});
