import { expect, type Locator, type Page } from '@playwright/test';

const CONTROLS = 'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled)';

/**
 * The app's confirmation dialog as a person meets it: a modal named by its question, with Cancel
 * (or Keep Pro) and a button naming the action.
 */
export class ConfirmDialog {
  constructor(
    readonly page: Page,
    readonly title: string,
  ) {}

  dialog = (): Locator => this.page.getByRole('dialog', { name: this.title });
  button = (name: string): Locator => this.dialog().getByRole('button', { name, exact: true });

  /** Opens it with `opener` and waits until it shows with focus inside. */
  async openWith(opener: Locator) {
    await opener.click();
    await expect(this.dialog()).toBeVisible();
    await this.expectFocusInside();
  }

  async expectFocusInside() {
    await expect
      .poll(() => this.dialog().evaluate((dialog) => dialog.contains(document.activeElement)))
      .toBe(true);
  }

  /** Tab, then Shift+Tab, twice round every control of the dialog: focus never leaves it. */
  async expectTabStaysInside() {
    const controls = await this.dialog().locator(CONTROLS).count();
    expect(controls).toBeGreaterThanOrEqual(3);
    const seen = new Set<number>();
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let press = 0; press < controls * 2; press += 1) {
        await this.page.keyboard.press(key);
        const focused = await this.dialog().evaluate((dialog, selector) => {
          const active = document.activeElement;
          return active ? [...dialog.querySelectorAll(selector)].indexOf(active) : -1;
        }, CONTROLS);
        expect(focused, `${key} #${press + 1} left the dialog's controls`).toBeGreaterThanOrEqual(0);
        seen.add(focused);
      }
    }
    // Every control was reached, not just one kept in focus.
    expect(seen.size).toBe(controls);
  }

  /** Escape closes it and hands focus back to `opener`. */
  async escapeReturnsTo(opener: Locator) {
    await this.page.keyboard.press('Escape');
    await expect(this.dialog()).toBeHidden();
    await expect(opener).toBeFocused();
  }
}
