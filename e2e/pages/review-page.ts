import { expect, type Page } from '@playwright/test';

/** The /review screen as a person sees it. */
export class ReviewPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/review');
    await this.ready();
  }

  async ready() {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Review transactions' })).toBeVisible();
    await expect(this.page.getByText('Loading the items to review...')).toHaveCount(0);
  }

  progress = () => this.page.getByText(/^\d+ of \d+$/);
  item = () => this.page.getByRole('article', { name: /^Item \d+ of \d+$/ });
  status = () => this.page.getByRole('status').filter({ hasText: /^Marked / });
  business = () => this.page.getByRole('button', { name: 'Business', exact: true });
  personal = () => this.page.getByRole('button', { name: 'Personal', exact: true });
  businessCategory = () => this.page.getByLabel('Business category');
  personalCategory = () => this.page.getByLabel('Personal category');
  share = () => this.page.getByLabel('Business share (%)');
  always = (merchant: string) => this.page.getByLabel(`Always for ${merchant}`);
  empty = () => this.page.getByRole('heading', { level: 2, name: 'Nothing to review' });
}
