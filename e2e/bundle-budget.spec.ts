import { expect, test, type APIRequestContext, type Browser, type BrowserContext } from '@playwright/test';
import sharp from 'sharp';
import { localDate } from '../core/dates';
import {
  describeFiles,
  FIRST_LOAD_JS_BUDGETS,
  kilobytes,
  measureFirstLoad,
  type FirstLoad,
} from './first-load';
import { createAccount, PASSWORD, seedItems, uniqueEmail, upgradeToPro } from './support';

// The first load of / ships at most 90 KB of gzipped JS, /login 60 KB and the signed-in shell 120 KB
// (docs/architecture.md "Quality bars": never raise a budget to pass, move code into a lazy chunk).
// Measured on the real build as a first-time visitor's browser downloads it (nothing cached, no cookie-banner
// answer stored). Sizes only: timings are the bench's (bench/web-budgets.ts).

/** A browser that has never been to GigTally. */
const firstVisit = (browser: Browser) => browser.newContext({ storageState: { cookies: [], origins: [] } });

function expectWithinBudget(path: keyof typeof FIRST_LOAD_JS_BUDGETS, load: FirstLoad) {
  const budget = FIRST_LOAD_JS_BUDGETS[path];
  const scripts = describeFiles(load.files.filter((file) => file.kind === 'script'));
  expect(
    load.jsBytes,
    `${path} loads ${kilobytes(load.jsBytes)} of gzipped JS, over its ${kilobytes(budget)} budget:\n${scripts}`,
  ).toBeLessThanOrEqual(budget);
}

async function closing<T>(context: BrowserContext, use: (context: BrowserContext) => Promise<T>): Promise<T> {
  try {
    return await use(context);
  } finally {
    await context.close();
  }
}

test('a first visit to / downloads at most 90 KB of gzipped JS', async ({ browser }) => {
  await closing(await firstVisit(browser), async (context) => {
    const page = await context.newPage();
    const load = await measureFirstLoad(page, '/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Track your gig income, expenses and taxes' }),
    ).toBeVisible();
    expectWithinBudget('/', load);
  });
});

// The sign-in page has an entry of its own (web/login.tsx): no router, data cache or form library.
test('a first visit to /login downloads at most 60 KB of gzipped JS', async ({ browser }) => {
  await closing(await firstVisit(browser), async (context) => {
    const page = await context.newPage();
    const load = await measureFirstLoad(page, '/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    expectWithinBudget('/login', load);
  });
});

/** A new account, signed in through the API: a sign-in through the form would load /login first, and this is about
 * a load of /dashboard itself (a returning user's bookmark). */
async function signInNewAccount(request: APIRequestContext, prefix: string) {
  const email = uniqueEmail(prefix);
  await createAccount(request, email);
  const signIn = await request.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD } });
  expect(signIn.status(), await signIn.text()).toBe(200);
}

test('a first load of /dashboard, signed in, downloads at most 120 KB of gzipped JS', async ({ browser }) => {
  await closing(await firstVisit(browser), async (context) => {
    await signInNewAccount(context.request, 'budget');

    const page = await context.newPage();
    const load = await measureFirstLoad(page, '/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expectWithinBudget('/dashboard', load);
  });
});

// A Pro user's dashboard also shows Snap a receipt, the receipts count and Receipts to file (loaded after
// the page); they once brought zod and react-hook-form (37.6 KB) through the receipts' schemas module. Measured with
// some items and a receipt waiting to be filed, so those parts render what they render for a person.
test('a first load of /dashboard as a Pro user with items and a receipt downloads at most 120 KB of gzipped JS', async ({
  browser,
  baseURL,
}) => {
  await closing(await firstVisit(browser), async (context) => {
    await signInNewAccount(context.request, 'budget-pro');
    await upgradeToPro(context.request);
    const today = localDate();
    await seedItems(context.request, [
      { type: 'income', category: 'Rideshare', amount: 240, date: today, description: 'Evening rides' },
      { type: 'expense', category: 'Supplies', amount: 120, date: today, description: 'Phone mount' },
      { type: 'expense', category: 'Meals', amount: 30, date: today },
    ]);
    const photo = await sharp({
      create: { width: 200, height: 300, channels: 3, background: '#ffffff' },
    })
      .jpeg()
      .toBuffer();
    // A form post, as the Snap a receipt dialog sends it: from the app's own origin (CSRF).
    const upload = await context.request.post('/api/receipts', {
      headers: { Origin: new URL(baseURL!).origin },
      multipart: { file: { name: 'fuel-stop.jpg', mimeType: 'image/jpeg', buffer: photo } },
    });
    expect(upload.status(), await upload.text()).toBe(201);

    const page = await context.newPage();
    // Counted once the Pro parts, loaded after the page, have rendered: the budget counts their code.
    const load = await measureFirstLoad(page, '/dashboard', async () => {
      await expect(page.getByRole('button', { name: 'Snap a receipt' })).toBeVisible();
      await expect(
        page.getByRole('link', { name: 'Receipt fuel-stop.jpg (opens in a new tab)' }),
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expectWithinBudget('/dashboard', load);

    // The parts loaded after the page come without <link rel="modulepreload"> (vite.config.ts,
    // loadedAfterThePage, which names their chunks): each link Vite's loader adds costs the main thread ~0.7 ms while
    // the page draws. A renamed module would quietly bring them back; the links are only those the HTML came with.
    const served = await (await context.request.get('/dashboard')).text();
    const servedPreloads = [...served.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (match) => match[1],
    );
    expect(servedPreloads.length).toBeGreaterThan(0);
    const preloads = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(preloads.filter((href) => !servedPreloads.includes(href))).toEqual([]);
  });
});
