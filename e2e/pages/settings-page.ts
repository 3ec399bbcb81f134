import { expect, type Locator, type Page } from '@playwright/test';

/** The /settings screen as a person sees it. */
export class SettingsPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/settings');
    await this.ready();
  }

  /** The page, the user's name and the saved preferences have arrived. */
  async ready() {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(this.preferences().getByRole('status', { name: 'Loading...' })).toHaveCount(0);
    await expect(this.saveButton()).toBeVisible();
  }

  profile = () => this.page.getByRole('region', { name: 'User Profile' });
  displayName = () => this.profile().getByLabel('Display name');
  email = () => this.profile().getByLabel('Email');

  preferences = () => this.page.getByRole('region', { name: 'Preferences' });
  preference = (name: 'Email notifications' | 'Tax reminders' | 'Weekly reports'): Locator =>
    this.preferences().getByRole('switch', { name });
  currency = () => this.preferences().getByLabel('Currency');
  dateFormat = () => this.preferences().getByLabel('Date format');
  saveButton = () => this.preferences().getByRole('button', { name: 'Save Preferences' });

  account = () => this.page.getByRole('region', { name: 'Account Management' });

  password = () => this.page.getByRole('region', { name: 'Password' });

  async changePassword(current: string, next: string, confirmation = next) {
    await this.password().getByLabel('Current password').fill(current);
    await this.password().getByLabel('New password', { exact: true }).fill(next);
    await this.password().getByLabel('Confirm new password').fill(confirmation);
    await this.password().getByRole('button', { name: 'Change Password' }).click();
  }

  async saveName(name: string) {
    await this.displayName().fill(name);
    await this.profile().getByRole('button', { name: 'Save', exact: true }).click();
  }

  async savePreferences() {
    await this.saveButton().click();
  }
}
