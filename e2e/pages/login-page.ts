import { expect, type Page } from '@playwright/test';

/** The /login screen as a person sees it. */
export class LoginPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/login');
    await expect(this.page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  }

  email = () => this.page.getByLabel('Email');
  password = () => this.page.getByLabel('Password', { exact: true });

  async signIn(email: string, password: string) {
    await this.email().fill(email);
    await this.password().fill(password);
    await this.page.getByRole('button', { name: 'Sign In' }).click();
  }

  async signUp(name: string, email: string, password: string) {
    await this.page.getByRole('button', { name: 'Need an account? Sign up' }).click();
    await expect(this.page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await this.page.getByLabel('Name').fill(name);
    await this.email().fill(email);
    await this.password().fill(password);
    await this.page.getByRole('button', { name: 'Create Account' }).click();
  }

  alert = () => this.page.getByRole('alert');
  status = () => this.page.getByRole('status');
}
