import { expect, test } from '@playwright/test';
import { addMonths, format } from 'date-fns';
import { subscriptionMessages } from '../core/billing';
import { localDate, yearOf } from '../core/dates';
import { accountMessages, deleteAccountMessages } from '../core/preferences';
import { ConfirmDialog } from './pages/confirm-dialog';
import { DashboardPage } from './pages/dashboard-page';
import { LoginPage } from './pages/login-page';
import { SettingsPage } from './pages/settings-page';
import { SubscriptionPage } from './pages/subscription-page';
import { shoot } from './screenshots';
import { TaxPage } from './pages/tax-page';
import { expectNoAxeViolations, PASSWORD, seedItems, upgradeToPro } from './support';

// Deleting an item or a payment, cancelling Pro and deleting the account ask in the app's own
// dialog (focus kept inside, Escape closes without acting, a button naming the action), on the phone first; after
// cancelling, Pro can be resumed until the period ends.

test.use({ viewport: { width: 390, height: 844 } });

const today = localDate();

test('deleting an item asks in a dialog: Escape and Cancel keep it, Delete item deletes it', async ({
  page,
}) => {
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('dialog-item');
  await seedItems(page.request, [
    { type: 'expense', category: 'Gas', amount: 12.5, date: today, description: 'Shell' },
    { type: 'expense', category: 'Tolls', amount: 4, date: today, description: 'Bridge' },
  ]);
  await dashboard.open();
  const opener = dashboard.recent().getByRole('button', { name: 'Delete Gas expense of $12.50' });
  const question = new ConfirmDialog(page, 'Delete this item?');

  await question.openWith(opener);
  await expect(question.dialog()).toContainText('Are you sure you want to delete this item?');
  await expect(question.dialog()).toContainText('Gas');
  await expect(question.dialog()).toContainText('\u2212$12.50');
  await expect(question.button('Cancel')).toBeVisible();
  await expect(question.button('Delete item')).toBeVisible();
  await expectNoAxeViolations(page);
  await question.expectTabStaysInside();
  await shoot(page, 'delete-item', { dialog: true });
  await question.escapeReturnsTo(opener);
  await expect(dashboard.rows()).toHaveCount(2);

  await question.openWith(opener);
  await question.button('Cancel').click();
  await expect(question.dialog()).toBeHidden();
  await expect(dashboard.rows()).toHaveCount(2);

  await question.openWith(opener);
  await question.button('Delete item').click();
  await dashboard.expectToast('Item deleted');
  await expect(question.dialog()).toBeHidden();
  await expect(dashboard.rows()).toHaveCount(1);
  await expect(dashboard.rows().first()).toContainText('Tolls');
});

test('deleting an estimated tax payment asks in a dialog; Delete payment deletes it', async ({ page }) => {
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('dialog-payment');
  await upgradeToPro(page.request);
  const year = yearOf(today);
  const recorded = await page.request.post('/api/tax/payments', {
    data: { taxYear: year, date: today, amount: 250, note: 'Direct Pay' },
  });
  expect(recorded.status(), await recorded.text()).toBe(201);
  const tax = new TaxPage(page);
  await tax.open();
  const payments = page.getByRole('table', { name: `Estimated tax payments made for ${year}` });
  const dateShown = `${today.slice(5, 7)}/${today.slice(8, 10)}/${today.slice(0, 4)}`;
  const opener = payments.getByRole('button', { name: `Delete the payment of $250.00 made on ${dateShown}` });
  const question = new ConfirmDialog(page, 'Delete this payment?');

  await question.openWith(opener);
  await expect(question.dialog().getByRole('paragraph').first()).toHaveText(
    `Delete the payment of $250.00 made on ${dateShown}?`,
  );
  await expectNoAxeViolations(page);
  await question.expectTabStaysInside();
  await shoot(page, 'delete-payment', { dialog: true });
  await question.escapeReturnsTo(opener);
  await expect(payments.getByRole('row')).toHaveCount(2);

  await question.openWith(opener);
  await question.button('Delete payment').click();
  await dashboard.expectToast('Payment deleted');
  await expect(page.getByText(`No payments recorded for ${year} yet.`)).toBeVisible();
});

test('cancelling Pro asks in a dialog; then "Resume subscription" makes it renew again', async ({ page }) => {
  await new DashboardPage(page).signInAsNewUser('dialog-cancel');
  await upgradeToPro(page.request);
  const subscription = new SubscriptionPage(page);
  await subscription.open();
  const endDate = format(addMonths(new Date(), 1), 'MM/dd/yyyy');
  await expect(subscription.field('Billing')).toHaveText(`Renews on ${endDate}`);
  await expect(subscription.resumeButton()).toHaveCount(0);
  const opener = subscription.cancelButton();
  const question = new ConfirmDialog(page, 'Cancel your Pro subscription?');

  await question.openWith(opener);
  await expect(question.dialog().getByRole('paragraph')).toHaveText(
    `You keep Pro until ${endDate}; after that you are on the Free plan.`,
  );
  await expect(question.button('Keep Pro')).toBeVisible();
  await expectNoAxeViolations(page);
  await question.expectTabStaysInside();
  await shoot(page, 'cancel-pro', { dialog: true });
  await question.escapeReturnsTo(opener);
  await expect(subscription.field('Billing')).toHaveText(`Renews on ${endDate}`);

  await question.openWith(opener);
  await question.button('Cancel Pro').click();
  await expect(question.dialog()).toBeHidden();
  await expect(
    subscription.message(
      'Your subscription has been canceled and will end at the end of the current billing period.',
    ),
  ).toBeVisible();
  await expect(subscription.field('Billing')).toHaveText(`Ends on ${endDate}`);
  await expect(subscription.pendingButton()).toBeDisabled();
  await expect(subscription.resumeButton()).toBeEnabled();
  await expectNoAxeViolations(page);
  await shoot(page, 'resume-offered', { dialog: true });

  // Resume before the period ends.
  await subscription.resumeButton().click();
  await expect(subscription.message(subscriptionMessages.resumed)).toBeVisible();
  await expect(subscription.field('Billing')).toHaveText(`Renews on ${endDate}`);
  await expect(subscription.field('Billing')).not.toHaveAttribute('data-ending', 'true');
  await expect(subscription.cancelButton()).toBeEnabled();
  await expect(subscription.resumeButton()).toHaveCount(0);
  await expect(subscription.pendingButton()).toHaveCount(0);
  await page.reload();
  await subscription.ready();
  await expect(subscription.field('Billing')).toHaveText(`Renews on ${endDate}`);
  await expect(subscription.cancelButton()).toBeEnabled();
});

test('deleting the account asks for the password: a wrong one is refused and deletes nothing', async ({
  page,
}) => {
  const dashboard = new DashboardPage(page);
  const email = await dashboard.signInAsNewUser('dialog-account');
  await seedItems(page.request, [{ type: 'income', category: 'Tips', amount: 20, date: today }]);
  const settings = new SettingsPage(page);
  await settings.open();
  const opener = settings.account().getByRole('button', { name: 'Delete account' });
  const question = new ConfirmDialog(page, 'Delete your account?');
  const password = question.dialog().getByLabel('Your password');

  await question.openWith(opener);
  await expect(password).toBeFocused();
  await expect(question.dialog()).toContainText(accountMessages.deleteConfirm);
  await expectNoAxeViolations(page);
  await question.expectTabStaysInside();
  await question.escapeReturnsTo(opener);

  // Nothing typed: the server asks for the password.
  await question.openWith(opener);
  await question.button('Delete account').click();
  await expect(question.dialog().getByRole('alert')).toHaveText(deleteAccountMessages.passwordMissing);
  await expect(password).toHaveAccessibleDescription(
    `${deleteAccountMessages.passwordHint} ${deleteAccountMessages.passwordFieldMissing}`,
  );

  // A wrong password: refused with its message, the dialog stays, the account is still there.
  await password.fill(`${PASSWORD}-wrong`);
  await password.press('Enter');
  await expect(question.dialog().getByRole('alert')).toHaveText(
    'The password is not correct. Your account has not been deleted.',
  );
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(question.dialog()).toContainText('Password is not correct');
  await expectNoAxeViolations(page);
  await shoot(page, 'delete-account-wrong-password', { dialog: true });
  await question.button('Cancel').click();
  await expect(page).toHaveURL('/settings');
  await page.reload();
  await settings.ready();
  await expect(settings.email()).toHaveValue(email);

  // The right password deletes it for good.
  await question.openWith(opener);
  await password.fill(PASSWORD);
  await question.button('Delete account').click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('status').filter({ hasText: accountMessages.accountDeleted })).toBeVisible();
  const login = new LoginPage(page);
  await login.signIn(email, PASSWORD);
  await expect(login.alert()).toHaveText('The provided credentials are invalid. Please try again.');
});
