import { expect, test } from '@playwright/test';
import { declinedCookiesEarlier } from './returning-visitor';
import { expectNoAxeViolations } from './support';

// The four legal pages and the full documents three of them link to.
const legalPages = [
  {
    path: '/terms',
    title: 'Terms of Service',
    firstSection: '1. Who may use GigTally',
    pdf: '/terms-full.pdf',
  },
  { path: '/privacy', title: 'Privacy Policy', firstSection: 'What we store', pdf: '/privacy-full.pdf' },
  {
    path: '/disclaimer',
    title: 'Financial and Tax Disclaimer',
    firstSection: 'Estimates, not advice',
    pdf: '/disclaimer-full.pdf',
  },
  { path: '/accessibility', title: 'Accessibility Statement', firstSection: 'What we do', pdf: null },
] as const;

test.beforeEach(async ({ page }) => {
  await declinedCookiesEarlier(page);
});

for (const legal of legalPages) {
  test(`${legal.path} shows the ${legal.title} with its date, its text and the contact line`, async ({
    page,
  }) => {
    await page.goto(legal.path);
    await expect(page.getByRole('heading', { level: 1, name: legal.title, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${legal.title} · GigTally`);
    await expect(page.getByText('Last updated November 22, 2026')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: legal.firstSection, exact: true }),
    ).toBeVisible();
    const contact = page.getByText('Questions about this page? Contact us at legal@gigtally.app.');
    await expect(contact).toBeVisible();
    await expect(contact.getByRole('link', { name: 'legal@gigtally.app' })).toHaveAttribute(
      'href',
      'mailto:legal@gigtally.app',
    );
    // The shared footer of the public pages.
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} GigTally`);

    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: /Track your gig income/ })).toBeVisible();
  });

  if (legal.pdf) {
    test(`${legal.path} links to the full document, a PDF of the same title`, async ({ page }) => {
      await page.goto(legal.path);
      const link = page.getByRole('link', { name: 'Read the full document (PDF)' });
      await expect(link).toHaveAttribute('href', legal.pdf);
      const response = await page.request.get((await link.getAttribute('href'))!);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      const bytes = await response.body();
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // The document's title (its Info entry) names the same document as the page.
      expect(bytes.toString('latin1')).toContain(`(GigTally ${legal.title})`);
    });
  } else {
    test(`${legal.path} has no full document to link to`, async ({ page }) => {
      await page.goto(legal.path);
      await expect(page.getByRole('heading', { level: 1, name: legal.title })).toBeVisible();
      await expect(page.getByRole('link', { name: /PDF/ })).toHaveCount(0);
    });
  }
}

test('axe-core finds no violations on the legal pages', async ({ page }) => {
  for (const legal of legalPages) {
    await page.goto(legal.path);
    await expect(page.getByRole('heading', { level: 1, name: legal.title })).toBeVisible();
    await expectNoAxeViolations(page, legal.path);
  }
});
