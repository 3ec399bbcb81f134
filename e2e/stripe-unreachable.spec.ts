import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../server/testing/free-port';
import {
  healthy,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../server/testing/server-process';
import { LoginPage } from './pages/login-page';
import { SubscriptionPage } from './pages/subscription-page';
import { PASSWORD, uniqueEmail } from './support';

// A GigTally server of its own, configured for real Stripe whose API address refuses every connection (the
// Stripe SDK really tries, and fails). The person sees the checkout-failed message and stays Free.
let server: ServerProcess;
test.beforeAll(async () => {
  const [port, closedPort] = [await freePort(), await freePort()];
  server = startServerProcess(port, {
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'gigtally-stripe-down-')),
    APP_URL: `http://127.0.0.1:${port}`,
    STRIPE_SECRET_KEY: 'sk_test_unreachable',
    STRIPE_PRICE_ID: 'price_test_pro',
    STRIPE_API_URL: `http://127.0.0.1:${closedPort}`,
  });
  await healthy(server);
});
test.afterAll(async () => {
  await stopServerProcess(server);
});

test('with Stripe unreachable, Subscribe and Upgrade to Pro say checkout failed and the plan stays Free', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({
    baseURL: server.url,
    // Someone who answered the cookie banner before, as in every other test.
    storageState: {
      cookies: [],
      origins: [{ origin: server.url, localStorage: [{ name: 'cookie_consent', value: 'false' }] }],
    },
  });
  try {
    const page = await context.newPage();
    const email = uniqueEmail('stripedown');
    expect(
      (
        await page.request.post('/api/auth/sign-up/email', {
          data: { name: 'Ann', email, password: PASSWORD },
        })
      ).status(),
    ).toBe(200);
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);

    const subscription = new SubscriptionPage(page);
    await subscription.open();
    await subscription.subscribeButton().click();
    await expect(page.getByRole('alert')).toHaveText(
      'Failed to redirect to checkout. Please try again later.',
      {
        timeout: 30_000,
      },
    );
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(subscription.subscribeButton()).toBeEnabled();
    await page.reload();
    await subscription.ready();
    await expect(subscription.field('Plan')).toHaveText('Free');
    await expect(subscription.sidebarPlan()).toHaveText('Free Plan');

    await page.goto('/reports/income');
    await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to redirect to checkout', { timeout: 30_000 });
    await expect(page).toHaveURL(/\/reports\/income$/);
  } finally {
    await context.close();
  }
});
