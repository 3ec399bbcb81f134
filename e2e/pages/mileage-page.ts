import { expect, type Locator, type Page } from '@playwright/test';

export interface TripFields {
  date?: string;
  miles?: string;
  startOdometer?: string;
  endOdometer?: string;
  purpose?: string;
  platform?: string;
}

/** The /mileage screen as a person sees it. */
export class MileagePage {
  constructor(readonly page: Page) {}

  async open(year?: number) {
    await this.page.goto(year ? `/mileage?year=${year}` : '/mileage');
    await this.ready();
  }

  async ready() {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Mileage' })).toBeVisible();
    await expect(this.trips().getByRole('status', { name: 'Loading...' })).toHaveCount(0);
  }

  form = () => this.page.getByRole('region', { name: 'Log a trip' });
  trips = () => this.page.getByRole('region', { name: /^Trips in \d{4}$/ });
  rows = () => this.trips().locator('tbody tr');
  /** The figure under a label of the year's totals ('Business miles in 2026', 'Mileage deduction', 'Trips'). */
  total = (label: string | RegExp) =>
    this.trips()
      .locator('dl > div')
      .filter({ has: this.page.getByText(label) })
      .locator('dd');
  /** The line that shows the IRS rate of the typed date and the trip's deduction. */
  ratePreview = () => this.form().getByText(/^IRS standard rate on/);

  distance(mode: 'Miles' | 'Odometer', within: Locator = this.form()) {
    return within.getByRole('group', { name: 'Distance' }).getByRole('button', { name: mode });
  }

  /** Fills the trip form (of the Log a trip panel or of the Edit dialog). */
  async fill(fields: TripFields, within: Locator = this.form()) {
    if (fields.date !== undefined) await within.getByLabel('Date').fill(fields.date);
    if (fields.miles !== undefined) {
      await this.distance('Miles', within).click();
      await within.getByLabel('Miles').fill(fields.miles);
    }
    if (fields.startOdometer !== undefined || fields.endOdometer !== undefined) {
      await this.distance('Odometer', within).click();
      if (fields.startOdometer !== undefined)
        await within.getByLabel('Start odometer').fill(fields.startOdometer);
      if (fields.endOdometer !== undefined) await within.getByLabel('End odometer').fill(fields.endOdometer);
    }
    if (fields.purpose !== undefined) await within.getByLabel('Business purpose').fill(fields.purpose);
    if (fields.platform !== undefined) await within.getByLabel('Platform (optional)').fill(fields.platform);
  }

  async log(fields: TripFields) {
    await this.fill(fields);
    await this.form().getByRole('button', { name: 'Log trip' }).click();
  }

  /** The texts of a row's cells: date, miles, purpose, platform, rate, deduction. */
  async rowTexts() {
    return this.rows().evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll('td')]
          .slice(0, 6)
          .map((cell) => (cell as HTMLElement).innerText.replace(/\s+/g, ' ').trim())
          .join(' | '),
      ),
    );
  }

  /** A toast says `text`; its close button dismisses it. */
  async expectToast(text: string) {
    const toast = this.page.getByRole('alert').filter({ hasText: text });
    await expect(toast).toBeVisible();
    await toast.getByRole('button', { name: 'close' }).click();
    await expect(toast).toBeHidden();
  }
}
