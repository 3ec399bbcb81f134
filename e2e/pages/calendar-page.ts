import { expect, type Page } from '@playwright/test';
import { format } from 'date-fns';

const localMidnight = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
};
/** 'November 20, 2026', as a day's button names it. */
export const longDate = (date: string) => format(localMidnight(date), 'MMMM d, yyyy');
/** 'Friday, November 20, 2026', the chosen day's panel heading. */
export const weekdayDate = (date: string) => format(localMidnight(date), 'EEEE, MMMM d, yyyy');
/** 'November 2026'. */
export const monthTitle = (date: string) => format(localMidnight(date), 'MMMM yyyy');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The /calendar screen as a person sees it. */
export class CalendarPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/calendar');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    await this.loaded();
  }

  /** The visible month has arrived from the server. */
  async loaded() {
    await expect(this.grid()).toHaveAttribute('aria-busy', 'false');
  }

  month = () => this.page.getByRole('region', { name: /^\w+ \d{4}$/ });
  monthHeading = () => this.month().getByRole('heading', { level: 2 });
  grid = () => this.month().getByRole('table');
  /** A day's button: its name starts with the date ('November 20, 2026: ...' or '... (today): ...'). */
  day = (date: string) =>
    this.grid().getByRole('button', { name: new RegExp(`^${escapeRegExp(longDate(date))}[ :]`) });
  /** The chosen day's panel, named by its heading. */
  panel = (date: string) => this.page.getByRole('region', { name: weekdayDate(date), exact: true });
  figure = (date: string, label: 'Income' | 'Expenses' | 'Net') =>
    this.panel(date).locator(`dt:text-is("${label}") + dd`);
  rows = (date: string) => this.panel(date).locator('tbody tr');

  async go(button: 'Previous month' | 'Next month' | 'Today') {
    await this.month().getByRole('button', { name: button, exact: true }).click();
    await this.loaded();
  }
}
