import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, resetLinkIn, uniqueEmail, type TestApp } from './testing/test-app';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    logLevel: 'trace',
    logDestination: { write: (line: string) => lines.push(line) },
  });
});
afterAll(async () => {
  await t?.close();
});

describe('logs', () => {
  it('hold no password and no reset token through sign-up, sign-in and a password reset', async () => {
    const email = uniqueEmail('logged');
    const password = 'first secret pass';
    const newPassword = 'second secret pass';

    await t.signUp('Ann Driver', email, password);
    await t.signUp('Ann Driver', email, password); // the duplicate, which better-auth logs
    const cookie = await t.signIn(email, password);
    await t.request('/api/auth/sign-in/email', { json: { email, password: `${password}x` } });
    await t.request('/api/auth/request-password-reset', { json: { email, redirectTo: '/reset-password' } });
    const mail = await t.waitForMail(email, 'Reset your GigTally password');
    const { path, token } = resetLinkIn(mail);
    expect((await t.request(path)).status).toBe(302);
    expect((await t.request('/api/auth/reset-password', { json: { newPassword, token } })).status).toBe(200);
    await t.signIn(email, newPassword);
    const sessionToken = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;

    const log = lines.join('');
    // The capture works: the requests and the mail are there, the reset path with its token masked.
    expect(log).toContain('"path":"/api/auth/sign-in/email"');
    expect(log).toContain('"path":"/api/auth/reset-password/[token]"');
    expect(log).toContain('"msg":"mail sent"');
    for (const secret of [password, newPassword, token, sessionToken]) {
      expect(log, `the logs contain ${secret}`).not.toContain(secret);
    }
  });
});
