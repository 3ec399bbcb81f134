import { expect, test, type Page } from '@playwright/test';
import { form1099AmountBox, form1099Messages } from '../core/tax/forms-1099';
import { bankStatementPdf, fills, form1099Pdf, listedForm1099KPdf } from '../server/testing/form-1099-pdfs';
import { forms1099Texts } from '../web/features/tax/forms-1099-texts';
import { DashboardPage } from './pages/dashboard-page';
import { shoot } from './screenshots';
import {
  API_FAILURE_MESSAGE,
  controlApi,
  expectNoAxeViolations,
  seedItems,
  type SeedItem,
  upgradeToPro,
} from './support';

// The 1099 reconciliation: a driver enters the 1099-K Uber sent, reads DoorDash's 1099-NEC from its PDF,
// sees the gap between Uber's form and the income recorded, and settles it; all on a phone.

test.use({ viewport: { width: 390, height: 844 } });

// The test PDFs are 2025 forms; the screen offers the two years before this one.
const year = 2025;

const formsPanel = (page: Page) => page.getByRole('region', { name: forms1099Texts.formsTitle(year) });
const addPanel = (page: Page) => page.getByRole('region', { name: forms1099Texts.addTitle });
const reconciliationPanel = (page: Page) =>
  page.getByRole('region', { name: forms1099Texts.reconciliationTitle(year) });

/** A new driver, signed in through the form, Pro (the 1099 screen is Pro), with these payouts as Rideshare income. */
async function signInAsProDriver(
  page: Page,
  label: string,
  payouts: readonly Pick<SeedItem, 'amount' | 'date' | 'description'>[],
) {
  await new DashboardPage(page).signInAsNewUser(label);
  await upgradeToPro(page.request);
  await seedItems(
    page.request,
    payouts.map((payout) => ({ type: 'income', category: 'Rideshare', ...payout })),
  );
}

async function open1099s(page: Page) {
  await page.goto(`/reports/taxes/1099s?year=${year}`);
  await expect(page.getByRole('heading', { level: 1, name: '1099 forms' })).toBeVisible();
  await expect(page.getByText(forms1099Texts.loading)).toHaveCount(0);
}

test('1099 forms: entered by hand and read from a PDF, reconciled with the income recorded, a gap settled', async ({
  page,
}) => {
  // A whole journey with an axe-core scan of each state: past 30 s on a busy 2-core machine.
  test.slow();
  // Uber's payouts as recorded: $22,980.00, $470.00 short of the 1099-K's $23,450.00.
  await signInAsProDriver(page, 'forms-1099', [
    { amount: 12_000, date: `${year}-05-30`, description: 'Uber payout' },
    { amount: 10_980, date: `${year}-11-28`, description: 'Uber payout' },
  ]);

  // Loading, held back until the picture is taken.
  const forms = await controlApi(page, '/api/tax/forms-1099');
  const reconciliation = await controlApi(page, '/api/tax/reconciliation');
  forms.hold();
  await page.goto(`/reports/taxes/1099s?year=${year}`);
  await expect(formsPanel(page).getByText(forms1099Texts.loading)).toBeVisible();
  await shoot(page, 'forms-1099-loading');

  // A failed reconciliation says the server's words and offers Retry.
  reconciliation.fail();
  forms.pass();
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: API_FAILURE_MESSAGE })).toBeVisible();
  await shoot(page, 'forms-1099-error');
  reconciliation.pass();
  await page.getByRole('button', { name: 'Retry' }).click();

  // Empty year.
  await expect(formsPanel(page)).toContainText(forms1099Texts.none(year));
  await expect(reconciliationPanel(page)).toContainText(forms1099Texts.noPlatforms);
  await expectNoAxeViolations(page, '1099 forms, empty year');
  await shoot(page, 'forms-1099-empty');

  // By hand: a negative amount is refused at its box, then Uber's 1099-K is saved.
  const add = addPanel(page);
  await add.getByLabel('Platform').fill('Uber');
  await expect(add.getByLabel('Form', { exact: true })).toHaveValue('1099-K');
  await expect(add.getByLabel('Amount')).toHaveAccessibleDescription(`From ${form1099AmountBox['1099-K']}`);
  await add.getByLabel('Amount').fill('-5');
  await add.getByRole('button', { name: 'Save 1099' }).click();
  await expect(add.getByText(form1099Messages.amountNegative)).toBeVisible();
  await add.getByLabel('Amount').fill('23450');
  await add.getByLabel('Amount').press('Enter');
  await expect(page.getByText(forms1099Texts.saved('Uber', '1099-K'))).toBeVisible();
  await expect(formsPanel(page).getByRole('listitem')).toHaveText([
    /Uber\s*1099-K\s*Entered by hand\s*\$23,450\.00/,
  ]);

  // The reconciliation: the sentence comparing form and records, the reasons and the two fixes.
  const uber = reconciliationPanel(page).getByRole('region', { name: 'Uber' });
  await expect(uber).toContainText('Uber 1099-K: $23,450.00; recorded: $22,980.00; missing $470.00');
  await expect(uber.getByRole('listitem').first()).toBeVisible();
  await expect(uber.getByRole('button', { name: 'Add $470.00 as Uber income' })).toBeVisible();
  await expect(uber.getByRole('button', { name: 'Record $470.00 as Uber fees' })).toBeVisible();
  await expectNoAxeViolations(page, '1099 forms, a gap');
  await shoot(page, 'forms-1099-gap');

  // A PDF that is not a 1099 is refused with the reason.
  const pdfInput = add.getByLabel(forms1099Texts.readPdf);
  await pdfInput.setInputFiles({
    name: 'statement.pdf',
    mimeType: 'application/pdf',
    buffer: await bankStatementPdf(),
  });
  await expect(add.getByRole('alert')).toHaveText(form1099Messages.notA1099);

  // DoorDash's 1099-NEC read from its PDF fills the form for the person to check.
  await pdfInput.setInputFiles({
    name: 'doordash-1099-nec.pdf',
    mimeType: 'application/pdf',
    buffer: await form1099Pdf(fills.doorDash1099Nec),
  });
  await expect(add.getByText(forms1099Texts.readDone('doordash-1099-nec.pdf'))).toBeVisible();
  await expect(add.getByLabel('Platform')).toHaveValue('DoorDash');
  await expect(add.getByLabel('Form', { exact: true })).toHaveValue('1099-NEC');
  await expect(add.getByLabel('Amount')).toHaveValue('8214.37');
  await expect(add.getByLabel('Amount')).toHaveAccessibleDescription(`From ${form1099AmountBox['1099-NEC']}`);
  await expect(add.getByLabel('Tax year')).toHaveValue(String(year));
  await expectNoAxeViolations(page, '1099 forms, read from a PDF');
  await shoot(page, 'forms-1099-pdf-read');
  await add.getByRole('button', { name: 'Save 1099' }).click();
  await expect(page.getByText(forms1099Texts.saved('DoorDash', '1099-NEC'))).toBeVisible();
  await expect(formsPanel(page).getByRole('listitem').filter({ hasText: 'DoorDash' })).toHaveText(
    /DoorDash\s*1099-NEC\s*Read from PDF\s*\$8,214\.37/,
  );

  // A summary laid out as a list, its name line blank: the amount is read, the platform left empty and said so.
  await pdfInput.setInputFiles({
    name: 'summary-1099k.pdf',
    mimeType: 'application/pdf',
    buffer: await listedForm1099KPdf({ year, amount: '3,120.40' }),
  });
  await expect(add.getByText(forms1099Texts.readDone('summary-1099k.pdf', ['the platform']))).toBeVisible();
  await expect(add.getByLabel('Platform')).toHaveValue('');
  await expect(add.getByLabel('Amount')).toHaveValue('3120.40');

  // Adding the missing $470.00 as income, after a confirm step.
  await uber.getByRole('button', { name: 'Add $470.00 as Uber income' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add $470.00 as Uber income?' });
  await expect(dialog).toBeVisible();
  await shoot(page, 'forms-1099-fix-confirm', { dialog: true });
  await dialog.getByRole('button', { name: 'Add income' }).click();
  await expect(page.getByText('Added $470.00 as Uber income.')).toBeVisible();
  await expect(uber).toContainText(forms1099Texts.matched);
  await expect(uber.getByRole('button', { name: /as Uber/ })).toHaveCount(0);
  await expectNoAxeViolations(page, '1099 forms, a fix done');
  await shoot(page, 'forms-1099-fix-done');

  // Deleting a form, after the shared confirm dialog.
  await formsPanel(page).getByRole('button', { name: 'Delete the DoorDash 1099-NEC' }).click();
  const remove = page.getByRole('dialog', { name: forms1099Texts.deleteTitle });
  await expect(remove).toContainText(
    'The DoorDash 1099-NEC of $8,214.37 is removed and the reconciliation no longer counts it.',
  );
  await remove.getByRole('button', { name: 'Delete 1099' }).click();
  await expect(page.getByText(forms1099Texts.deleted)).toBeVisible();
  await expect(formsPanel(page).getByRole('listitem')).toHaveCount(1);
  await open1099s(page);
  await expect(formsPanel(page).getByRole('listitem')).toHaveText([/Uber/]);
});

test('recording a platform fees gap, and the server refusing what the form let through', async ({ page }) => {
  await signInAsProDriver(page, 'forms-1099-fees', [
    { amount: 18_000, date: `${year}-08-01`, description: 'Lyft payout' },
  ]);
  const form = await page.request.post('/api/tax/forms-1099', {
    data: { year, platform: 'Lyft', kind: '1099-K', amount: 18_204.55 },
  });
  expect(form.status(), await form.text()).toBe(201);
  await open1099s(page);

  const lyft = reconciliationPanel(page).getByRole('region', { name: 'Lyft' });
  await expect(lyft).toContainText('Lyft 1099-K: $18,204.55; recorded: $18,000.00; missing $204.55');
  await lyft.getByRole('button', { name: 'Record $204.55 as Lyft fees' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record $204.55 as Lyft fees?' });
  // Cancel leaves everything as it was; the keyboard reaches the dialog's buttons.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(lyft).toContainText('missing $204.55');
  await lyft.getByRole('button', { name: 'Record $204.55 as Lyft fees' }).click();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Record fees' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Recorded $204.55 as Lyft fees.')).toBeVisible();
  await expect(lyft).toContainText(forms1099Texts.matched);

  // A platform name longer than the API takes is cut by the box; one only of spaces is refused at the box.
  const add = addPanel(page);
  await add.getByLabel('Platform').fill('   ');
  await add.getByLabel('Amount').fill('10');
  await add.getByRole('button', { name: 'Save 1099' }).click();
  await expect(add.getByText(form1099Messages.platformRequired)).toBeVisible();
  await expect(add.getByLabel('Platform')).toHaveAttribute('aria-invalid', 'true');
});
