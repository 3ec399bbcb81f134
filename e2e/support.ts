import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'correct-horse-42';

export function uniqueEmail(prefix = 'driver'): string {
  return `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** Creates an account through the real API, as the sign-up form would. */
export async function createAccount(
  request: APIRequestContext,
  email: string,
  password = PASSWORD,
  name = 'Test Driver',
) {
  const response = await request.post('/api/auth/sign-up/email', { data: { name, email, password } });
  expect(response.status()).toBe(200);
}

/** Signs in through the real API, as the sign-in form would; the browser of `request` keeps the session cookie. */
export async function signInOver(request: APIRequestContext, email: string, password = PASSWORD) {
  const response = await request.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(response.status()).toBe(200);
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The newest mail to `to` in the server's outbox (the server runs without SMTP_URL in these tests). */
export async function waitForOutboxMail(to: string): Promise<OutboxMail> {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const files = await readdir(outbox).catch(() => [] as string[]);
        // A mail being written is named .writing until it is whole.
        const mails = files.filter((file) => file.endsWith('.json'));
        for (const file of mails.sort().reverse()) {
          const mail = JSON.parse(await readFile(path.join(outbox, file), 'utf8')) as OutboxMail;
          if (mail.to === to) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { message: `a mail to ${to} in the outbox` },
    )
    .toBe(true);
  return found!;
}

export interface SeedItem {
  type: 'income' | 'expense';
  category: string;
  amount: number;
  date: string;
  description?: string;
  tags?: string[] | string;
  use?: 'business' | 'personal' | 'review';
  businessPercent?: number;
}

/** Records items through the real API, as the signed-in user of `request` (a page's request shares its cookies). */
export async function seedItems(request: APIRequestContext, items: readonly SeedItem[]) {
  for (const item of items) {
    const response = await request.post('/api/items', { data: item });
    expect(response.status(), await response.text()).toBe(201);
  }
}

/** Starts a test-mode checkout as the signed-in user of `request`; answers the checkout session's id. */
export async function startCheckout(request: APIRequestContext): Promise<string> {
  // A JSON body: the server refuses body-less (form-like) posts that carry no Origin, as a browser's would.
  const checkout = await request.post('/api/billing/checkout', { data: {} });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { url } = (await checkout.json()) as { url: string };
  const sessionId = new URL(url, 'http://localhost').searchParams.get('session_id');
  expect(sessionId).toMatch(/^cs_test_/);
  return sessionId!;
}

/** Makes the signed-in user of `request` Pro through the real test-mode checkout, as its Pay button does. */
export async function upgradeToPro(request: APIRequestContext) {
  const sessionId = await startCheckout(request);
  const paid = await request.post('/api/billing/test-checkout/complete', { data: { sessionId } });
  expect(paid.status(), await paid.text()).toBe(200);
}

/**
 * Runs axe-core on the page as it stands and expects no violations; `where` names the page in a failure.
 * It waits first for finite CSS and web animations to end, so a toast fading in is measured at its final colours,
 * not half-transparent (axe measured one mid-fade in CI). Endless ones (a spinner, a pulsing skeleton) are not
 * waited for, nor is a toast's countdown bar: a 5-second timer, not a fade, and the toast goes when it ends.
 */
export async function expectNoAxeViolations(page: Page, where?: string) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity ||
          (animation instanceof CSSAnimation && animation.animationName === 'Toastify__trackProgress'),
      ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
    where === undefined ? 'axe-core' : `axe-core on ${where}`,
  ).toEqual([]);
}

/** The server's words in the 500 that `controlApi` answers when told to fail. */
export const API_FAILURE_MESSAGE = 'Something went wrong on our side.';

/**
 * Holds back, fails or lets through the answers of `path` (GET), as the test says: one handler for the whole test,
 * so that a held request is never handled twice. A failed answer is a 500 saying API_FAILURE_MESSAGE.
 */
export async function controlApi(page: Page, path: string) {
  let mode: 'hold' | 'fail' | 'pass' = 'pass';
  let release: () => void = () => undefined;
  let held = Promise.resolve();
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (mode === 'hold') await held;
      try {
        if (mode === 'fail')
          await route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({
              error: { code: 'internal', message: API_FAILURE_MESSAGE },
            }),
          });
        else await route.fallback();
      } catch {
        // A request held while the page was reloaded is gone: nothing to answer.
      }
    },
  );
  return {
    hold() {
      mode = 'hold';
      held = new Promise<void>((resolve) => (release = resolve));
    },
    fail() {
      mode = 'fail';
    },
    pass() {
      mode = 'pass';
      release();
    },
  };
}

/** Holds every answer of `url` back until the returned function is called, so a loading state can be seen. */
export async function holdResponses(page: Page, url: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
