import { expect, type Page } from '@playwright/test';

/** Settings → Connected accounts (/settings/connections) as a person sees it. */
export class ConnectionsPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/settings/connections');
    await this.ready();
  }

  /** The connections and the plan have arrived. */
  async ready() {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Connected accounts' })).toBeVisible();
    await expect(this.page.getByRole('status', { name: 'Loading...' })).toHaveCount(0);
  }

  /** A connection's card, named by its institution. */
  connection = (institution: string) => this.page.getByRole('region', { name: institution, exact: true });
  yourConnections = () => this.page.getByRole('region', { name: 'Your connections' });
  connectPanel = () => this.page.getByRole('region', { name: 'Connect a bank' });
  freePanel = () => this.page.getByRole('region', { name: 'Connecting a bank is part of Pro' });
  simplefinForm = () => this.connectPanel().getByRole('form', { name: 'SimpleFIN Bridge' });
  setupToken = () => this.connectPanel().getByLabel('SimpleFIN setup token');

  accountSwitch = (institution: string, account: string) =>
    this.connection(institution).getByRole('switch', { name: `Track ${account}` });

  /** The connection's 'Last synced … · … new, … already there' line. */
  lastSync = (institution: string) => this.connection(institution).getByText(/^(Last synced|Not synced yet)/);

  /** A toast says `text` (a string exactly, or a pattern); its close button dismisses it. Answers its text. */
  async expectToast(text: string | RegExp): Promise<string> {
    const toast = this.page.getByRole('alert').filter({ hasText: text });
    await expect(toast).toBeVisible();
    const said = (await toast.innerText()).trim();
    await toast.getByRole('button', { name: 'close' }).click();
    await expect(toast).toBeHidden();
    return said;
  }
}
