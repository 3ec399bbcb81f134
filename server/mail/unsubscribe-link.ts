import { createHmac, timingSafeEqual } from 'node:crypto';

/** The emails a person can stop with one link; each is a preference of Settings. */
export const unsubscribableKinds = ['tax-reminder', 'weekly-report', 'budget-alert'] as const;
export type UnsubscribableKind = (typeof unsubscribableKinds)[number];

// A key of its own, derived from the auth secret, so an unsubscribe signature can never stand in for a session's.
const keyFor = (secret: string) =>
  createHmac('sha256', secret).update('gigtally unsubscribe link v1').digest();

const signature = (secret: string, payload: string) =>
  createHmac('sha256', keyFor(secret)).update(payload).digest();

const VERSION = 'v1';

/**
 * A token naming the person and the kind of email, signed: `v1.<base64url(userId kind)>.<base64url(HMAC)>`. It
 * needs no expiry (stopping emails is all it can do) and no database row.
 */
export function unsubscribeToken(secret: string, userId: string, kind: UnsubscribableKind): string {
  const payload = `${userId}\n${kind}`;
  return `${VERSION}.${Buffer.from(payload).toString('base64url')}.${signature(secret, payload).toString('base64url')}`;
}

/** The person and kind of a token this server signed; null for anything else. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; kind: UnsubscribableKind } | null {
  const [version, encoded, signed, ...rest] = token.split('.');
  if (version !== VERSION || !encoded || !signed || rest.length > 0) return null;
  const payload = Buffer.from(encoded, 'base64url').toString();
  const given = Buffer.from(signed, 'base64url');
  const expected = signature(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [userId, kind] = payload.split('\n');
  if (!userId || !unsubscribableKinds.includes(kind as UnsubscribableKind)) return null;
  return { userId, kind: kind as UnsubscribableKind };
}

/** The link of every reminder and report email, and of its List-Unsubscribe header. */
export function unsubscribeUrl(
  appUrl: string,
  secret: string,
  userId: string,
  kind: UnsubscribableKind,
): string {
  const url = new URL('/api/email/unsubscribe', appUrl);
  url.searchParams.set('token', unsubscribeToken(secret, userId, kind));
  return url.toString();
}
