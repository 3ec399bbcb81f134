// A message a page leaves for /login to show when it sends the user there (the password was reset, the
// account deleted). /login has an entry of its own (web/login.tsx, to keep its first load small), so the
// router's location state cannot carry it from a page of the app: this tab's session storage does, read once.

const LOGIN_MESSAGE_KEY = 'gigtally.login-message';

/** Leaves `message` for the next /login this tab opens. */
export function leaveLoginMessage(message: string) {
  try {
    sessionStorage.setItem(LOGIN_MESSAGE_KEY, message);
  } catch {
    // No storage (private mode): /login opens without it.
  }
}

/** The message left for /login, if any; it stays until forgetLoginMessage(). */
export function loginMessage(): string | undefined {
  try {
    return sessionStorage.getItem(LOGIN_MESSAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** /login has shown the message: a reload or a later visit does not show it again. */
export function forgetLoginMessage() {
  try {
    sessionStorage.removeItem(LOGIN_MESSAGE_KEY);
  } catch {
    // Nothing was kept.
  }
}
