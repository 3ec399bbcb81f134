import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessage } from '../../core/auth/auth-messages';
import { account, session, user, verification } from '../db/schema';
import { cookieHeaderFrom, createTestApp, resetLinkIn, uniqueEmail, type TestApp } from '../testing/test-app';

const PASSWORD = 'correct horse';
const invalidCredentials = { message: 'Invalid email or password', code: 'INVALID_EMAIL_OR_PASSWORD' };
const resetRequested = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function userByEmail(email: string) {
  const [row] = await t.db.select().from(user).where(eq(user.email, email));
  return row;
}

async function sessionCount(userId: string): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(session).where(eq(session.userId, userId));
  return row!.n;
}

async function verificationCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(verification);
  return row!.n;
}

/** A signed-up user with their own address. */
async function newUser(label: string, password = PASSWORD) {
  const email = uniqueEmail(label);
  const res = await t.signUp('Ann Driver', email, password);
  expect(res.status).toBe(200);
  return { email, id: (await userByEmail(email))!.id };
}

/** `[name=value, ...attributes]` of each Set-Cookie header. */
function setCookies(res: Response): string[][] {
  return res.headers.getSetCookie().map((header) => header.split(';').map((part) => part.trim()));
}

describe('sign-up (POST /api/auth/sign-up/email)', () => {
  it('answers 200, creates the user with a credential account and sets no session cookie', async () => {
    const email = uniqueEmail('signup');
    const res = await t.signUp('Ann Driver', email, PASSWORD);

    expect(res.status).toBe(200);
    const body = (await res.json()) as { token: unknown; user: Record<string, unknown> };
    expect(body.token).toBeNull();
    expect(body.user).toMatchObject({ name: 'Ann Driver', email, emailVerified: false });
    // autoSignIn is off: sign-up opens no session; the form signs in with the new credentials after it.
    expect(res.headers.getSetCookie()).toEqual([]);
    const row = await userByEmail(email);
    expect(row).toMatchObject({ id: body.user.id, name: 'Ann Driver', email });
    const accounts = await t.db.select().from(account).where(eq(account.userId, row!.id));
    expect(accounts.map((a) => a.providerId)).toEqual(['credential']);
    expect(accounts[0]!.password).not.toContain(PASSWORD);
    expect(await sessionCount(row!.id)).toBe(0);
  });

  it('stores the email in lower case, and sign-in accepts any case', async () => {
    const email = uniqueEmail('mixedcase');
    expect((await t.signUp('Ann Driver', email.toUpperCase(), PASSWORD)).status).toBe(200);
    expect(await userByEmail(email)).toBeDefined();
    const res = await t.request('/api/auth/sign-in/email', {
      json: { email: email.toUpperCase(), password: PASSWORD },
    });
    expect(res.status).toBe(200);
  });

  it('answers a taken email with the same 200 as a new one, creating nothing (no account probing)', async () => {
    const { email, id } = await newUser('taken');

    const res = await t.signUp('Someone Else', email, 'another password');

    // better-auth 1.7 with autoSignIn off never says USER_ALREADY_EXISTS: it answers a look-alike user.
    expect(res.status).toBe(200);
    const body = (await res.json()) as { token: unknown; user: { id: string; email: string } };
    expect(body.token).toBeNull();
    expect(body.user.email).toBe(email);
    expect(body.user.id).not.toBe(id);
    const [users] = await t.db.select({ n: count() }).from(user).where(eq(user.email, email));
    expect(users!.n).toBe(1);
    expect(await userByEmail(email)).toMatchObject({ id, name: 'Ann Driver' });
    await expect(t.signIn(email, PASSWORD)).resolves.toContain('better-auth.session_token=');
    const withNewPassword = await t.request('/api/auth/sign-in/email', {
      json: { email, password: 'another password' },
    });
    expect(withNewPassword.status).toBe(401);
    // The owner hears of it by mail instead.
    const notice = await t.waitForMail(email, 'You already have a GigTally account');
    expect(notice.text).toContain('Hello Ann Driver,');
    expect(notice.text).toContain('sign in at http://localhost:3000/login');
  });

  it('refuses a password of 7 characters with 400 PASSWORD_TOO_SHORT and creates nothing', async () => {
    const email = uniqueEmail('short');
    const res = await t.signUp('Ann Driver', email, '1234567');

    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Password too short', code: 'PASSWORD_TOO_SHORT' });
    expect(authMessage({ status: 400, code: 'PASSWORD_TOO_SHORT' })).toBe(
      'Password is too weak. Please use a stronger password (at least 8 characters).',
    );
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('accepts a password of exactly 8 characters and signs in with it', async () => {
    const { email } = await newUser('eight', '12345678');
    await expect(t.signIn(email, '12345678')).resolves.toContain('better-auth.session_token=');
  });

  it('accepts 128 characters and refuses 129 with 400 PASSWORD_TOO_LONG', async () => {
    expect((await t.signUp('Ann Driver', uniqueEmail('max'), 'p'.repeat(128))).status).toBe(200);
    const res = await t.signUp('Ann Driver', uniqueEmail('toolong'), 'p'.repeat(129));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Password too long', code: 'PASSWORD_TOO_LONG' });
  });

  it.each([
    ['', 'Name is required'],
    ['   ', 'Name is required'],
    ['n'.repeat(101), 'Name must be at most 100 characters'],
  ])('refuses the name %j with 400 INVALID_NAME and creates nothing', async (name, message) => {
    const email = uniqueEmail('noname');
    const res = await t.signUp(name, email, PASSWORD);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'INVALID_NAME', message });
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('refuses a malformed email with 400 VALIDATION_ERROR (not INVALID_EMAIL)', async () => {
    const res = await t.signUp('Ann Driver', 'not-an-email', PASSWORD);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: '[body.email] Invalid email address',
      code: 'VALIDATION_ERROR',
    });
  });
});

/** The shape of a JSON value: each key's shape for an object, the type's name otherwise. */
function shapeOf(value: unknown): unknown {
  if (value === null) return 'null';
  if (Array.isArray(value)) return value.map(shapeOf);
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, inner]) => [key, shapeOf(inner)]),
    );
  }
  return typeof value;
}

/** Status, header names, and the body's shape: what a sign-up's answer shows besides its own words. */
async function answerShape(res: Response) {
  return { status: res.status, headers: [...res.headers.keys()].sort(), body: shapeOf(await res.json()) };
}

describe('sign-up lands signed in, and tells no one whether the address had an account', () => {
  // The sign-up form sends the sign-up, then signs in with the email and password just typed
  // (web/features/auth/login-page.tsx); docs/architecture.md "Sign-up" says why it is two calls.

  it('answers a taken address with the status, headers and body shape of a new one, and neither sets a cookie', async () => {
    const { email: taken } = await newUser('shape-taken');

    const forNew = await t.signUp('Nia Newcomer', uniqueEmail('shape-new'), PASSWORD);
    const forTaken = await t.signUp('Nia Newcomer', taken, PASSWORD);

    const newShape = await answerShape(forNew);
    expect(await answerShape(forTaken)).toEqual(newShape);
    expect(newShape.status).toBe(200);
    expect(newShape.headers).not.toContain('set-cookie');
  });

  it('signs the newcomer in with what they typed, and the session carries the name they gave', async () => {
    const email = uniqueEmail('newcomer');
    expect((await t.signUp('Nia Newcomer', email, PASSWORD)).status).toBe(200);

    const cookie = await t.signIn(email, PASSWORD);

    const session = (await (await t.authed(cookie)('/api/auth/get-session')).json()) as {
      user: { name: string; email: string };
    };
    expect(session.user).toMatchObject({ name: 'Nia Newcomer', email });
  });

  it('gets no session for a taken address with another password: the same 401 as any wrong password', async () => {
    const { email, id } = await newUser('taken-then-signin');

    expect((await t.signUp('Someone Else', email, 'another password')).status).toBe(200);
    const res = await t.request('/api/auth/sign-in/email', { json: { email, password: 'another password' } });

    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(invalidCredentials);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await sessionCount(id)).toBe(0);
    // The account keeps its owner's name and password.
    expect(await userByEmail(email)).toMatchObject({ id, name: 'Ann Driver' });
    await expect(t.signIn(email, PASSWORD)).resolves.toContain('better-auth.session_token=');
  });
});

describe('sign-in (POST /api/auth/sign-in/email)', () => {
  it('answers 200 with an HttpOnly, SameSite=Lax, Path=/ session cookie that is not Secure in development', async () => {
    const { email, id } = await newUser('signin');
    const res = await t.request('/api/auth/sign-in/email', { json: { email, password: PASSWORD } });

    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ redirect: false, user: { id, email, name: 'Ann Driver' } });
    const cookies = setCookies(res);
    expect(cookies).toHaveLength(1);
    const [nameValue, ...attributes] = cookies[0]!;
    expect(nameValue).toMatch(/^better-auth\.session_token=[^;]+$/);
    expect(attributes.sort()).toEqual(['HttpOnly', 'Max-Age=2592000', 'Path=/', 'SameSite=Lax']);
    expect(await sessionCount(id)).toBe(1);
  });

  it('answers 401 INVALID_EMAIL_OR_PASSWORD for a wrong password, shown as the invalid-credential message', async () => {
    const { email, id } = await newUser('wrongpw');
    const res = await t.request('/api/auth/sign-in/email', { json: { email, password: 'wrong password' } });

    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(invalidCredentials);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await sessionCount(id)).toBe(0);
    expect(authMessage({ status: res.status, code: invalidCredentials.code })).toBe(
      'The provided credentials are invalid. Please try again.',
    );
  });

  it('answers an unknown email exactly as a wrong password (no account probing)', async () => {
    const res = await t.request('/api/auth/sign-in/email', {
      json: { email: uniqueEmail('nobody'), password: PASSWORD },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(invalidCredentials);
  });

  it('answers a malformed email with 400 INVALID_EMAIL', async () => {
    const res = await t.request('/api/auth/sign-in/email', {
      json: { email: 'not-an-email', password: PASSWORD },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Invalid email', code: 'INVALID_EMAIL' });
  });

  it('is refused with 403 INVALID_ORIGIN when a cookie-bearing JSON request comes from another origin', async () => {
    const { email, id } = await newUser('origin');
    const cookie = await t.signIn(email, PASSWORD);

    const res = await t.request('/api/auth/sign-out', {
      json: {},
      cookie,
      headers: { Origin: 'https://evil.example' },
    });

    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Invalid origin', code: 'INVALID_ORIGIN' });
    expect(await sessionCount(id)).toBe(1);
  });
});

describe('sessions', () => {
  it('get-session with the cookie returns the user and session; without it, null', async () => {
    const { email, id } = await newUser('session');
    const cookie = await t.signIn(email, PASSWORD);

    const res = await t.authed(cookie)('/api/auth/get-session');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { user: unknown; session: { userId: string; expiresAt: string } };
    expect(body.user).toMatchObject({ id, email, name: 'Ann Driver', emailVerified: false });
    expect(body.session.userId).toBe(id);
    // 30 days (auth.ts session.expiresIn), give or take the test's own run time.
    const days = (Date.parse(body.session.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThanOrEqual(30);

    const anonymous = await t.request('/api/auth/get-session');
    expect(anonymous.status).toBe(200);
    expect(await anonymous.json()).toBeNull();
  });

  it('a forged or tampered cookie is no session', async () => {
    const { email } = await newUser('forged');
    const cookie = await t.signIn(email, PASSWORD);
    const tampered = cookie.replace(/=(.)/, (_, first: string) => `=${first === 'a' ? 'b' : 'a'}`);

    for (const bad of [tampered, 'better-auth.session_token=made-up.value']) {
      const res = await t.authed(bad)('/api/auth/get-session');
      expect(await res.json()).toBeNull();
    }
  });

  it('sign-out answers 200, clears the cookie and deletes the session row on the server', async () => {
    const { email, id } = await newUser('signout');
    const cookie = await t.signIn(email, PASSWORD);
    expect(await sessionCount(id)).toBe(1);

    const res = await t.authed(cookie)('/api/auth/sign-out', { method: 'POST' });

    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(setCookies(res)).toContainEqual([
      'better-auth.session_token=',
      'Max-Age=0',
      'Path=/',
      'HttpOnly',
      'SameSite=Lax',
    ]);
    expect(await sessionCount(id)).toBe(0);
    // The old cookie, replayed, is worth nothing.
    expect(await (await t.authed(cookie)('/api/auth/get-session')).json()).toBeNull();
    expect((await t.authed(cookie)('/api/subscription')).status).toBe(401);
  });
});

describe('password reset through real SMTP', () => {
  it('mails a single-use link that leads to /reset-password, sets the new password and ends old sessions', async () => {
    const { email, id } = await newUser('reset');
    const oldSession = await t.signIn(email, PASSWORD);

    const requested = await t.request('/api/auth/request-password-reset', {
      json: { email, redirectTo: '/reset-password' },
    });
    expect(requested.status).toBe(200);
    expect(await requested.json()).toEqual(resetRequested);

    const mail = await t.waitForMail(email);
    expect(mail.subject).toBe('Reset your GigTally password');
    expect(mail.to).toEqual([email]);
    expect(mail.text).toContain('Hello Ann Driver,');
    expect(mail.text).toContain('The link works once and expires in one hour.');
    const { path, token } = resetLinkIn(mail);
    expect(path).toBe(`/api/auth/reset-password/${token}?callbackURL=%2Freset-password`);

    const followed = await t.request(path);
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe(`http://localhost:3000/reset-password?token=${token}`);

    const reset = await t.request('/api/auth/reset-password', {
      json: { newPassword: 'new password 1', token },
    });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ status: true });

    const withOld = await t.request('/api/auth/sign-in/email', { json: { email, password: PASSWORD } });
    expect(withOld.status).toBe(401);
    await expect(t.signIn(email, 'new password 1')).resolves.toContain('better-auth.session_token=');
    // revokeSessionsOnPasswordReset: the session from before the reset is over.
    expect(await (await t.authed(oldSession)('/api/auth/get-session')).json()).toBeNull();
    expect(await sessionCount(id)).toBe(1);

    // Single use: the token is spent, by POST and by the link alike.
    const again = await t.request('/api/auth/reset-password', {
      json: { newPassword: 'new password 2', token },
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: 'Invalid token', code: 'INVALID_TOKEN' });
    const followedAgain = await t.request(path);
    expect(followedAgain.status).toBe(302);
    expect(followedAgain.headers.get('location')).toBe(
      'http://localhost:3000/reset-password?error=INVALID_TOKEN',
    );
    await expect(t.signIn(email, 'new password 1')).resolves.toContain('better-auth.session_token=');
  });

  it('refuses a link older than its hour, and the password stays as it was', async () => {
    const { email } = await newUser('expired');
    await t.request('/api/auth/request-password-reset', { json: { email, redirectTo: '/reset-password' } });
    const { token } = resetLinkIn(await t.waitForMail(email));
    // An hour and a second later, as far as the token is concerned.
    await t.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `reset-password:${token}`));

    const reset = await t.request('/api/auth/reset-password', {
      json: { newPassword: 'new password 1', token },
    });
    expect(reset.status).toBe(400);
    expect(await reset.json()).toEqual({ message: 'Invalid token', code: 'INVALID_TOKEN' });
    await expect(t.signIn(email, PASSWORD)).resolves.toContain('better-auth.session_token=');
  });

  it('refuses a new password shorter than 8 characters and keeps the token usable', async () => {
    const { email } = await newUser('resetshort');
    await t.request('/api/auth/request-password-reset', { json: { email, redirectTo: '/reset-password' } });
    const { token } = resetLinkIn(await t.waitForMail(email));

    const short = await t.request('/api/auth/reset-password', { json: { newPassword: '1234567', token } });
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({ message: 'Password too short', code: 'PASSWORD_TOO_SHORT' });

    const ok = await t.request('/api/auth/reset-password', { json: { newPassword: '12345678', token } });
    expect(ok.status).toBe(200);
  });

  it('answers an unknown email with the same 200 and sends no mail', async () => {
    const unknown = uniqueEmail('ghost');
    const before = await verificationCount();

    const res = await t.request('/api/auth/request-password-reset', {
      json: { email: unknown, redirectTo: '/reset-password' },
    });

    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(resetRequested);
    expect(await verificationCount()).toBe(before);
    // A known address asked afterwards gets its mail; by then the unknown one would have had its own.
    const { email } = await newUser('sentinel');
    await t.request('/api/auth/request-password-reset', { json: { email, redirectTo: '/reset-password' } });
    await t.waitForMail(email);
    expect(t.mail.filter((mail) => mail.to.includes(unknown))).toEqual([]);
  });

  it('refuses a redirect to another site with 403 INVALID_REDIRECT_URL and sends nothing', async () => {
    const { email } = await newUser('evilredirect');
    const before = await verificationCount();

    const res = await t.request('/api/auth/request-password-reset', {
      json: { email, redirectTo: 'https://evil.example/steal' },
    });

    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Invalid redirectURL', code: 'INVALID_REDIRECT_URL' });
    expect(await verificationCount()).toBe(before);
  });

  it('refuses a made-up token', async () => {
    const res = await t.request('/api/auth/reset-password', {
      json: { newPassword: 'new password 1', token: 'made-up-token' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Invalid token', code: 'INVALID_TOKEN' });
  });
});

describe('older reset links end with a reset or a change of password', () => {
  const invalidToken = { message: 'Invalid token', code: 'INVALID_TOKEN' };

  /** Asks for a reset link and returns its token (from the mail, through real SMTP). */
  async function resetToken(email: string): Promise<string> {
    const res = await t.request('/api/auth/request-password-reset', {
      json: { email, redirectTo: '/reset-password' },
    });
    expect(res.status).toBe(200);
    return resetLinkIn(await t.waitForMail(email, 'Reset your GigTally password')).token;
  }

  it('after a reset with the newest link, an older link of the same hour no longer resets the password', async () => {
    const { email } = await newUser('twolinks');
    const older = await resetToken(email);
    const newest = await resetToken(email);
    expect(newest).not.toBe(older);

    const reset = await t.request('/api/auth/reset-password', {
      json: { newPassword: 'new password 1', token: newest },
    });
    expect(reset.status).toBe(200);

    const withOlder = await t.request('/api/auth/reset-password', {
      json: { newPassword: 'attacker password', token: older },
    });
    expect(withOlder.status).toBe(400);
    expect(await withOlder.json()).toEqual(invalidToken);
    await expect(t.signIn(email, 'new password 1')).resolves.toContain('better-auth.session_token=');
  });

  it('after a change of password, a link asked for before no longer resets it', async () => {
    const { email } = await newUser('changedlink');
    const outstanding = await resetToken(email);
    const cookie = await t.signIn(email, PASSWORD);

    const changed = await t.authed(cookie)('/api/auth/change-password', {
      json: { currentPassword: PASSWORD, newPassword: 'changed password 1', revokeOtherSessions: true },
    });
    expect(changed.status).toBe(200);

    const withLink = await t.request('/api/auth/reset-password', {
      json: { newPassword: 'attacker password', token: outstanding },
    });
    expect(withLink.status).toBe(400);
    expect(await withLink.json()).toEqual(invalidToken);
    await expect(t.signIn(email, 'changed password 1')).resolves.toContain('better-auth.session_token=');
  });

  it("leaves other accounts' links alone, and a failed change of password leaves the account's own", async () => {
    const { email } = await newUser('keeplink');
    const other = await newUser('otherlink');
    const mine = await resetToken(email);
    const theirs = await resetToken(other.email);
    const cookie = await t.signIn(email, PASSWORD);

    const wrong = await t.authed(cookie)('/api/auth/change-password', {
      json: { currentPassword: 'not my password', newPassword: 'changed password 1' },
    });
    expect(wrong.status).toBe(400);
    const reset = await t.request('/api/auth/reset-password', {
      json: { newPassword: 'new password 1', token: mine },
    });
    expect(reset.status).toBe(200);

    const theirReset = await t.request('/api/auth/reset-password', {
      json: { newPassword: 'their new password', token: theirs },
    });
    expect(theirReset.status).toBe(200);
  });
});

describe('change of password (POST /api/auth/change-password)', () => {
  const change = (cookie: string, currentPassword: string, newPassword: string) =>
    t.authed(cookie)('/api/auth/change-password', {
      json: { currentPassword, newPassword, revokeOtherSessions: true },
    });

  it('sets the new password, ends every other session and keeps this one signed in', async () => {
    const { email, id } = await newUser('change');
    const phone = await t.signIn(email, PASSWORD);
    const laptop = await t.signIn(email, PASSWORD);
    expect(await sessionCount(id)).toBe(2);

    const res = await change(laptop, PASSWORD, 'changed password 1');

    expect(res.status).toBe(200);
    // This browser gets a fresh session cookie; the phone's session is gone from the server.
    const laptopNow = cookieHeaderFrom(res);
    expect(laptopNow).toContain('better-auth.session_token=');
    expect((await t.authed(laptopNow)('/api/subscription')).status).toBe(200);
    expect((await t.authed(phone)('/api/subscription')).status).toBe(401);
    expect(await (await t.authed(phone)('/api/auth/get-session')).json()).toBeNull();
    expect(await sessionCount(id)).toBe(1);
    expect((await t.request('/api/auth/sign-in/email', { json: { email, password: PASSWORD } })).status).toBe(
      401,
    );
    await expect(t.signIn(email, 'changed password 1')).resolves.toContain('better-auth.session_token=');
  });

  it('refuses a wrong current password with 400 INVALID_PASSWORD (the wrong-password message) and changes nothing', async () => {
    const { email, id } = await newUser('changewrong');
    const phone = await t.signIn(email, PASSWORD);
    const laptop = await t.signIn(email, PASSWORD);

    const res = await change(laptop, 'not my password', 'changed password 1');

    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Invalid password', code: 'INVALID_PASSWORD' });
    expect(authMessage({ status: 400, code: 'INVALID_PASSWORD' })).toBe(
      'Incorrect password. Please try again or reset your password.',
    );
    expect(await sessionCount(id)).toBe(2);
    expect((await t.authed(phone)('/api/subscription')).status).toBe(200);
    await expect(t.signIn(email, PASSWORD)).resolves.toContain('better-auth.session_token=');
  });

  it('refuses a new password shorter than 8 characters, and a caller with no session', async () => {
    const { email } = await newUser('changeshort');
    const cookie = await t.signIn(email, PASSWORD);

    const short = await change(cookie, PASSWORD, '1234567');
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({ message: 'Password too short', code: 'PASSWORD_TOO_SHORT' });

    const anonymous = await t.request('/api/auth/change-password', {
      json: { currentPassword: PASSWORD, newPassword: 'changed password 1' },
    });
    expect(anonymous.status).toBe(401);
    await expect(t.signIn(email, PASSWORD)).resolves.toContain('better-auth.session_token=');
  });
});

describe('rate limit on sign-in', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimit: { max: 3, windowSeconds: 60 } });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('answers the 4th attempt within the window with 429, per client address, and forged headers do not reset it', async () => {
    const email = uniqueEmail('limited');
    await limited.signUp('Ann Driver', email, PASSWORD);
    const attempt = (password: string, init: { clientIp?: string; headers?: Record<string, string> } = {}) =>
      limited.request('/api/auth/sign-in/email', {
        json: { email, password },
        clientIp: '203.0.113.7',
        ...init,
      });

    for (let i = 1; i <= 3; i++) expect((await attempt('wrong password')).status).toBe(401);
    const fourth = await attempt(PASSWORD);

    expect(fourth.status).toBe(429);
    expect(await fourth.json()).toEqual({
      error: {
        code: 'rate-limited',
        message: 'Too many unsuccessful login attempts. Please try again later or reset your password.',
      },
    });
    expect(Number(fourth.headers.get('x-retry-after'))).toBeGreaterThan(0);
    expect(Number(fourth.headers.get('x-retry-after'))).toBeLessThanOrEqual(60);
    expect(authMessage({ status: fourth.status })).toBe(
      'Too many unsuccessful login attempts. Please try again later or reset your password.',
    );
    // Without TRUST_PROXY, X-Forwarded-For and our own client-ip header are not believed.
    expect((await attempt(PASSWORD, { headers: { 'X-Forwarded-For': '198.51.100.1' } })).status).toBe(429);
    expect((await attempt(PASSWORD, { headers: { 'X-GigTally-Client-IP': '198.51.100.2' } })).status).toBe(
      429,
    );
    // Another caller is not locked out by this one.
    expect((await attempt(PASSWORD, { clientIp: '203.0.113.8' })).status).toBe(200);
  });

  it('slows guessing of the current password through a borrowed session the same way', async () => {
    const email = uniqueEmail('limitedchange');
    await limited.signUp('Ann Driver', email, PASSWORD);
    const cookie = await limited.signIn(email, PASSWORD);
    const guess = (currentPassword: string) =>
      limited.request('/api/auth/change-password', {
        json: { currentPassword, newPassword: 'changed password 1' },
        cookie,
        clientIp: '203.0.113.9',
      });

    for (let i = 1; i <= 3; i++) expect((await guess(`guess ${i}`)).status).toBe(400);
    const fourth = await guess(PASSWORD);

    expect(fourth.status).toBe(429);
    await expect(limited.signIn(email, PASSWORD)).resolves.toContain('better-auth.session_token=');
  });
});

describe('rate limit behind a proxy that appends to X-Forwarded-For (TRUST_PROXY)', () => {
  // nginx's `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for` keeps what the client sent and appends
  // the address it received the request from; the app sees the proxy's own address on the socket.
  const proxyAddress = '10.0.0.2';
  const limit = 10;

  it.each([
    [1, (client: string, spoofed: string) => `${spoofed}, ${client}`],
    // A CDN in front of nginx: the CDN appends the client, nginx appends the CDN's edge address.
    [2, (client: string, spoofed: string) => `${spoofed}, ${client}, 192.0.2.10`],
  ])(
    'TRUST_PROXY=%i: 40 wrong passwords with a new leftmost entry each are refused with 429 after the limit',
    async (hops, forwardedFor) => {
      const proxied = await createTestApp({
        rateLimit: { max: limit, windowSeconds: 60 },
        trustedProxyHops: hops,
      });
      try {
        const email = uniqueEmail('proxied');
        await proxied.signUp('Ann Driver', email, PASSWORD);
        const attempt = (client: string, i: number) =>
          proxied.request('/api/auth/sign-in/email', {
            json: { email, password: `wrong password ${i}` },
            clientIp: proxyAddress,
            headers: { 'X-Forwarded-For': forwardedFor(client, `198.51.100.${i + 1}`) },
          });

        const statuses: number[] = [];
        for (let i = 0; i < 40; i++) statuses.push((await attempt('203.0.113.20', i)).status);

        // The first 10 are counted and answered as wrong; the other 30 never reach the password check.
        expect(statuses).toEqual([...Array<number>(limit).fill(401), ...Array<number>(40 - limit).fill(429)]);
        // Another person behind the same proxy is not locked out by this one.
        expect((await attempt('203.0.113.21', 0)).status).toBe(401);
      } finally {
        await proxied.close();
      }
    },
  );
});

describe('session reads are not rate-limited', () => {
  it('answers get-session every time, far past the general limit of 300 a minute', async () => {
    const app = await createTestApp({ rateLimit: { max: 3, windowSeconds: 60 } });
    try {
      const statuses = new Set<number>();
      for (let i = 0; i < 320; i++)
        statuses.add((await app.request('/api/auth/get-session', { clientIp: '203.0.113.9' })).status);
      expect([...statuses]).toEqual([200]);
    } finally {
      await app.close();
    }
  });
});

describe('production cookies', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await createTestApp({ production: true, appUrl: 'https://gigtally.example' });
  });
  afterAll(async () => {
    await production?.close();
  });

  it('names the session cookie __Secure- and marks it Secure, HttpOnly, SameSite=Lax, Path=/', async () => {
    const email = uniqueEmail('prod');
    expect((await production.signUp('Ann Driver', email, PASSWORD)).status).toBe(200);
    const res = await production.request('/api/auth/sign-in/email', { json: { email, password: PASSWORD } });

    expect(res.status).toBe(200);
    const cookies = setCookies(res);
    expect(cookies).toHaveLength(1);
    const [nameValue, ...attributes] = cookies[0]!;
    expect(nameValue).toMatch(/^__Secure-better-auth\.session_token=[^;]+$/);
    expect(attributes.sort()).toEqual(['HttpOnly', 'Max-Age=2592000', 'Path=/', 'SameSite=Lax', 'Secure']);
    const signedIn = await production.authed(cookieHeaderFrom(res))('/api/auth/get-session');
    expect(await signedIn.json()).toMatchObject({ user: { email } });
  });
});
