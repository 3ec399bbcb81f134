import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedOnce } from '../db/prepared';
import { session, user } from '../db/schema';
import type { Executor } from '../db/transaction';
import type { Auth } from './auth';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

/**
 * The token of a session cookie signed as better-auth signs it (better-call: `token.base64(HMAC-SHA256)`), or null
 * when the signature does not match.
 */
export function verifiedToken(cookieValue: string, secret: string): string | null {
  const dot = cookieValue.lastIndexOf('.');
  if (dot < 1) return null;
  const token = cookieValue.slice(0, dot);
  const signature = Buffer.from(cookieValue.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

/** Cookies found validly signed that a verifier remembers: the same cookie comes with every request of a session. */
const VERIFIED_COOKIES_KEPT = 1_000;

/**
 * verifiedToken, with the cookie values found validly signed remembered (the oldest forgotten past `kept`): checking
 * the HMAC at every request was a noticeable part of a small request's own work. A bad signature is never remembered,
 * so made-up cookies cannot fill the memory; whether the session is live is still asked at every request.
 */
export function cookieVerifier(
  secret: string,
  kept = VERIFIED_COOKIES_KEPT,
): (cookieValue: string) => string | null {
  const verified = new Map<string, string>();
  return (cookieValue) => {
    const known = verified.get(cookieValue);
    if (known !== undefined) return known;
    const token = verifiedToken(cookieValue, secret);
    if (token !== null) {
      // A Map keeps its keys in the order they were added: the first is the oldest.
      if (verified.size >= kept) verified.delete(verified.keys().next().value!);
      verified.set(cookieValue, token);
    }
    return token;
  };
}

/** A session as a request presents it: the token of its validly signed cookie, and the time the request came. */
export interface SessionToken {
  token: string;
  at: Date;
}

/** The session token of a request's cookies when its signature holds (no database: the token may be revoked). */
export function sessionTokenReader(auth: Auth) {
  const cookie = auth.$context.then((context) => ({
    name: context.authCookies.sessionToken.name,
    verify: cookieVerifier(context.secret),
  }));
  return async (cookies: Record<string, string>): Promise<SessionToken | null> => {
    const { name, verify } = await cookie;
    const value = cookies[name];
    const token = value ? verify(value) : null;
    return token ? { token, at: new Date() } : null;
  };
}

/**
 * The id of the user of a live session, as a subquery a statement can scope itself with (null when the
 * session is revoked or expired, which then matches no row). A route that folds it into its own statement checks the
 * session in the same round trip as its data, with the same rule as userOfSession.
 */
const liveSessionUserIdOf = (token: unknown, at: unknown): SQL =>
  sql`(select ${session.userId} from ${session} where ${session.token} = ${token} and ${session.expiresAt} > ${at}::timestamptz)`;

export const liveSessionUserId = ({ token, at }: SessionToken): SQL =>
  liveSessionUserIdOf(token, at.toISOString());

/**
 * The same rule as a derived table `live` of one row (`user_id`), none when the session is not live: a statement
 * joins its data to it, so an empty answer still says whether the session was live. `token` and `at` may be
 * placeholders.
 */
export const liveSessionRow = (db: Executor, token: unknown, at: unknown) =>
  db
    .select({ userId: session.userId })
    .from(session)
    .where(sql`${session.token} = ${token} and ${session.expiresAt} > ${at}::timestamptz`)
    .as('live');

const sessionUser = preparedOnce('session_user', (db, name) =>
  db
    .select({ id: user.id, email: user.email, name: user.name })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(and(eq(session.token, sql.placeholder('token')), gt(session.expiresAt, sql.placeholder('at'))))
    .prepare(name),
);

/** liveSessionUserId for a statement prepared once: its token and time are the placeholders placeholderValuesOf fills. */
export const liveSessionUserIdOfPlaceholders: SQL = liveSessionUserIdOf(
  sql.placeholder('token'),
  sql.placeholder('at'),
);

export const placeholderValuesOf = ({ token, at }: SessionToken) => ({ token, at: at.toISOString() });

/** The user of a live session, in one indexed query; null when the session is revoked or has expired. */
export async function userOfSession(db: Executor, { token, at }: SessionToken): Promise<SessionUser | null> {
  const [row] = await sessionUser(db).execute({ token, at });
  return row ?? null;
}

/**
 * The signed-in user of an API request, in one indexed query. It makes the checks better-auth's getSession makes
 * (a validly signed cookie naming a live session) at a tenth of its cost, which every signed-in request pays. A
 * revoked session (sign-out, password reset, deleted account) is refused at once, as the session row is gone; the
 * cookie cache, which would skip the database, would let it read on for minutes. Renewing a session's expiry stays
 * with better-auth, on the /api/auth/get-session call each page load makes.
 */
export function sessionLookup(auth: Auth, db: Database) {
  const tokenOf = sessionTokenReader(auth);
  return async (cookies: Record<string, string>): Promise<SessionUser | null> => {
    const token = await tokenOf(cookies);
    return token ? userOfSession(db, token) : null;
  };
}
