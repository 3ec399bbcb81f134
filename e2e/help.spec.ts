import { expect, test, type Page } from '@playwright/test';
import { DashboardPage } from './pages/dashboard-page';
import { HelpPage } from './pages/help-page';
import { declinedCookiesEarlier } from './returning-visitor';
import { expectNoAxeViolations } from './support';

// Among them: the household (day job, spouse, children), Schedule C, the 1099 reconciliation and the tax
// packet. The review queue of items not yet marked business or personal has its own.
const FAQ_COUNT = 38;
const noResults = (query: string) =>
  `No results found for "${query}". Try a different search term or contact support.`;

/** A new user, signed in through the login screen, on the Help page by way of the sidebar. */
async function onHelpPage(page: Page): Promise<{ help: HelpPage; email: string }> {
  const email = await new DashboardPage(page).signInAsNewUser('help');
  const help = new HelpPage(page);
  await help.openFromSidebar();
  return { help, email };
}

test.beforeEach(async ({ page }) => {
  await declinedCookiesEarlier(page);
});

test('the search finds questions by their words in any case, and by words only their answer holds', async ({
  page,
}) => {
  const { help } = await onHelpPage(page);
  await expect(help.questions()).toHaveCount(FAQ_COUNT);

  await help.search().fill('CANCEL pro');
  await expect(help.questions()).toHaveText(['How do I cancel Pro?']);
  await expect(help.searchStatus()).toHaveText('1 question matches your search.');
  // Found by its question, it stays closed until opened.
  await expect(help.question('How do I cancel Pro?')).toHaveAttribute('aria-expanded', 'false');

  // 'wage base' is only in the answer on how the estimate is computed: that question is listed, opened.
  await help.search().fill('Wage BASE');
  await expect(help.questions()).toHaveText(['How is my tax estimate calculated?']);
  const question = help.question('How is my tax estimate calculated?');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(await help.answer('How is my tax estimate calculated?')).toContainText(
    'the Social Security part stops at the yearly wage base',
  );

  await help.search().fill('zebra crossing');
  await expect(help.questions()).toHaveCount(0);
  await expect(help.searchStatus()).toHaveText(noResults('zebra crossing'));
  await expect(page.getByText(noResults('zebra crossing'), { exact: true })).toBeVisible();

  await help.faq().getByRole('button', { name: 'Clear search' }).click();
  await expect(help.search()).toHaveValue('');
  await expect(help.questions()).toHaveCount(FAQ_COUNT);
  await expect(help.searchStatus()).toHaveText('');
});

// Help search finds every feature by the word a person would type.
test('help search finds Import, Rules, Mileage, the planner, tips, the calendar file and installing the app', async ({
  page,
}) => {
  const { help } = await onHelpPage(page);
  for (const [term, question] of [
    ['import', 'Can I import a bank statement instead of typing every item?'],
    ['rule', 'How do I make imported rows land in the right category?'],
    ['mileage', 'How do I log my mileage, and should I use the standard mileage rate or actual expenses?'],
    ['planner', 'How do I keep track of the estimated tax payments I have made?'],
    ['tips', 'How do I record tips, and do they lower my tax?'],
    ['calendar', 'Can I get the tax due dates in my own calendar app?'],
    ['install', 'Can I install GigTally on my phone and use it offline?'],
    ['offline', 'Can I install GigTally on my phone and use it offline?'],
    ['state income tax', 'Does GigTally figure my state income tax?'],
    ['New York City', 'Does GigTally figure my state income tax?'],
    ['refund', 'Does GigTally count the earned income credit? Could I get money back?'],
    ['EITC', 'Does GigTally count the earned income credit? Could I get money back?'],
  ] as const) {
    await help.search().fill(term);
    await expect(help.searchStatus()).toHaveText(/^(1 question matches|\d+ questions match) your search\.$/);
    await expect(help.question(question)).toBeVisible();
  }

  // An answer leads to the screen and to its tutorial.
  await help.search().fill('odometer');
  await expect(help.questions()).toHaveText([
    'How do I log my mileage, and should I use the standard mileage rate or actual expenses?',
  ]);
  const answer = await help.answer(
    'How do I log my mileage, and should I use the standard mileage rate or actual expenses?',
  );
  await expect(answer).toContainText('choose Log trip');
  await answer.getByRole('link', { name: 'Step by step: logging your miles' }).click();
  await expect(page).toHaveURL('/tutorials#mileage');
  await expect(page.getByRole('heading', { level: 2, name: 'Log your business miles' })).toBeInViewport();
});

// Connected accounts, SimpleFIN, Plaid and the bank password are found by the words a person would type.
test('help search finds connecting a bank, SimpleFIN, Plaid and whether the bank password is stored', async ({
  page,
}) => {
  const { help } = await onHelpPage(page);
  for (const [term, question] of [
    ['connect my bank', 'Can I connect my bank so transactions arrive by themselves?'],
    ['SimpleFIN', 'What is SimpleFIN Bridge, and how do I connect with it?'],
    ['Plaid', 'Can I connect my bank with Plaid?'],
    ['is my bank password stored', 'Is my bank password stored in GigTally?'],
  ] as const) {
    await help.search().fill(term);
    await expect(help.question(question)).toBeVisible();
  }

  await help.search().fill('bank password');
  await expect(help.questions()).toHaveText(['Is my bank password stored in GigTally?']);
  await help.question('Is my bank password stored in GigTally?').click();
  const answer = await help.answer('Is my bank password stored in GigTally?');
  await expect(answer).toContainText('GigTally never sees your bank password');
  await expect(answer).toContainText('encrypted (AES-256-GCM) on the server');

  await help.search().fill('connect my bank');
  await help.question('Can I connect my bank so transactions arrive by themselves?').click();
  await (
    await help.answer('Can I connect my bank so transactions arrive by themselves?')
  )
    .getByRole('link', { name: 'Step by step: connecting your bank' })
    .click();
  await expect(page).toHaveURL('/tutorials#connect-bank');
  await expect(page.getByRole('heading', { level: 2, name: 'Connect your bank' })).toBeInViewport();
  await expect(page.locator('#connect-bank ol > li')).toHaveCount(5);
});

test('every link of Help, the User Guide and the Tutorials opens a page of the app that exists', async ({
  page,
}) => {
  // About 30 pages are opened one after the other.
  test.setTimeout(120_000);
  await onHelpPage(page);
  const targets = new Set<string>();
  for (const path of ['/help', '/docs/user-guide', '/tutorials']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Hidden answers count too: their links are in the page.
    const hrefs = await page
      .getByRole('main')
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    for (const href of hrefs) targets.add(href);
    // In-page contents links lead to a section of the same page.
    const anchors = await page
      .getByRole('main')
      .locator('a[href^="#"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    for (const anchor of anchors) await expect(page.locator(anchor)).toHaveCount(1);
  }
  // The FAQ's links and the guides' screen links: at least every screen the sidebar has.
  expect(targets.size).toBeGreaterThan(15);

  for (const target of [...targets].sort()) {
    // The server answers the address itself (a link followed in a new tab, or the page reloaded)...
    const response = await page.request.get(target);
    expect(response.status(), target).toBe(200);
    // ...and the app shows a page for it, not the not-found page.
    await page.goto(target);
    await expect(page.getByRole('heading', { level: 1 }).first(), target).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page Not Found' }), target).toHaveCount(0);
    const hash = new URL(target, 'http://x').hash;
    if (hash) await expect(page.locator(hash), target).toHaveCount(1);
  }
});

test('a question opens and closes from the keyboard, and its answer leads on', async ({ page }) => {
  const { help } = await onHelpPage(page);
  const question = help.question('How do I export my records for my accountant?');
  const answer = await help.answer('How do I export my records for my accountant?');
  await expect(answer).toBeHidden();

  await question.focus();
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(answer).toBeVisible();
  await expect(answer).toContainText('pick CSV, JSON, TSV (Excel) or the Tax Summary Report');
  await page.keyboard.press('Space');
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();

  // Open again: Tab moves into the answer, whose link leads to the tutorial it mentions.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(answer.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/tutorials#exporting');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Export your records for tax time' }),
  ).toBeInViewport();
});

test('the quick resources open the User Guide and the Tutorials', async ({ page }) => {
  const { help } = await onHelpPage(page);

  await help
    .resources()
    .getByRole('link', { name: /^User Guide/ })
    .click();
  await expect(page).toHaveURL('/docs/user-guide');
  await expect(page.getByRole('heading', { level: 1, name: 'User Guide' })).toBeVisible();
  const guideContents = page.getByRole('navigation', { name: 'On this page' });
  await expect(guideContents.getByRole('link')).toHaveText([
    'Getting started',
    'Dashboard',
    'Transactions',
    'Business and personal',
    'Receipts',
    'Import',
    'Rules',
    'Mileage',
    'Reports & Analytics',
    'Tax Estimates',
    'Quarterly Planner',
    'Tips',
    'Calendar',
    'Tax dates in your calendar app',
    'Subscription',
    'Settings',
    'Connected accounts',
    'Install the app',
    'Accessibility options',
    'Help & Support',
  ]);
  // Each entry of the contents is a section with that heading.
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'On this page',
    ...(await guideContents.getByRole('link').allTextContents()),
  ]);
  await guideContents.getByRole('link', { name: 'Calendar', exact: true }).click();
  await expect(page).toHaveURL('/docs/user-guide#calendar');
  await expect(page.getByRole('heading', { level: 2, name: 'Calendar', exact: true })).toBeInViewport();
  // The guide's links open the screens they describe.
  await page.locator('#calendar').getByRole('link', { name: 'Calendar' }).click();
  await expect(page).toHaveURL('/calendar');
  await page.goBack();
  await page.getByRole('link', { name: 'Back to Help & Support' }).click();
  await expect(page).toHaveURL('/help');

  await help
    .resources()
    .getByRole('link', { name: /^Tutorials/ })
    .click();
  await expect(page).toHaveURL('/tutorials');
  await expect(page.getByRole('heading', { level: 1, name: 'Tutorials' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'On this page',
    'Set up your tax estimate',
    'Record your first income',
    'Log a shift in seconds with Quick Entry',
    'Snap a receipt',
    'Import a bank statement',
    'Connect your bank',
    'File imports automatically with rules',
    'Log your business miles',
    'Read your tax estimate',
    'Plan and record your quarterly payments',
    'Budget with irregular income',
    'Mark your tips',
    'Put the tax due dates in your calendar',
    'Install GigTally on your phone',
    'Export your records for tax time',
  ]);
  // Each tutorial is a list of steps.
  await expect(page.locator('#first-income ol > li')).toHaveCount(5);
  await expect(page.locator('#first-income')).toContainText('Choose Add Transaction. “Income added” appears');
});

test('Contact Support and Support Hours: the email address, the hours, and Start Chat without a chat service', async ({
  page,
}) => {
  const { help } = await onHelpPage(page);
  await expect(help.contact().getByRole('link', { name: 'support@gigtally.app' })).toHaveAttribute(
    'href',
    'mailto:support@gigtally.app',
  );
  await expect(help.hours().getByRole('listitem')).toHaveText([
    'Email: we reply within 24-48 hours',
    'Live chat: Monday to Friday, 9am to 5pm EST',
  ]);

  // This server has no live-chat provider configured (CHAT_PROVIDER is unset).
  await help.startChat().click();
  const message = help.contact().getByRole('status');
  await expect(message).toHaveText(
    'Live chat is not available at the moment. Please email us at support@gigtally.app and we will reply within 24-48 hours.',
  );
  await expect(message.getByRole('link', { name: 'support@gigtally.app' })).toHaveAttribute(
    'href',
    'mailto:support@gigtally.app',
  );
  await expect(page.locator('script[data-gigtally-chat]')).toHaveCount(0);
});

// A stand-in for each provider's widget: the script answers to the same calls as the real one and shows a
// dialog naming the visitor it was told about.
const showWidget = `function showTestWidget(label, name, email) {
  var dialog = document.createElement('div');
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-label', label);
  dialog.textContent = 'Chatting as ' + name + ' <' + email + '>';
  document.body.appendChild(dialog);
}`;

const providers = [
  {
    provider: 'tawk',
    label: 'tawk.to',
    siteId: 'tawk-property',
    scriptUrl: 'https://embed.tawk.to/tawk-property/default',
    widget: 'tawk.to chat',
    script: `${showWidget}
      window.Tawk_API.maximize = function () {
        showTestWidget('tawk.to chat', Tawk_API.visitor.name, Tawk_API.visitor.email);
      };
      window.Tawk_API.onLoad();`,
  },
  {
    provider: 'crisp',
    label: 'Crisp',
    siteId: 'crisp-website',
    scriptUrl: 'https://client.crisp.chat/l.js',
    widget: 'Crisp chat for crisp-website',
    script: `${showWidget}
      (function () {
        var user = {};
        function run(command) {
          if (command[1] === 'user:email') user.email = command[2][0];
          if (command[1] === 'user:nickname') user.name = command[2][0];
          if (command[0] === 'do' && command[1] === 'chat:open')
            showTestWidget('Crisp chat for ' + window.CRISP_WEBSITE_ID, user.name, user.email);
        }
        var queued = window.$crisp;
        window.$crisp = { push: run };
        queued.forEach(run);
      })();`,
  },
  {
    provider: 'intercom',
    label: 'Intercom',
    siteId: 'intercom-app',
    scriptUrl: 'https://widget.intercom.io/widget/intercom-app',
    widget: 'Intercom chat for intercom-app',
    script: `${showWidget}
      (function () {
        var settings = window.intercomSettings;
        var queued = window.Intercom.q;
        window.Intercom = function (command) {
          if (command === 'show') showTestWidget('Intercom chat for ' + settings.app_id, settings.name, settings.email);
        };
        queued.forEach(function (args) { window.Intercom.apply(null, args); });
      })();`,
  },
  {
    provider: 'tidio',
    label: 'Tidio',
    siteId: 'tidio-public-key',
    scriptUrl: 'https://code.tidio.co/tidio-public-key.js',
    widget: 'Tidio chat',
    script: `${showWidget}
      setTimeout(function () {
        window.tidioChatApi = {
          show: function () {},
          open: function () {
            showTestWidget('Tidio chat', document.tidioIdentify.name, document.tidioIdentify.email);
          },
        };
        document.dispatchEvent(new Event('tidioChat-ready'));
      }, 50);`,
  },
] as const;

test.describe('with a live-chat provider configured', () => {
  // The server's CSP allows only its own scripts until the provider's origins are added to it; these tests
  // stand in for the provider, so they let the page load the stand-in.
  test.use({ bypassCSP: true });

  async function configure(page: Page, { provider, siteId, scriptUrl, script }: (typeof providers)[number]) {
    await page.route('**/api/config', (route) =>
      route.fulfill({ json: { chat: { provider, siteId }, sentryDsn: null, billingMode: 'test' } }),
    );
    await page.route(scriptUrl, (route) =>
      route.fulfill({
        contentType: 'application/javascript',
        headers: { 'Access-Control-Allow-Origin': '*' },
        body: script,
      }),
    );
  }

  for (const setup of providers) {
    test(`${setup.provider}: Start Chat loads the widget with the user's name and email and opens it`, async ({
      page,
    }) => {
      await configure(page, setup);
      await page.addInitScript(() => localStorage.setItem('cookie_consent', 'true'));
      const { help, email } = await onHelpPage(page);

      await help.startChat().click();
      await expect(page.getByRole('dialog', { name: setup.widget })).toHaveText(
        `Chatting as Test Driver <${email}>`,
      );
      await expect(help.contact().getByRole('status')).toHaveText(
        'The chat window is open. If you do not see it, look for the chat button at the bottom of the page.',
      );
      await expect(page.locator('script[data-gigtally-chat]')).toHaveAttribute('src', setup.scriptUrl);
      expect(await page.evaluate(() => localStorage.getItem('chat_provider'))).toBe(setup.provider);

      // Asked again, the same widget opens again; its script is not loaded twice.
      await help.startChat().click();
      await expect(page.getByRole('dialog', { name: setup.widget })).toHaveCount(2);
      await expect(page.locator('script[data-gigtally-chat]')).toHaveCount(1);
    });
  }

  test('without consent to non-essential cookies, Start Chat explains and offers to accept them first', async ({
    page,
  }) => {
    const tawk = providers[0];
    await configure(page, tawk);
    const { help, email } = await onHelpPage(page);

    await help.startChat().click();
    const request = help.contact().getByRole('status');
    await expect(request).toContainText(
      'Live chat is provided by tawk.to, which sets its own cookies and receives your name and email address. To start a chat, please accept non-essential cookies.',
    );
    await expect(page.locator('script[data-gigtally-chat]')).toHaveCount(0);

    await request.getByRole('button', { name: 'Not now' }).click();
    await expect(request).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookie_consent'))).toBe('false');

    await help.startChat().click();
    await help.contact().getByRole('button', { name: 'Accept cookies and start chat' }).click();
    await expect(page.getByRole('dialog', { name: tawk.widget })).toHaveText(
      `Chatting as Test Driver <${email}>`,
    );
    const stored = await page.evaluate(() => [
      localStorage.getItem('cookie_consent'),
      localStorage.getItem('cookie_consent_date'),
    ]);
    expect(stored[0]).toBe('true');
    expect(Date.now() - Date.parse(stored[1]!)).toBeLessThan(60_000);
  });

  test('when the widget cannot be loaded, Start Chat says so and points to email', async ({ page }) => {
    const crisp = providers[1];
    await configure(page, crisp);
    await page.route(crisp.scriptUrl, (route) => route.abort('blockedbyclient'));
    await page.addInitScript(() => localStorage.setItem('cookie_consent', 'true'));
    const { help } = await onHelpPage(page);

    await help.startChat().click();
    await expect(help.contact().getByRole('alert')).toHaveText(
      'The chat could not be started. It may be blocked by your browser or an extension. Please try again later or email us at support@gigtally.app.',
    );
    await expect(help.startChat()).toBeEnabled();
  });
});

test('axe-core finds no violations on Help & Support, the User Guide and the Tutorials', async ({ page }) => {
  const { help } = await onHelpPage(page);
  await help.question('How do I add income or an expense?').click();
  await help.startChat().click();
  await expect(help.contact().getByRole('status')).toBeVisible();
  await expectNoAxeViolations(page, '/help');
  await help.search().fill('no such thing');
  await expect(help.searchStatus()).toHaveText(noResults('no such thing'));
  await expectNoAxeViolations(page, '/help (no results)');
  for (const [path, title] of [
    ['/docs/user-guide', 'User Guide'],
    ['/tutorials', 'Tutorials'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectNoAxeViolations(page, path);
  }
});
