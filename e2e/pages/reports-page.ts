import { expect, type Page } from '@playwright/test';

/** The Income Analysis and Expense Breakdown screens as a person sees them. */
export class ReportPage {
  constructor(
    readonly page: Page,
    readonly title: 'Income Analysis' | 'Expense Breakdown',
  ) {}

  async open() {
    await this.page.goto(this.title === 'Income Analysis' ? '/reports/income' : '/reports/expenses');
    await expect(this.page.getByRole('heading', { level: 1, name: this.title })).toBeVisible();
    await this.settled();
  }

  /** The report of the chosen period is on screen (not the last one, dimmed). */
  async settled() {
    await expect(this.page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(this.page.getByRole('status')).toHaveCount(0);
  }

  period = (label: 'Week' | 'Month' | 'Quarter' | 'Year') =>
    this.page.getByRole('group', { name: 'Period' }).getByRole('button', { name: label, exact: true });

  async choosePeriod(label: 'Week' | 'Month' | 'Quarter' | 'Year') {
    await this.period(label).click();
    await expect(this.period(label)).toHaveAttribute('aria-pressed', 'true');
    await this.settled();
  }

  card = (title: string) => this.page.getByRole('region', { name: title, exact: true });
  cardValue = (title: string) => this.card(title).locator('p').first();
  cardNote = (title: string) => this.card(title).locator('p').nth(1);
  panel = (title: string) => this.page.getByRole('region', { name: title, exact: true });
  categoryRows = (panel: string) => this.panel(panel).locator('tbody tr');
}
