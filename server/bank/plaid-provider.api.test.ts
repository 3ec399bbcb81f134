import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankMessages } from '../../core/bank';
import { freePort } from '../testing/free-port';
import {
  startPlaidStandIn,
  plaidError,
  STAND_IN_CLIENT_ID,
  STAND_IN_SECRET,
  type PlaidStandIn,
  type StandInTransaction,
} from '../testing/plaid-stand-in';
import { BankInputRefused, BankProviderUnavailable, BankReconnectNeeded } from './bank-provider';
import { PlaidBankProvider, SYNC_PAGE_SIZE, UNKNOWN_INSTITUTION } from './plaid-provider';

// The Plaid provider through the real `plaid` SDK against a loopback stand-in speaking Plaid's HTTP API.

let plaid: PlaidStandIn;
let provider: PlaidBankProvider;
beforeAll(async () => {
  plaid = await startPlaidStandIn();
  provider = plaid.provider();
});
afterAll(async () => {
  await plaid?.close();
});

const TODAY = '2026-11-25';
const START = { cursor: null, lastPostedDate: null };

/** A connected item: its access token (the provider's credentials). */
async function connectedItem(options?: Parameters<PlaidStandIn['createPublicToken']>[0]) {
  const { publicToken } = plaid.createPublicToken(options);
  const connection = await provider.connect({ provider: 'plaid', userId: 'user-1', publicToken });
  return connection.credentials;
}

const gas: StandInTransaction = {
  account_id: 'acc-credit',
  amount: 41.27,
  date: '2026-11-20',
  name: 'SHELL OIL 57442 AUSTIN TX',
  merchant_name: 'Shell',
};

/** The error a call failed with (fails the test when it did not). */
async function failureOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the call to fail');
}

describe('Plaid Link token', () => {
  it("asks /link/token/create for a transactions Link in English for the US, named GigTally, for the user's id", async () => {
    const linkToken = await provider.createLinkToken('user-42');
    expect(linkToken).toMatch(/^link-sandbox-[0-9a-f]{24}$/);
    const [call] = plaid.requestsTo('/link/token/create').slice(-1);
    expect(call!.body).toEqual({
      user: { client_user_id: 'user-42' },
      client_name: 'GigTally',
      products: ['transactions'],
      country_codes: ['US'],
      language: 'en',
      transactions: { days_requested: 90 },
    });
    // The keys travel in Plaid's headers, as the SDK's documentation sets them.
    expect(call!.headers['plaid-client-id']).toBe(STAND_IN_CLIENT_ID);
    expect(call!.headers['plaid-secret']).toBe(STAND_IN_SECRET);
  });
});

describe('connecting with a public token', () => {
  it("exchanges it for the access token and reads the item's accounts and institution name", async () => {
    const { publicToken, accessToken } = plaid.createPublicToken({
      institutionId: 'ins_109511',
      accounts: [
        { account_id: 'a1', name: 'Gig Checking', mask: '1234', type: 'depository', subtype: 'checking' },
        { account_id: 'a2', name: 'Rainy Day', mask: '5678', type: 'depository', subtype: 'savings' },
        { account_id: 'a3', name: 'Fuel Card', mask: null, type: 'credit', subtype: 'credit card' },
        { account_id: 'a4', name: 'Car Loan', mask: '9999', type: 'loan', subtype: 'auto' },
      ],
    });
    const connection = await provider.connect({ provider: 'plaid', userId: 'user-1', publicToken });
    expect(connection).toEqual({
      credentials: accessToken,
      institution: 'Houndstooth Bank',
      accounts: [
        { providerAccountId: 'a1', name: 'Gig Checking', kind: 'checking', mask: '1234' },
        { providerAccountId: 'a2', name: 'Rainy Day', kind: 'savings', mask: '5678' },
        { providerAccountId: 'a3', name: 'Fuel Card', kind: 'credit', mask: null },
        { providerAccountId: 'a4', name: 'Car Loan', kind: 'other', mask: '9999' },
      ],
    });
    expect(plaid.requestsTo('/item/public_token/exchange').at(-1)!.body).toEqual({
      public_token: publicToken,
    });
    expect(plaid.requestsTo('/institutions/get_by_id').at(-1)!.body).toEqual({
      institution_id: 'ins_109511',
      country_codes: ['US'],
    });
  });

  it(`names the institution '${UNKNOWN_INSTITUTION}' when Plaid does not say which it is`, async () => {
    const { publicToken } = plaid.createPublicToken({ institutionId: null });
    const connection = await provider.connect({ provider: 'plaid', userId: 'user-1', publicToken });
    expect(connection.institution).toBe('Your bank');
  });

  it('refuses a public token Plaid does not know, or one already exchanged, on the publicToken field', async () => {
    const wrong = await failureOf(
      provider.connect({ provider: 'plaid', userId: 'user-1', publicToken: 'public-sandbox-nonsense' }),
    );
    expect(wrong).toBeInstanceOf(BankInputRefused);
    expect((wrong as BankInputRefused).field).toBe('publicToken');
    expect(wrong.message).toBe('Plaid did not hand over the connection. Try connecting again.');
    expect(wrong.message).toBe(bankMessages.publicTokenRequired);

    const { publicToken } = plaid.createPublicToken();
    await provider.connect({ provider: 'plaid', userId: 'user-1', publicToken });
    const again = await failureOf(provider.connect({ provider: 'plaid', userId: 'user-1', publicToken }));
    expect(again).toBeInstanceOf(BankInputRefused);
  });

  it('removes the new item at Plaid when its accounts cannot be read, and says Plaid is unavailable', async () => {
    const { publicToken, accessToken } = plaid.createPublicToken();
    plaid.failNext(
      '/accounts/get',
      500,
      plaidError('API_ERROR', 'INTERNAL_SERVER_ERROR', 'an unexpected error'),
    );
    const error = await failureOf(provider.connect({ provider: 'plaid', userId: 'user-1', publicToken }));
    expect(error).toBeInstanceOf(BankProviderUnavailable);
    expect(plaid.isRemoved(accessToken)).toBe(true);
  });
});

describe('reading changes with /transactions/sync', () => {
  it('reads every page (has_more) from the start, in cents with money out negative, and returns the last cursor', async () => {
    const accessToken = await connectedItem();
    // One more than a page: the first sync needs two calls.
    const payouts: StandInTransaction[] = Array.from({ length: SYNC_PAGE_SIZE + 1 }, (_, i) => ({
      account_id: 'acc-checking',
      amount: -(100 + i / 100),
      date: '2026-10-01',
      name: `UBER PAYOUT ${i}`,
    }));
    const added = plaid.addTransactions(accessToken, [gas, ...payouts]);
    const callsBefore = plaid.requestsTo('/transactions/sync').length;

    const changes = await provider.fetchChanges(accessToken, START, TODAY);

    const calls = plaid.requestsTo('/transactions/sync').slice(callsBefore);
    expect(calls.map((call) => call.body.cursor)).toEqual([
      undefined,
      (calls[0]!.response as { next_cursor: string }).next_cursor,
    ]);
    expect(calls.map((call) => call.body.count)).toEqual([500, 500]);
    expect(calls.map((call) => (call.response as { has_more: boolean }).has_more)).toEqual([true, false]);
    expect(changes.next).toEqual({
      cursor: (calls[1]!.response as { next_cursor: string }).next_cursor,
      lastPostedDate: null,
    });
    expect(changes.transactions).toHaveLength(SYNC_PAGE_SIZE + 2);
    expect(changes.removedTransactionIds).toEqual([]);
    expect(changes.accounts.map((account) => account.providerAccountId)).toEqual([
      'acc-checking',
      'acc-credit',
    ]);
    // Plaid's $41.27 spent is -4127 cents; its -$104.99 received (payout 499) is +10499 cents.
    expect(changes.transactions[0]).toEqual({
      providerTransactionId: added[0]!.transaction_id,
      providerAccountId: 'acc-credit',
      date: '2026-11-20',
      amountCents: -4127,
      description: 'Shell',
      pending: false,
    });
    expect(changes.transactions.find((t) => t.description === 'UBER PAYOUT 499')!.amountCents).toBe(10499);
    expect(changes.transactions.find((t) => t.description === 'UBER PAYOUT 500')!.amountCents).toBe(10500);

    // From that cursor, nothing new.
    const nothing = await provider.fetchChanges(accessToken, changes.next, TODAY);
    expect(nothing.transactions).toEqual([]);
    expect(nothing.removedTransactionIds).toEqual([]);
    expect(nothing.next).toEqual(changes.next);
  });

  it('returns a modified transaction in its new form, and the ids of removed ones', async () => {
    const accessToken = await connectedItem();
    const [charge, refund] = plaid.addTransactions(accessToken, [
      gas,
      { account_id: 'acc-credit', amount: 9.5, date: '2026-11-21', name: 'CITY PARKING' },
    ]);
    const first = await provider.fetchChanges(accessToken, START, TODAY);
    expect(first.transactions).toHaveLength(2);

    plaid.modifyTransaction(accessToken, charge!.transaction_id as string, { amount: 45.1 });
    plaid.removeTransaction(accessToken, refund!.transaction_id as string);
    const second = await provider.fetchChanges(accessToken, first.next, TODAY);
    expect(second.transactions).toEqual([
      {
        providerTransactionId: charge!.transaction_id,
        providerAccountId: 'acc-credit',
        date: '2026-11-20',
        amountCents: -4510,
        description: 'Shell',
        pending: false,
      },
    ]);
    expect(second.removedTransactionIds).toEqual([refund!.transaction_id]);
  });

  it('reports a pending transaction (dated when it was made) and, once posted, the posted one replacing it', async () => {
    const accessToken = await connectedItem();
    const [pending] = plaid.addTransactions(accessToken, [
      {
        account_id: 'acc-checking',
        amount: 60,
        date: '2026-11-23',
        authorized_date: '2026-11-22',
        name: 'VERIZON WIRELESS PAYMENT',
        merchant_name: 'Verizon',
        pending: true,
      },
    ]);
    const first = await provider.fetchChanges(accessToken, START, TODAY);
    expect(first.transactions).toEqual([
      {
        providerTransactionId: pending!.transaction_id,
        providerAccountId: 'acc-checking',
        date: '2026-11-22',
        amountCents: -6000,
        description: 'Verizon',
        pending: true,
      },
    ]);

    // Plaid posts it: the pending id in `removed`, the posted one in `added` naming it.
    plaid.removeTransaction(accessToken, pending!.transaction_id as string);
    const [posted] = plaid.addTransactions(accessToken, [
      {
        account_id: 'acc-checking',
        amount: 60,
        date: '2026-11-24',
        authorized_date: '2026-11-22',
        name: 'VERIZON WIRELESS PAYMENT',
        merchant_name: 'Verizon',
        pending_transaction_id: pending!.transaction_id as string,
      },
    ]);
    const second = await provider.fetchChanges(accessToken, first.next, TODAY);
    expect(second.transactions).toEqual([
      {
        providerTransactionId: posted!.transaction_id,
        providerAccountId: 'acc-checking',
        date: '2026-11-24',
        amountCents: -6000,
        description: 'Verizon',
        pending: false,
      },
    ]);
    expect(second.removedTransactionIds).toEqual([pending!.transaction_id]);
  });

  it('asks /accounts/get for the accounts when a sync answer leaves them out', async () => {
    const accessToken = await connectedItem();
    plaid.listAccountsWithSync(false);
    try {
      const changes = await provider.fetchChanges(accessToken, START, TODAY);
      expect(changes.accounts.map((account) => account.providerAccountId)).toEqual([
        'acc-checking',
        'acc-credit',
      ]);
      expect(plaid.requestsTo('/accounts/get').at(-1)!.body).toEqual({ access_token: accessToken });
    } finally {
      plaid.listAccountsWithSync(true);
    }
  });

  it('starts again from the first cursor when Plaid says its data changed during pagination', async () => {
    const accessToken = await connectedItem();
    plaid.addTransactions(accessToken, [gas]);
    plaid.failNext(
      '/transactions/sync',
      400,
      plaidError(
        'TRANSACTIONS_ERROR',
        'TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION',
        'Underlying transaction data changed since last page was fetched. Please restart pagination from last update.',
      ),
    );
    const changes = await provider.fetchChanges(accessToken, START, TODAY);
    expect(changes.transactions.map((t) => t.description)).toEqual(['Shell']);
  });
});

describe("Plaid's errors", () => {
  it('asks the person to reconnect when the item needs them (ITEM_LOGIN_REQUIRED, ACCESS_NOT_GRANTED, removed item)', async () => {
    const accessToken = await connectedItem();
    plaid.failItem(accessToken, 'ITEM_ERROR', 'ITEM_LOGIN_REQUIRED');
    expect(await failureOf(provider.fetchChanges(accessToken, START, TODAY))).toBeInstanceOf(
      BankReconnectNeeded,
    );
    plaid.failItem(accessToken, 'ITEM_ERROR', 'ACCESS_NOT_GRANTED');
    expect(await failureOf(provider.fetchChanges(accessToken, START, TODAY))).toBeInstanceOf(
      BankReconnectNeeded,
    );
    plaid.healItem(accessToken);
    await provider.disconnect(accessToken);
    // ITEM_NOT_FOUND: the item was removed at Plaid.
    expect(await failureOf(provider.fetchChanges(accessToken, START, TODAY))).toBeInstanceOf(
      BankReconnectNeeded,
    );
  });

  it('says Plaid is unavailable on a 500, a rate limit, a bank that is down and a gateway page', async () => {
    const accessToken = await connectedItem();
    const outages: [number, unknown][] = [
      [500, plaidError('API_ERROR', 'INTERNAL_SERVER_ERROR', 'an unexpected error occurred')],
      [429, plaidError('RATE_LIMIT_EXCEEDED', 'TRANSACTIONS_SYNC_LIMIT', 'rate limit exceeded')],
      [400, plaidError('INSTITUTION_ERROR', 'INSTITUTION_DOWN', 'the institution is down')],
      [502, undefined],
    ];
    for (const [status, body] of outages) {
      plaid.failNext('/transactions/sync', status, body);
      const error = await failureOf(provider.fetchChanges(accessToken, START, TODAY));
      expect(error, `${status} ${JSON.stringify(body)}`).toBeInstanceOf(BankProviderUnavailable);
    }
  });

  it('says Plaid is unavailable when it does not answer in time', async () => {
    const accessToken = await connectedItem();
    const impatient = plaid.provider({ timeoutMs: 300 });
    plaid.stallNext('/transactions/sync');
    const error = await failureOf(impatient.fetchChanges(accessToken, START, TODAY));
    expect(error).toBeInstanceOf(BankProviderUnavailable);
    expect(error.message).toBe('/transactions/sync failed: ECONNABORTED');
  });

  it('sends a call once more when its connection is reset before any answer, and only once', async () => {
    plaid.resetNext('/link/token/create');
    expect(await provider.createLinkToken('user-1')).toMatch(/^link-sandbox-/);
    plaid.resetNext('/link/token/create', 2);
    const error = await failureOf(provider.createLinkToken('user-1'));
    expect(error).toBeInstanceOf(BankProviderUnavailable);
    expect(error.message).toBe('/link/token/create failed: ECONNRESET');
  });

  it('says Plaid is unavailable when nothing answers', async () => {
    const port = await freePort();
    const unreachable = new PlaidBankProvider({
      clientId: STAND_IN_CLIENT_ID,
      secret: STAND_IN_SECRET,
      env: 'sandbox',
      basePath: `http://127.0.0.1:${port}`,
    });
    expect(await failureOf(unreachable.fetchChanges('access-sandbox-x', START, TODAY))).toBeInstanceOf(
      BankProviderUnavailable,
    );
    expect(await failureOf(unreachable.createLinkToken('user-1'))).toBeInstanceOf(BankProviderUnavailable);
  });

  it('reports wrong keys as a defect (not the person’s, not a passing outage), without the secret or token', async () => {
    const accessToken = await connectedItem();
    const misconfigured = plaid.provider({ secret: 'wrong-secret-0000' });
    const error = await failureOf(misconfigured.fetchChanges(accessToken, START, TODAY));
    expect(error).not.toBeInstanceOf(BankProviderUnavailable);
    expect(error).not.toBeInstanceOf(BankReconnectNeeded);
    expect(error.message).toMatch(
      /^Plaid \/transactions\/sync answered 400 INVALID_INPUT\/INVALID_API_KEYS \(request [0-9a-f]{24}\)$/,
    );
  });

  it('never carries the secret or the access token in an error (the SDK’s own error does)', async () => {
    const accessToken = await connectedItem();
    plaid.failItem(accessToken, 'ITEM_ERROR', 'ITEM_LOGIN_REQUIRED');
    const errors = [
      await failureOf(provider.fetchChanges(accessToken, START, TODAY)),
      await failureOf(
        new PlaidBankProvider({
          clientId: STAND_IN_CLIENT_ID,
          secret: STAND_IN_SECRET,
          env: 'sandbox',
          basePath: `http://127.0.0.1:${await freePort()}`,
        }).fetchChanges(accessToken, START, TODAY),
      ),
    ];
    for (const error of errors) {
      const everything = [
        String(error),
        error.stack ?? '',
        JSON.stringify(error),
        JSON.stringify(Object.getOwnPropertyDescriptors(error)),
      ].join('\n');
      expect(error.cause).toBeUndefined();
      expect(everything).not.toContain(STAND_IN_SECRET);
      expect(everything).not.toContain(accessToken);
    }
  });
});

describe('disconnecting', () => {
  it('removes the item at Plaid (/item/remove), and is done when the item is already gone', async () => {
    const accessToken = await connectedItem();
    await provider.disconnect(accessToken);
    expect(plaid.isRemoved(accessToken)).toBe(true);
    expect(plaid.requestsTo('/item/remove').at(-1)!.body).toEqual({ access_token: accessToken });
    await expect(provider.disconnect(accessToken)).resolves.toBeUndefined();
  });

  it('says Plaid is unavailable when the removal fails, so the caller can try again', async () => {
    const accessToken = await connectedItem();
    plaid.failNext('/item/remove', 500, plaidError('API_ERROR', 'INTERNAL_SERVER_ERROR', 'oops'));
    expect(await failureOf(provider.disconnect(accessToken))).toBeInstanceOf(BankProviderUnavailable);
    expect(plaid.isRemoved(accessToken)).toBe(false);
  });
});
