import { useSyncExternalStore } from 'react';
import { forgetRememberedUser, rememberedUserOf, rememberUser } from '../offline/remembered-user';
import { forgetRememberedPlan } from '../subscription/remembered-plan';
import type { authClient } from './auth-client';

// Who is signed in, read with a plain GET /api/auth/get-session. Every page shows it (the header), while the
// better-auth client (11 KB gzipped) is only needed to sign in, out or change the account: it is loaded by the
// pages that do that, so the first load of / and of the app does not carry it (bundle budgets in
// docs/architecture.md, "Quality bars").
// Like better-auth's own useSession, the store asks again when the tab comes back into view and when another tab
// signs out or renames the account.

export type Session = typeof authClient.$Infer.Session;

export interface SessionError {
  /** 0 when the server could not be reached. */
  status: number;
  message: string;
}

export interface SessionState {
  /** null when signed out, and until the first answer. */
  data: Session | null;
  isPending: boolean;
  error: SessionError | null;
}

/** The key better-auth's client uses to tell the other tabs of a sign-out or an account change. */
const OTHER_TABS_KEY = 'better-auth.message';
/** better-auth's rate limit on asking again when the tab comes back into view. */
const REFRESH_ON_FOCUS_AFTER_MS = 5_000;

let state: SessionState = { data: null, isPending: true, error: null };
let started = false;
let lastAsked = 0;
let latestRequest = 0;
const listeners = new Set<() => void>();

function update(next: SessionState) {
  state = next;
  // Who may use Quick Entry when the app is next opened offline (web/features/offline/remembered-user.ts).
  // A failed question (no connection) changes nothing; a confirmed answer does either way.
  if (next.data) rememberUser(rememberedUserOf(next.data.user));
  else if (!next.isPending && !next.error) {
    forgetRememberedUser();
    forgetRememberedPlan();
  }
  for (const listener of listeners) listener();
}

async function requestSession(): Promise<Session | null> {
  const response = await fetch('/api/auth/get-session', {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  if (response.status === 401) {
    // Read to the end, so the no-store answer does not hold its connection open.
    await response.arrayBuffer();
    return null;
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof body?.message === 'string' ? body.message : '';
    throw Object.assign(new Error(message), { status: response.status });
  }
  return (await response.json()) as Session | null;
}

/** Asks the server who is signed in now; only the answer to the latest question is kept. */
export async function refreshSession(): Promise<void> {
  const request = ++latestRequest;
  lastAsked = Date.now();
  try {
    const data = await requestSession();
    if (request === latestRequest) update({ data, isPending: false, error: null });
  } catch (error) {
    if (request !== latestRequest) return;
    const { message, status } = error as Error & { status?: number };
    update({ data: state.data, isPending: false, error: { status: status ?? 0, message } });
  }
}

/** This tab signed out: no need to ask the server, and any answer still on its way is out of date. */
export function endSession() {
  latestRequest += 1;
  update({ data: null, isPending: false, error: null });
}

/** Tells the other tabs of this browser that the session changed, in better-auth's words; they ask again. */
export function announceSessionChange(trigger: 'signout' | 'updateUser') {
  try {
    localStorage.setItem(
      OTHER_TABS_KEY,
      JSON.stringify({ event: 'session', data: { trigger }, timestamp: Math.floor(Date.now() / 1000) }),
    );
  } catch {
    // No storage (private mode): the other tabs learn on their next focus.
  }
}

/** Starts following the session: the first question, then focus and the other tabs. Idempotent. */
export function startSession() {
  if (started) return;
  started = true;
  void refreshSession();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && Date.now() - lastAsked >= REFRESH_ON_FOCUS_AFTER_MS) {
      void refreshSession();
    }
  });
  window.addEventListener('storage', (event) => {
    if (event.key === OTHER_TABS_KEY) void refreshSession();
  });
}

function subscribe(listener: () => void) {
  startSession();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => state;

/** Calls `listener` when the user who was signed in no longer is (signed out, deleted); answers the unsubscribe. */
export function onSignedOut(listener: () => void): () => void {
  let userId = state.data?.user.id;
  return subscribe(() => {
    const previous = userId;
    userId = state.data?.user.id;
    if (previous !== undefined && previous !== userId) listener();
  });
}

/** The session, as better-auth's useSession() gives it: data, isPending, error and refetch. */
export function useSession() {
  const current = useSyncExternalStore(subscribe, snapshot);
  return { ...current, refetch: refreshSession };
}
