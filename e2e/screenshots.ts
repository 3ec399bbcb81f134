import { expect, type Page } from '@playwright/test';

const shots = process.env.SHOTS_DIR;

/**
 * Whole-page pictures for a person to look at, when SHOTS_DIR is set: `name`-390.png on the phone (390x844), then
 * `name`-1366.png at 1366x768; the page is back on the phone afterwards. Nothing happens without SHOTS_DIR.
 * `{ dialog: true }`: the screen as it stands, an open dialog where the person sees it (no scrolling, no full page).
 */
export async function shoot(page: Page, name: string, { dialog = false } = {}) {
  if (!shots) return;
  // From the top, so the fixed header and sidebar are drawn where a person sees them.
  if (!dialog) await page.evaluate(() => window.scrollTo(0, 0));
  const fullPage = !dialog;
  await page.screenshot({ path: `${shots}/${name}-390.png`, fullPage });
  await page.setViewportSize({ width: 1366, height: 768 });
  // The desktop sidebar slides in when the window widens; the picture waits until it is in place.
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect.poll(async () => (await sidebar.boundingBox())?.x).toBe(0);
  await page.screenshot({ path: `${shots}/${name}-1366.png`, fullPage });
  await page.setViewportSize({ width: 390, height: 844 });
}
