import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';

// A local stand-in for a SimpleFIN server (https://www.simplefin.org/protocol.html) speaking its HTTP API,
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

/** What a claim answers instead of the access URL (a Bridge saying no with status 200, a proxy's HTML page...). */
export interface ClaimAnswer {
  status: number;
  body: string;
  contentType?: string;
}

/** How the stand-in listens: on a fixed port (0: any free one), with the control routes below or without. */
export interface SimpleFinStandInOptions {
  port?: number;
  /**
   * Serve the control routes, for a stand-in that runs as its own process (the e2e server's): a test's browser
   * cannot call the functions this module returns, so it asks over HTTP instead. Loopback callers only.
   *   POST /control/setup-token  {"accounts": StandInAccount[], "ignoresDates"?: true}  -> {"setupToken", "username"}
   *   POST /control/revoke       {"username"}                     -> 204 (that person revokes the app's access)
   *   POST /control/fail         {"status": 500 | null}          -> 204 (failWith)
   *   POST /control/slow         {"ms": 0..30000}                -> 204 (slowDown)
   * Control answers are never failed, slowed or redirected.
   */
  control?: boolean;
}

const controlAccountsSchema = z.object({
  accounts: z
    .array(
      z.object({
        id: z.string().min(1).max(200),
        name: z.string().max(200),
        currency: z.string().max(10).optional(),
        balance: z.string().max(40).optional(),
        org: z.object({ name: z.string().max(200), domain: z.string().max(200).optional() }).optional(),
        transactions: z
          .array(
            z.object({
              id: z.string().min(1).max(200),
              posted: z.number().int().nonnegative(),
              amount: z.string().max(40),
              description: z.string().max(500),
              payee: z.string().max(500).optional(),
              memo: z.string().max(500).optional(),
              pending: z.boolean().optional(),
              transacted_at: z.number().int().nonnegative().optional(),
            }),
          )
          .max(20_000),
      }),
    )
    .max(50),
  ignoresDates: z.boolean().optional(),
});
const controlRevokeSchema = z.object({ username: z.string().min(1).max(200) });
const controlFailSchema = z.object({ status: z.number().int().min(400).max(599).nullable() });
const controlSlowSchema = z.object({ ms: z.number().int().min(0).max(30_000) });

const isLoopbackAddress = (address: string | undefined) =>
  address === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(address ?? '');

export async function startSimpleFinStandIn(options: SimpleFinStandInOptions = {}) {
  const claims = new Map<
    string,
    {
      user: StandInBridgeUser & { password: string; revoked: boolean };
      claimed: boolean;
      accessBase?: string;
      answer?: ClaimAnswer;
    }
  >();
  const users = new Map<
    string,
    StandInBridgeUser & { password: string; revoked: boolean; ignoresDates: boolean }
  >();
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

  function accountSet(user: StandInBridgeUser & { ignoresDates: boolean }, query: URLSearchParams) {
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
              if (user.ignoresDates) return true;
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
      if (claim.answer)
        return [claim.answer.status, claim.answer.contentType ?? 'text/plain', claim.answer.body];
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

  /** The control routes' answer, or undefined when the request is not for them. */
  function control(req: IncomingMessage, url: URL, body: string): [number, string, string] | undefined {
    if (!options.control || !url.pathname.startsWith('/control/')) return undefined;
    if (!isLoopbackAddress(req.socket.remoteAddress)) return [403, 'text/plain', 'Forbidden'];
    if (req.method !== 'POST') return [405, 'text/plain', 'Method Not Allowed'];
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return [400, 'text/plain', 'The body must be JSON'];
    }
    const invalid = (error: z.ZodError): [number, string, string] => [
      400,
      'text/plain',
      z.prettifyError(error),
    ];
    switch (url.pathname) {
      case '/control/setup-token': {
        const input = controlAccountsSchema.safeParse(json);
        if (!input.success) return invalid(input.error);
        const { setupToken, user } = standIn.createSetupToken(input.data.accounts, {
          ignoresDates: input.data.ignoresDates,
        });
        return [200, 'application/json', JSON.stringify({ setupToken, username: user.username })];
      }
      case '/control/revoke': {
        const input = controlRevokeSchema.safeParse(json);
        if (!input.success) return invalid(input.error);
        const user = users.get(input.data.username);
        if (!user) return [404, 'text/plain', 'No such user'];
        user.revoke();
        return [204, 'text/plain', ''];
      }
      case '/control/fail': {
        const input = controlFailSchema.safeParse(json);
        if (!input.success) return invalid(input.error);
        failStatus = input.data.status;
        return [204, 'text/plain', ''];
      }
      case '/control/slow': {
        const input = controlSlowSchema.safeParse(json);
        if (!input.success) return invalid(input.error);
        delayMs = input.data.ms;
        return [204, 'text/plain', ''];
      }
      default:
        return [404, 'text/plain', 'Not found'];
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size <= 4 * 1024 * 1024) chunks.push(chunk);
    }
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const controlled = control(req, url, Buffer.concat(chunks).toString('utf8'));
    if (controlled) {
      const [status, type, body] = controlled;
      res.writeHead(status, status === 204 ? {} : { 'Content-Type': type });
      res.end(status === 204 ? undefined : body);
      return;
    }
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
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  const standIn = {
    origin,
    port,
    /** The allow-list entry for this stand-in (SIMPLEFIN_ALLOWED_HOSTS). */
    host: `127.0.0.1:${port}`,
    requests,
    /**
     * A person's Bridge account with these accounts, and a setup token for it as the Bridge hands them out: base64
     * of the claim URL. `accessBase` makes the claim answer an access URL elsewhere (a hostile server);
     * `claimAnswer` makes it answer that instead, every time; `ignoresDates` makes GET /accounts send every
     * transaction of the accounts whatever start-date and end-date ask (one posted years ahead, say).
     */
    createSetupToken(
      accounts: StandInAccount[],
      options: { accessBase?: string; claimAnswer?: ClaimAnswer; ignoresDates?: boolean } = {},
    ) {
      const user = {
        username: `user-${newSecret()}`,
        password: newSecret(),
        accounts,
        revoked: false,
        ignoresDates: options.ignoresDates ?? false,
        revoke() {
          this.revoked = true;
        },
      };
      users.set(user.username, user);
      const claimId = newSecret();
      claims.set(claimId, {
        user,
        claimed: false,
        accessBase: options.accessBase,
        answer: options.claimAnswer,
      });
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
  return standIn;
}

export type SimpleFinStandIn = Awaited<ReturnType<typeof startSimpleFinStandIn>>;
