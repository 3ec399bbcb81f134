import { forgetStored, keepStored, readStored, storedObjectOf } from '../../lib/device-storage';

// The installed app opened without a connection cannot ask the server who is signed in, yet Quick Entry
// must put the entry in its owner's outbox. This device therefore remembers who it last saw signed in: the user's
// id and display name, nothing else (no email, no figures). It is written each time the server confirms a session
// (web/features/auth/session.ts) and forgotten when the server says nobody is signed in (a sign-out, a deleted
// account, a session that ended). The entries it queues are still sent only under that same user's session.

export interface RememberedUser {
  id: string;
  name: string;
}

export const REMEMBERED_USER_KEY = 'gigtally.remembered-user';

/** What is remembered of a signed-in user: the id, and the name the app greets them by. */
export function rememberedUserOf(user: { id: string; name?: string | null; email: string }): RememberedUser {
  const name = user.name?.trim() || user.email.split('@')[0] || user.email;
  return { id: user.id, name };
}

/** The remembered user from its stored text; null when there is none or the text is not one (edited, old). */
export function parseRememberedUser(text: string | null): RememberedUser | null {
  const { id, name } = storedObjectOf(text) ?? {};
  if (typeof id !== 'string' || id === '' || typeof name !== 'string') return null;
  return { id, name };
}

// Storage may be unavailable (private mode, blocked): the app then simply does not offer Quick Entry offline.

export function readRememberedUser(): RememberedUser | null {
  return parseRememberedUser(readStored(REMEMBERED_USER_KEY));
}

export function rememberUser(user: RememberedUser) {
  keepStored(REMEMBERED_USER_KEY, { id: user.id, name: user.name });
}

export function forgetRememberedUser() {
  forgetStored(REMEMBERED_USER_KEY);
}
