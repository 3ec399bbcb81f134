import { expect, type Page } from '@playwright/test';

/** The /subscription screen as a person sees it. */
export class SubscriptionPage {
  constructor(readonly page: Page) {}

  async open(path = '/subscription') {
    await this.page.goto(path);
    await this.ready();
  }

  /** The plan has arrived. */
  async ready() {
    await expect(this.page.getByRole('heading', { level: 1, name: /^Subscription/ })).toBeVisible();
    await expect(this.yourPlan()).toBeVisible();
  }

  yourPlan = () => this.page.getByRole('region', { name: 'Your Plan' });
  proPlan = () => this.page.getByRole('region', { name: 'Pro Plan' });
  /** A figure of Your Plan by its label: Plan, Status, Billing, Budget items. */
  field = (label: string) => this.yourPlan().locator(`dt:text-is("${label}") + dd`);
  subscribeButton = () => this.page.getByRole('button', { name: 'Subscribe', exact: true });
  cancelButton = () => this.page.getByRole('button', { name: 'Cancel Subscription' });
  pendingButton = () => this.page.getByRole('button', { name: 'Cancellation Pending' });
  resumeButton = () => this.page.getByRole('button', { name: 'Resume subscription' });
  /** The app's own question before cancelling. */
  cancelDialog = () => this.page.getByRole('dialog', { name: 'Cancel your Pro subscription?' });
  message = (text: string) => this.page.getByText(text, { exact: true });
  sidebarPlan = () =>
    this.page.getByRole('complementary', { name: 'Sidebar' }).getByText(/^(Pro|Free) Plan$/);

  /** Cancel Subscription, then 'Cancel Pro' in the dialog that asks. */
  async cancel() {
    await this.cancelButton().click();
    await this.cancelDialog().getByRole('button', { name: 'Cancel Pro' }).click();
    await expect(this.cancelDialog()).toBeHidden();
  }

  /** Subscribe, and land on the test-mode checkout page. */
  async subscribe(): Promise<TestCheckoutPage> {
    await this.subscribeButton().click();
    const checkout = new TestCheckoutPage(this.page);
    await checkout.ready();
    return checkout;
  }
}

/** The test-mode stand-in for the provider's checkout page (/billing/test-checkout). */
export class TestCheckoutPage {
  constructor(readonly page: Page) {}

  async ready() {
    await expect(this.page).toHaveURL(/\/billing\/test-checkout\?session_id=cs_test_\w+$/);
    await expect(this.summary()).toBeVisible();
  }

  banner = () => this.page.getByRole('note', { name: 'Test mode' });
  summary = () => this.page.getByRole('region', { name: 'Order summary' });
  payButton = () => this.page.getByRole('button', { name: 'Pay $9.99 (test mode)' });
  cancelLink = () => this.summary().getByRole('link', { name: 'Cancel' });

  /** Pays and returns to the subscription page, whose address is cleaned to /subscription. */
  async pay() {
    await this.payButton().click();
    await expect(this.page).toHaveURL('/subscription');
  }
}
