import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PlaidBankProvider, type PlaidSettings } from '../bank/plaid-provider';

// A local stand-in for Plaid's API (https://plaid.com/docs/api/) serving the calls GigTally makes, with
// Plaid's JSON shapes and error bodies, so that API tests drive the real `plaid` SDK against it. Like Plaid, every
// endpoint is a JSON POST authenticated by client_id and secret, in the body or in PLAID-CLIENT-ID/PLAID-SECRET.

/** One call the SDK made. */
export interface RecordedPlaidRequest {
  path: string;
  body: Record<string, unknown>;
  headers: Record<string, string | undefined>;
  status: number;
  response: unknown;
}

/** A transaction as a test describes it; Plaid's other fields get neutral values. */
export interface StandInTransaction {
  transaction_id?: string;
  account_id: string;
  /** Dollars, positive for money out (Plaid's sign). */
  amount: number;
  date: string;
  name: string;
  merchant_name?: string | null;
  pending?: boolean;
  pending_transaction_id?: string | null;
  authorized_date?: string | null;
}

export interface StandInAccount {
  account_id: string;
  name: string;
  mask: string | null;
  type: 'depository' | 'credit' | 'loan' | 'investment' | 'other';
  subtype: string | null;
}

type PlaidJson = Record<string, unknown>;

interface TransactionEvent {
  kind: 'added' | 'modified' | 'removed';
  transaction: PlaidJson;
}

interface StandInItem {
  itemId: string;
  accessToken: string;
  institutionId: string | null;
  accounts: StandInAccount[];
  /** Every change, in order; a cursor is a position in this list. */
  events: TransactionEvent[];
  /** When set, every call with this item's access token answers this Plaid error. */
  error: { status: number; body: PlaidJson } | null;
  removed: boolean;
}

export const STAND_IN_CLIENT_ID = 'client-id-for-tests';
export const STAND_IN_SECRET = 'secret-for-tests-0123456789';

const newId = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;

/** Plaid's error body (https://plaid.com/docs/errors/#error-schema). */
export function plaidError(errorType: string, errorCode: string, message: string): PlaidJson {
  return {
    error_type: errorType,
    error_code: errorCode,
    error_code_reason: null,
    error_message: message,
    display_message: null,
    request_id: newId(''),
    causes: [],
    status: null,
    documentation_url: `https://plaid.com/docs/errors/#${errorCode.toLowerCase()}`,
    suggested_action: null,
  };
}

const institutions: Record<string, string> = {
  ins_109508: 'First Platypus Bank',
  ins_109511: 'Houndstooth Bank',
};

const defaultAccounts: StandInAccount[] = [
  {
    account_id: 'acc-checking',
    name: 'Plaid Checking',
    mask: '0000',
    type: 'depository',
    subtype: 'checking',
  },
  {
    account_id: 'acc-credit',
    name: 'Plaid Credit Card',
    mask: '3333',
    type: 'credit',
    subtype: 'credit card',
  },
];

function plaidAccount(account: StandInAccount): PlaidJson {
  return {
    ...account,
    official_name: null,
    balances: {
      available: 100,
      current: 110,
      iso_currency_code: 'USD',
      limit: null,
      unofficial_currency_code: null,
    },
    holder_category: 'personal',
  };
}

function plaidTransaction(transaction: StandInTransaction): PlaidJson {
  return {
    transaction_id: transaction.transaction_id ?? newId('tx-'),
    account_id: transaction.account_id,
    amount: transaction.amount,
    iso_currency_code: 'USD',
    unofficial_currency_code: null,
    check_number: null,
    date: transaction.date,
    datetime: null,
    authorized_date: transaction.authorized_date ?? null,
    authorized_datetime: null,
    location: {
      address: null,
      city: null,
      region: null,
      postal_code: null,
      country: null,
      lat: null,
      lon: null,
      store_number: null,
    },
    name: transaction.name,
    merchant_name: transaction.merchant_name ?? null,
    merchant_entity_id: null,
    logo_url: null,
    website: null,
    original_description: null,
    payment_meta: {
      by_order_of: null,
      payee: null,
      payer: null,
      payment_method: null,
      payment_processor: null,
      ppd_id: null,
      reason: null,
      reference_number: null,
    },
    payment_channel: 'in store',
    pending: transaction.pending ?? false,
    pending_transaction_id: transaction.pending_transaction_id ?? null,
    account_owner: null,
    personal_finance_category: null,
    transaction_code: null,
    counterparties: [],
  };
}

/** Starts the stand-in on 127.0.0.1 (a free port). */
export async function startPlaidStandIn() {
  const items = new Map<string, StandInItem>();
  const institutionNames: Record<string, string> = { ...institutions };
  /** Accounts lists left out of /transactions/sync answers (an answer without accounts). */
  let syncWithoutAccounts = false;
  const itemOfPublicToken = new Map<string, StandInItem>();
  const requests: RecordedPlaidRequest[] = [];
  /** Answers queued for the next calls to a path, before any other handling (a Plaid outage). */
  const queuedFailures = new Map<string, { status: number; body: unknown }[]>();
  /** Paths whose next call gets no answer at all (a Plaid that hangs). */
  const stalled = new Set<string>();
  const resets = new Map<string, number>();

  const itemOf = (accessToken: unknown) =>
    [...items.values()].find((item) => item.accessToken === accessToken);

  const invalidInput = (code: string, message: string): [number, PlaidJson] => [
    400,
    plaidError('INVALID_INPUT', code, message),
  ];

  /** The item behind an access token, or the error Plaid would answer. */
  function itemFor(body: PlaidJson): StandInItem | [number, PlaidJson] {
    const item = itemOf(body.access_token);
    if (!item || item.removed)
      return invalidInput(
        'ITEM_NOT_FOUND',
        'the Item you requested cannot be found. This Item does not exist.',
      );
    if (item.error) return [item.error.status, item.error.body];
    return item;
  }

  function sync(item: StandInItem, body: PlaidJson): [number, PlaidJson] {
    const cursor = typeof body.cursor === 'string' ? body.cursor : '';
    let start = 0;
    if (cursor !== '') {
      const [itemId, position] = Buffer.from(cursor, 'base64url').toString().split(':');
      start = Number(position);
      if (itemId !== item.itemId || !Number.isInteger(start) || start < 0 || start > item.events.length)
        return invalidInput('INVALID_FIELD', 'cursor is not valid for this Item');
    }
    const count = typeof body.count === 'number' ? body.count : 100;
    const end = Math.min(start + count, item.events.length);
    const page = item.events.slice(start, end);
    const of = (kind: TransactionEvent['kind']) =>
      page.filter((event) => event.kind === kind).map((event) => event.transaction);
    return [
      200,
      {
        accounts: syncWithoutAccounts ? [] : item.accounts.map(plaidAccount),
        added: of('added'),
        modified: of('modified'),
        removed: of('removed').map((t) => ({ transaction_id: t.transaction_id, account_id: t.account_id })),
        next_cursor: Buffer.from(`${item.itemId}:${end}`).toString('base64url'),
        has_more: end < item.events.length,
        transactions_update_status: 'HISTORICAL_UPDATE_COMPLETE',
        request_id: newId(''),
      },
    ];
  }

  function route(path: string, body: PlaidJson): [number, unknown] {
    if (body.client_id !== STAND_IN_CLIENT_ID || body.secret !== STAND_IN_SECRET)
      return invalidInput('INVALID_API_KEYS', 'invalid client_id or secret provided');
    switch (path) {
      case '/link/token/create': {
        const user = body.user as { client_user_id?: unknown } | undefined;
        if (typeof user?.client_user_id !== 'string' || user.client_user_id === '')
          return [
            400,
            plaidError(
              'INVALID_REQUEST',
              'MISSING_FIELDS',
              'the following required fields are missing: user',
            ),
          ];
        return [
          200,
          {
            link_token: newId('link-sandbox-'),
            expiration: new Date(Date.now() + 4 * 60 * 60 * 1000).toISOString(),
            request_id: newId(''),
          },
        ];
      }
      case '/item/public_token/exchange': {
        const item = itemOfPublicToken.get(String(body.public_token));
        if (!item)
          return invalidInput('INVALID_PUBLIC_TOKEN', 'provided public token is in an invalid format');
        // A public token is exchanged once.
        itemOfPublicToken.delete(String(body.public_token));
        return [200, { access_token: item.accessToken, item_id: item.itemId, request_id: newId('') }];
      }
      case '/accounts/get': {
        const item = itemFor(body);
        if (Array.isArray(item)) return item;
        return [
          200,
          {
            accounts: item.accounts.map(plaidAccount),
            item: {
              item_id: item.itemId,
              institution_id: item.institutionId,
              webhook: null,
              error: null,
              available_products: [],
              billed_products: ['transactions'],
              products: ['transactions'],
              consented_products: ['transactions'],
              consent_expiration_time: null,
              update_type: 'background',
            },
            request_id: newId(''),
          },
        ];
      }
      case '/institutions/get_by_id': {
        const name = institutionNames[String(body.institution_id)];
        if (!name) return invalidInput('INVALID_INSTITUTION', 'invalid institution_id provided');
        return [
          200,
          {
            institution: {
              institution_id: body.institution_id,
              name,
              products: ['transactions'],
              country_codes: ['US'],
              routing_numbers: [],
              oauth: false,
            },
            request_id: newId(''),
          },
        ];
      }
      case '/transactions/sync': {
        const item = itemFor(body);
        if (Array.isArray(item)) return item;
        return sync(item, body);
      }
      case '/item/remove': {
        const item = itemFor(body);
        if (Array.isArray(item)) return item;
        item.removed = true;
        return [200, { request_id: newId('') }];
      }
      default:
        return [404, plaidError('INVALID_REQUEST', 'NOT_FOUND', `unknown endpoint ${path}`)];
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    let parsed: PlaidJson;
    try {
      parsed = JSON.parse(Buffer.concat(chunks).toString() || '{}') as PlaidJson;
    } catch {
      parsed = {};
    }
    const headers = {
      'plaid-client-id': req.headers['plaid-client-id'] as string | undefined,
      'plaid-secret': req.headers['plaid-secret'] as string | undefined,
      'plaid-version': req.headers['plaid-version'] as string | undefined,
    };
    // Plaid takes the keys from the body or from these headers.
    const body = {
      ...parsed,
      client_id: parsed.client_id ?? headers['plaid-client-id'],
      secret: parsed.secret ?? headers['plaid-secret'],
    };
    if (stalled.delete(path)) return; // never answers (until close)
    const resetsLeft = resets.get(path) ?? 0;
    if (resetsLeft > 0) {
      resets.set(path, resetsLeft - 1);
      req.socket.destroy(); // the client sees ECONNRESET, with no answer
      return;
    }
    const queued = queuedFailures.get(path)?.shift();
    const [status, response] =
      req.method !== 'POST'
        ? [405, plaidError('INVALID_REQUEST', 'INVALID_HTTP_METHOD', 'use POST')]
        : queued
          ? [queued.status, queued.body]
          : route(path, body);
    requests.push({ path, body: parsed, headers, status, response });
    if (queued && queued.body === undefined) {
      res.writeHead(status, { 'Content-Type': 'text/html' });
      res.end('<html><body>Bad gateway</body></html>');
      return;
    }
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(response));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(plaidError('API_ERROR', 'INTERNAL_SERVER_ERROR', String(error))));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function itemNamed(accessToken: string): StandInItem {
    const item = itemOf(accessToken);
    if (!item) throw new Error(`The Plaid stand-in has no item for access token ${accessToken}`);
    return item;
  }

  const url = `http://127.0.0.1:${port}`;
  return {
    /** The basePath to give PlaidBankProvider. */
    url,
    /** The real Plaid provider (the official SDK) pointed at this stand-in with its keys; `settings` override. */
    provider: (settings: Partial<PlaidSettings> = {}) =>
      new PlaidBankProvider({
        clientId: STAND_IN_CLIENT_ID,
        secret: STAND_IN_SECRET,
        env: 'sandbox',
        basePath: url,
        ...settings,
      }),
    requests,
    requestsTo: (path: string) => requests.filter((r) => r.path === path),
    /**
     * What a person finishing Link would hand the browser (Plaid's /sandbox/public_token/create): a public token
     * for a new item at the institution (null: Plaid does not say which), with the given accounts.
     */
    createPublicToken(options: { institutionId?: string | null; accounts?: StandInAccount[] } = {}): {
      publicToken: string;
      accessToken: string;
    } {
      const item: StandInItem = {
        itemId: newId('item-'),
        accessToken: newId('access-sandbox-'),
        institutionId: options.institutionId === undefined ? 'ins_109508' : options.institutionId,
        accounts: options.accounts ?? defaultAccounts,
        events: [],
        error: null,
        removed: false,
      };
      items.set(item.itemId, item);
      const publicToken = newId('public-sandbox-');
      itemOfPublicToken.set(publicToken, item);
      return { publicToken, accessToken: item.accessToken };
    },
    /** An institution Plaid knows by this id and name (the name as Plaid sends it, odd characters and all). */
    addInstitution(institutionId: string, name: string) {
      institutionNames[institutionId] = name;
    },
    /** New transactions at the bank; returns them as Plaid shows them (with their ids). */
    addTransactions(accessToken: string, transactions: StandInTransaction[]): PlaidJson[] {
      const item = itemNamed(accessToken);
      const added = transactions.map(plaidTransaction);
      for (const transaction of added) item.events.push({ kind: 'added', transaction });
      return added;
    },
    /** The bank changed a transaction it reported before. */
    modifyTransaction(accessToken: string, transactionId: string, changes: Partial<StandInTransaction>) {
      const item = itemNamed(accessToken);
      const last = item.events.findLast((event) => event.transaction.transaction_id === transactionId);
      if (!last) throw new Error(`The Plaid stand-in has no transaction ${transactionId}`);
      item.events.push({ kind: 'modified', transaction: { ...last.transaction, ...changes } });
    },
    /** The bank withdrew a transaction (a cancelled charge, or a pending one that posted). */
    removeTransaction(accessToken: string, transactionId: string) {
      const item = itemNamed(accessToken);
      const last = item.events.findLast((event) => event.transaction.transaction_id === transactionId);
      if (!last) throw new Error(`The Plaid stand-in has no transaction ${transactionId}`);
      item.events.push({ kind: 'removed', transaction: last.transaction });
    },
    /** From now on every call for this item answers Plaid's error (e.g. ITEM_LOGIN_REQUIRED). */
    failItem(accessToken: string, errorType: string, errorCode: string, status = 400) {
      itemNamed(accessToken).error = {
        status,
        body: plaidError(errorType, errorCode, `the Item is in the ${errorCode} state`),
      };
    },
    /** The item works again. */
    healItem(accessToken: string) {
      itemNamed(accessToken).error = null;
    },
    /** The next call to `path` answers this status and body instead (no body: a proxy's HTML error page). */
    failNext(path: string, status: number, body?: unknown) {
      const queue = queuedFailures.get(path) ?? [];
      queue.push({ status, body });
      queuedFailures.set(path, queue);
    },
    /** Whether /transactions/sync answers leave the accounts out. */
    listAccountsWithSync(listed: boolean) {
      syncWithoutAccounts = !listed;
    },
    /** The next call to `path` gets no answer at all. */
    stallNext(path: string) {
      stalled.add(path);
    },
    /** The next `times` calls to `path` have their connection reset before any answer. */
    resetNext(path: string, times = 1) {
      resets.set(path, times);
    },
    /** Whether the item was removed (/item/remove). */
    isRemoved: (accessToken: string) => itemNamed(accessToken).removed,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

export type PlaidStandIn = Awaited<ReturnType<typeof startPlaidStandIn>>;
