import { expect, test, type Page } from '@playwright/test';
import { coveredControls } from './hit-test';
import { LoginPage } from './pages/login-page';
import { createAccount, expectNoAxeViolations, PASSWORD, uniqueEmail } from './support';

// No cookie banner, floating button or fixed bar covers a control, on a phone or a laptop.

const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 768 },
] as const;

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on GigTally' });

async function signIn(page: Page) {
  const email = uniqueEmail('covered');
  await createAccount(page.request, email);
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(email, PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

const publicPages = [
  { path: '/', heading: 'Track your gig income, expenses and taxes' },
  { path: '/login', heading: 'Sign In' },
  { path: '/signup', heading: 'Create Account' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/disclaimer', heading: 'Financial and Tax Disclaimer' },
  { path: '/accessibility', heading: 'Accessibility Statement' },
  { path: '/no-such-page', heading: 'Page Not Found' },
];

test.describe('with the cookie banner showing (a first visit)', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  for (const size of sizes) {
    test(`the banner covers no control of the public pages on a ${size.name} (${size.width}x${size.height})`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      for (const { path, heading } of publicPages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(banner(page)).toBeVisible({ timeout: 5_000 });
        expect(await coveredControls(page), `controls covered on ${path}`).toEqual([]);
      }
      await expectNoAxeViolations(page, `${publicPages.at(-1)!.path} with the banner`);
    });

    test(`"Need an account? Sign up" on /login takes a click with the banner up, ${size.name}`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await page.goto('/login');
      await expect(banner(page)).toBeVisible({ timeout: 5_000 });
      // A real click: Playwright refuses one that would land on another element.
      await page.getByRole('button', { name: 'Need an account? Sign up' }).click({ timeout: 3_000 });
      await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
    });

    test(`signed in, the banner and the Add button cover nothing on Help and the dashboard, ${size.name}`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await signIn(page);
      for (const path of ['/dashboard', '/help']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(banner(page)).toBeVisible({ timeout: 5_000 });
        expect(await coveredControls(page), `controls covered on ${path}`).toEqual([]);
      }
    });
  }
});

test.describe('signed in, at 100 % and 150 % text (the banner answered earlier)', () => {
  for (const size of sizes) {
    for (const textSize of [100, 150]) {
      test(`nothing covers a control of the dashboard, ${size.name}, ${textSize} % text`, async ({
        page,
      }) => {
        await page.setViewportSize(size);
        await page.addInitScript(
          (percent) => localStorage.setItem('accessibility_font_size', String(percent)),
          textSize,
        );
        await signIn(page);
        await expect(page.locator('html')).toHaveAttribute('style', new RegExp(`font-size: ${textSize}%`));
        // The accessibility button is there, in the header, and takes a click.
        await expect(page.getByRole('button', { name: 'Accessibility settings' })).toBeVisible();
        expect(await coveredControls(page), 'controls covered on /dashboard').toEqual([]);

        if (size.name === 'phone') {
          // The phone menu: its links, the account block and Sign Out.
          await page.getByRole('button', { name: 'Open navigation' }).click();
          const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
          await expect(sidebar.getByRole('button', { name: 'Sign Out' })).toBeVisible();
          // The drawer has slid all the way in.
          await expect.poll(() => sidebar.evaluate((drawer) => drawer.getBoundingClientRect().left)).toBe(0);
          expect(
            await coveredControls(page, 'aside[aria-label="Sidebar"]'),
            'controls covered in the menu',
          ).toEqual([]);
          await sidebar.getByRole('button', { name: 'Sign Out' }).click({ timeout: 3_000 });
          await expect(page).toHaveURL('/login');
        } else {
          await page.getByRole('button', { name: 'Accessibility settings' }).click({ timeout: 3_000 });
          await expect(page.getByRole('dialog', { name: 'Accessibility Settings' })).toBeVisible();
        }
      });
    }
  }
});
