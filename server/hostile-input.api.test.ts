import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema, apiErrorStatus } from '../core/api-errors';
import { scheduleCMessages } from '../core/tax/schedule-c-api';
import {
  addItems,
  everythingKeptBy,
  everythingStoredIn,
  signedInUser,
  TEST_PASSWORD,
} from './testing/api-helpers';
import { TestBankProvider } from './bank/test-bank-provider';
import { startPlaidStandIn, type PlaidStandIn } from './testing/plaid-stand-in';
import { receiptPdf } from './testing/receipt-files';
import { createTestApp, type TestApp } from './testing/test-app';

// Malformed and extreme bodies and queries on every route of the API. Never a 500, always the API's error
// body (docs/api.md "Errors"), and nothing written by a refused request.

let t: TestApp;
let plaid: PlaidStandIn;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let itemId: string;
let connectionId: string;
let receiptId: string;
let form1099Id: string;
let paymentId: string;

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
  owner = await signedInUser(t, { pro: true });
  const [item] = await addItems(owner.request, [
    { type: 'income', category: 'Tips', amount: 10, date: '2026-11-02' },
  ]);
  itemId = item!.id;
  // A connection of the owner's, so that hostile values reach the bank routes' own ids too.
  const connection = await owner.request('/api/bank/connections', { json: { provider: 'test' } });
  connectionId = ((await connection.json()) as { id: string }).id;
  // A receipt of the owner's, so that hostile values reach the receipt routes' own ids too.
  const form = new FormData();
  form.set('file', new File([new Uint8Array(await receiptPdf())], 'r.pdf', { type: 'application/pdf' }));
  const kept = await owner.request('/api/receipts', { method: 'POST', body: form });
  receiptId = ((await kept.json()) as { id: string }).id;
  // A 1099 form of the owner's, so that hostile values reach its delete route's own id too.
  const form1099 = await owner.request('/api/tax/forms-1099', {
    json: { year: 2026, platform: 'Uber', kind: '1099-K', amount: 20 },
  });
  form1099Id = ((await form1099.json()) as { id: string }).id;
  // A payment typed by hand, so that hostile values reach the payment routes' own ids too ("Not a tax payment"
  // refuses it: only a recognised payment becomes an item).
  const payment = await owner.request('/api/tax/payments', {
    json: { taxYear: 2026, date: '2026-04-10', amount: 300 },
  });
  paymentId = ((await payment.json()) as { id: string }).id;
});
afterAll(async () => {
  await t?.close();
  await plaid?.close();
});

// DELETE /api/account is fuzzed too: it takes a body, and without the owner's password (which no
// hostile value is) it must refuse and delete nothing; account.api.test.ts covers its exact messages.
const DELETE_WITH_BODY = new Set(['/api/account']);

function apiRoutes(): { method: string; path: string }[] {
  return t.app.routes.filter(
    (route) => route.method !== 'ALL' && route.path.startsWith('/api/') && !route.path.includes('*'),
  );
}

const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom(
    "'; drop table budget_item; --",
    '<img src=x onerror=alert(1)>',
    'NaN',
    'Infinity',
    '-Infinity',
    '1e308',
    '-0',
    '2025-02-30',
    '0000-00-00',
    '9999-12-31',
    '\u0000',
    '\ud800',
    '%00',
    '../../etc/passwd',
    '{"$gt":""}',
    ' ',
  ),
);
const hostileNumber = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -0.001, 10.005, 0, -1),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 30 }),
  fc.jsonValue({ maxDepth: 3 }),
);
/** Bodies shaped like the API's inputs, with hostile values in the fields it reads, and anything else. */
const hostileBody = fc.oneof(
  fc.record(
    {
      type: hostileValue,
      category: hostileValue,
      amount: hostileValue,
      date: hostileValue,
      description: hostileValue,
      tags: hostileValue,
      sessionId: hostileValue,
      filingStatus: hostileValue,
      standardDeduction: hostileValue,
      currency: hostileValue,
      emailNotifications: hostileValue,
      miles: hostileValue,
      startOdometer: hostileValue,
      endOdometer: hostileValue,
      purpose: hostileValue,
      platform: hostileValue,
      year: hostileValue,
      method: hostileValue,
      password: hostileValue,
      confirmation: hostileValue,
      provider: fc.oneof(hostileValue, fc.constantFrom('simplefin', 'plaid')),
      setupToken: hostileValue,
      publicToken: hostileValue,
      accounts: fc.oneof(hostileValue, fc.array(fc.record({ id: hostileValue, tracked: hostileValue }))),
      // The household of a tax year.
      w2Wages: hostileValue,
      w2Withholding: hostileValue,
      spouseW2Wages: hostileValue,
      spouseW2Withholding: hostileValue,
      otherIncome: hostileValue,
      seHealthInsurance: hostileValue,
      retirementContributions: hostileValue,
      homeOfficeSqFt: hostileValue,
      itemizedDeductions: hostileValue,
      childrenUnder17: hostileValue,
      otherDependents: hostileValue,
      // The expense a receipt is filed with.
      itemId: fc.oneof(hostileValue, fc.constant(null)),
      // The line of one's own category and Schedule C Part IV's answers.
      line: fc.oneof(hostileValue, fc.constantFrom('1', '6', '9', '24b', '27a', '28', '2')),
      placedInService: fc.oneof(hostileValue, fc.constant(null)),
      // Shared access: an invitation's address, its link's token, a note's client and words.
      email: hostileValue,
      token: hostileValue,
      clientId: hostileValue,
      text: hostileValue,
      commutingMiles: fc.oneof(hostileValue, fc.constant(null)),
      otherMiles: fc.oneof(hostileValue, fc.constant(null)),
      availableOffDuty: fc.oneof(hostileValue, fc.constant(null)),
      anotherVehicle: fc.oneof(hostileValue, fc.constant(null)),
      hasEvidence: fc.oneof(hostileValue, fc.constant(null)),
      evidenceWritten: fc.oneof(hostileValue, fc.constant(null)),
      // A 1099 form and the reconciliation's fix.
      kind: fc.oneof(hostileValue, fc.constantFrom('1099-K', '1099-NEC', '1099-MISC')),
      source: hostileValue,
      fix: fc.oneof(hostileValue, fc.constantFrom('add-income', 'record-fees')),
      // A tax payment's payee: the IRS or a state, by its code.
      jurisdiction: fc.oneof(hostileValue, fc.constantFrom('federal', 'state')),
      state: fc.oneof(hostileValue, fc.constantFrom('CA', 'ny', 'ZZ')),
      taxYear: hostileValue,
      // Where a checkout started from a Pro gate comes back to.
      returnTo: fc.oneof(hostileValue, fc.constantFrom('https://evil.example', '//evil.example', '/\\x')),
    },
    { requiredKeys: [] },
  ),
  fc.jsonValue({ maxDepth: 4 }),
);
const hostileQuery = fc.dictionary(
  fc.constantFrom(
    'from',
    'to',
    'today',
    'type',
    'category',
    'q',
    'sort',
    'order',
    'limit',
    'cursor',
    'year',
    'month',
    'period',
    'format',
    'filingStatus',
    'standardDeduction',
    'keepItems',
    'itemId',
    'needsReceipt',
    // No double entry: what a hand entry is about to be.
    'amount',
    'date',
  ),
  hostileText,
);

/** The API's error body (docs/api.md "Errors"), with a code of the catalogue and its status. */
const isErrorBody = (body: unknown, status: number) => {
  const parsed = apiErrorBodySchema.safeParse(body);
  if (!parsed.success) return false;
  const code = parsed.data.error.code as keyof typeof apiErrorStatus;
  return apiErrorStatus[code] === status;
};

/** A lone surrogate cannot travel in a URL; a browser sends U+FFFD in its place, as Buffer does. */
const wellFormed = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

async function send(
  method: string,
  path: string,
  query: Record<string, string>,
  body: unknown,
  pathParam: string,
) {
  const url = `${path.replace(/:[a-zA-Z]+/g, encodeURIComponent(wellFormed(pathParam)))}?${new URLSearchParams(query)}`;
  const hasBody = method !== 'GET' && (method !== 'DELETE' || DELETE_WITH_BODY.has(path));
  return owner.request(url, {
    method,
    ...(hasBody ? { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } } : {}),
  });
}

describe('hostile input on every route', () => {
  it('never answers 500, always answers errors in the API’s error format, and writes nothing it refuses', async () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(20);
    // Routes are read from the app; GET /api/items/categories is among them (it takes no input, so hostile
    // queries must be ignored, never a 500).
    expect(routes.map((route) => `${route.method} ${route.path}`)).toContain('GET /api/items/categories');
    // What is stored before each request: a refused request must leave it as it was; an accepted one may change it,
    // so it is read again then. (A digest of every table in one query: reading it is most of this test's time.)
    let kept = await everythingStoredIn(t);
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(
          hostileQuery,
          hostileBody,
          fc.oneof(
            hostileText,
            fc.constant(itemId),
            fc.constant(connectionId),
            fc.constant(receiptId),
            fc.constant(form1099Id),
            fc.constant(paymentId),
          ),
          async (query, body, param) => {
            const res = await send(route.method, route.path, query, body, param);
            const label = `${route.method} ${route.path} ${JSON.stringify({ query, body, param }).slice(0, 300)}`;
            expect(res.status, label).toBeLessThan(500);
            if (res.status >= 400) {
              expect(isErrorBody(await res.json(), res.status), label).toBe(true);
              expect(await everythingStoredIn(t), label).toEqual(kept);
            } else {
              await res.arrayBuffer();
              kept = await everythingStoredIn(t);
            }
          },
        ),
        { numRuns: 25 },
      );
    }
    // The routes that delete the account or resume a plan were among them; the owner is still there.
    expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining(['DELETE /api/account', 'POST /api/subscription/resume']),
    );
    expect(await t.signIn(owner.email, TEST_PASSWORD)).toContain('session_token');
  }, 400_000);

  it('answers a body over 1 MiB with 413 in the API’s error format, and writes nothing', async () => {
    const before = await everythingKeptBy(owner.request);
    const huge = 'x'.repeat(10 * 1024 * 1024);
    for (const [method, path] of [
      ['POST', '/api/items'],
      ['PATCH', `/api/items/${itemId}`],
      ['PUT', '/api/preferences'],
    ] as const) {
      const res = await owner.request(path, {
        method,
        body: JSON.stringify({
          type: 'income',
          category: 'Tips',
          amount: 1,
          date: '2026-11-02',
          description: huge,
        }),
        headers: { 'Content-Type': 'application/json' },
      });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({
        error: { code: 'payload-too-large', message: 'The request body is too large.' },
      });
    }
    expect(await everythingKeptBy(owner.request)).toEqual(before);
  });

  it('answers a body that is not JSON with 400 and field-free error, for every route that takes one', async () => {
    const takesBody = (route: { method: string; path: string }) =>
      route.method !== 'GET' && (route.method !== 'DELETE' || DELETE_WITH_BODY.has(route.path));
    for (const route of apiRoutes().filter(takesBody)) {
      const res = await owner.request(route.path.replace(':id', itemId), {
        method: route.method,
        body: '{"type": "income", ',
        headers: { 'Content-Type': 'application/json' },
      });
      expect(res.status, route.path).toBeLessThan(500);
      if (res.status >= 400) expect(isErrorBody(await res.json(), res.status), route.path).toBe(true);
    }
  });
});

// No double entry: what a hand entry is about to be, hostile: 400 with each field's message, never a 500.
describe('hostile values on GET /api/items/likely-duplicates', () => {
  it('answers 400 with field messages for any hostile type, amount or date, and 200 only for a valid one', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(hostileText, fc.constantFrom('income', 'expense')),
        fc.oneof(hostileText, fc.constantFrom('12.34', '0.01', '99999999.99', '1e2', '0x10', ' 5 ')),
        fc.oneof(hostileText, fc.constantFrom('2026-11-02', '2000-01-01', '2099-12-31')),
        async (type, amount, date) => {
          const query = new URLSearchParams({
            type: wellFormed(type),
            amount: wellFormed(amount),
            date: wellFormed(date),
          });
          const res = await owner.request(`/api/items/likely-duplicates?${query}`);
          const label = query.toString();
          const body = (await res.json()) as { items?: unknown[]; error?: { fields?: object } };
          if (res.status === 200) {
            expect(body.items, label).toEqual(expect.any(Array));
          } else {
            expect(res.status, label).toBe(400);
            expect(isErrorBody(body, 400), label).toBe(true);
            expect(Object.keys(body.error?.fields ?? {}).length, label).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

// The tax packet's year, hostile: 400 with the year's message, never a zip begun and never a 500.
describe('hostile years on GET /api/tax/packet', () => {
  it.each(['', 'NaN', 'Infinity', '1e308', '-2026', '2026.5', '99999', '2026abc', '\u0000', "2026'; --"])(
    "%j: 400 with the year's message",
    async (year) => {
      const res = await owner.request(`/api/tax/packet?${new URLSearchParams({ year })}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: {
          code: 'validation-failed',
          message: expect.any(String) as string,
          fields: { year: scheduleCMessages.yearInvalid },
        },
      });
    },
  );
});
