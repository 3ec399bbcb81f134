import { expect, type Page } from '@playwright/test';

/** The /transactions screen as a person sees it. */
export class TransactionsPage {
  constructor(readonly page: Page) {}

  async open(query = '') {
    await this.page.goto(`/transactions${query}`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
    await expect(this.count()).toBeVisible();
  }

  filters = () => this.page.getByRole('region', { name: 'Filters' });
  list = () => this.page.getByRole('region', { name: 'Transaction list' });
  count = () => this.list().getByText(/^Showing \d+ of \d+ transactions?$/);
  rows = () => this.list().locator('tbody tr');
  amounts = () => this.list().locator('tbody tr td:nth-child(4)');
  search = () => this.filters().getByLabel('Search');
  show = (label: 'All' | 'Income' | 'Expenses') =>
    this.filters().getByRole('group', { name: 'Show' }).getByRole('button', { name: label, exact: true });
}
