import { expect, test, type Locator, type Page } from '@playwright/test';
import { DashboardPage } from './pages/dashboard-page';
import { expectNoAxeViolations } from './support';

/** The floating button and the side panel it opens, as a person uses them. */
class AccessibilityPanel {
  constructor(readonly page: Page) {}

  button = () => this.page.getByRole('button', { name: 'Accessibility settings' });
  dialog = () => this.page.getByRole('dialog', { name: 'Accessibility Settings' });
  textSize = () => this.dialog().locator('output');
  bigger = () => this.dialog().getByRole('button', { name: 'Increase text size' });
  smaller = () => this.dialog().getByRole('button', { name: 'Decrease text size' });
  highContrast = () => this.dialog().getByRole('switch', { name: 'High contrast' });
  darkMode = () => this.dialog().getByRole('switch', { name: 'Dark mode' });
  reset = () => this.dialog().getByRole('button', { name: 'Reset' });

  async open() {
    await this.button().click();
    await expect(this.dialog()).toBeVisible();
  }

  async close() {
    await this.dialog().getByRole('button', { name: 'Close' }).click();
    await expect(this.dialog()).toBeHidden();
  }

  async pressUntilDisabled(button: Locator, expectedPresses: number) {
    for (let press = 0; press < expectedPresses; press += 1) await button.click();
    await expect(button).toBeDisabled();
  }
}

const html = (page: Page) => page.locator('html');
const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);
const rootFontSize = (page: Page) =>
  page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize));

test('the button is on the landing page and the dashboard, not on /login or /settings', async ({ page }) => {
  const panel = new AccessibilityPanel(page);
  await page.goto('/');
  await expect(panel.button()).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await expect(panel.button()).toHaveCount(0);

  await new DashboardPage(page).signInAsNewUser('a11y-button');
  await expect(panel.button()).toBeVisible();
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(panel.button()).toHaveCount(0);
});

test('text size goes from 80 % to 150 % in steps of 10 and no further', async ({ page }) => {
  const panel = new AccessibilityPanel(page);
  await page.goto('/');
  const browserDefault = await rootFontSize(page);
  await panel.open();
  await expect(panel.textSize()).toHaveText('100%');

  // 110, 120, 130, 140, 150: five presses, then + is disabled.
  await panel.pressUntilDisabled(panel.bigger(), 5);
  await expect(panel.textSize()).toHaveText('150%');
  await expect(html(page)).toHaveAttribute('style', /font-size: 150%/);
  expect(await rootFontSize(page)).toBeCloseTo(browserDefault * 1.5);
  expect(await stored(page, 'accessibility_font_size')).toBe('150');
  await expect(panel.smaller()).toBeEnabled();

  // 140 ... 80: seven presses, then − is disabled.
  await panel.pressUntilDisabled(panel.smaller(), 7);
  await expect(panel.textSize()).toHaveText('80%');
  expect(await rootFontSize(page)).toBeCloseTo(browserDefault * 0.8);
  expect(await stored(page, 'accessibility_font_size')).toBe('80');
  await expect(panel.bigger()).toBeEnabled();
});

test('a stored size outside the 80-150 % range is clamped', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('accessibility_font_size', '400'));
  const panel = new AccessibilityPanel(page);
  await page.goto('/');
  await panel.open();
  await expect(panel.textSize()).toHaveText('150%');
  await expect(panel.bigger()).toBeDisabled();
});

test('the settings apply at once, survive a reload and follow to other pages', async ({ page }) => {
  const panel = new AccessibilityPanel(page);
  await page.goto('/');
  await panel.open();
  await panel.bigger().click();
  await panel.bigger().click();
  await panel.darkMode().click();
  await expect(panel.darkMode()).toBeChecked();
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await expect(html(page)).toHaveAttribute('style', /font-size: 120%/);
  expect(await stored(page, 'accessibility_dark_mode')).toBe('true');
  await panel.close();

  await page.reload();
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await expect(html(page)).toHaveAttribute('style', /font-size: 120%/);

  // A page without the button still shows the user's settings.
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await expect(html(page)).toHaveAttribute('style', /font-size: 120%/);

  await new DashboardPage(page).signInAsNewUser('a11y-persist');
  await panel.open();
  await expect(panel.textSize()).toHaveText('120%');
  await expect(panel.darkMode()).toBeChecked();
  await expect(panel.highContrast()).not.toBeChecked();
});

test('high contrast and dark mode switch their classes on <html>, and Reset restores 100 %, off, off', async ({
  page,
}) => {
  const panel = new AccessibilityPanel(page);
  await page.goto('/');
  await panel.open();
  await expect(panel.highContrast()).not.toBeChecked();
  await expect(panel.darkMode()).not.toBeChecked();

  await panel.highContrast().click();
  await expect(html(page)).toHaveClass(/\bhigh-contrast\b/);
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
  expect(await stored(page, 'accessibility_high_contrast')).toBe('true');

  await panel.darkMode().click();
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await panel.bigger().click();
  await expect(panel.textSize()).toHaveText('110%');
  // Dark mode really changes the page: the body turns dark.
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).not.toMatch(/rgb\(248, 250, 252\)|oklch\(0\.98/);

  await panel.reset().click();
  await expect(panel.textSize()).toHaveText('100%');
  await expect(panel.highContrast()).not.toBeChecked();
  await expect(panel.darkMode()).not.toBeChecked();
  await expect(html(page)).not.toHaveClass(/\bdark\b|\bhigh-contrast\b/);
  await expect(html(page)).toHaveAttribute('style', /font-size: 100%/);
  expect(await stored(page, 'accessibility_font_size')).toBe('100');
  expect(await stored(page, 'accessibility_high_contrast')).toBe('false');
  expect(await stored(page, 'accessibility_dark_mode')).toBe('false');

  await panel.close();
  // Focus goes back to the button that opened the panel.
  await expect(panel.button()).toBeFocused();
});

test('axe-core finds no violations on /, /login and /dashboard in dark mode, high contrast and both', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const dashboard = new DashboardPage(page);
  await dashboard.signInAsNewUser('a11y-axe');
  await page.request.post('/api/items', {
    data: { type: 'income', category: 'Tips', amount: 25, date: new Date().toISOString().slice(0, 10) },
  });
  const panel = new AccessibilityPanel(page);

  const modes = [
    { name: 'dark mode', dark: true, contrast: false },
    { name: 'high contrast', dark: false, contrast: true },
    { name: 'dark mode with high contrast', dark: true, contrast: true },
  ];
  for (const mode of modes) {
    await dashboard.open();
    await panel.open();
    await panel.reset().click();
    if (mode.dark) await panel.darkMode().click();
    if (mode.contrast) await panel.highContrast().click();
    // The open panel is checked too.
    await expectNoAxeViolations(page, `the panel in ${mode.name}`);
    await panel.close();
    await expectNoAxeViolations(page, `/dashboard in ${mode.name}`);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, `/ in ${mode.name}`);

    // /login, signed out: in a second tab of this browser, so the session in this one stays.
    const signedOut = await page.context().browser()!.newContext();
    try {
      const loginPage = await signedOut.newPage();
      await loginPage.addInitScript(
        ({ dark, contrast }) => {
          localStorage.setItem('accessibility_dark_mode', String(dark));
          localStorage.setItem('accessibility_high_contrast', String(contrast));
        },
        { dark: mode.dark, contrast: mode.contrast },
      );
      await loginPage.goto('/login');
      await expect(loginPage.getByRole('heading', { name: 'Sign In' })).toBeVisible();
      await expect(loginPage.locator('html')).toHaveClass(mode.dark ? /\bdark\b/ : /\bhigh-contrast\b/);
      await expectNoAxeViolations(loginPage, `/login in ${mode.name}`);
    } finally {
      await signedOut.close();
    }
  }
});
