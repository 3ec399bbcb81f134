import { expect, type Page } from '@playwright/test';

/** The /reports/taxes screen (Tax Estimates) as a person sees it. */
export class TaxPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/reports/taxes');
    await this.ready();
  }

  /** The settings and the figures have arrived. */
  async ready() {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Tax Estimates' })).toBeVisible();
    await expect(this.cardValue('Total Tax')).toBeVisible();
    await expect(this.page.getByText('Loading tax estimate...')).toHaveCount(0);
  }

  year = (year: number) =>
    this.page
      .getByRole('group', { name: 'Tax year' })
      .getByRole('button', { name: String(year), exact: true });
  status = () => this.page.getByLabel('Filing status');
  deduction = () => this.page.getByLabel('Standard deduction');
  /** The hint under the deduction box: the figure the estimate uses and the default. */
  deductionHint = () => this.page.getByText(/^Used in the estimate:/);
  priorYear = (label: "Last year's total tax" | "Last year's AGI") =>
    this.page.getByLabel(label, { exact: true });
  exportButton = () => this.page.getByRole('button', { name: /^Export/ });

  card = (title: 'Total Tax' | 'Effective Rate' | 'Quarterly Payment') =>
    this.page.getByRole('region', { name: title, exact: true });
  cardValue = (title: 'Total Tax' | 'Effective Rate' | 'Quarterly Payment') =>
    this.card(title).locator('p').first();

  /** The figure of a step of the calculation, by the stage's table (its caption) and the step's label. */
  step = (stage: string, label: string) =>
    this.page
      .getByRole('table', { name: stage, exact: true })
      .getByRole('row')
      .filter({ has: this.page.getByText(label, { exact: true }) })
      .getByRole('cell');
  /** Rate, amount taxed and tax of each bracket line. */
  bracketRows = () => this.page.getByRole('table', { name: 'Income tax by bracket' }).locator('tbody tr');

  quarterly = () => this.page.getByRole('region', { name: 'Quarterly Payments' });
  scheduleRows = () => this.quarterly().locator('tbody tr');
  scheduleTotal = () => this.quarterly().locator('tfoot tr');

  /** The 'Your household' form of the chosen year. */
  household = () => this.page.getByRole('region', { name: 'Your household' });
  householdBox = (label: string) => this.household().getByLabel(label, { exact: true });
  /** The button that opens and closes the form. */
  householdToggle = () => this.household().getByRole('button', { name: /^(Enter|Change) your household$/ });

  /** Opens the form (it starts closed, with a one-line summary of what is saved). */
  async openHousehold() {
    const toggle = this.householdToggle();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }

  /** Presses 'Save household' and answers the status of the PUT it sends. */
  async saveHousehold(): Promise<number> {
    const saved = this.page.waitForResponse(
      (response) => response.url().endsWith('/api/tax/profile') && response.request().method() === 'PUT',
    );
    await this.household().getByRole('button', { name: 'Save household' }).click();
    return (await saved).status();
  }

  /** Chooses a filing status, waiting until the tax profile is saved. */
  async chooseStatus(label: string) {
    const saved = this.page.waitForResponse(
      (response) => response.url().endsWith('/api/tax/profile') && response.request().method() === 'PUT',
    );
    await this.status().selectOption({ label });
    expect((await saved).status()).toBe(200);
  }

  /** Types a figure into a box and leaves it, waiting until the tax profile is saved. */
  async settle(box: ReturnType<Page['getByLabel']>, text: string, how: 'blur' | 'Enter' = 'blur') {
    const saved = this.page.waitForResponse(
      (response) => response.url().endsWith('/api/tax/profile') && response.request().method() === 'PUT',
    );
    await box.fill(text);
    if (how === 'Enter') await box.press('Enter');
    else await box.blur();
    expect((await saved).status()).toBe(200);
  }
}
