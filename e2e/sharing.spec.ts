import { expect, test, type Page } from '@playwright/test';
import { LoginPage } from './pages/login-page';
import { shoot } from './screenshots';
import {
  createAccount,
  expectNoAxeViolations,
  PASSWORD,
  seedItems,
  signInOver,
  uniqueEmail,
  upgradeToPro,
  waitForOutboxMail,
} from './support';

// A driver hands their year to their tax preparer, on phones: the invitation by mail, the preparer's new account, the
// books read (never changed) with a note left on a transaction, the owner's answer and log, and revoking.

const OWNER = 'Maria Lopez';
// This month's, so that the dashboard's first figures show them.
const TODAY = new Date().toLocaleDateString('en-CA');
const PREPARER = 'Sam Preparer';

const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function expectToast(page: Page, text: string) {
  const toast = page.getByRole('alert').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'close' }).click();
}

async function openSidebarLink(page: Page, name: string) {
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name, exact: true }).click();
}

test('an owner invites their preparer, who reads the books and leaves a note, until the owner revokes', async ({
  page,
  browser,
}) => {
  // Two people's browsers through the whole story: about 16 s alone, twice that beside another test.
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const ownerEmail = uniqueEmail('owner');
  await createAccount(page.request, ownerEmail, PASSWORD, OWNER);
  await signInOver(page.request, ownerEmail);
  await upgradeToPro(page.request);
  await seedItems(page.request, [
    { type: 'income', category: 'Rideshare', amount: 1250.4, date: TODAY, description: 'Uber payout' },
    { type: 'expense', category: 'Gas', amount: 61.25, date: TODAY, description: 'Shell' },
  ]);
  await page.goto('/dashboard');
  await openSidebarLink(page, 'Shared access');
  await expect(page).toHaveURL('/sharing');
  await expect(page.getByRole('heading', { level: 1, name: 'Shared access' })).toBeVisible();
  await expect(panel(page, 'Who can see your books')).toContainText('Nobody else can see your books.');
  await expect(panel(page, 'Access log')).toContainText(
    'Nobody has opened your books. Each opening shows here for 2 years.',
  );
  await expectNoAxeViolations(page, 'empty Shared access');
  await shoot(page, 'sharing-empty');

  // A typing slip first, then the preparer's address.
  const invite = panel(page, 'Invite your tax preparer');
  await invite.getByLabel('Preparer’s email').fill('sam at example');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByText('Invalid email address. Please check and try again.')).toBeVisible();
  const preparerEmail = uniqueEmail('preparer');
  await invite.getByLabel('Preparer’s email').fill(preparerEmail);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByRole('status')).toHaveText(
    `Invitation sent to ${preparerEmail}. The link works for 7 days.`,
  );
  await expect(panel(page, 'Who can see your books')).toContainText(preparerEmail);
  await expect(
    panel(page, 'Who can see your books').getByRole('button', {
      name: `Cancel the invitation to ${preparerEmail}`,
    }),
  ).toBeVisible();

  const mail = await waitForOutboxMail(preparerEmail);
  expect(mail.subject).toBe(`${OWNER} shared their GigTally books with you`);
  const link = /https?:\/\/\S+(\/sharing\/accept\?token=[A-Za-z0-9_-]+)/.exec(mail.text);
  expect(link).not.toBeNull();

  // The preparer has no account yet: the link sends them to create one, and back.
  const preparerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const preparer = await preparerContext.newPage();
  await preparer.goto(link![1]!);
  await expect(preparer).toHaveURL(/\/login\?next=/);
  await new LoginPage(preparer).signUp(PREPARER, preparerEmail, PASSWORD);
  await expect(preparer).toHaveURL(/\/sharing\/accept\?token=/);
  await expect(preparer.getByRole('heading', { level: 1, name: 'Accept invitation' })).toBeVisible();
  await expectNoAxeViolations(preparer, 'the invitation');
  await shoot(preparer, 'sharing-accept');
  await preparer.getByRole('button', { name: 'Accept and open their books' }).click();

  // The owner's books, read only.
  await expect(preparer).toHaveURL('/dashboard');
  const banner = preparer.getByRole('region', { name: 'Whose books' });
  await expect(banner).toContainText(`Viewing ${OWNER}’s books — read only`);
  await expect(preparer.getByRole('region', { name: 'Total Income', exact: true })).toContainText(
    '$1,250.40',
  );
  await expect(preparer.getByRole('button', { name: /^Add/ })).toHaveCount(0);
  await expectNoAxeViolations(preparer, 'a client’s dashboard');
  await shoot(preparer, 'sharing-viewing-dashboard');
  await preparer.getByRole('button', { name: 'Open navigation' }).click();
  const sidebar = preparer.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await expect(sidebar.getByRole('link', { name: 'Import' })).toHaveCount(0);
  await sidebar.getByRole('link', { name: 'Transactions', exact: true }).click();
  await expect(preparer).toHaveURL('/transactions');
  const gas = preparer.getByRole('button', { name: /^Leave a note on Gas expense of \$61\.25/ });
  await expect(gas).toBeVisible();
  await expect(preparer.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await expect(preparer.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await gas.click();
  const noteDialog = preparer.getByRole('dialog', { name: 'Leave a note' });
  await noteDialog.getByRole('button', { name: 'Send note' }).click();
  await expect(noteDialog.getByRole('alert')).toHaveText('Write the note');
  await noteDialog.getByLabel('Note for your client').fill('Is this personal?');
  await shoot(preparer, 'sharing-note', { dialog: true });
  await noteDialog.getByRole('button', { name: 'Send note' }).click();
  await expectToast(preparer, 'Note sent');
  await expectNoAxeViolations(preparer, 'a client’s transactions');
  // The mileage log reads, and offers no way to log or change a trip.
  await openSidebarLink(preparer, 'Mileage');
  await expect(preparer.getByRole('heading', { level: 1, name: 'Mileage' })).toBeVisible();
  await expect(panel(preparer, 'Log a trip')).toHaveCount(0);
  const carCosts = panel(preparer, `Car costs in ${TODAY.slice(0, 4)}`);
  await expect(carCosts.getByRole('radio', { name: /Standard mileage rate/ })).toBeDisabled();
  await expect(carCosts.getByRole('radio', { name: /Actual car expenses/ })).toBeDisabled();
  await expect(carCosts.getByRole('button', { name: /^Choose actual car expenses/ })).toHaveCount(0);

  // The owner sees who looked, and answers the note.
  await page.reload();
  const who = panel(page, 'Who can see your books');
  await expect(who).toContainText(`${PREPARER} · ${preparerEmail}`);
  await expect(who).toContainText('Last looked');
  await expect(panel(page, 'Access log').getByRole('row')).toHaveCount(2);
  await expect(panel(page, 'Access log')).toContainText(preparerEmail);
  const notes = panel(page, 'Notes from your preparer');
  await expect(notes).toContainText(`${TODAY} · Shell · −$61.25`);
  await expect(notes).toContainText('Is this personal?');
  await notes.getByLabel('Your answer').fill('No, that was for work.');
  await notes.getByRole('button', { name: 'Answer' }).click();
  await expectToast(page, 'Answer sent');
  await expectNoAxeViolations(page, 'full Shared access');
  await shoot(page, 'sharing-full');

  // The preparer reads the answer among the notes.
  await openSidebarLink(preparer, 'Notes');
  await expect(preparer.getByRole('heading', { level: 1, name: 'Notes' })).toBeVisible();
  await expect(preparer.getByText('Answer: No, that was for work.')).toBeVisible();

  // Revoked: the preparer's next load of the books finds nothing.
  await who.getByRole('button', { name: `Revoke ${preparerEmail}’s access` }).click();
  const revoke = page.getByRole('dialog', { name: 'Revoke access' });
  await expect(revoke).toContainText(
    `Stop sharing your books with ${preparerEmail}? They lose access on their next click.`,
  );
  await revoke.getByRole('button', { name: 'Revoke' }).click();
  await expectToast(page, 'Access revoked');
  await expect(who).toContainText('Nobody else can see your books.');

  await preparer.goto('/transactions');
  await expect(preparer.getByRole('region', { name: 'Whose books' })).toContainText(
    'These books are not shared with you, or no longer are.',
  );
  await shoot(preparer, 'sharing-revoked');
  await preparer.getByRole('button', { name: 'Back to my books' }).click();
  await expect(preparer).toHaveURL('/sharing');
  await expect(panel(preparer, 'Books shared with you')).toContainText('No one shares their books with you.');
  await preparerContext.close();
});
