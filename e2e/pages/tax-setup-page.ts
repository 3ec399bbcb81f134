import { expect, type Page } from '@playwright/test';
import { taxSetupTexts } from '../../web/features/tax/tax-setup-texts';

/** /setup, the tax questions sign-up leads to, as a person sees it. */
export class TaxSetupPage {
  constructor(readonly page: Page) {}

  async ready() {
    await expect(this.page).toHaveURL('/setup');
    await expect(this.page.getByRole('heading', { level: 1, name: taxSetupTexts.title })).toBeVisible();
    await expect(this.status()).toBeVisible();
  }

  status = () => this.page.getByLabel(taxSetupTexts.statusLabel, { exact: true });
  state = () => this.page.getByLabel('State you live in');
  wages = () => this.page.getByLabel('Your W-2 wages', { exact: true });
  withholding = () => this.page.getByLabel('Tax withheld from your wages', { exact: true });
  save = () => this.page.getByRole('button', { name: taxSetupTexts.save });
  skipButton = () => this.page.getByRole('button', { name: taxSetupTexts.skip });

  /** "Skip for now": on to the dashboard. */
  async skip() {
    await this.ready();
    await this.skipButton().click();
    await expect(this.page).toHaveURL('/dashboard');
  }
}
