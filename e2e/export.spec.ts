import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { localDate, yearOf } from '../core/dates';
import { DashboardPage } from './pages/dashboard-page';
import { expectNoAxeViolations, seedItems, type SeedItem } from './support';

// The browser runs on this machine, so its local "today" is the test's (the export's file name carries it).
const today = localDate();
const thisYear = yearOf(today);
const header = ['Transaction ID', 'Date', 'Type', 'Category', 'Amount', 'Description', 'Tags'];
const noData = 'No data available to export. Add some budget items first.';

// Two items this year (whatever today is; a date ahead of today is allowed) and two last year.
const items: SeedItem[] = [
  { type: 'income', category: 'Rideshare', amount: 120, date: `${thisYear}-01-06`, tags: ['airport'] },
  {
    type: 'expense',
    category: 'Gas',
    amount: 35.25,
    date: `${thisYear}-01-05`,
    description: 'Fill-up, "premium"\nsecond line',
    tags: 'car, mileage',
  },
  { type: 'income', category: 'Freelance', amount: 800, date: `${thisYear - 1}-06-10` },
  { type: 'expense', category: 'Phone', amount: 45, date: `${thisYear - 1}-07-01` },
];

async function openExportDialog(page: Page): Promise<Locator> {
  await page.getByRole('main').getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Data' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Chooses a format, presses Export and answers the download; the dialog closes and a toast says so. */
async function exportAs(page: Page, format: string, year?: string) {
  const dialog = await openExportDialog(page);
  await dialog.getByRole('radio', { name: format, exact: true }).check();
  if (year) await dialog.getByLabel('Tax year', { exact: true }).selectOption(year);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Export', exact: true }).click(),
  ]);
  await expect(dialog).toBeHidden();
  const toast = page.getByRole('alert').filter({ hasText: 'Your export has started.' });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'close' }).click();
  return { name: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
}

test.describe('a user with items', () => {
  test.beforeEach(async ({ page }) => {
    await new DashboardPage(page).signInAsNewUser('export');
    await seedItems(page.request, items);
    await page.reload();
  });

  test('exports every item as CSV, JSON and TSV from the dashboard', async ({ page }) => {
    const dialog = await openExportDialog(page);
    await expect(dialog.getByRole('radio')).toHaveCount(4);
    await expect(dialog.getByRole('radio', { name: 'CSV', exact: true })).toBeChecked();
    for (const label of ['CSV', 'JSON', 'TSV (Excel)', 'Tax Summary Report'])
      await expect(dialog.getByRole('radio', { name: label, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const csv = await exportAs(page, 'CSV');
    expect(csv.name).toBe(`GigTally_export_${today}.csv`);
    // Every text cell quoted, amounts bare.
    expect(csv.text.split('\r\n')[0]).toBe(
      '"Transaction ID","Date","Type","Category","Amount","Description","Tags"',
    );
    const rows: string[][] = parse(csv.text);
    expect(rows).toHaveLength(items.length + 1);
    // Oldest first; commas, quotes and line breaks survive the round trip.
    expect(rows.slice(1).map((row) => row.slice(1))).toEqual([
      [`${thisYear - 1}-06-10`, 'income', 'Freelance', '800.00', '', ''],
      [`${thisYear - 1}-07-01`, 'expense', 'Phone', '45.00', '', ''],
      [`${thisYear}-01-05`, 'expense', 'Gas', '35.25', 'Fill-up, "premium"\nsecond line', 'car, mileage'],
      [`${thisYear}-01-06`, 'income', 'Rideshare', '120.00', '', 'airport'],
    ]);
    expect(rows[1]![0]).toMatch(/^TX-/);

    const json = await exportAs(page, 'JSON');
    expect(json.name).toBe(`GigTally_export_${today}.json`);
    const records = JSON.parse(json.text) as { category: string; amount: number; tags: string[] }[];
    expect(records.map((record) => [record.category, record.amount])).toEqual([
      ['Freelance', 800],
      ['Phone', 45],
      ['Gas', 35.25],
      ['Rideshare', 120],
    ]);
    expect(records[2]!.tags).toEqual(['car', 'mileage']);

    const tsv = await exportAs(page, 'TSV (Excel)');
    expect(tsv.name).toBe(`GigTally_export_${today}.tsv`);
    const lines = tsv.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(header.map((cell) => `"${cell}"`).join('\t'));
    const tsvRows: string[][] = parse(tsv.text, { delimiter: '\t', bom: true });
    expect(tsvRows[1]!.slice(1, 5)).toEqual([`${thisYear - 1}-06-10`, 'income', 'Freelance', '800.00']);
  });

  test('exports the Tax Summary Report of the chosen year', async ({ page }) => {
    const dialog = await openExportDialog(page);
    await dialog.getByRole('radio', { name: 'Tax Summary Report', exact: true }).check();
    const year = dialog.getByLabel('Tax year', { exact: true });
    // The years that hold items, newest first.
    await expect(year.getByRole('option')).toHaveText([String(thisYear), String(thisYear - 1)]);
    await expect(year).toHaveValue(String(thisYear));
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const summary = await exportAs(page, 'Tax Summary Report', String(thisYear - 1));
    expect(summary.name).toBe(`GigTally_tax_summary_${thisYear - 1}.txt`);
    expect(summary.text).toContain(`GigTally tax summary for ${thisYear - 1}`);
    expect(summary.text).toContain('Freelance');
    expect(summary.text).toContain('$800.00');
    expect(summary.text).toContain('Net (income - expenses): $755.00');
    expect(summary.text).not.toContain('Rideshare');
  });

  test('the Reports overview opens the same dialog', async ({ page }) => {
    await page.goto('/reports');
    const csv = await exportAs(page, 'CSV');
    expect(csv.name).toBe(`GigTally_export_${today}.csv`);
  });
});

test('a user without items is told there is nothing to export', async ({ page }) => {
  await new DashboardPage(page).signInAsNewUser('exportempty');
  const dialog = await openExportDialog(page);
  await expect(dialog.getByRole('status')).toHaveText(noData);
  await expect(dialog.getByRole('button', { name: 'Export', exact: true })).toBeDisabled();
  await expectNoAxeViolations(page);
});

test('a failed export says so in the dialog and keeps it open', async ({ page }) => {
  await new DashboardPage(page).signInAsNewUser('exportfail');
  await seedItems(page.request, items.slice(0, 1));
  await page.route('**/api/export?**', (route) => route.fulfill({ status: 500, body: '{}' }));
  const dialog = await openExportDialog(page);
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(
    dialog.getByRole('alert').filter({ hasText: 'Failed to export data. Please try again.' }),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
});
