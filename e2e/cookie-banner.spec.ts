import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support';

// A first visit: nothing stored in this browser (the other specs play returning visitors, playwright.config.ts).
test.use({ storageState: { cookies: [], origins: [] } });

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on GigTally' });
const stored = (page: Page) =>
  page.evaluate(() => ({
    consent: localStorage.getItem('cookie_consent'),
    date: localStorage.getItem('cookie_consent_date'),
  }));

/** Loads `path` and checks the banner's 1-second delay: not there at first, there about a second later. */
async function openAndWaitForBanner(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  await expect(banner(page)).toBeVisible({ timeout: 5_000 });
}

test('the banner appears about a second after the page loads, not at once', async ({ page }) => {
  await openAndWaitForBanner(page);
  await expect(banner(page)).toContainText(
    'Essential cookies keep you signed in; live chat and error reports only with your consent.',
  );
  await expect(banner(page).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy',
  );
  await expectNoAxeViolations(page);
});

test('on a phone the banner says it in two lines, so it covers little of the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAndWaitForBanner(page, '/login');
  const words = banner(page).locator('p');
  const { height, lineHeight } = await words.evaluate((element) => ({
    height: element.getBoundingClientRect().height,
    lineHeight: parseFloat(getComputedStyle(element).lineHeight),
  }));
  expect(height).toBe(2 * lineHeight);
  // The words run under the close button's corner, never under the button itself.
  const close = await banner(page).getByRole('button', { name: 'Close cookie banner' }).boundingBox();
  const wordsBox = await words.boundingBox();
  expect(close!.y + close!.height).toBeLessThanOrEqual(wordsBox!.y);
});

test("Accept All stores 'true' with the date, and the banner stays away", async ({ page }) => {
  // The page's clock runs as usual; runFor() moves it past the banner's delay without waiting.
  await page.clock.install();
  await openAndWaitForBanner(page);
  const before = Date.now();
  await banner(page).getByRole('button', { name: 'Accept All' }).click();
  await expect(banner(page)).toBeHidden();
  const { consent, date } = await stored(page);
  expect(consent).toBe('true');
  // An ISO timestamp of the moment of the answer.
  expect(date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  expect(Math.abs(Date.parse(date!) - before)).toBeLessThan(60_000);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Well past the banner's delay: once answered, it does not come back.
  await page.clock.runFor(3_000);
  await expect(banner(page)).toHaveCount(0);
});

test("Decline Non-Essential stores 'false' with the date", async ({ page }) => {
  await openAndWaitForBanner(page, '/login');
  await banner(page).getByRole('button', { name: 'Decline Non-Essential' }).click();
  await expect(banner(page)).toBeHidden();
  const { consent, date } = await stored(page);
  expect(consent).toBe('false');
  expect(date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
});

test('the close button hides the banner, stores nothing, and the banner is back after a reload', async ({
  page,
}) => {
  await page.clock.install();
  await openAndWaitForBanner(page);
  await banner(page).getByRole('button', { name: 'Close cookie banner' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await stored(page)).toEqual({ consent: null, date: null });

  // Not back while moving around this page load...
  await page.getByRole('link', { name: 'Login' }).first().click();
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await page.clock.runFor(3_000);
  await expect(banner(page)).toHaveCount(0);

  // ...but the next load asks again.
  await openAndWaitForBanner(page);
  expect(await stored(page)).toEqual({ consent: null, date: null });
});

test('error reporting starts only after Accept All, and only when the server has a DSN', async ({
  browser,
}) => {
  // The server of these tests has no SENTRY_DSN; here /api/config answers with one, and Sentry's endpoint is
  // stood in for, so nothing leaves the machine. The CSP lists a DSN's host only when the server has one, hence
  // bypassCSP for this stand-in.
  const context = await browser.newContext({ bypassCSP: true, storageState: { cookies: [], origins: [] } });
  try {
    const page = await context.newPage();
    const sdkLoads: string[] = [];
    const envelopes: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/sentry-client-[^/]+\.js$/.test(request.url())) sdkLoads.push(request.url());
    });
    await page.route('**/api/config', (route) =>
      route.fulfill({
        json: { chat: null, sentryDsn: 'https://public@sentry.example.test/42', billingMode: 'test' },
      }),
    );
    await page.route('https://sentry.example.test/**', async (route) => {
      envelopes.push(route.request().postData() ?? '');
      await route.fulfill({ status: 200, json: {} });
    });

    // No consent yet: the SDK is not even downloaded.
    await openAndWaitForBanner(page);
    expect(sdkLoads).toEqual([]);

    await banner(page).getByRole('button', { name: 'Accept All' }).click();
    await expect.poll(() => sdkLoads.length).toBe(1);

    // A page whose code cannot be loaded ends in the error screen, which reports the error.
    await page.route('**/assets/login-page-*.js', (route) => route.abort('failed'));
    await page.getByRole('link', { name: 'Login' }).first().click();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect.poll(() => envelopes.some((body) => body.includes('"type":"event"'))).toBe(true);
  } finally {
    await context.close();
  }
});

test('declining keeps error reporting off even with a DSN on the server', async ({ page }) => {
  const sdkLoads: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/sentry-client-[^/]+\.js$/.test(request.url())) sdkLoads.push(request.url());
  });
  await page.route('**/api/config', (route) =>
    route.fulfill({
      json: { chat: null, sentryDsn: 'https://public@sentry.example.test/42', billingMode: 'test' },
    }),
  );
  await openAndWaitForBanner(page);
  await banner(page).getByRole('button', { name: 'Decline Non-Essential' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Login' }).first().click();
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  expect(sdkLoads).toEqual([]);
});
