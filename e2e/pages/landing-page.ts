import { expect, type Locator, type Page } from '@playwright/test';

/** The landing page (/) as a person sees it. */
export class LandingPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/');
    await expect(this.heading()).toBeVisible();
  }

  heading = () =>
    this.page.getByRole('heading', { level: 1, name: 'Track your gig income, expenses and taxes' });
  main = () => this.page.getByRole('main');
  heroImage = () => this.page.getByRole('img', { name: /^GigTally on a phone/ });
  getStarted = () => this.main().getByRole('link', { name: 'Get Started', exact: true });
  subscribeNow = () => this.main().getByRole('link', { name: 'Subscribe Now', exact: true });
  scrollDown = () => this.page.getByRole('button', { name: 'Scroll down to features' });

  features = () => this.page.getByRole('region', { name: 'Everything a gig worker needs' });
  featureCards = () => this.features().getByRole('listitem');
  testimonials = () => this.page.getByRole('region', { name: 'What gig workers say' }).getByRole('figure');
  pricing = () => this.page.getByRole('region', { name: 'Simple pricing' });
  pricingButton = () => this.pricing().getByRole('link', { name: 'Track my Gig Income Today!' });

  footer = () => this.page.getByRole('contentinfo');
  footerColumn = (name: 'Product' | 'Company' | 'Legal') =>
    this.footer().getByRole('navigation', { name, exact: true });
  footerLink = (column: 'Product' | 'Company' | 'Legal', name: string) =>
    this.footerColumn(column).getByRole('link', { name, exact: true });

  /** Follows a link or button of the landing page and checks where it lands. */
  async follow(link: Locator, url: string | RegExp, heading: string) {
    await link.click();
    await expect(this.page).toHaveURL(url);
    await expect(this.page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  }
}
