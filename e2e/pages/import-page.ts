import { expect, type Locator, type Page } from '@playwright/test';

/** A statement file as the test hands it to the file input: name, type and bytes. */
export interface StatementFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export const csvFile = (name: string, text: string): StatementFile => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(text, 'utf8'),
});

/** The /import screen as a person sees it. */
export class ImportPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/import');
    await this.ready();
  }

  /** Step 1 (or the result of an import) is on screen and the past imports have arrived. */
  async ready() {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Import' })).toBeVisible();
    await expect(this.pastImports().getByRole('status', { name: 'Loading...' })).toHaveCount(0);
  }

  fileInput = () => this.page.getByLabel('Statement file');
  chooser = () => this.page.getByRole('region', { name: 'Choose a statement' });
  alert = () => this.chooser().getByRole('alert');

  async choose(file: StatementFile) {
    await this.fileInput().setInputFiles(file);
  }

  /** Chooses the file and waits for its preview. */
  async preview(file: StatementFile) {
    await this.choose(file);
    await expect(this.page.getByRole('heading', { level: 2, name: `Preview of ${file.name}` })).toBeVisible();
  }

  encoding = () => this.page.getByLabel('Text encoding', { exact: true });
  columns = () => this.page.getByRole('region', { name: 'Columns' });
  column = (label: string) => this.columns().getByLabel(label, { exact: true });
  rowsPanel = () => this.page.getByRole('region', { name: 'Rows', exact: true });
  counts = () => this.rowsPanel().getByText(/^[\d,]+ new, [\d,]+ already added, [\d,]+ cannot be read$/);
  rows = () => this.rowsPanel().getByRole('region', { name: 'Rows to import' }).locator('tbody tr');
  row = (description: string): Locator => this.rows().filter({ hasText: description });
  // A text input with suggestions (a datalist) is a combobox.
  category = (description: string) => this.row(description).getByRole('combobox', { name: /^Category/ });
  type = (description: string) => this.row(description).getByRole('combobox', { name: /^Type/ });
  use = (description: string) => this.row(description).getByRole('combobox', { name: /^Use/ });
  include = (description: string) => this.row(description).getByRole('checkbox', { name: /^Include/ });
  // Date, amount (a phone's), description, amount, type, category, use, filed by, include.
  filedBy = (description: string) => this.row(description).locator('td').nth(7);
  pendingNote = () => this.rowsPanel().getByText(/^[\d,]+ pending rows? skipped\./);
  unreadable = () => this.rowsPanel().getByRole('region', { name: 'Rows that cannot be read' });
  importButton = () => this.rowsPanel().getByRole('button', { name: /^Import [\d,]+ items?$/ });

  summary = () => this.page.getByRole('region', { name: 'Import finished' });
  pastImports = () => this.page.getByRole('region', { name: 'Past imports' });
  pastImport = (fileName: string) => this.pastImports().locator('tbody tr').filter({ hasText: fileName });
  undoDialog = () => this.page.getByRole('dialog', { name: 'Undo this import?' });
}
