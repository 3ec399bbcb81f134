import { expect, test, type Page } from '@playwright/test';
import { addMonths, format } from 'date-fns';
import { addDays, localDate } from '../core/dates';
import { DashboardPage } from './pages/dashboard-page';
import { SubscriptionPage, TestCheckoutPage } from './pages/subscription-page';
import { TransactionsPage } from './pages/transactions-page';
import {
  createAccount,
  expectNoAxeViolations,
  holdResponses,
  PASSWORD,
  seedItems,
  startCheckout,
  uniqueEmail,
  upgradeToPro,
  type SeedItem,
} from './support';

// The server starts a Pro period now and ends it a month later; the page shows that day as MM/DD/YYYY.
const oneMonthAhead = () => format(addMonths(new Date(), 1), 'MM/dd/yyyy');

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });

test('a free user sees the Free plan, what Pro adds and a Subscribe button', async ({ page }) => {
  await new DashboardPage(page).signInAsNewUser('free');
  const subscription = new SubscriptionPage(page);
  await sidebar(page).getByRole('link', { name: 'Subscription' }).click();
  await expect(page).toHaveURL('/subscription');
  await subscription.ready();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscription');
  await expect(subscription.field('Plan')).toHaveText('Free');
  await expect(subscription.field('Status')).toHaveText('Active');
  await expect(subscription.field('Budget items')).toHaveText('Up to 10');
  await expect(subscription.field('Billing')).toHaveCount(0);
  await expect(subscription.proPlan()).toContainText('$9.99/month');
  await expect(
    subscription.proPlan().getByRole('list', { name: 'Included in Pro' }).getByRole('listitem'),
  ).toContainText([
    'Unlimited budget items',
    'Real-time tax estimates',
    'Advanced reporting',
    'Cancel anytime',
  ]);
  await expect(subscription.subscribeButton()).toBeEnabled();
  await expect(subscription.cancelButton()).toHaveCount(0);
  await expect(subscription.sidebarPlan()).toHaveText('Free Plan');

  // /subscription/{action} is the same page, titled 'Subscription Management'.
  await subscription.open('/subscription/manage');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscription Management');
  await expect(subscription.field('Plan')).toHaveText('Free');
});

test('the page says it is loading the subscription until it arrives', async ({ page }) => {
  await new DashboardPage(page).signInAsNewUser('loading');
  const release = await holdResponses(page, '**/api/subscription');
  await page.goto('/subscription');
  await expect(page.getByText('Loading subscription information...')).toBeVisible();
  release();
  await expect(new SubscriptionPage(page).field('Plan')).toHaveText('Free');
  await expect(page.getByText('Loading subscription information...')).toHaveCount(0);
});

test('a free user on a Pro report sees the gate, with its ways out', async ({ page }) => {
  await new DashboardPage(page).signInAsNewUser('gate');
  const release = await holdResponses(page, '**/api/subscription');
  await page.goto('/reports/taxes');
  await expect(page.getByText('Checking subscription status...')).toBeVisible();
  release();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pro Subscription Required');
  await expect(page.getByText('You need a Pro subscription to access Tax Estimates.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tax Estimates' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upgrade to Pro' })).toBeVisible();

  await page.getByRole('link', { name: 'View pricing details' }).click();
  await expect(page).toHaveURL('/subscription');
  await new SubscriptionPage(page).ready();

  await page.goBack();
  await expect(page).toHaveURL('/reports/taxes');
  await page.getByRole('link', { name: 'Return to Dashboard' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The other Pro reports are gated with their own names.
  await page.goto('/reports/income');
  await expect(page.getByText('You need a Pro subscription to access Income Analysis.')).toBeVisible();
  await page.goto('/reports/expenses');
  await expect(page.getByText('You need a Pro subscription to access Expense Breakdown.')).toBeVisible();
});

test('Subscribe, pay on the test checkout page and come back as a Pro user', async ({ page }) => {
  const dashboard = new DashboardPage(page);
  const email = await dashboard.signInAsNewUser('upgrade');
  await expect(dashboard.usageMeter()).toBeVisible();
  const activations: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/billing/activate')) activations.push(request.postData() ?? '');
  });

  const subscription = new SubscriptionPage(page);
  await sidebar(page).getByRole('link', { name: 'Subscription' }).click();
  await subscription.ready();
  const checkout = await subscription.subscribe();
  await expect(checkout.banner()).toContainText('Test mode');
  await expect(checkout.banner()).toContainText('no card is charged');
  await expect(checkout.summary()).toContainText('GigTally Pro');
  await expect(checkout.summary()).toContainText('$9.99 per month');
  await expect(checkout.summary()).toContainText(email);

  await checkout.pay();
  await expect(
    subscription.message('Payment successful! Your subscription has been activated.'),
  ).toBeVisible();
  await expect(subscription.field('Plan')).toHaveText('Pro');
  await expect(subscription.field('Status')).toHaveText('Active');
  await expect(subscription.field('Billing')).toHaveText(`Renews on ${oneMonthAhead()}`);
  await expect(subscription.field('Billing')).toHaveAttribute('data-ending', 'false');
  await expect(subscription.subscribeButton()).toHaveCount(0);
  await expect(subscription.cancelButton()).toBeEnabled();
  await expect(subscription.sidebarPlan()).toHaveText('Pro Plan');
  // The session is activated once, and the address no longer carries it.
  expect(activations).toHaveLength(1);
  expect(new URL(page.url()).search).toBe('');

  // The reports open and the dashboard drops the free plan's meter, without a reload.
  await sidebar(page).getByRole('button', { name: 'Reports & Analytics' }).click();
  await sidebar(page).getByRole('link', { name: 'Income Analysis' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Income Analysis');
  await expect(page.getByText('Pro Subscription Required')).toHaveCount(0);
  await sidebar(page).getByRole('link', { name: 'Dashboard' }).click();
  await dashboard.ready();
  await expect(dashboard.usageMeter()).toHaveCount(0);
});

test('Upgrade to Pro on the gate goes through checkout and comes back to the report, open', async ({
  page,
}) => {
  await new DashboardPage(page).signInAsNewUser('gateupgrade');
  await page.goto('/reports/taxes');
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
  const checkout = new TestCheckoutPage(page);
  await checkout.ready();
  await checkout.payButton().click();
  await expect(page).toHaveURL('/reports/taxes');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tax Estimates');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Payment successful! Your subscription has been activated.' }),
  ).toBeVisible();
  const subscription = new SubscriptionPage(page);
  await expect(subscription.sidebarPlan()).toHaveText('Pro Plan');
});

test('Cancel on the checkout started from a gate comes back to the gate, which says so', async ({ page }) => {
  await new DashboardPage(page).signInAsNewUser('gatecancel');
  await page.goto('/reports/income');
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
  const checkout = new TestCheckoutPage(page);
  await checkout.ready();
  await checkout.cancelLink().click();
  await expect(page).toHaveURL('/reports/income');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pro Subscription Required');
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Payment was canceled. Your subscription has not been activated.' }),
  ).toBeVisible();
});

test('a failed checkout start says so, on the page and on the gate', async ({ page }) => {
  await new DashboardPage(page).signInAsNewUser('checkoutfail');
  await page.route('**/api/billing/checkout', (route) =>
    route.fulfill({
      status: 500,
      json: { error: { code: 'internal', message: 'Something went wrong on our side (request 1).' } },
    }),
  );
  const subscription = new SubscriptionPage(page);
  await subscription.open();
  await subscription.subscribeButton().click();
  await expect(page.getByRole('alert')).toHaveText('Failed to redirect to checkout. Please try again later.');
  await expect(page).toHaveURL('/subscription');
  await expect(subscription.subscribeButton()).toBeEnabled();

  await page.goto('/reports/income');
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to redirect to checkout');
  await expect(page).toHaveURL('/reports/income');
});

test('cancel asks first; then Pro runs to the end of the period and the button says so', async ({ page }) => {
  await new DashboardPage(page).signInAsNewUser('cancel');
  await upgradeToPro(page.request);
  const subscription = new SubscriptionPage(page);
  await subscription.open();
  const endDate = oneMonthAhead();
  await expect(subscription.field('Billing')).toHaveText(`Renews on ${endDate}`);

  await subscription.cancelButton().click();
  const question = subscription.cancelDialog();
  await expect(question.getByRole('paragraph')).toHaveText(
    `You keep Pro until ${endDate}; after that you are on the Free plan.`,
  );
  await question.getByRole('button', { name: 'Keep Pro' }).click();
  await expect(question).toBeHidden();
  await expect(subscription.cancelButton()).toBeEnabled();
  await expect(subscription.field('Billing')).toHaveText(`Renews on ${endDate}`);
  await expect(page.getByText(/has been canceled/)).toHaveCount(0);

  await subscription.cancel();
  const canceled = subscription.message(
    'Your subscription has been canceled and will end at the end of the current billing period.',
  );
  await expect(canceled).toBeVisible();
  await expect(subscription.pendingButton()).toBeDisabled();
  await expect(subscription.cancelButton()).toHaveCount(0);
  const ends = subscription.field('Billing');
  await expect(ends).toHaveText(`Ends on ${endDate}`);
  await expect(ends).toHaveAttribute('data-ending', 'true');
  await expect(ends).toHaveClass(/text-orange-700/);
  // Still Pro until then.
  await expect(subscription.field('Plan')).toHaveText('Pro');
  await expect(subscription.sidebarPlan()).toHaveText('Pro Plan');
  // Subscription messages hide after 5 seconds.
  await expect(canceled).toBeHidden({ timeout: 8000 });

  await page.reload();
  await subscription.ready();
  await expect(subscription.pendingButton()).toBeDisabled();
  await expect(subscription.field('Billing')).toHaveText(`Ends on ${endDate}`);
});

test('a failed cancellation says so and hides the message after 5 seconds', async ({ page }) => {
  await new DashboardPage(page).signInAsNewUser('cancelfail');
  await upgradeToPro(page.request);
  await page.route('**/api/cancel-subscription', (route) =>
    route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'Down' } } }),
  );
  const subscription = new SubscriptionPage(page);
  await subscription.open();
  await subscription.cancel();
  const failed = page.getByRole('alert').filter({
    hasText: 'Failed to cancel subscription. Please try again later.',
  });
  await expect(failed).toBeVisible();
  await expect(subscription.cancelButton()).toBeEnabled();
  await expect(subscription.field('Billing')).toHaveText(`Renews on ${oneMonthAhead()}`);
  await expect(failed).toBeHidden({ timeout: 8000 });
});

test('canceling on the checkout page comes back to a Free plan and says payment was canceled', async ({
  page,
}) => {
  await new DashboardPage(page).signInAsNewUser('checkoutcancel');
  const subscription = new SubscriptionPage(page);
  await subscription.open();
  const checkout = await subscription.subscribe();
  await checkout.cancelLink().click();

  await expect(
    subscription.message('Payment was canceled. Your subscription has not been activated.'),
  ).toBeVisible();
  await expect(page).toHaveURL('/subscription');
  await expect(subscription.field('Plan')).toHaveText('Free');
  await expect(subscription.subscribeButton()).toBeEnabled();
  await expect(subscription.sidebarPlan()).toHaveText('Free Plan');
});

test('a return with a session that was not paid or does not exist says activation failed', async ({
  page,
}) => {
  await new DashboardPage(page).signInAsNewUser('badreturn');
  const subscription = new SubscriptionPage(page);
  await subscription.open('/subscription?success=true&session_id=cs_test_doesnotexist');
  await expect(page.getByRole('alert')).toHaveText(
    'There was an error activating your subscription. Please contact support.',
  );
  await expect(subscription.field('Plan')).toHaveText('Free');

  // A session started but never paid is refused the same way.
  const sessionId = await startCheckout(page.request);
  await subscription.open(`/subscription?success=true&session_id=${sessionId}`);
  await expect(page.getByRole('alert')).toHaveText(
    'There was an error activating your subscription. Please contact support.',
  );
  await expect(subscription.field('Plan')).toHaveText('Free');
});

test('the test checkout page refuses an unknown or another user’s session', async ({ page, request }) => {
  await new DashboardPage(page).signInAsNewUser('foreign');
  const notFound = 'This checkout session was not found.';

  await page.goto('/billing/test-checkout?session_id=cs_test_nosuchsession');
  await expect(page.getByRole('alert')).toContainText(notFound);
  await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);

  // `request` is another browser's cookie jar: someone else signs up and starts a checkout.
  const someoneElse = uniqueEmail('someoneelse');
  await createAccount(request, someoneElse);
  const signIn = await request.post('/api/auth/sign-in/email', {
    data: { email: someoneElse, password: PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  await page.goto(`/billing/test-checkout?session_id=${await startCheckout(request)}`);
  await expect(page.getByRole('alert')).toContainText(notFound);
  await page.getByRole('link', { name: 'Back to Subscription' }).click();
  await expect(page).toHaveURL('/subscription');
});

test('Pro lifts the item limit: 60 items, View all, and Load more pages 25 at a time', async ({ page }) => {
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('unlimited');
  await upgradeToPro(page.request);
  const today = localDate();
  const sixty: SeedItem[] = Array.from({ length: 60 }, (_, index) => ({
    type: index % 3 === 0 ? 'income' : 'expense',
    category: index % 3 === 0 ? 'Gig Pay' : 'Gas',
    amount: 5 + index,
    date: addDays(today, -index),
    description: `Entry ${index + 1}`,
  }));
  await seedItems(page.request, sixty);

  await dashboard.open();
  await expect(dashboard.usageMeter()).toHaveCount(0);
  await expect(dashboard.quickEntry().getByText('Free tier limit reached')).toHaveCount(0);
  await expect(dashboard.quickEntry().getByLabel('Amount')).toBeEnabled();
  await expect(dashboard.rows()).toHaveCount(10);
  await dashboard.recent().getByRole('link', { name: 'View all 60 transactions' }).click();

  await expect(page).toHaveURL('/transactions');
  const transactions = new TransactionsPage(page);
  const loadMore = transactions.list().getByRole('button', { name: 'Load more' });
  await expect(transactions.count()).toHaveText('Showing 25 of 60 transactions');
  await expect(transactions.rows()).toHaveCount(25);
  await loadMore.click();
  await expect(transactions.count()).toHaveText('Showing 50 of 60 transactions');
  await loadMore.click();
  await expect(transactions.count()).toHaveText('Showing 60 of 60 transactions');
  await expect(transactions.rows()).toHaveCount(60);
  await expect(transactions.rows().last()).toContainText('Entry 60');
  await expect(loadMore).toHaveCount(0);
});

test('on a phone the subscription and checkout pages fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await new DashboardPage(page).signInAsNewUser('phonebilling');
  const subscription = new SubscriptionPage(page);
  await subscription.open();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await subscription.subscribe();
  expect(await overflow()).toBeLessThanOrEqual(0);
});

test('axe-core finds no violations on the subscription pages, the gate and the test checkout', async ({
  page,
}) => {
  await new DashboardPage(page).signInAsNewUser('axebilling');
  const subscription = new SubscriptionPage(page);
  await subscription.open();
  await expect(subscription.field('Plan')).toHaveText('Free');
  await expectNoAxeViolations(page);

  await page.goto('/reports/income');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pro Subscription Required');
  await expectNoAxeViolations(page);

  await page.goto('/subscription');
  const checkout = await subscription.subscribe();
  await expectNoAxeViolations(page);

  await checkout.pay();
  await expect(
    subscription.message('Payment successful! Your subscription has been activated.'),
  ).toBeVisible();
  await expect(subscription.field('Plan')).toHaveText('Pro');
  await expectNoAxeViolations(page);

  await subscription.cancel();
  await expect(subscription.pendingButton()).toBeDisabled();
  await expectNoAxeViolations(page);
});
