import { expect, type Page } from '@playwright/test';

/** The Help & Support screen (/help) as a person sees it. */
export class HelpPage {
  constructor(readonly page: Page) {}

  /** From any signed-in page, through the sidebar. */
  async openFromSidebar() {
    await this.page
      .getByRole('complementary', { name: 'Sidebar' })
      .getByRole('link', { name: 'Help & Support' })
      .click();
    await expect(this.page).toHaveURL('/help');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
  }

  async open() {
    await this.page.goto('/help');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
  }

  search = () => this.page.getByRole('searchbox', { name: 'Search help' });
  faq = () => this.page.getByRole('region', { name: 'Frequently Asked Questions' });
  /** The questions shown: each is a button that opens its answer. */
  questions = () => this.faq().locator('button[aria-expanded]');
  question = (text: string) => this.faq().getByRole('button', { name: text, exact: true });
  /** The answer a question's button controls (its aria-controls). */
  answer = async (text: string) => {
    const id = await this.question(text).getAttribute('aria-controls');
    return this.page.locator(`[id="${id}"]`);
  };
  searchStatus = () => this.faq().getByRole('status');
  resources = () => this.page.getByRole('region', { name: 'Quick Resources' });
  contact = () => this.page.getByRole('region', { name: 'Contact Support' });
  hours = () => this.page.getByRole('region', { name: 'Support Hours' });
  startChat = () => this.contact().getByRole('button', { name: 'Start Chat' });
}
