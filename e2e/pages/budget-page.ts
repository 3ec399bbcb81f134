import { expect, type Locator, type Page } from '@playwright/test';
import { budgetTexts } from '../../web/features/budget/budget-texts';

/** The /budget screen as a person sees it. */
export class BudgetPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/budget');
    await this.ready();
  }

  /** The month's figures have arrived. */
  async ready() {
    await expect(this.page.getByRole('heading', { level: 1, name: budgetTexts.title })).toBeVisible();
    await expect(this.readyToAssign()).toBeVisible();
  }

  monthHeading = () => this.page.locator('#budget-month');
  readyToAssign = () => this.page.getByRole('heading', { level: 2, name: /^Ready to assign: / });

  /** A figure under Ready to assign, by its label. */
  part = (label: string) =>
    this.page
      .getByRole('region', { name: /^Ready to assign: / })
      .locator('dt', { hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd');

  figures = () => this.page.getByRole('region', { name: budgetTexts.figuresTitle });
  alerts = () => this.page.getByRole('region', { name: budgetTexts.alertsLabel }).getByRole('listitem');
  category = (name: string) => this.page.getByRole('group', { name, exact: true });
  figure = (category: string, label: 'Spent' | 'Available') =>
    this.category(category).locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
  planned = (category: string) => this.category(category).getByLabel(budgetTexts.planned, { exact: true });
  rollover = (category: string) => this.category(category).getByLabel(budgetTexts.rollover);
  addPanel = () => this.page.getByRole('region', { name: budgetTexts.addTitle });

  async go(button: 'Previous month' | 'Next month' | 'This month', title: string) {
    await this.page.getByRole('button', { name: button }).click();
    await expect(this.monthHeading()).toHaveText(title);
    await expect(this.readyToAssign()).toBeVisible();
  }

  /** Types a category's planned amount and leaves the box as `how` says; waits until its Available is `available`. */
  async plan(category: string, amount: string, how: 'Enter' | 'Tab', available: string) {
    await this.planned(category).fill(amount);
    await this.planned(category).press(how);
    await expect(this.figure(category, 'Available')).toHaveText(available);
  }

  /** Add category, with one of the list or one's own. */
  async add({ choose, own, amount }: { choose?: string; own?: string; amount: string }) {
    const panel = this.addPanel();
    if (choose) await panel.getByLabel(budgetTexts.chooseCategory, { exact: true }).selectOption(choose);
    if (own) await panel.getByLabel(budgetTexts.ownCategory).fill(own);
    await panel.getByLabel(budgetTexts.addPlanned).fill(amount);
    await panel.getByRole('button', { name: budgetTexts.add }).click();
  }

  async expectPlanned(category: string, value: string): Promise<Locator> {
    await expect(this.planned(category)).toHaveValue(value);
    return this.category(category);
  }
}
