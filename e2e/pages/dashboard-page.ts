import { expect, type Locator, type Page } from '@playwright/test';
import { createAccount, signInOver, uniqueEmail } from '../support';

export interface ItemFields {
  type?: 'Income' | 'Expense';
  category?: string;
  amount?: string;
  date?: string;
  description?: string;
  tags?: string;
}

/** The /dashboard screen as a person sees it. */
export class DashboardPage {
  constructor(readonly page: Page) {}

  /** A new account, signed in, on the dashboard. The session is asked for as the login screen asks for it, but
   * without the screen: e2e/auth.spec.ts signs in through it, and the other specs start where it leads. */
  async signInAsNewUser(prefix = 'dashboard'): Promise<string> {
    const email = uniqueEmail(prefix);
    await createAccount(this.page.request, email);
    await signInOver(this.page.request, email);
    await this.open();
    return email;
  }

  async open() {
    await this.page.goto('/dashboard');
    await this.ready();
  }

  /** The figures and the transactions have arrived. */
  async ready() {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // A figure in whatever currency the user's preferences name ('$0.00', '€0.00', 'CA$0.00').
    await expect(this.card('Total Income').getByText(/\d\.\d{2}$/)).toBeVisible();
    await expect(this.recent().getByRole('status', { name: 'Loading...' })).toHaveCount(0);
  }

  card = (title: string) => this.page.getByRole('region', { name: title, exact: true });
  cardValue = (title: string) => this.card(title).locator('p').first();
  period = (label: string) =>
    this.page.getByRole('group', { name: 'Period' }).getByRole('button', { name: label, exact: true });
  usageMeter = () => this.page.getByRole('region', { name: 'Free plan usage' });

  quickEntry = () => this.page.getByRole('region', { name: 'Quick Entry' });
  recent = () => this.page.getByRole('region', { name: 'Recent Transactions' });
  rows = () => this.recent().locator('tbody tr');
  amounts = () => this.recent().locator('tbody tr td:nth-child(3)');
  topExpenses = () => this.page.getByRole('region', { name: 'Top Expenses' });

  async quickAdd({
    type,
    amount,
    category,
  }: {
    type: 'Income' | 'Expense';
    amount: string;
    category: string;
  }) {
    const form = this.quickEntry();
    await form.getByRole('group', { name: 'Type' }).getByRole('button', { name: type }).click();
    await form.getByLabel('Amount').fill(amount);
    await form.getByLabel('Category', { exact: true }).selectOption(category);
    await form.getByRole('button', { name: `Add ${type}` }).click();
  }

  async openAddNew(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Add New' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Add Transaction' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** Fills the full form of the Add / Edit dialog. */
  async fillItemForm(dialog: Locator, fields: ItemFields) {
    if (fields.type)
      await dialog.getByRole('group', { name: 'Type' }).getByRole('button', { name: fields.type }).click();
    if (fields.category !== undefined) await dialog.getByLabel('Category').selectOption(fields.category);
    if (fields.amount !== undefined) await dialog.getByLabel('Amount').fill(fields.amount);
    if (fields.date !== undefined) await dialog.getByLabel('Date').fill(fields.date);
    if (fields.description !== undefined)
      await dialog.getByLabel('Description (optional)').fill(fields.description);
    if (fields.tags !== undefined) await dialog.getByLabel('Tags (optional)').fill(fields.tags);
  }

  /** A toast says `text`; its close button dismisses it, so it covers nothing afterwards. */
  async expectToast(text: string) {
    const toast = this.page.getByRole('alert').filter({ hasText: text });
    await expect(toast).toBeVisible();
    await toast.getByRole('button', { name: 'close' }).click();
    await expect(toast).toBeHidden();
  }
}
