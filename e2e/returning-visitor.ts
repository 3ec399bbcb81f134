import type { Page } from '@playwright/test';

/**
 * The browser of someone who already answered the cookie banner with 'Decline Non-Essential', so that the banner
 * (tested on its own) does not cover what these tests click. An answer the test gives later is kept.
 */
export async function declinedCookiesEarlier(page: Page) {
  await page.addInitScript(() => {
    if (localStorage.getItem('cookie_consent') === null) {
      localStorage.setItem('cookie_consent', 'false');
      localStorage.setItem('cookie_consent_date', new Date().toISOString());
    }
  });
}
