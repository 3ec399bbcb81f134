import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// Issue 18: a local stand-in for a SimpleFIN server (https://www.simplefin.org/protocol.html) speaking its HTTP API,
// so tests drive the real SimpleFinBankProvider over real HTTP: setup tokens, a claim that works once, Basic auth
// on GET /accounts, the start-date / end-date / pending / balances-only parameters and SimpleFIN Bridge's 90-day cap.

/** A transaction as SimpleFIN sends it: unix seconds, amount as text. */
export interface StandInTransaction {
  id: string;
  posted: number;
  amount: string;
  description: string;
  payee?: string;
  memo?: string;
  pending?: boolean;
  transacted_at?: number;
}

export interface StandInAccount {
  id: string;
  name: string;
  currency?: string;
  balance?: string;
  org?: { name: string; domain?: string };
  transactions: StandInTransaction[];
}

/** One request the stand-in received. */
export interface RecordedSimpleFinRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The user its Basic auth named, when the password matched. */
  user: string | null;
  status: number;
}

/** A person's SimpleFIN Bridge account: what their access URL reads. */
export interface StandInBridgeUser {
  readonly username: string;
  readonly accounts: StandInAccount[];
  /** The person revokes the app's access at the Bridge: GET /accounts answers 403 from then on. */
  revoke(): void;
}

const DAY_SECONDS = 24 * 60 * 60;
/** SimpleFIN Bridge caps end-date - start-date to 90 days (its warning: "... exceeds limit of 90 days and was capped."). */
export const STAND_IN_MAX_RANGE_SECONDS = 90 * DAY_SECONDS;

const newSecret = () => randomBytes(12).toString('hex');

export async function startSimpleFinStandIn() {
  const claims = new Map<
    string,
    {
      user: StandInBridgeUser & { password: string; revoked: boolean };
      claimed: boolean;
      accessBase?: string;
    }
  >();
  const users = new Map<string, StandInBridgeUser & { password: string; revoked: boolean }>();
  const requests: RecordedSimpleFinRequest[] = [];
  let failStatus: number | null = null;
  let delayMs = 0;
  let redirectLocation: string | null = null;

  function userOf(req: IncomingMessage) {
    const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(req.headers.authorization ?? '');
    if (!match) return undefined;
    const [username = '', password] = Buffer.from(match[1]!, 'base64').toString('utf8').split(':');
    const user = users.get(username);
    return user && user.password === password ? user : undefined;
  }

  function accountSet(user: StandInBridgeUser, query: URLSearchParams) {
    const errors: string[] = [];
    const end = query.has('end-date')
      ? Number(query.get('end-date'))
      : Math.floor(Date.now() / 1000) + DAY_SECONDS;
    let start = query.has('start-date') ? Number(query.get('start-date')) : end - STAND_IN_MAX_RANGE_SECONDS;
    if (end - start > STAND_IN_MAX_RANGE_SECONDS) {
      start = end - STAND_IN_MAX_RANGE_SECONDS;
      errors.push('Requested date range exceeds limit of 90 days and was capped.');
    }
    const withPending = query.get('pending') === '1';
    const balancesOnly = query.get('balances-only') === '1';
    const only = query.getAll('account');
    const accounts = user.accounts
      .filter((account) => only.length === 0 || only.includes(account.id))
      .map((account) => ({
        org: {
          domain: account.org?.domain ?? 'bank.example',
          'sfin-url': 'https://sfin.example/',
          name: account.org?.name ?? 'Stand-in Bank',
        },
        id: account.id,
        name: account.name,
        currency: account.currency ?? 'USD',
        balance: account.balance ?? '0.00',
        'available-balance': account.balance ?? '0.00',
        'balance-date': Math.floor(Date.now() / 1000),
        transactions: balancesOnly
          ? []
          : account.transactions.filter((transaction) => {
              const pending = transaction.pending === true || transaction.posted === 0;
              if (pending && !withPending) return false;
              const time = pending ? (transaction.transacted_at ?? transaction.posted) : transaction.posted;
              return time >= start && time < end;
            }),
        holdings: [],
      }));
    return { errors, accounts };
  }

  function route(req: IncomingMessage, url: URL): [number, string, string] {
    const method = req.method ?? 'GET';
    const claimId = /^\/simplefin\/claim\/([^/]+)$/.exec(url.pathname)?.[1];
    if (method === 'POST' && claimId) {
      const claim = claims.get(claimId);
      if (!claim || claim.claimed) return [403, 'text/plain', 'Forbidden'];
      claim.claimed = true;
      const base = new URL(claim.accessBase ?? `${origin}/simplefin`);
      base.username = claim.user.username;
      base.password = claim.user.password;
      return [200, 'text/plain', base.href];
    }
    if (method === 'GET' && url.pathname === '/simplefin/info') {
      return [200, 'application/json', JSON.stringify({ versions: ['1.0'] })];
    }
    if (method === 'GET' && url.pathname === '/simplefin/accounts') {
      const user = userOf(req);
      if (!user || user.revoked) return [403, 'text/plain', 'Forbidden'];
      return [200, 'application/json', JSON.stringify(accountSet(user, url.searchParams))];
    }
    return [404, 'text/plain', 'Not found'];
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    for await (const chunk of req) void chunk;
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const record: RecordedSimpleFinRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      user: userOf(req)?.username ?? null,
      status: 0,
    };
    requests.push(record);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (redirectLocation) {
      record.status = 302;
      res.writeHead(302, { Location: redirectLocation });
      res.end();
      return;
    }
    const [status, type, body] = failStatus
      ? [failStatus, 'text/plain', 'Internal Server Error']
      : route(req, url);
    record.status = status;
    res.writeHead(status, { 'Content-Type': type });
    res.end(body);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    port,
    /** The allow-list entry for this stand-in (SIMPLEFIN_ALLOWED_HOSTS). */
    host: `127.0.0.1:${port}`,
    requests,
    /**
     * A person's Bridge account with these accounts, and a setup token for it as the Bridge hands them out: base64
     * of the claim URL. `accessBase` makes the claim answer an access URL elsewhere (a hostile server).
     */
    createSetupToken(accounts: StandInAccount[], options: { accessBase?: string } = {}) {
      const user = {
        username: `user-${newSecret()}`,
        password: newSecret(),
        accounts,
        revoked: false,
        revoke() {
          this.revoked = true;
        },
      };
      users.set(user.username, user);
      const claimId = newSecret();
      claims.set(claimId, { user, claimed: false, accessBase: options.accessBase });
      const claimUrl = `${origin}/simplefin/claim/${claimId}`;
      return {
        setupToken: Buffer.from(claimUrl).toString('base64'),
        claimUrl,
        user: user as StandInBridgeUser,
      };
    },
    /** Every answer is this status (500: the Bridge is down) until called with null. */
    failWith(status: number | null) {
      failStatus = status;
    },
    /** Every answer waits this long first. */
    slowDown(ms: number) {
      delayMs = ms;
    },
    /** Every answer is a 302 to this location until called with null. */
    redirectTo(location: string | null) {
      redirectLocation = location;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export type SimpleFinStandIn = Awaited<ReturnType<typeof startSimpleFinStandIn>>;
