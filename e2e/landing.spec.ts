import { expect, test, type Page } from '@playwright/test';
import { LandingPage } from './pages/landing-page';
import { LoginPage } from './pages/login-page';
import { TaxSetupPage } from './pages/tax-setup-page';
import { declinedCookiesEarlier } from './returning-visitor';
import { createAccount, expectNoAxeViolations, PASSWORD, uniqueEmail } from './support';

// What the Pro plan offers, in the order the pricing card lists it.
const proFeatures = [
  'Unlimited budget items',
  'Automated income tracking',
  'Real-time tax estimates',
  'Expense categorization',
  'Monthly insights report',
  'Mobile web-app access',
  'Email support',
  'Priority support',
  'Advanced reporting',
  'Cancel anytime',
];

const animationOf = (page: Page) =>
  new LandingPage(page)
    .featureCards()
    .evaluateAll((cards) =>
      cards.map((card) => [getComputedStyle(card).animationName, getComputedStyle(card).animationDelay]),
    );

async function signIn(page: Page) {
  const email = uniqueEmail('landing');
  await createAccount(page.request, email);
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(email, PASSWORD);
  await expect(page).toHaveURL('/dashboard');
}

test.beforeEach(async ({ page }) => {
  await declinedCookiesEarlier(page);
});

test('signed out, Subscribe Now, the pricing button and Login lead to Sign In on /login', async ({
  page,
}) => {
  const landing = new LandingPage(page);
  for (const link of [
    landing.subscribeNow(),
    landing.pricingButton(),
    page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Login' }),
  ]) {
    await landing.open();
    await landing.follow(link, '/login', 'Sign In');
    await expect(page.getByText('Welcome back to GigTally.')).toBeVisible();
  }
});

test('signed out, Get Started opens Create Account on /signup, and its form creates the account and signs in', async ({
  page,
}) => {
  const landing = new LandingPage(page);
  await landing.open();
  await landing.follow(landing.getStarted(), '/signup', 'Create Account');
  await expect(page.getByText('Start tracking your gig income, expenses and taxes.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toHaveCount(0);

  const email = uniqueEmail('get-started');
  await page.getByLabel('Name').fill('Gia Started');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  // Signed in at once, asked the tax set-up (e2e/tax-setup.spec.ts), and greeted by the name given.
  await new TaxSetupPage(page).skip();
  await expect(page.getByText('Welcome back, Gia Started!')).toBeVisible();
});

test('the header Login on /signup leads to Sign In, and /login offers no Login link to itself', async ({
  page,
}) => {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
});

test('signed in, Subscribe Now and the pricing button lead to /subscription and Get Started to the dashboard', async ({
  page,
}) => {
  await signIn(page);
  const landing = new LandingPage(page);

  await landing.open();
  await landing.follow(landing.subscribeNow(), '/subscription', 'Subscription');
  await landing.open();
  await landing.follow(landing.pricingButton(), '/subscription', 'Subscription');
  // Get Started goes to /signup, which sends someone already signed in on to the dashboard.
  await landing.open();
  await landing.getStarted().click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The footer's links to signed-in pages open them.
  await landing.open();
  await landing.follow(landing.footerLink('Product', 'Dashboard'), '/dashboard', 'Dashboard');
  await landing.open();
  await landing.follow(landing.footerLink('Company', 'Help & Support'), '/help', 'Help & Support');
});

test('the scroll-down button brings the features into view and moves focus there', async ({ page }) => {
  const landing = new LandingPage(page);
  await landing.open();
  const featuresHeading = landing.features().getByRole('heading', { level: 2 });
  await expect(featuresHeading).not.toBeInViewport();
  await landing.scrollDown().click();
  await expect(featuresHeading).toBeInViewport();
  await expect(featuresHeading).toBeFocused();
});

test('three feature cards rise in one after another once scrolled into view', async ({ page }) => {
  const landing = new LandingPage(page);
  await landing.open();
  const cards = landing.featureCards();
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
    'Automated Tracking',
    'Tax Estimates',
    'Smart Insights',
  ]);
  for (const card of await cards.all()) {
    await expect(card.locator('svg')).toHaveCount(1);
    await expect(card.getByRole('paragraph')).not.toBeEmpty();
  }
  // The estimates cover the state's tax as well as the federal.
  await expect(cards.nth(1).getByRole('paragraph')).toHaveText(
    'See the federal and state tax you will owe each quarter and when each payment is due, worked out from your own records as you go.',
  );
  // The same entrance for each card, each a little later than the one before.
  expect(await animationOf(page)).toEqual([
    ['landing-rise-in', '0s'],
    ['landing-rise-in', '0.15s'],
    ['landing-rise-in', '0.3s'],
  ]);
  await landing.scrollDown().click();
  await expect(cards.last()).toHaveCSS('opacity', '1');
});

test('with reduced motion the feature cards do not animate', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const landing = new LandingPage(page);
  await landing.open();
  expect((await animationOf(page)).map(([name]) => name)).toEqual(['none', 'none', 'none']);
  for (const card of await landing.featureCards().all()) await expect(card).toHaveCSS('opacity', '1');
});

test('three testimonials, each with five stars, a quote, a name and a role', async ({ page }) => {
  const landing = new LandingPage(page);
  await landing.open();
  const testimonials = landing.testimonials();
  await expect(testimonials).toHaveCount(3);
  for (const testimonial of await testimonials.all()) {
    const stars = testimonial.getByRole('img', { name: 'Rated 5 out of 5' });
    await expect(stars).toBeVisible();
    await expect(stars.locator('svg')).toHaveCount(5);
    await expect(testimonial.locator('blockquote')).toHaveText(/^“.{20,}”$/);
    await expect(testimonial.locator('figcaption span')).toHaveCount(2);
  }
  await expect(testimonials.locator('figcaption')).toHaveText([
    'Maria G.Rideshare driver',
    'Devon T.Food delivery courier',
    'Priya S.Freelance designer',
  ]);
});

test('the pricing section shows the Pro Plan at $9.99/month with what Pro includes', async ({ page }) => {
  const landing = new LandingPage(page);
  await landing.open();
  const card = landing.pricing().getByRole('article', { name: 'Pro Plan' });
  await expect(card).toContainText('$9.99/month');
  await expect(card.getByRole('list', { name: 'Included in Pro' }).getByRole('listitem')).toHaveText(
    proFeatures,
  );
});

test('the footer links land on their sections, pages and mail addresses, signed out', async ({ page }) => {
  const landing = new LandingPage(page);
  await landing.open();
  await expect(landing.footer()).toContainText(`© ${new Date().getFullYear()} GigTally`);
  // The landing page has its own footer, not the one of the other pages.
  await expect(landing.footer()).not.toContainText('All rights reserved');

  await landing.footerLink('Product', 'Features').click();
  await expect(page).toHaveURL('/#features');
  await expect(landing.features().getByRole('heading', { level: 2 })).toBeInViewport();
  await landing.footerLink('Product', 'Pricing').click();
  await expect(page).toHaveURL('/#pricing');
  await expect(landing.pricing().getByRole('heading', { level: 2 })).toBeInViewport();

  await expect(landing.footerLink('Company', 'Contact')).toHaveAttribute(
    'href',
    'mailto:support@gigtally.app',
  );
  await expect(landing.footer().getByRole('link', { name: 'Contact Legal' })).toHaveAttribute(
    'href',
    'mailto:legal@gigtally.app',
  );

  for (const [name, url, heading] of [
    ['Privacy Policy', '/privacy', 'Privacy Policy'],
    ['Terms of Service', '/terms', 'Terms of Service'],
    ['Financial Disclaimer', '/disclaimer', 'Financial and Tax Disclaimer'],
    ['Accessibility', '/accessibility', 'Accessibility Statement'],
  ] as const) {
    await landing.open();
    await landing.follow(landing.footerLink('Legal', name), url, heading);
  }
  // Signed out, the signed-in pages ask for a sign-in first.
  for (const [column, name] of [
    ['Product', 'Dashboard'],
    ['Company', 'Help & Support'],
  ] as const) {
    await landing.open();
    await landing.follow(landing.footerLink(column, name), '/login', 'Sign In');
  }
});

test('the hero image is served by GigTally itself, and so is everything else on the page', async ({
  page,
}) => {
  const origins = new Set<string>();
  page.on('request', (request) => {
    if (!request.url().startsWith('data:')) origins.add(new URL(request.url()).origin);
  });
  const landing = new LandingPage(page);
  await landing.open();
  const image = landing.heroImage();
  await expect(image).toBeVisible();
  // Visible comes before loaded (the img has its size up front), and currentSrc is empty until the load starts.
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true);
  const source = { url: await image.evaluate((element: HTMLImageElement) => element.currentSrc) };
  expect(new URL(source.url).origin).toBe(new URL(page.url()).origin);
  const response = await page.request.get(source.url);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/svg+xml');
  await page.mouse.wheel(0, 5000);
  await expect(landing.footer()).toBeInViewport();
  expect([...origins]).toEqual([new URL(page.url()).origin]);
});

test('axe-core finds no violations on the landing page, signed out and on a phone', async ({ page }) => {
  const landing = new LandingPage(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await landing.open();
    // The feature cards have risen in, so every text is checked at full strength.
    await landing.scrollDown().click();
    await expect(landing.featureCards().last()).toHaveCSS('opacity', '1');
    await expectNoAxeViolations(page);
  }
});
