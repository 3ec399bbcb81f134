import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankConnectionView } from '../core/bank';
import type { Item, ItemPage } from '../core/items';
import type { Subscription } from '../core/subscription';
import type { Summary } from '../core/summary';
import { budgetPlan, categoryLine, subscription, vehicleUse } from './db/schema';
import { addItems, signedInUser, TEST_PASSWORD, type UserRequest } from './testing/api-helpers';
import { TestBankProvider } from './bank/test-bank-provider';
import { startPlaidStandIn, type PlaidStandIn } from './testing/plaid-stand-in';
import { receiptPdf, receiptPhoto } from './testing/receipt-files';
import { RECEIPT_QUOTA } from '../core/receipts/receipt-quota';
import { receiptMessages, type Receipt, type UploadedReceipt } from '../core/receipts/receipts';
import { createTestApp, type TestApp } from './testing/test-app';
import { pdfPageLines } from './testing/pdf-text';
import type { SharingOverview } from '../core/sharing/sharing';

// For every route of the API, user B tries user A's ids and data. The routes are
// read from the Hono app itself, so a route added without a case here fails the first test.

// Routes that answer without a session, and why no user's data is behind them.
const PUBLIC_ROUTES = new Set([
  'GET /api/auth/*', // better-auth: sign-up, sign-in, reset (their own tests cover probing and limits)
  'POST /api/auth/*',
  'GET /api/health', // status only
  'GET /api/config', // public configuration (billing mode, chat provider)
  'POST /api/billing/webhook', // Stripe, signature-checked (stripe-webhook.api.test.ts)
  'GET /api/tax-calendar.ics', // the estimated-tax due dates, the same for everyone
  // A reminder email's unsubscribe link: a token signed for one person and kind turns that email off, nothing else
  // (server/jobs/email-jobs.api.test.ts refuses forged tokens).
  'GET /api/email/unsubscribe',
  'POST /api/email/unsubscribe',
]);

let t: TestApp;
type User = Awaited<ReturnType<typeof signedInUser>>;
let a: User; // Pro (cancelled at period end), with items, a saved tax profile and preferences
let aFree: User; // free, with an open checkout session
let b: User; // Pro, so that Pro routes are reached rather than gated
let aItems: Item[];
let aCheckoutSession: string;
let aImportId: string;
let aRuleId: string;
let aTripId: string;
let aShiftId: string;
let aPaymentId: string;
let aRecognisedPaymentId: string;
let aConnection: BankConnectionView;
let aReceipt: Receipt;
let aReceiptPhoto: Buffer;
let aExpenseId: string;
// A's 1099 form of 2026, its PDF and its reconciliation.
let aForm1099Id: string;
// Shared access: A's preparer, A's grant to them, A's invitation still waiting (and its link's token), their note.
let preparer: User;
let aGrantId: string;
let aInvitationId: string;
let aInvitationToken: string;
let aCommentId: string;

/** The token of an invitation mail's link. */
const tokenOfInvitation = (mail: { text: string }) =>
  /\/sharing\/accept\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;

// A's statement: one row filed by A's own rule, one by the built-in rules, and a payment to the IRS.
const A_STATEMENT =
  'Date,Description,Amount\n11/04/2026,ACME STUDIO INVOICE,900.00\n11/05/2026,SHELL OIL 1,-30.00\n' +
  '11/06/2026,IRS USATAXPYMT 271112345678901,-500.00\n';
const statementForm = () => {
  const body = new FormData();
  body.append('file', new File([A_STATEMENT], 'a.csv', { type: 'text/csv' }));
  return body;
};

const today = '2026-11-22';

/** A download's bytes, compared whole: a file must be the same after each of B's attempts. */
const readBytes = async (request: UserRequest, path: string): Promise<Buffer> => {
  const res = await request(path);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
};
const A_DESCRIPTION = 'A-private-description';
const A_VEHICLE_USE = {
  placedInService: '2019-04-02',
  commutingMiles: 812.5,
  otherMiles: 4_000,
  availableOffDuty: true,
  anotherVehicle: false,
  hasEvidence: true,
  evidenceWritten: true,
};

/** Everything kept about A, read through A's own session: it must be the same after B's attempts. */
async function snapshotOfA() {
  const read = async (request: UserRequest, path: string): Promise<unknown> => (await request(path)).json();
  return {
    items: await read(a.request, '/api/items?limit=500'),
    categories: await read(a.request, '/api/items/categories'),
    summary: await read(a.request, `/api/summary?today=${today}`),
    taxProfile: await read(a.request, '/api/tax/profile'),
    // A's households of 2025 and 2026.
    taxProfile2025: await read(a.request, '/api/tax/profile?year=2025'),
    taxProfile2026: await read(a.request, '/api/tax/profile?year=2026'),
    preferences: await read(a.request, '/api/preferences'),
    taxSetup: await read(a.request, '/api/tax/setup'),
    subscription: await read(a.request, '/api/subscription'),
    freeSubscription: await read(aFree.request, '/api/subscription'),
    checkout: await read(aFree.request, `/api/billing/test-checkout/${aCheckoutSession}`),
    rules: await read(a.request, '/api/rules'),
    imports: await read(a.request, '/api/imports'),
    trips: await read(a.request, '/api/trips?year=2026'),
    vehicleMethod: await read(a.request, '/api/trips/vehicle-method?year=2026'),
    shifts: await read(a.request, '/api/shifts?from=2026-11-01&to=2026-11-30'),
    earnings: await read(a.request, '/api/earnings?from=2026-11-01&to=2026-11-30'),
    earningsHours: await read(a.request, `/api/earnings/hours?to=${today}`),
    planner: await read(a.request, '/api/tax/planner?year=2026'),
    owed: await read(a.request, `/api/tax/owed?year=2026&today=${today}`),
    budget: await read(a.request, `/api/budget?month=2026-11&today=${today}`),
    nextBudget: await read(a.request, `/api/budget?month=2026-12&today=${today}`),
    bankConnections: await read(a.request, '/api/bank/connections'),
    // A's receipts, their files and their zips.
    receiptsToFile: await read(a.request, '/api/receipts'),
    receiptsNeeded: await read(a.request, '/api/receipts/needed'),
    receiptsOfExpense: await read(a.request, `/api/receipts?itemId=${aExpenseId}`),
    receiptFile: await readBytes(a.request, `/api/receipts/${aReceipt.id}/file`),
    receiptThumbnail: await readBytes(a.request, `/api/receipts/${aReceipt.id}/thumbnail`),
    receiptArchive: (await readBytes(a.request, '/api/receipts/archive')).length,
    // A's Schedule C, the line chosen for A's own category and A's Part IV answers.
    scheduleC: await read(a.request, '/api/tax/schedule-c?year=2026'),
    categoryLines: await read(a.request, '/api/tax/category-lines'),
    vehicleUse: await read(a.request, '/api/tax/vehicle-use?year=2026'),
    // A's 1099 forms and their reconciliation.
    forms1099: await read(a.request, '/api/tax/forms-1099?year=2026'),
    reconciliation: await read(a.request, '/api/tax/reconciliation?year=2026'),
    // Shared access: who can see A's books (without the time of their last look, which A's preparer's reads move),
    // A's invitation waiting and the notes on A's books.
    sharing: withoutLastSeen((await read(a.request, '/api/sharing')) as SharingOverview),
    comments: await read(a.request, '/api/sharing/comments'),
  };
}
let before: Awaited<ReturnType<typeof snapshotOfA>>;

const withoutLastSeen = (overview: SharingOverview) => ({
  ...overview,
  grants: overview.grants.map((grant) => ({ ...grant, lastSeen: 'moves with each read' })),
});

let plaid: PlaidStandIn;

beforeAll(async () => {
  plaid = await startPlaidStandIn();
  t = await createTestApp({
    // Plaid on (against its loopback stand-in), so that POST /api/bank/plaid/link-token is reached too.
    bank: {
      providers: {
        test: new TestBankProvider(),
        plaid: plaid.provider(),
      },
    },
  });
  a = await signedInUser(t, { pro: true, label: 'a' });
  aFree = await signedInUser(t, { label: 'a-free' });
  b = await signedInUser(t, { pro: true, label: 'b' });
  aItems = await addItems(a.request, [
    { type: 'income', category: 'Rideshare', amount: 120, date: '2026-11-02', description: A_DESCRIPTION },
    { type: 'expense', category: 'Gas', amount: 45.2, date: '2026-11-03', description: A_DESCRIPTION },
    { type: 'income', category: 'Tips', amount: 15, date: '2025-06-01', description: A_DESCRIPTION },
  ]);
  await a.request('/api/tax/profile', {
    method: 'PUT',
    json: { filingStatus: 'married', priorYearTotalTax: 4000, priorYearAgi: 52000 },
  });
  // A's household, kept per tax year.
  for (const [year, wages] of [
    [2025, 41_000],
    [2026, 52_000],
  ] as const) {
    const household = await a.request('/api/tax/profile', {
      method: 'PUT',
      json: {
        year,
        filingStatus: 'married',
        priorYearTotalTax: 4000,
        priorYearAgi: 52000,
        w2Wages: wages,
        w2Withholding: 3_000,
        spouseW2Wages: 20_000,
        childrenUnder17: 2,
      },
    });
    expect(household.status).toBe(200);
  }
  await a.request('/api/preferences', {
    method: 'PUT',
    json: {
      emailNotifications: false,
      taxReminders: false,
      weeklyReports: true,
      currency: 'CAD',
      dateFormat: 'YYYY-MM-DD',
    },
  });
  const checkout = (await (await aFree.request('/api/billing/checkout', { method: 'POST' })).json()) as {
    url: string;
  };
  aCheckoutSession = new URL(checkout.url, t.appUrl).searchParams.get('session_id')!;
  const rule = await a.request('/api/rules', {
    json: { contains: 'acme studio', type: 'income', category: 'Studio' },
  });
  aRuleId = ((await rule.json()) as { id: string }).id;
  const imported = await a.request('/api/imports', { method: 'POST', body: statementForm() });
  expect(imported.status).toBe(201);
  aImportId = ((await imported.json()) as { id: string }).id;
  const recognised = (await (await a.request('/api/tax/payments?year=2026')).json()) as {
    payments: { id: string; source: string }[];
  };
  aRecognisedPaymentId = recognised.payments.find((payment) => payment.source === 'import')!.id;
  const trip = await a.request('/api/trips', {
    json: { date: '2026-11-02', miles: 120.4, purpose: A_DESCRIPTION, platform: 'Uber' },
  });
  expect(trip.status).toBe(201);
  aTripId = ((await trip.json()) as { id: string }).id;
  const shift = await a.request('/api/shifts', {
    json: { platform: 'Uber', start: '2026-11-02T08:00', end: '2026-11-02T12:00', miles: 40 },
  });
  expect(shift.status).toBe(201);
  aShiftId = ((await shift.json()) as { id: string }).id;
  expect(
    (await a.request('/api/earnings/target', { method: 'PUT', json: { netPerHour: 22.5 } })).status,
  ).toBe(200);
  const method = await a.request('/api/trips/vehicle-method', {
    method: 'PUT',
    json: { year: 2026, method: 'actual' },
  });
  expect(method.status).toBe(200);
  const budget = await a.request('/api/budget/2026-11/categories/Groceries', {
    method: 'PUT',
    json: { planned: 321.5, rollover: true },
  });
  expect(budget.status).toBe(200);
  const payment = await a.request('/api/tax/payments', {
    json: { taxYear: 2026, quarter: 1, date: '2026-04-10', amount: 300, note: A_DESCRIPTION },
  });
  expect(payment.status).toBe(201);
  aPaymentId = ((await payment.json()) as { id: string }).id;
  const connection = await a.request('/api/bank/connections', { json: { provider: 'test' } });
  expect(connection.status).toBe(201);
  aConnection = (await connection.json()) as BankConnectionView;
  const [expense] = await addItems(a.request, [
    { type: 'expense', category: 'Gas', amount: 84.2, date: '2026-03-14', description: A_DESCRIPTION },
  ]);
  aExpenseId = expense!.id;
  const form = new FormData();
  aReceiptPhoto = await receiptPhoto({ lines: ['SHELL', 'TOTAL $84.20'] });
  form.set('file', new File([new Uint8Array(aReceiptPhoto)], 'a.jpg', { type: 'image/jpeg' }));
  form.set('itemId', aExpenseId);
  const kept = await a.request('/api/receipts', { method: 'POST', body: form });
  expect(kept.status).toBe(201);
  aReceipt = (await kept.json()) as Receipt;
  // A's own category 'Studio' (A's rule filed the import's income there) on line 6; A's Part IV of 2026.
  const line = await a.request('/api/tax/category-lines', {
    method: 'PUT',
    json: { type: 'income', category: 'Studio', line: '6' },
  });
  expect(line.status).toBe(200);
  const use = await a.request('/api/tax/vehicle-use', {
    method: 'PUT',
    json: { ...A_VEHICLE_USE, year: 2026 },
  });
  expect(use.status).toBe(200);
  // A's Uber 1099-K of 2026, beside A's items.
  const form1099 = await a.request('/api/tax/forms-1099', {
    json: { year: 2026, platform: 'Uber', kind: '1099-K', amount: 5_000 },
  });
  expect(form1099.status).toBe(201);
  aForm1099Id = ((await form1099.json()) as { id: string }).id;
  // Shared access: A's preparer P can read A's books and has left a note; an invitation of A's waits for someone else.
  preparer = await signedInUser(t, { label: 'preparer' });
  const invited = await a.request('/api/sharing/invitations', { json: { email: preparer.email } });
  expect(invited.status).toBe(201);
  const token = tokenOfInvitation(await t.waitForMail(preparer.email));
  expect((await preparer.request('/api/sharing/accept', { json: { token } })).status).toBe(200);
  const waiting = await a.request('/api/sharing/invitations', {
    json: { email: 'someone-else@example.com' },
  });
  aInvitationId = ((await waiting.json()) as { id: string }).id;
  aInvitationToken = tokenOfInvitation(await t.waitForMail('someone-else@example.com'));
  aGrantId = ((await (await a.request('/api/sharing')).json()) as SharingOverview).grants[0]!.id;
  const note = await preparer.request('/api/sharing/comments', {
    json: { clientId: a.id, itemId: aExpenseId, text: 'Is this personal?' },
  });
  expect(note.status).toBe(201);
  aCommentId = ((await note.json()) as { id: string }).id;
  // A has cancelled Pro at period end, so that B's resume could only ever undo A's cancellation by mistake.
  await setCancelled(a, true);
  before = await snapshotOfA();
});

afterAll(async () => {
  await t?.close();
  await plaid?.close();
});

/** Test set-up: a provider subscription that ends (or renews) at the end of a period a week away. */
async function setCancelled(user: User, cancelAtPeriodEnd: boolean) {
  await t.db
    .update(subscription)
    .set({
      stripeSubscriptionId: cancelAtPeriodEnd ? `sub_test_${user.id}` : null,
      cancelAtPeriodEnd,
      currentPeriodEnd: new Date(Date.now() + 7 * 86_400_000),
    })
    .where(eq(subscription.userId, user.id));
}

const notFound = async (response: Response) => {
  expect(response.status).toBe(404);
  expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not-found');
};
const notFoundAs = async (response: Response, message: string) => {
  expect(response.status).toBe(404);
  expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
};
const B_DESCRIPTION = 'B-own-description';

/** Runs `check` while B has one item of their own (so B's export is not empty), then removes it. */
async function withItemOfB(check: () => Promise<void>) {
  const [item] = await addItems(b.request, [
    { type: 'expense', category: 'Parking', amount: 7, date: '2026-11-05', description: B_DESCRIPTION },
  ]);
  try {
    await check();
  } finally {
    await b.request(`/api/items/${item!.id}`, { method: 'DELETE' });
  }
}

const textOf = async (response: Response) => {
  expect(response.status).toBe(200);
  return response.text();
};

/** What B tries through each route, and what B must get. */
const attempts: Record<string, () => Promise<void>> = {
  'GET /api/items': async () => {
    for (const query of [
      '',
      '?q=A-private',
      '?type=income',
      '?from=2020-01-01&to=2030-12-31',
      '?sort=amount',
    ]) {
      const page = (await (await b.request(`/api/items${query}`)).json()) as ItemPage;
      expect(page).toMatchObject({ items: [], total: 0, nextCursor: null });
    }
  },
  'GET /api/items/categories': async () => {
    // B sees only B's own category, none of A's (Rideshare, Gas, Tips and the imported ones).
    await withItemOfB(async () => {
      expect(await (await b.request('/api/items/categories')).json()).toEqual({
        categories: [{ type: 'expense', category: 'Parking' }],
      });
    });
  },
  'POST /api/items': async () => {
    const res = await b.request('/api/items', {
      json: { type: 'income', category: 'Tips', amount: 1, date: today, id: aItems[0]!.id, userId: a.id },
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as Item;
    expect(created.id).not.toBe(aItems[0]!.id);
    await b.request(`/api/items/${created.id}`, { method: 'DELETE' });
  },
  // No double entry: A's imported expense (SHELL OIL 1, 30.00 on 2026-11-05), A's hand entry and A's bank items are
  // never offered to B.
  'GET /api/items/likely-duplicates': async () => {
    for (const query of [
      'type=expense&amount=30&date=2026-11-05',
      ...(before.items as ItemPage).items.map(
        (item) => `type=${item.type}&amount=${item.amount}&date=${item.date}`,
      ),
    ]) {
      expect(await (await b.request(`/api/items/likely-duplicates?${query}`)).json()).toEqual({ items: [] });
    }
  },
  'GET /api/items/:id': async () => {
    for (const item of aItems) await notFound(await b.request(`/api/items/${item.id}`));
  },
  'PATCH /api/items/:id': async () => {
    for (const item of aItems) {
      await notFound(await b.request(`/api/items/${item.id}`, { method: 'PATCH', json: { amount: 1 } }));
    }
  },
  'DELETE /api/items/:id': async () => {
    for (const item of aItems) await notFound(await b.request(`/api/items/${item.id}`, { method: 'DELETE' }));
  },
  'POST /api/items/use': async () => {
    // A's ids are not B's to mark: nothing is counted and A's items keep their use (the snapshot checks it).
    for (const use of ['business', 'personal', 'review'] as const) {
      const res = await b.request('/api/items/use', { json: { ids: aItems.map((item) => item.id), use } });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ updated: 0 });
    }
  },
  'GET /api/items/category-shares': async () => {
    expect(await (await b.request('/api/items/category-shares')).json()).toEqual({ shares: [] });
  },
  'PUT /api/items/category-shares': async () => {
    // B's own default share for Phone is B's alone: A's figures (the snapshot) do not move.
    const res = await b.request('/api/items/category-shares', {
      method: 'PUT',
      json: { type: 'expense', category: 'Phone', businessPercent: 10 },
    });
    expect(res.status).toBe(200);
    await b.request('/api/items/category-shares', {
      method: 'PUT',
      json: { type: 'expense', category: 'Phone', businessPercent: 100 },
    });
  },
  'GET /api/items/use-check': async () => {
    expect(await (await b.request('/api/items/use-check')).json()).toEqual({
      pending: false,
      count: 0,
      amount: 0,
      categories: [],
    });
  },
  'POST /api/items/use-check': async () => {
    // B answering B's own check moves none of A's items to review.
    expect(await (await b.request('/api/items/use-check', { json: { action: 'review' } })).json()).toEqual({
      moved: 0,
    });
  },
  'GET /api/summary': async () => {
    const summary = (await (await b.request(`/api/summary?today=${today}`)).json()) as Summary;
    expect(summary).toMatchObject({ income: 0, expenses: 0, topExpenses: [], usage: { items: 0 } });
  },
  'GET /api/subscription': async () => {
    // A is Pro; a free B reads B's own free plan.
    const freeB = await signedInUser(t, { label: 'b-free' });
    const plan = (await (await freeB.request('/api/subscription')).json()) as { tier: string };
    expect(plan.tier).toBe('free');
  },
  'POST /api/billing/checkout': async () => {
    // B is Pro: a checkout is refused for B.
    const refused = await b.request('/api/billing/checkout', { method: 'POST' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: { message: 'You already have a Pro subscription.' },
    });
    // A free B's checkout is B's alone: made out to B's email, invisible and unpayable from A's session.
    const freeB = await signedInUser(t, { label: 'b-checkout' });
    const started = (await (await freeB.request('/api/billing/checkout', { method: 'POST' })).json()) as {
      url: string;
    };
    const bSession = new URL(started.url, t.appUrl).searchParams.get('session_id')!;
    expect(await (await freeB.request(`/api/billing/test-checkout/${bSession}`)).json()).toMatchObject({
      email: freeB.email,
    });
    await notFound(await aFree.request(`/api/billing/test-checkout/${bSession}`));
    await notFound(
      await aFree.request('/api/billing/test-checkout/complete', { json: { sessionId: bSession } }),
    );
    await notFound(await aFree.request('/api/billing/activate', { json: { sessionId: bSession } }));
  },
  'POST /api/billing/activate': async () => {
    await notFound(await b.request('/api/billing/activate', { json: { sessionId: aCheckoutSession } }));
  },
  'GET /api/billing/test-checkout/:sessionId': async () => {
    await notFound(await b.request(`/api/billing/test-checkout/${aCheckoutSession}`));
  },
  'POST /api/billing/test-checkout/complete': async () => {
    await notFound(
      await b.request('/api/billing/test-checkout/complete', { json: { sessionId: aCheckoutSession } }),
    );
  },
  'GET /api/tax/estimate': async () => {
    const estimate = (await (await b.request('/api/tax/estimate?year=2026')).json()) as Record<
      string,
      unknown
    >;
    expect(estimate).toMatchObject({ grossIncome: 0, filingStatus: 'single' });
  },
  'GET /api/tax/planner': async () => {
    const planner = (await (await b.request('/api/tax/planner?year=2026')).json()) as Record<string, unknown>;
    expect(planner).toMatchObject({ paid: 0, payments: [] });
  },
  'GET /api/tax/owed': async () => {
    const owed = (await (await b.request(`/api/tax/owed?year=2026&today=${today}`)).json()) as Record<
      string,
      unknown
    >;
    expect(owed).toMatchObject({ totalTax: { federal: 0 }, overdue: [] });
  },
  'GET /api/tax/payments': async () => {
    expect(await (await b.request('/api/tax/payments?year=2026')).json()).toEqual({ payments: [] });
  },
  'POST /api/tax/payments': async () => {
    const res = await b.request('/api/tax/payments', {
      json: { taxYear: 2026, quarter: 1, date: today, amount: 1, id: aPaymentId, userId: a.id },
    });
    const created = (await res.json()) as { id: string };
    expect(created.id).not.toBe(aPaymentId);
    await b.request(`/api/tax/payments/${created.id}`, { method: 'DELETE' });
  },
  'DELETE /api/tax/payments/:id': async () => {
    await notFound(await b.request(`/api/tax/payments/${aPaymentId}`, { method: 'DELETE' }));
    await notFound(await b.request(`/api/tax/payments/${aRecognisedPaymentId}`, { method: 'DELETE' }));
  },
  'POST /api/tax/payments/:id/not-a-payment': async () => {
    for (const id of [aRecognisedPaymentId, aPaymentId]) {
      await notFound(await b.request(`/api/tax/payments/${id}/not-a-payment`, { method: 'POST' }));
    }
    // B's own review queue got nothing of A's.
    expect(await (await b.request('/api/items?use=review')).json()).toMatchObject({ items: [] });
  },
  'GET /api/tax/profile': async () => {
    expect(await (await b.request('/api/tax/profile')).json()).toMatchObject({
      filingStatus: 'single',
      priorYearTotalTax: null,
    });
    // B's year 2025 is B's own, with nothing saved: never A's household of that year.
    for (const year of [2025, 2026])
      expect(await (await b.request(`/api/tax/profile?year=${year}`)).json()).toMatchObject({
        year,
        w2Wages: 0,
        spouseW2Wages: 0,
        childrenUnder17: 0,
      });
  },
  'GET /api/tax/setup': async () => {
    // A saved a tax profile, so A's screen is answered; B's own answer is read, whatever A's.
    const fresh = await signedInUser(t, { label: 'b-setup' });
    expect(await (await fresh.request('/api/tax/setup')).json()).toEqual({ pending: true });
  },
  'POST /api/tax/setup/skip': async () => {
    // B's skip is B's alone: another new account is still asked.
    const waiting = await signedInUser(t, { label: 'b-setup-waiting' });
    const res = await b.request('/api/tax/setup/skip', { method: 'POST', json: {} });
    expect(await res.json()).toEqual({ pending: false });
    expect(await (await waiting.request('/api/tax/setup')).json()).toEqual({ pending: true });
  },
  'PUT /api/tax/profile': async () => {
    const res = await b.request('/api/tax/profile', {
      method: 'PUT',
      json: { filingStatus: 'head_of_household' },
    });
    expect(res.status).toBe(200);
    // A year A has saved, with A's id slipped in: B's own household of 2025 is written, A's is not.
    const ofYear = await b.request('/api/tax/profile', {
      method: 'PUT',
      json: { year: 2025, filingStatus: 'single', w2Wages: 1, userId: a.id },
    });
    expect(ofYear.status).toBe(200);
    expect(await (await b.request('/api/tax/profile?year=2025')).json()).toMatchObject({ w2Wages: 1 });
  },
  // Schedule C, the lines of one's own categories and Part IV.
  'GET /api/tax/schedule-c': async () => {
    const scheduleC = await textOf(await b.request('/api/tax/schedule-c?year=2026'));
    expect(scheduleC).not.toContain(A_DESCRIPTION);
    expect(JSON.parse(scheduleC)).toMatchObject({
      lines: [],
      grossIncome: 0,
      netProfit: 0,
      vehicleUse: { businessMiles: 0, placedInService: null, commutingMiles: null },
    });
  },
  'GET /api/tax/category-lines': async () => {
    const { categories } = (await (await b.request('/api/tax/category-lines')).json()) as {
      categories: { category: string }[];
    };
    expect(categories.map((category) => category.category)).not.toContain('Studio');
  },
  'PUT /api/tax/category-lines': async () => {
    // A's category name and id slipped in: B's own line is saved, A's 'Studio' stays on line 6 (the snapshot).
    const res = await b.request('/api/tax/category-lines', {
      method: 'PUT',
      json: { type: 'income', category: 'Studio', line: '1', userId: a.id },
    });
    expect(res.status).toBe(200);
    expect(await (await b.request('/api/tax/category-lines')).json()).toEqual({
      categories: [{ type: 'income', category: 'Studio', line: '1', chosen: true }],
    });
    await t.db.delete(categoryLine).where(eq(categoryLine.userId, b.id));
  },
  'GET /api/tax/vehicle-use': async () => {
    expect(await (await b.request('/api/tax/vehicle-use?year=2026')).json()).toEqual({
      year: 2026,
      placedInService: null,
      businessMiles: 0,
      commutingMiles: null,
      otherMiles: null,
      availableOffDuty: null,
      anotherVehicle: null,
      hasEvidence: null,
      evidenceWritten: null,
    });
  },
  'PUT /api/tax/vehicle-use': async () => {
    const res = await b.request('/api/tax/vehicle-use', {
      method: 'PUT',
      json: { ...A_VEHICLE_USE, year: 2026, commutingMiles: 1, userId: a.id },
    });
    expect(res.status).toBe(200);
    // B's own answers, with B's (empty) log; A's stay as they were (the snapshot).
    expect(await res.json()).toMatchObject({ commutingMiles: 1, businessMiles: 0 });
    await t.db.delete(vehicleUse).where(eq(vehicleUse.userId, b.id));
  },
  'GET /api/export': async () => {
    await withItemOfB(async () => {
      for (const format of ['csv', 'tsv', 'json']) {
        const text = await textOf(await b.request(`/api/export?format=${format}`));
        expect(text).toContain(B_DESCRIPTION);
        expect(text).not.toContain(A_DESCRIPTION);
      }
    });
  },
  'GET /api/export/years': async () => {
    expect(await (await b.request('/api/export/years')).json()).toEqual({ years: [] });
  },
  'GET /api/export/tax-summary': async () => {
    await withItemOfB(async () => {
      const text = await textOf(await b.request('/api/export/tax-summary?year=2026'));
      expect(text).not.toContain('Rideshare');
      expect(text).not.toContain('120.00');
      expect(text).toContain('No trips in the mileage log for 2026.');
    });
  },
  'GET /api/reports/income': async () => {
    for (const period of ['week', 'month', 'quarter', 'year']) {
      const report = (await (
        await b.request(`/api/reports/income?period=${period}&today=${today}`)
      ).json()) as {
        totalIncome: number;
        topSource: unknown;
      };
      expect(report).toMatchObject({ totalIncome: 0, topSource: null });
    }
  },
  'GET /api/reports/expenses': async () => {
    const report = (await (await b.request(`/api/reports/expenses?period=year&today=${today}`)).json()) as {
      totalExpenses: number;
    };
    expect(report.totalExpenses).toBe(0);
  },
  'GET /api/calendar': async () => {
    for (const month of ['2026-11', '2025-06']) {
      expect(await (await b.request(`/api/calendar?month=${month}`)).json()).toEqual({ month, days: [] });
    }
  },
  'GET /api/budget': async () => {
    const budget = (await (await b.request(`/api/budget?month=2026-11&today=${today}`)).json()) as {
      categories: unknown[];
      planned: number;
    };
    expect(budget).toMatchObject({ categories: [], planned: 0 });
  },
  'PUT /api/budget/:month/categories/:category': async () => {
    // B plans its own Groceries; A's plan of the same month and category stays as it was (the snapshot).
    const res = await b.request('/api/budget/2026-11/categories/Groceries', {
      method: 'PUT',
      json: { planned: 1, rollover: false, userId: a.id },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { planned: number }).planned).toBe(1);
    await t.db.delete(budgetPlan).where(eq(budgetPlan.userId, b.id));
  },
  'DELETE /api/budget/:month/categories/:category': async () => {
    expect((await b.request('/api/budget/2026-11/categories/Groceries', { method: 'DELETE' })).status).toBe(
      404,
    );
  },
  'POST /api/budget/:month/copy': async () => {
    expect((await b.request('/api/budget/2026-12/copy', { json: { from: '2026-11' } })).status).toBe(404);
  },
  'POST /api/budget/:month/from-average': async () => {
    expect((await b.request('/api/budget/2026-12/from-average', { method: 'POST' })).status).toBe(404);
  },
  'POST /api/budget/:month/assign': async () => {
    expect((await b.request('/api/budget/2026-12/assign', { method: 'POST' })).status).toBe(404);
  },
  'GET /api/preferences': async () => {
    expect(await (await b.request('/api/preferences')).json()).toMatchObject({ currency: 'USD' });
  },
  'PUT /api/preferences': async () => {
    const res = await b.request('/api/preferences', {
      method: 'PUT',
      json: {
        emailNotifications: true,
        taxReminders: true,
        weeklyReports: false,
        currency: 'EUR',
        dateFormat: 'MM/DD/YYYY',
      },
    });
    expect(res.status).toBe(200);
  },
  'GET /api/account/export': async () => {
    const text = await textOf(await b.request('/api/account/export'));
    expect(text).not.toContain(A_DESCRIPTION);
    expect(JSON.parse(text)).toMatchObject({ trips: [] });
    expect(text).not.toContain(a.email);
  },
  'POST /api/cancel-subscription': async () => {
    // Only ever B's own plan (B has no provider subscription, so this one is refused); A's stays as it was.
    const res = await b.request('/api/cancel-subscription', { method: 'POST' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  },
  'GET /api/imports': async () => {
    expect(await (await b.request('/api/imports')).json()).toEqual({ imports: [] });
  },
  'POST /api/imports/preview': async () => {
    // A's rule does not file B's rows, and A's imported items do not make B's rows duplicates.
    const res = await b.request('/api/imports/preview', { method: 'POST', body: statementForm() });
    const preview = (await res.json()) as { rows: { category: string; duplicate: boolean }[] };
    expect(preview.rows.map((row) => [row.category, row.duplicate])).toEqual([
      ['Other Income', false],
      ['Gas', false],
      ['Tax payment', false],
    ]);
  },
  'POST /api/imports': async () => {
    const res = await b.request('/api/imports', { method: 'POST', body: statementForm() });
    expect(res.status).toBe(201);
    const imported = (await res.json()) as { id: string; added: number; skipped: number };
    expect(imported).toMatchObject({ added: 2, skipped: 0 });
    await b.request(`/api/imports/${imported.id}`, { method: 'DELETE' });
  },
  'DELETE /api/imports/:id': async () => {
    expect((await b.request(`/api/imports/${aImportId}`, { method: 'DELETE' })).status).toBe(404);
  },
  'GET /api/rules': async () => {
    expect(await (await b.request('/api/rules')).json()).toMatchObject({ rules: [] });
  },
  'POST /api/rules': async () => {
    const res = await b.request('/api/rules', {
      json: { contains: 'acme', type: 'expense', category: 'Mine', id: aRuleId, userId: a.id },
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as { id: string; position: number };
    expect(created).toMatchObject({ position: 0 });
    expect(created.id).not.toBe(aRuleId);
    await b.request(`/api/rules/${created.id}`, { method: 'DELETE' });
  },
  'PUT /api/rules/order': async () => {
    const res = await b.request('/api/rules/order', { method: 'PUT', json: { ids: [aRuleId] } });
    expect(res.status).toBe(400);
  },
  'PATCH /api/rules/:id': async () => {
    await notFound(await b.request(`/api/rules/${aRuleId}`, { method: 'PATCH', json: { category: 'Mine' } }));
  },
  'POST /api/rules/:id/file-waiting': async () => {
    await notFound(await b.request(`/api/rules/${aRuleId}/file-waiting`, { method: 'POST' }));
  },
  'DELETE /api/rules/:id': async () => {
    await notFound(await b.request(`/api/rules/${aRuleId}`, { method: 'DELETE' }));
  },
  'GET /api/trips': async () => {
    expect(await (await b.request('/api/trips?year=2026')).json()).toEqual({
      year: 2026,
      trips: [],
      totals: { trips: 0, miles: 0, deduction: 0 },
    });
  },
  'GET /api/trips/log.csv': async () => {
    const text = await textOf(await b.request('/api/trips/log.csv?year=2026'));
    expect(text).not.toContain(A_DESCRIPTION);
    expect(text).toContain('"Total 2026","","",0.0,"0 trips","","",0.00');
  },
  'GET /api/trips/vehicle-method': async () => {
    // B has no trip and no choice: the default, and nothing of A's (A chose actual costs and has income, Gas, a trip
    // and a car placed in service): B's comparison is of B's empty year.
    expect(await (await b.request('/api/trips/vehicle-method?year=2026')).json()).toEqual({
      year: 2026,
      method: 'actual',
      chosen: false,
      yearHasTrips: false,
      mileageDeduction: 0,
      leftOut: [],
      comparison: {
        standard: { deduction: 0, totalTax: 0 },
        actual: { deduction: 0, totalTax: 0 },
        recommended: null,
        saving: 0,
      },
      placedInService: null,
    });
  },
  'PUT /api/trips/vehicle-method': async () => {
    const res = await b.request('/api/trips/vehicle-method', {
      method: 'PUT',
      json: { year: 2026, method: 'standard' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ method: 'standard', chosen: true, leftOut: [] });
    await b.request('/api/trips/vehicle-method', { method: 'PUT', json: { year: 2026, method: 'actual' } });
  },
  'POST /api/trips': async () => {
    const res = await b.request('/api/trips', {
      json: { date: today, miles: 1, purpose: 'Mine', id: aTripId, userId: a.id },
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as { id: string };
    expect(created.id).not.toBe(aTripId);
    await b.request(`/api/trips/${created.id}`, { method: 'DELETE' });
  },
  'GET /api/shifts': async () => {
    expect(await (await b.request('/api/shifts?from=2026-11-01&to=2026-11-30')).json()).toEqual({
      shifts: [],
    });
  },
  'POST /api/shifts': async () => {
    // B's shift at A's hours on A's platform is B's own: no overlap with A's, and A's is untouched.
    const res = await b.request('/api/shifts', {
      json: {
        platform: 'Uber',
        start: '2026-11-02T08:00',
        end: '2026-11-02T12:00',
        id: aShiftId,
        userId: a.id,
      },
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as { id: string };
    expect(created.id).not.toBe(aShiftId);
    await b.request(`/api/shifts/${created.id}`, { method: 'DELETE' });
  },
  'PATCH /api/shifts/:id': async () => {
    await notFound(await b.request(`/api/shifts/${aShiftId}`, { method: 'PATCH', json: { miles: 1 } }));
  },
  'DELETE /api/shifts/:id': async () => {
    await notFound(await b.request(`/api/shifts/${aShiftId}`, { method: 'DELETE' }));
  },
  'GET /api/earnings': async () => {
    const report = (await (await b.request('/api/earnings?from=2026-11-01&to=2026-11-30')).json()) as {
      platforms: unknown[];
      shifts: unknown[];
      target: number | null;
    };
    expect([report.platforms, report.shifts, report.target]).toEqual([[], [], null]);
  },
  'GET /api/earnings/hours': async () => {
    expect(
      ((await (await b.request(`/api/earnings/hours?to=${today}`)).json()) as { cells: unknown[] }).cells,
    ).toEqual([]);
  },
  'PUT /api/earnings/target': async () => {
    const res = await b.request('/api/earnings/target', {
      method: 'PUT',
      json: { netPerHour: 30, userId: a.id },
    });
    expect(res.status).toBe(200);
    await b.request('/api/earnings/target', { method: 'PUT', json: { netPerHour: null } });
  },
  'PATCH /api/trips/:id': async () => {
    await notFound(await b.request(`/api/trips/${aTripId}`, { method: 'PATCH', json: { miles: 1 } }));
  },
  'DELETE /api/trips/:id': async () => {
    await notFound(await b.request(`/api/trips/${aTripId}`, { method: 'DELETE' }));
  },
  'POST /api/subscription/resume': async () => {
    // B's plan is not cancelled: nothing to resume, whatever A's state.
    const refused = await b.request('/api/subscription/resume', { method: 'POST' });
    expect(refused.status).toBe(400);
    // B cancelled too: B's resume renews B's plan only; A's stays cancelled (the snapshot after each case).
    await setCancelled(b, true);
    try {
      const res = await b.request('/api/subscription/resume', { method: 'POST', json: { userId: a.id } });
      expect(res.status).toBe(200);
      expect(((await res.json()) as Subscription).cancelAtPeriodEnd).toBe(false);
    } finally {
      await setCancelled(b, false);
    }
  },
  'POST /api/bank/plaid/link-token': async () => {
    // Whatever B sends, the Link token is made out to B: the connection Link makes can only ever be B's.
    const res = await b.request('/api/bank/plaid/link-token', {
      json: { userId: a.id, client_user_id: a.id },
    });
    expect(res.status).toBe(200);
    const call = plaid.requestsTo('/link/token/create').at(-1)!;
    expect(call.body.user).toEqual({ client_user_id: b.id });
  },
  'GET /api/bank/connections': async () => {
    expect(await (await b.request('/api/bank/connections')).json()).toEqual([]);
  },
  'POST /api/bank/connections': async () => {
    // B's own connection, whatever B claims: A's stays as it was, and A's items do not make B's duplicates.
    const res = await b.request('/api/bank/connections', { json: { provider: 'test', userId: a.id } });
    expect(res.status).toBe(201);
    const created = (await res.json()) as BankConnectionView;
    expect(created.id).not.toBe(aConnection.id);
    expect(created.lastSync?.skipped).toBe(0);
    await b.request(`/api/bank/connections/${created.id}?keepItems=false`, { method: 'DELETE' });
  },
  'POST /api/bank/connections/:id/sync': async () => {
    await notFound(await b.request(`/api/bank/connections/${aConnection.id}/sync`, { method: 'POST' }));
  },
  'PATCH /api/bank/connections/:id': async () => {
    await notFound(
      await b.request(`/api/bank/connections/${aConnection.id}`, {
        method: 'PATCH',
        json: { accounts: [{ id: aConnection.accounts[0]!.id, tracked: false }] },
      }),
    );
  },
  'DELETE /api/bank/connections/:id': async () => {
    await notFound(
      await b.request(`/api/bank/connections/${aConnection.id}?keepItems=false`, { method: 'DELETE' }),
    );
  },
  'POST /api/receipts': async () => {
    // B cannot keep a receipt with A's expense, and B's own receipt is B's whatever B claims.
    const form = new FormData();
    form.set('file', new File([new Uint8Array(await receiptPdf())], 'b.pdf', { type: 'application/pdf' }));
    form.set('itemId', aExpenseId);
    const refused = await b.request('/api/receipts', { method: 'POST', body: form });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { fields: object } }).error.fields).toEqual({
      itemId: receiptMessages.itemNotFound,
    });
    form.delete('itemId');
    form.set('userId', a.id);
    const own = await b.request('/api/receipts', { method: 'POST', body: form });
    expect(own.status).toBe(201);
    await b.request(`/api/receipts/${((await own.json()) as Receipt).id}`, { method: 'DELETE' });
    // A receipt of A's expense's total and date is never offered A's expense.
    const photo = new FormData();
    photo.set(
      'file',
      new File(
        [new Uint8Array(await receiptPhoto({ lines: ['SHELL', '03/14/2026', 'TOTAL $84.20'] }))],
        'b.jpg',
        { type: 'image/jpeg' },
      ),
    );
    const read = (await (
      await b.request('/api/receipts', { method: 'POST', body: photo })
    ).json()) as UploadedReceipt;
    expect(read).toMatchObject({ ocr: { total: 84.2, date: '2026-03-14' }, matches: [] });
    expect(await (await b.request(`/api/receipts/${read.id}/matches`)).json()).toEqual({ items: [] });
    await b.request(`/api/receipts/${read.id}`, { method: 'DELETE' });
    // The very file A kept is, uploaded by B, B's own new receipt: a file is recognised among one's own receipts only.
    const same = new FormData();
    same.set('file', new File([new Uint8Array(aReceiptPhoto)], 'a.jpg', { type: 'image/jpeg' }));
    const bOwn = await b.request('/api/receipts', { method: 'POST', body: same });
    expect(bOwn.status).toBe(201);
    const bReceipt = (await bOwn.json()) as UploadedReceipt;
    expect(bReceipt).toMatchObject({ alreadyKept: false, itemId: null });
    expect(bReceipt.id).not.toBe(aReceipt.id);
    await b.request(`/api/receipts/${bReceipt.id}`, { method: 'DELETE' });
  },
  'GET /api/receipts/usage': async () => {
    // B keeps nothing (every receipt B made above is deleted): A's receipt is not counted.
    expect(await (await b.request('/api/receipts/usage')).json()).toEqual({
      count: 0,
      bytes: 0,
      maxCount: RECEIPT_QUOTA.count,
      maxBytes: RECEIPT_QUOTA.bytes,
    });
  },
  'GET /api/receipts': async () => {
    expect(await (await b.request('/api/receipts')).json()).toEqual({ receipts: [] });
    expect(await (await b.request(`/api/receipts?itemId=${aExpenseId}`)).json()).toEqual({ receipts: [] });
  },
  'GET /api/receipts/needed': async () => {
    // A's expense of 84.20 has its receipt; B has nothing of A's to count.
    expect(await (await b.request('/api/receipts/needed')).json()).toEqual({ count: 0 });
  },
  'GET /api/receipts/archive': async () => {
    const zip = await readBytes(b.request, '/api/receipts/archive');
    // B's zip holds B's index alone.
    expect(zip.includes(Buffer.from(A_DESCRIPTION))).toBe(false);
  },
  'GET /api/receipts/:id/file': async () => {
    await notFound(await b.request(`/api/receipts/${aReceipt.id}/file`));
  },
  'GET /api/receipts/:id/matches': async () => {
    await notFound(await b.request(`/api/receipts/${aReceipt.id}/matches`));
  },
  'GET /api/receipts/:id/thumbnail': async () => {
    await notFound(await b.request(`/api/receipts/${aReceipt.id}/thumbnail`));
  },
  'PATCH /api/receipts/:id': async () => {
    await notFound(
      await b.request(`/api/receipts/${aReceipt.id}`, { method: 'PATCH', json: { itemId: null } }),
    );
  },
  'DELETE /api/receipts/:id': async () => {
    await notFound(await b.request(`/api/receipts/${aReceipt.id}`, { method: 'DELETE' }));
  },
  // The tax packet: B's zip holds B's year alone; a year only A has records in is empty for B.
  'GET /api/tax/packet': async () => {
    await withItemOfB(async () => {
      const zip = unzipSync(new Uint8Array(await readBytes(b.request, '/api/tax/packet?year=2026')));
      expect(Object.keys(zip).filter((name) => name.startsWith('receipts/'))).toEqual(['receipts/index.csv']);
      const texts = Object.entries(zip)
        .filter(([name]) => name.endsWith('.csv'))
        .map(([, bytes]) => strFromU8(bytes));
      for (const text of texts) expect(text).not.toContain(A_DESCRIPTION);
      expect(strFromU8(zip['schedule-c-items.csv']!)).toContain(B_DESCRIPTION);
      const pdfText = (await pdfPageLines(zip['tax-packet-2026.pdf']!)).flat().join('\n');
      expect(pdfText).toContain(b.email);
      expect(pdfText).not.toContain(a.email);
      expect(pdfText).not.toContain(A_DESCRIPTION);
    });
    await notFound(await b.request('/api/tax/packet?year=2025'));
  },
  // 1099 forms and the reconciliation. B's forms and fixes are B's; A's form is not found, never counted.
  'GET /api/tax/forms-1099': async () => {
    expect(await (await b.request('/api/tax/forms-1099?year=2026')).json()).toEqual({ forms: [] });
  },
  'POST /api/tax/forms-1099': async () => {
    const res = await b.request('/api/tax/forms-1099', {
      json: { year: 2026, platform: 'Uber', kind: '1099-K', amount: 1, id: aForm1099Id, userId: a.id },
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as { id: string };
    expect(created.id).not.toBe(aForm1099Id);
    expect((await b.request(`/api/tax/forms-1099/${created.id}`, { method: 'DELETE' })).status).toBe(204);
  },
  'DELETE /api/tax/forms-1099/:id': async () => {
    await notFound(await b.request(`/api/tax/forms-1099/${aForm1099Id}`, { method: 'DELETE' }));
  },
  'POST /api/tax/forms-1099/read': async () => {
    // Reading keeps nothing; B's reading is of B's own file.
    const form = new FormData();
    form.set('file', new File([new Uint8Array(await receiptPdf())], 'r.pdf', { type: 'application/pdf' }));
    const res = await b.request('/api/tax/forms-1099/read', { method: 'POST', body: form });
    expect(res.status).toBe(400);
  },
  'GET /api/tax/reconciliation': async () => {
    expect(await (await b.request('/api/tax/reconciliation?year=2026')).json()).toEqual({
      year: 2026,
      platforms: [],
      unattributed: [],
    });
  },
  'POST /api/tax/reconciliation/fix': async () => {
    // B has no Uber form: A's form is never B's gap to fix.
    await notFound(
      await b.request('/api/tax/reconciliation/fix', {
        json: { year: 2026, platform: 'Uber', fix: 'add-income', userId: a.id },
      }),
    );
  },
  'GET /api/sharing': async () => {
    expect(await (await b.request('/api/sharing')).json()).toEqual({ grants: [], invitations: [] });
  },
  'POST /api/sharing/invitations': async () => {
    // B's invitation is B's own; one naming A as its owner is refused as a field no invitation has.
    const named = await b.request('/api/sharing/invitations', {
      json: { email: 'x@example.com', ownerId: a.id },
    });
    expect(named.status).toBe(400);
    const own = await b.request('/api/sharing/invitations', { json: { email: 'b-preparer@example.com' } });
    expect(own.status).toBe(201);
    await t.waitForMail('b-preparer@example.com');
    const [mine] = ((await (await b.request('/api/sharing')).json()) as SharingOverview).invitations;
    expect((await b.request(`/api/sharing/invitations/${mine!.id}`, { method: 'DELETE' })).status).toBe(204);
  },
  'DELETE /api/sharing/invitations/:id': async () => {
    await notFoundAs(
      await b.request(`/api/sharing/invitations/${aInvitationId}`, { method: 'DELETE' }),
      'This invitation was not found. It may have been used or cancelled already.',
    );
  },
  'DELETE /api/sharing/grants/:id': async () => {
    await notFoundAs(
      await b.request(`/api/sharing/grants/${aGrantId}`, { method: 'DELETE' }),
      'This access was not found. It may have been revoked already.',
    );
  },
  'GET /api/sharing/log': async () => {
    expect(await (await b.request('/api/sharing/log')).json()).toEqual({ entries: [] });
  },
  'POST /api/sharing/accept': async () => {
    // A's link, in B's hands: it was sent to another address, so B cannot take it up, and it stays A's to use.
    const taken = await b.request('/api/sharing/accept', { json: { token: aInvitationToken } });
    expect(taken.status).toBe(403);
  },
  'GET /api/sharing/clients': async () => {
    expect(await (await b.request('/api/sharing/clients')).json()).toEqual({ clients: [] });
  },
  'GET /api/sharing/comments': async () => {
    expect(await (await b.request('/api/sharing/comments')).json()).toEqual({ comments: [] });
    await notFoundAs(
      await b.request('/api/sharing/comments', { headers: { 'X-GigTally-Client': a.id } }),
      'These books are not shared with you, or no longer are.',
    );
  },
  'POST /api/sharing/comments': async () => {
    await notFoundAs(
      await b.request('/api/sharing/comments', { json: { clientId: a.id, line: '9', text: 'Let me in' } }),
      'These books are not shared with you, or no longer are.',
    );
  },
  'PUT /api/sharing/comments/:id/answer': async () => {
    await notFoundAs(
      await b.request(`/api/sharing/comments/${aCommentId}/answer`, {
        method: 'PUT',
        json: { text: 'Mine now' },
      }),
      'This note was not found.',
    );
  },
  'DELETE /api/account': async () => {
    // B's session with a password that is not B's deletes nothing, neither B nor A.
    const wrong = await b.request('/api/account', {
      method: 'DELETE',
      json: { password: `${TEST_PASSWORD}!` },
    });
    expect(wrong.status).toBe(400);
    expect(await t.signIn(b.email, TEST_PASSWORD)).toContain('session_token');
    const doomed = await signedInUser(t, { pro: true, label: 'doomed' });
    const res = await doomed.request('/api/account', { method: 'DELETE', json: { password: TEST_PASSWORD } });
    expect(res.status).toBe(204);
    expect(await t.signIn(a.email, TEST_PASSWORD)).toContain('session_token');
  },
};

describe('isolation between users', () => {
  it('has a case for every route of the API that needs a session', () => {
    const routes = new Set(
      t.app.routes
        .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
        .map((route) => `${route.method} ${route.path}`),
    );
    const signedIn = [...routes].filter((route) => !PUBLIC_ROUTES.has(route)).sort();
    expect(signedIn).toEqual(Object.keys(attempts).sort());
    for (const route of PUBLIC_ROUTES) expect(routes).toContain(route);
  });

  it.each(Object.keys(attempts))('%s: B gets nothing of A, and changes nothing of A', async (route) => {
    await attempts[route]!();
    expect(await snapshotOfA()).toEqual(before);
  });

  it('answers 401 on every signed-in route without a session', async () => {
    for (const route of Object.keys(attempts)) {
      const [method, path] = route.split(' ') as [string, string];
      const url = path.replace(':id', aItems[0]!.id).replace(':sessionId', aCheckoutSession);
      const res = await t.request(url, {
        method,
        ...(method === 'GET' || method === 'DELETE' ? {} : { json: {} }),
      });
      expect(res.status, route).toBe(401);
    }
    expect(await snapshotOfA()).toEqual(before);
  });
});

/** A route's path with A's own ids (and a month and a category of A's) in place of its parameters. */
function pathOfA(route: string): [method: string, path: string] {
  const [method, path] = route.split(' ') as [string, string];
  return [
    method,
    path
      .replace('/api/receipts/:id', `/api/receipts/${aReceipt.id}`)
      .replace(':sessionId', aCheckoutSession)
      .replace(':month', '2026-11')
      .replace(':category', 'Gas')
      .replace(':id', aItems[0]!.id),
  ];
}

// Shared access's own routes are each person's own whoever's books they read (the cases above cover them); every
// other route is the client view's.
const clientViewRoutes = () => Object.keys(attempts).filter((route) => !route.includes(' /api/sharing'));

describe('a tax preparer of A (X-GigTally-Client)', () => {
  const asPreparer = (method: string, path: string, headers: Record<string, string> = {}) =>
    preparer.request(path, {
      method,
      headers: { 'X-GigTally-Client': a.id, ...headers },
      ...(method === 'GET' || method === 'DELETE' ? {} : { json: {} }),
    });

  it('reads what A shares exactly as A reads it, and nothing else; changes nothing (403 read-only)', async () => {
    const shared = /^\/api\/(items|summary|reports|tax|receipts|trips|calendar|export|subscription)(\/|$)/;
    for (const route of clientViewRoutes()) {
      const [method, path] = pathOfA(route);
      const response = await asPreparer(method, path);
      if (method !== 'GET') {
        expect(response.status, route).toBe(403);
        expect(((await response.json()) as { error: { code: string } }).error.code, route).toBe('read-only');
      } else if (shared.test(path)) {
        const own = await a.request(path, { method });
        expect(response.status, route).toBe(own.status);
        expect(await response.text(), route).toBe(await own.text());
      } else {
        expect(response.status, route).toBe(403);
        expect(((await response.json()) as { error: { code: string } }).error.code, route).toBe('not-shared');
      }
    }
    expect(await snapshotOfA()).toEqual(before);
  });

  it('answers 404 on every route to someone A never shared with', async () => {
    for (const route of clientViewRoutes()) {
      const [method, path] = pathOfA(route);
      const response = await b.request(path, {
        method,
        headers: { 'X-GigTally-Client': a.id },
        ...(method === 'GET' || method === 'DELETE' ? {} : { json: {} }),
      });
      expect(response.status, route).toBe(404);
      expect(((await response.json()) as { error: { message: string } }).error.message, route).toBe(
        'These books are not shared with you, or no longer are.',
      );
    }
    expect(await snapshotOfA()).toEqual(before);
  });
});
