import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addDays, localDate } from '../core/dates';
import { DashboardPage } from './pages/dashboard-page';
import { ReviewPage } from './pages/review-page';
import { shoot } from './screenshots';
import { API_FAILURE_MESSAGE, controlApi, expectNoAxeViolations, upgradeToPro } from './support';

// Each test walks through several screens and checks them with axe-core: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

const daysAgo = (days: number) => addDays(localDate(), -days);

interface WaitingItem {
  type: 'income' | 'expense';
  category: string;
  amount: number;
  date: string;
  description: string;
}

/** Items waiting for review, added through the API as an import would leave them; answers their ids in order. */
async function seedWaiting(request: APIRequestContext, items: readonly WaitingItem[]): Promise<string[]> {
  const ids: string[] = [];
  for (const item of items) {
    const response = await request.post('/api/items', { data: { ...item, use: 'review' } });
    expect(response.status(), await response.text()).toBe(201);
    ids.push(((await response.json()) as { id: string }).id);
  }
  return ids;
}

async function itemOf(page: Page, id: string) {
  const response = await page.request.get(`/api/items/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { use: string; category: string; businessPercent: number };
}

// Newest first, as the queue lists them.
const phonePlan: WaitingItem = {
  type: 'expense',
  category: 'Other Expense',
  amount: 80,
  date: daysAgo(1),
  description: 'VERIZON WIRELESS PAYMENT 8841',
};
const groceries: WaitingItem = {
  type: 'expense',
  category: 'Other Expense',
  amount: 62.4,
  date: daysAgo(2),
  description: 'KROGER #412 COLUMBUS OH',
};
const transfer: WaitingItem = {
  type: 'income',
  category: 'Other Income',
  amount: 150,
  date: daysAgo(3),
  description: 'ZELLE FROM J SMITH',
};

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('marks one item business at 60 %, one personal as Groceries with a rule, and empties the queue', async ({
    page,
  }) => {
    const dashboard = new DashboardPage(page);
    await dashboard.signInAsNewUser('review');
    const [phoneId, groceriesId] = await seedWaiting(page.request, [phonePlan, groceries, transfer]);
    await dashboard.open();
    await dashboard.period('All Time').click();

    const waiting = page.getByRole('link', { name: /^3 to review/ });
    await expect(waiting).toContainText('$292.40 in items not yet marked business or personal.');
    await expect(dashboard.card('Tax Due')).toContainText(
      '3 items ($292.40) wait for review and are not in these figures. Review them',
    );
    await expect(dashboard.card('Total Income').getByText('Business', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Personal money this period, not in these figures: $0.00 in, $0.00 out.'),
    ).toBeVisible();
    await waiting.click();

    const review = new ReviewPage(page);
    await review.ready();
    await expect(review.progress()).toHaveText('1 of 3');
    await expect(review.item()).toContainText('VERIZON WIRELESS PAYMENT 8841');
    await expect(review.item()).toContainText('$80.00');
    await expect(review.item()).toContainText('Suggested: Other Expense');
    await expect(review.businessCategory()).toHaveValue('Other Expense');
    await expect(review.personalCategory()).toHaveValue('Personal other');
    await expect(review.share()).toHaveValue('100');
    await expectNoAxeViolations(page, '/review');
    await shoot(page, 'review-full');

    // The phone plan: Business, Phone, 60 % for work.
    await review.businessCategory().selectOption('Phone');
    await review.share().fill('0');
    await review.business().click();
    await expect(page.getByText('Business share must be a whole percent from 1 to 100')).toBeVisible();
    await expect(review.share()).toBeFocused();
    await review.share().fill('60');
    await review.business().click();
    await expect(review.status()).toHaveText('Marked Business: Phone, 60 %');
    await expect(review.progress()).toHaveText('2 of 3');
    expect(await itemOf(page, phoneId!)).toMatchObject({
      use: 'business',
      category: 'Phone',
      businessPercent: 60,
    });

    // The groceries: Personal, Groceries, and always so for Kroger.
    await expect(review.item()).toContainText('KROGER #412 COLUMBUS OH');
    await review.personalCategory().selectOption('Groceries');
    await review.always('KROGER').check();
    await review.personal().click();
    await expect(review.status()).toHaveText(
      'Marked Personal: Groceries. Rule saved: always the same for KROGER.',
    );
    await expect(review.progress()).toHaveText('3 of 3');
    expect(await itemOf(page, groceriesId!)).toMatchObject({ use: 'personal', category: 'Groceries' });
    const rules = (await (await page.request.get('/api/rules')).json()) as {
      rules: { contains: string; type: string; category: string; use: string }[];
    };
    expect(rules.rules).toEqual([
      expect.objectContaining({
        contains: 'KROGER',
        type: 'expense',
        category: 'Groceries',
        use: 'personal',
      }),
    ]);

    // Back on the dashboard one waits, and the personal money is beside the business figures.
    await dashboard.open();
    await expect(page.getByRole('link', { name: /^1 to review/ })).toContainText(
      '$150.00 in items not yet marked business or personal.',
    );
    await expect(
      page.getByText('Personal money this period, not in these figures: $0.00 in, $62.40 out.'),
    ).toBeVisible();
    await expect(dashboard.cardValue('Total Expenses')).toHaveText('$48.00');
    await shoot(page, 'review-dashboard');

    await page.getByRole('link', { name: /^1 to review/ }).click();
    await review.ready();
    await expect(review.progress()).toHaveText('1 of 1');
    await expect(review.item()).toContainText('ZELLE FROM J SMITH');
    await expect(review.personalCategory()).toHaveValue('Other');
    await review.personalCategory().selectOption('Transfer');
    await review.personal().click();
    await expect(review.empty()).toBeVisible();
    await expect(page.getByText('Every item is marked business or personal.')).toBeVisible();
    await expectNoAxeViolations(page, 'the empty review queue');
    await shoot(page, 'review-empty');

    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await dashboard.ready();
    await expect(page.getByRole('link', { name: /to review/ })).toHaveCount(0);
    await expect(dashboard.card('Tax Due')).not.toContainText('wait for review');
  });

  test('says when nothing waits, while the queue loads, and when it cannot be loaded', async ({ page }) => {
    await new DashboardPage(page).signInAsNewUser('review-states');
    const review = new ReviewPage(page);
    await review.open();
    await expect(review.empty()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the dashboard' })).toBeVisible();

    await seedWaiting(page.request, [phonePlan]);
    const items = await controlApi(page, '/api/items');
    items.hold();
    await page.goto('/review');
    await expect(
      page.getByRole('status').filter({ hasText: 'Loading the items to review...' }),
    ).toBeVisible();
    await shoot(page, 'review-loading');
    items.pass();
    await expect(review.progress()).toHaveText('1 of 1');

    items.fail();
    await page.goto('/review');
    await expect(page.getByRole('alert')).toContainText(API_FAILURE_MESSAGE);
    items.pass();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(review.progress()).toHaveText('1 of 1');
  });

  test('the dashboard offers a one-time check of business items that may be personal', async ({ page }) => {
    await new DashboardPage(page).signInAsNewUser('review-check');
    // The check as the server answers it for someone whose rent was counted as business.
    let answered: unknown;
    await page.route('**/api/items/use-check', async (route) => {
      if (route.request().method() === 'POST') {
        answered = route.request().postDataJSON();
        await route.fulfill({ json: { moved: 2 } });
      } else {
        await route.fulfill({
          json: answered
            ? { pending: false, count: 0, amount: 0, categories: [] }
            : { pending: true, count: 2, amount: 2450, categories: ['Rent', 'Utilities'] },
        });
      }
    });
    const dashboard = new DashboardPage(page);
    await dashboard.open();
    const check = page.getByRole('region', { name: 'Some of your items may be personal' });
    await expect(check).toContainText(
      '2 items ($2,450.00) in Rent, Utilities were counted as business before GigTally kept business and personal apart; review them, or keep them as business.',
    );
    await expectNoAxeViolations(page, 'the dashboard with the check');
    await shoot(page, 'review-check');

    await check.getByRole('button', { name: 'Not now' }).click();
    await expect(check).toHaveCount(0);
    await dashboard.open();
    await check.getByRole('button', { name: 'Keep as business' }).click();
    await expect(check).toHaveCount(0);
    expect(answered).toEqual({ action: 'keep' });

    answered = undefined;
    await dashboard.open();
    await check.getByRole('button', { name: 'Review them' }).click();
    await expect(page).toHaveURL('/review');
    expect(answered).toEqual({ action: 'review' });
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('B and P mark, the arrows move between items, and keys typed into a field stay there', async ({
    page,
  }) => {
    await new DashboardPage(page).signInAsNewUser('review-keys');
    const [phoneId, groceriesId] = await seedWaiting(page.request, [
      { ...phonePlan, category: 'Phone' },
      { ...groceries, category: 'Groceries' },
    ]);
    const review = new ReviewPage(page);
    await review.open();
    await expect(
      page.getByText('Keys: B business, P personal, Left and Right arrows to move between items.'),
    ).toBeVisible();
    await expect(review.progress()).toHaveText('1 of 2');
    await expect(review.businessCategory()).toHaveValue('Phone');

    await page.keyboard.press('b');
    await expect(review.status()).toHaveText('Marked Business: Phone');
    await expect(review.progress()).toHaveText('2 of 2');
    // A suggested household category is the personal one offered first.
    await expect(review.personalCategory()).toHaveValue('Groceries');
    await expect(review.businessCategory()).toHaveValue('Other Expense');

    await page.keyboard.press('ArrowLeft');
    await expect(review.progress()).toHaveText('1 of 2');
    await expect(review.item()).toContainText('Marked Business: Phone');
    await page.keyboard.press('ArrowRight');
    await expect(review.progress()).toHaveText('2 of 2');

    // In the share field, P is a letter typed, not a mark.
    await review.share().fill('5');
    await review.share().press('p');
    await expect(review.share()).toHaveValue('5p');
    await expect(review.progress()).toHaveText('2 of 2');
    await review.item().click();
    await page.keyboard.press('p');
    await expect(review.empty()).toBeVisible();
    expect(await itemOf(page, phoneId!)).toMatchObject({
      use: 'business',
      category: 'Phone',
      businessPercent: 100,
    });
    expect(await itemOf(page, groceriesId!)).toMatchObject({ use: 'personal', category: 'Groceries' });
  });

  test('a rule saved with one item files the items from the same place already waiting', async ({ page }) => {
    await new DashboardPage(page).signInAsNewUser('review-rule');
    const dayton = { ...groceries, amount: 41.1, date: daysAgo(4), description: 'KROGER #9 DAYTON OH' };
    const [, , daytonId] = await seedWaiting(page.request, [groceries, transfer, dayton]);
    const review = new ReviewPage(page);
    await review.open();
    await expect(review.progress()).toHaveText('1 of 3');
    await expect(review.item()).toContainText('KROGER #412 COLUMBUS OH');
    await review.personalCategory().selectOption('Groceries');
    await review.always('KROGER').check();
    await review.personal().click();
    await expect(review.status()).toHaveText(
      'Marked Personal: Groceries. Rule saved: always the same for KROGER. It filed 1 more waiting item the same way.',
    );
    expect(await itemOf(page, daytonId!)).toMatchObject({ use: 'personal', category: 'Groceries' });
    // The queue goes on with the transfer, and after it has nothing left: Dayton's Kroger was filed by the rule.
    await expect(review.progress()).toHaveText('2 of 3');
    await expect(review.item()).toContainText('ZELLE FROM J SMITH');
    await review.personal().click();
    await expect(review.empty()).toBeVisible();
  });

  test('the tax screens say how many items wait and lead to the queue', async ({ page }) => {
    await new DashboardPage(page).signInAsNewUser('review-tax');
    await upgradeToPro(page.request);
    await seedWaiting(page.request, [phonePlan, groceries]);
    const notice = () => page.getByRole('note').filter({ hasText: 'wait for review' });
    const waiting = '2 items ($142.40) wait for review and are not in these figures. Review them';

    await page.goto('/reports/taxes');
    await expect(page.getByRole('heading', { level: 1, name: 'Tax Estimates' })).toBeVisible();
    await expect(notice()).toHaveText(waiting);
    await page.goto('/reports/taxes/schedule-c');
    await expect(page.getByRole('heading', { level: 1, name: 'Schedule C' })).toBeVisible();
    await expect(notice()).toHaveText(waiting);
    await expectNoAxeViolations(page, 'Schedule C with items waiting');
    await notice().getByRole('link', { name: 'Review them' }).click();
    await expect(page).toHaveURL('/review');
    await expect(new ReviewPage(page).progress()).toHaveText('1 of 2');
  });
});
