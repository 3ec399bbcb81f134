import { expect, type Page } from '@playwright/test';

/** The /rules screen as a person sees it. */
export class RulesPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/rules');
    await this.ready();
  }

  async ready() {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Rules' })).toBeVisible();
    await expect(this.yourRules().getByRole('status', { name: 'Loading...' })).toHaveCount(0);
  }

  yourRules = () => this.page.getByRole('region', { name: 'Your rules' });
  /** The rules' rows, first applied first, as 'contains', 'type', 'category' texts. */
  rows = () => this.yourRules().locator('tbody tr');
  addForm = () => this.page.getByRole('region', { name: 'Add a rule' });

  async add(rule: { contains: string; type?: 'Income' | 'Expense'; category: string }) {
    const form = this.addForm();
    await form.getByLabel('Description contains').fill(rule.contains);
    if (rule.type) await form.getByLabel('Type').selectOption({ label: rule.type });
    await form.getByLabel('Category').fill(rule.category);
    await form.getByRole('button', { name: 'Add rule' }).click();
  }

  /** The texts of the rules' rows: order, words, type, category. */
  async ruleTexts() {
    return this.rows().evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll('td')]
          .slice(0, 4)
          .map((cell) => cell.textContent?.trim())
          .join(' | '),
      ),
    );
  }
}
