import { expect, test, type Page } from '@playwright/test';
import { localDate } from '../core/dates';
import { itemMessages } from '../core/items';
import { planUsageMessages } from '../core/plan-usage';
import { accountMessages } from '../core/preferences';
import { offlineStartMessages } from '../web/app/startup-screens';
import { offlineMessages } from '../web/features/offline/quick-entry-outbox';
import { SETTLED_AFTER_QUIET_MS } from '../web/lib/service-worker';
import { DashboardPage } from './pages/dashboard-page';
import { SettingsPage } from './pages/settings-page';
import { TransactionsPage } from './pages/transactions-page';
import { expectNoAxeViolations, PASSWORD, seedItems } from './support';

// GigTally installs on a phone's home screen (a web app manifest and a service worker), and Quick Entry
// works without a connection: the entry waits on the device and is sent once when the connection returns.

// These tests are about the service worker, which the other specs block (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const today = localDate();
const usDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
const shots = process.env.SHOTS_DIR;

interface ListedItem {
  amount: number;
  category: string;
  date: string;
}

/** The signed-in user's items as the API has them (the page's request shares its cookies). */
async function itemsOnServer(page: Page): Promise<ListedItem[]> {
  const response = await page.request.get('/api/items?limit=100');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: ListedItem[] }).items;
}

/** The service worker has kept the app's files and controls the page. */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

const waitingStatus = (dashboard: DashboardPage) =>
  dashboard.quickEntry().getByRole('status').filter({ hasText: 'waiting to sync' });

test('the app can be installed: a manifest with its icons, and a service worker that controls the page', async ({
  page,
}) => {
  for (const path of ['/', '/login']) {
    await page.goto(path);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href, `${path} links the manifest`).toBe('/manifest.webmanifest');
  }

  const manifestResponse = await page.request.get('/manifest.webmanifest');
  expect(manifestResponse.status()).toBe(200);
  expect(manifestResponse.headers()['content-type']).toBe('application/manifest+json');
  const manifest = (await manifestResponse.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'GigTally',
    short_name: 'GigTally',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: '#1d4ed8',
  });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of [...manifest.icons, { src: '/icons/apple-touch-icon.png' }]) {
    const response = await page.request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type'], icon.src).toBe('image/png');
  }

  // The app's pages register the service worker; after a reload it answers the app's own files.
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('install');
  await waitForServiceWorker(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  const summaryAnswer = page.waitForResponse((response) => response.url().includes('/api/summary'));
  const scriptsFromWorker: boolean[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/assets/') && response.url().endsWith('.js')) {
      scriptsFromWorker.push(response.fromServiceWorker());
    }
  });
  await page.reload();
  await dashboard.ready();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  expect(scriptsFromWorker.length).toBeGreaterThan(0);
  expect(scriptsFromWorker.every(Boolean)).toBe(true);
  // The API is never answered by the worker, and nothing it answered is kept.
  expect((await summaryAnswer).fromServiceWorker()).toBe(false);
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(kept).toContain('/index.html');
  expect(kept.filter((url) => url.startsWith('/api/'))).toEqual([]);
});

test('the service worker is registered only once the page has opened and its own requests have settled', async ({
  page,
}) => {
  // When the page called register, and when each file and answer it asked for before that arrived.
  await page.addInitScript(() => {
    const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
    navigator.serviceWorker.register = (...args) => {
      (window as unknown as { registeredAt: number }).registeredAt = performance.now();
      return register(...args);
    };
  });
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('settled');
  await waitForServiceWorker(page);
  const { registeredAt, lastArrivedBefore, answersBefore } = await page.evaluate(() => {
    const registeredAt = (window as unknown as { registeredAt: number }).registeredAt;
    const before = performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).responseEnd < registeredAt);
    return {
      registeredAt,
      lastArrivedBefore: Math.max(...before.map((entry) => (entry as PerformanceResourceTiming).responseEnd)),
      answersBefore: before.filter((entry) => new URL(entry.name).pathname.startsWith('/api/')).length,
    };
  });
  // The dashboard's own answers came first, and the network had been quiet for the whole wait since the last one.
  expect(answersBefore).toBeGreaterThan(0);
  expect(registeredAt - lastArrivedBefore).toBeGreaterThanOrEqual(SETTLED_AFTER_QUIET_MS);
});

test('an entry made offline waits on the device and is added once when the connection returns', async ({
  page,
  context,
}) => {
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('offline');
  await waitForServiceWorker(page);

  // No connection: the entry is kept on this device, and the form says so.
  await context.setOffline(true);
  await dashboard.quickAdd({ type: 'Expense', amount: '23.45', category: 'Gas' });
  await expect(page.getByRole('alert').filter({ hasText: offlineMessages.savedOnDevice })).toBeVisible();
  await expect(waitingStatus(dashboard)).toContainText(offlineMessages.waiting(1));
  await expect(waitingStatus(dashboard)).toContainText(offlineMessages.waitingDetail(1));
  await expect(dashboard.quickEntry().getByLabel('Amount')).toHaveValue('');
  await expectNoAxeViolations(page);
  if (shots) {
    await page.screenshot({ path: `${shots}/offline-waiting-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await dashboard.quickEntry().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/offline-waiting-mobile.png` });
    await page.setViewportSize({ width: 1280, height: 720 });
  }

  // Back online: sent at once, and the figures follow.
  await context.setOffline(false);
  await expect(page.getByRole('alert').filter({ hasText: offlineMessages.synced(1) })).toBeVisible();
  await expect(waitingStatus(dashboard)).toHaveCount(0);
  await expect(dashboard.cardValue('Total Expenses')).toHaveText('$23.45');
  expect(await itemsOnServer(page)).toEqual([
    expect.objectContaining({ amount: 23.45, category: 'Gas', date: today }),
  ]);

  // Offline again, and the app is opened again before the connection returns: the service worker shows the app,
  // which says it is offline and offers Quick Entry, where the entry is still waiting on the device.
  await context.setOffline(true);
  await dashboard.quickAdd({ type: 'Income', amount: '40', category: 'Tips' });
  await expect(waitingStatus(dashboard)).toContainText(offlineMessages.waiting(1));
  await page.reload();
  const offlineScreen = page.getByRole('alert').filter({ hasText: offlineStartMessages.title });
  await expect(
    offlineScreen.getByRole('heading', { level: 1, name: offlineStartMessages.title }),
  ).toBeVisible();
  await expect(offlineScreen).toContainText(offlineStartMessages.quickEntry('Test Driver'));
  await expect(offlineScreen).toContainText(offlineStartMessages.rest);
  await expect(offlineScreen.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(waitingStatus(dashboard)).toContainText(offlineMessages.waiting(1));
  // The connection returns: the app opens by itself and sends the entry.
  await context.setOffline(false);
  await dashboard.ready();
  await expect(page.getByRole('alert').filter({ hasText: offlineMessages.synced(1) })).toBeVisible();
  await expect(waitingStatus(dashboard)).toHaveCount(0);
  await expect(dashboard.cardValue('Total Income')).toHaveText('$40.00');

  const items = await itemsOnServer(page);
  expect(items.map((item) => `${item.category} ${item.amount}`).sort()).toEqual(['Gas 23.45', 'Tips 40']);
});

test('the app opened without a connection offers Quick Entry to the person last signed in, and sends it once back online', async ({
  page,
  context,
}) => {
  // Online once: the service worker keeps the app, and the device remembers who signed in (the id and the name,
  // nothing else).
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('cold-start');
  await waitForServiceWorker(page);
  const remembered = await page.evaluate(() => localStorage.getItem('gigtally.remembered-user'));
  expect(Object.keys(JSON.parse(remembered ?? '{}') as object).sort()).toEqual(['id', 'name']);
  await page.close();

  // Later, in a dead zone: the installed app is opened (a new window, no connection).
  await context.setOffline(true);
  const phone = await context.newPage();
  await phone.goto('/dashboard');
  const offline = new DashboardPage(phone);
  const offlineScreen = phone.getByRole('alert').filter({ hasText: offlineStartMessages.title });
  await expect(
    offlineScreen.getByRole('heading', { level: 1, name: offlineStartMessages.title }),
  ).toBeVisible();
  await expect(offlineScreen).toHaveText(
    offlineStartMessages.title +
      offlineStartMessages.quickEntry('Test Driver') +
      offlineStartMessages.rest +
      'Retry',
  );
  await expect(offline.quickEntry().getByRole('heading', { level: 2, name: 'Quick Entry' })).toBeVisible();
  await expect(waitingStatus(offline)).toHaveCount(0);

  // The form checks what it is given as on the dashboard.
  await offline.quickEntry().getByRole('button', { name: 'Add Expense' }).click();
  await expect(offline.quickEntry().getByText(itemMessages.amountNotPositive)).toBeVisible();
  await expect(offline.quickEntry().getByText(itemMessages.quickCategoryRequired)).toBeVisible();
  await expect(offline.quickEntry().getByLabel('Amount')).toBeFocused();
  await offline.quickAdd({ type: 'Expense', amount: '18.75', category: 'Gas' });
  await expect(phone.getByRole('alert').filter({ hasText: offlineMessages.savedOnDevice })).toBeVisible();
  await expect(waitingStatus(offline)).toContainText(offlineMessages.waiting(1));
  await expect(waitingStatus(offline)).toContainText(offlineMessages.waitingDetail(1));
  await expect(offline.quickEntry().getByLabel('Amount')).toHaveValue('');
  await expectNoAxeViolations(phone);
  if (shots) {
    await phone.screenshot({ path: `${shots}/offline-start-quick-entry-desktop.png`, fullPage: true });
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.screenshot({ path: `${shots}/offline-start-quick-entry-mobile.png`, fullPage: true });
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow, 'nothing wider than a 390 px phone').toBe(false);
    await expectNoAxeViolations(phone);
  }

  // The connection returns: the app opens by itself and sends the entry, once.
  await context.setOffline(false);
  await offline.ready();
  await expect(phone.getByRole('alert').filter({ hasText: offlineMessages.synced(1) })).toBeVisible();
  await expect(waitingStatus(offline)).toHaveCount(0);
  await expect(offline.cardValue('Total Expenses')).toHaveText('$18.75');
  expect(await itemsOnServer(phone)).toEqual([
    expect.objectContaining({ amount: 18.75, category: 'Gas', date: today }),
  ]);
});

test('entries waiting on the device are sent from whichever page is open', async ({ page, context }) => {
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('any-page');
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await dashboard.quickAdd({ type: 'Income', amount: '31', category: 'Tips' });
  await expect(waitingStatus(dashboard)).toContainText(offlineMessages.waiting(1));

  // Off to the transactions (the app's files come from the service worker), where the connection returns.
  await page
    .getByRole('complementary', { name: 'Sidebar' })
    .getByRole('link', { name: 'Transactions' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await expect(dashboard.quickEntry()).toHaveCount(0);
  await context.setOffline(false);
  await expect(page.getByRole('alert').filter({ hasText: offlineMessages.synced(1) })).toBeVisible();
  const transactions = new TransactionsPage(page);
  await expect(transactions.count()).toHaveText('Showing 1 of 1 transaction');
  await expect(transactions.amounts()).toHaveText(['+$31.00']);
  expect(await itemsOnServer(page)).toEqual([
    expect.objectContaining({ amount: 31, category: 'Tips', date: today }),
  ]);

  // Nothing waits any more: the dashboard says so.
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Dashboard' }).click();
  await dashboard.ready();
  await expect(waitingStatus(dashboard)).toHaveCount(0);
  expect(await itemsOnServer(page)).toHaveLength(1);
});

test('an entry refused while another page is open is told in a toast', async ({ page, context }) => {
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('refused-elsewhere');
  await seedItems(
    page.request,
    Array.from({ length: 9 }, () => ({
      type: 'income' as const,
      category: 'Gig Pay',
      amount: 1,
      date: today,
    })),
  );
  await dashboard.open();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await dashboard.quickAdd({ type: 'Expense', amount: '5', category: 'Meals' });
  await dashboard.quickAdd({ type: 'Expense', amount: '6.5', category: 'Supplies' });
  await expect(waitingStatus(dashboard)).toContainText(offlineMessages.waiting(2));
  await page
    .getByRole('complementary', { name: 'Sidebar' })
    .getByRole('link', { name: 'Transactions' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('alert').filter({ hasText: offlineMessages.synced(1) })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Your offline entry (Supplies' })).toHaveText(
    offlineMessages.refused(`Supplies, $6.50, ${usDate(today)}`, planUsageMessages.subscriptionLimitReached),
  );
  const items = await itemsOnServer(page);
  expect(items).toHaveLength(10);
  expect(items.filter((item) => item.category === 'Supplies')).toHaveLength(0);
});

test('the app opened offline without its Quick Entry file kept says Quick Entry cannot open', async ({
  page,
  context,
}) => {
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('no-chunk');
  await waitForServiceWorker(page);
  // The service worker kept the app before this file existed, or the browser cleared some of its storage.
  const removed = await page.evaluate(async () => {
    let count = 0;
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (request.url.includes('offline-quick-entry')) count += Number(await cache.delete(request));
      }
    }
    return count;
  });
  expect(removed).toBeGreaterThan(0);
  // Nor can the browser's own HTTP cache answer for it (routing turns that cache off).
  await context.route('**/assets/offline-quick-entry-*.js', (route) => route.abort('internetdisconnected'));

  await context.setOffline(true);
  await page.reload();
  const offlineScreen = page.getByRole('alert').filter({ hasText: offlineStartMessages.title });
  await expect(offlineScreen).toContainText(offlineStartMessages.quickEntry('Test Driver'));
  await expect(page.getByText(offlineStartMessages.quickEntryUnavailable, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Quick Entry' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('after signing out, the app opened without a connection offers no Quick Entry and says to connect', async ({
  page,
  context,
}) => {
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('signed-out');
  await waitForServiceWorker(page);
  await page
    .getByRole('complementary', { name: 'Sidebar' })
    .getByRole('button', { name: 'Sign Out' })
    .click();
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => localStorage.getItem('gigtally.remembered-user'))).toBeNull();

  await context.setOffline(true);
  await page.goto('/dashboard');
  const offlineScreen = page.getByRole('alert').filter({ hasText: offlineStartMessages.title });
  await expect(
    offlineScreen.getByRole('heading', { level: 1, name: offlineStartMessages.title }),
  ).toBeVisible();
  await expect(offlineScreen).toHaveText(offlineStartMessages.title + offlineStartMessages.signIn + 'Retry');
  await expect(page.getByRole('region', { name: 'Quick Entry' })).toHaveCount(0);
  await expect(page.getByLabel('Amount')).toHaveCount(0);
  await expectNoAxeViolations(page);
  if (shots) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shots}/offline-start-signed-out-mobile.png` });
  }

  // Back online, the app opens at the sign-in page.
  await context.setOffline(false);
  await expect(page).toHaveURL('/login');
});

test('a deleted account leaves neither its name nor its waiting entries on the device', async ({
  page,
  context,
}) => {
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('deleted');
  await waitForServiceWorker(page);
  const userId = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('gigtally.remembered-user') ?? '{}') as { id?: string }).id,
  );
  expect(userId).toBeTruthy();

  // An entry whose answer never came waits on the device when the account is deleted.
  await page.route('**/api/items', (route) =>
    route.request().method() === 'POST' ? route.abort('connectionreset') : route.fallback(),
  );
  await dashboard.quickAdd({ type: 'Expense', amount: '4', category: 'Parking' });
  await expect(waitingStatus(dashboard)).toContainText(offlineMessages.waiting(1));
  const waitingOnDevice = () =>
    page.evaluate(
      (key) =>
        new Promise<number>((resolve, reject) => {
          const opening = indexedDB.open('gigtally');
          opening.onerror = () => reject(opening.error ?? new Error('IndexedDB'));
          opening.onsuccess = () => {
            const reading = opening.result.transaction('outbox').objectStore('outbox').get(key);
            reading.onsuccess = () => resolve(((reading.result as unknown[] | undefined) ?? []).length);
          };
        }),
      `quick-entry-outbox:${userId}`,
    );
  expect(await waitingOnDevice()).toBe(1);

  const settings = new SettingsPage(page);
  await settings.open();
  await settings.account().getByRole('button', { name: 'Delete account' }).click();
  const question = page.getByRole('dialog', { name: 'Delete your account?' });
  await question.getByLabel('Your password').fill(PASSWORD);
  await question.getByRole('button', { name: 'Delete account' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('status').filter({ hasText: accountMessages.accountDeleted })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('gigtally.remembered-user'))).toBeNull();
  expect(await waitingOnDevice()).toBe(0);

  await context.setOffline(true);
  await page.goto('/dashboard');
  await expect(page.getByRole('alert').filter({ hasText: offlineStartMessages.title })).toContainText(
    offlineStartMessages.signIn,
  );
  await expect(page.getByRole('region', { name: 'Quick Entry' })).toHaveCount(0);
});

test('an entry whose answer was lost is sent again and added once, not twice', async ({ page }) => {
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('lost-answer');

  // The server receives the first entry, but the browser never hears back.
  let posts = 0;
  await page.route('**/api/items', async (route) => {
    if (route.request().method() !== 'POST' || posts++ > 0) return route.fallback();
    await route.fetch();
    await route.abort('connectionreset');
  });
  await dashboard.quickAdd({ type: 'Expense', amount: '7.25', category: 'Parking' });
  await expect(page.getByRole('alert').filter({ hasText: offlineMessages.savedOnDevice })).toBeVisible();
  await expect(waitingStatus(dashboard)).toContainText(offlineMessages.waiting(1));
  expect(await itemsOnServer(page)).toHaveLength(1);

  // The next entry gets through, and the waiting one is sent again with its id: the server adds nothing twice.
  await dashboard.quickAdd({ type: 'Expense', amount: '3', category: 'Tolls' });
  await dashboard.expectToast('Expense added');
  await expect(waitingStatus(dashboard)).toHaveCount(0);
  await expect(dashboard.cardValue('Total Expenses')).toHaveText('$10.25');
  const items = await itemsOnServer(page);
  expect(items.map((item) => `${item.category} ${item.amount}`).sort()).toEqual(['Parking 7.25', 'Tolls 3']);
});

test('an offline entry past the free plan’s limit is dropped, and the person is told why', async ({
  page,
  context,
}) => {
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('offline-limit');
  await seedItems(
    page.request,
    Array.from({ length: 9 }, () => ({
      type: 'income' as const,
      category: 'Gig Pay',
      amount: 1,
      date: today,
    })),
  );
  await dashboard.open();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await dashboard.quickAdd({ type: 'Expense', amount: '5', category: 'Meals' });
  await dashboard.quickAdd({ type: 'Expense', amount: '6.5', category: 'Supplies' });
  await expect(waitingStatus(dashboard)).toContainText(offlineMessages.waiting(2));

  await context.setOffline(false);
  const refused = dashboard.quickEntry().getByRole('alert');
  await expect(refused).toHaveText(
    offlineMessages.refused(`Supplies, $6.50, ${usDate(today)}`, planUsageMessages.subscriptionLimitReached) +
      'Dismiss',
  );
  await expect(refused).toContainText(
    `Your offline entry (Supplies, $6.50, ${usDate(today)}) could not be added: You have reached the limit for your current subscription plan.`,
  );
  await expect(page.getByRole('alert').filter({ hasText: offlineMessages.synced(1) })).toBeVisible();
  await expect(waitingStatus(dashboard)).toHaveCount(0);
  await expectNoAxeViolations(page);
  if (shots) {
    await page.screenshot({ path: `${shots}/offline-refused-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await refused.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/offline-refused-mobile.png` });
  }
  await refused.getByRole('button', { name: 'Dismiss' }).click();
  await expect(refused).toHaveCount(0);

  const items = await itemsOnServer(page);
  expect(items).toHaveLength(10);
  expect(items.filter((item) => item.category === 'Meals')).toHaveLength(1);
  expect(items.filter((item) => item.category === 'Supplies')).toHaveLength(0);
});
