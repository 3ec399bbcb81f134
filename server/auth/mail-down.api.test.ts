import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../testing/free-port';
import { createTestApp, uniqueEmail, type TestApp } from '../testing/test-app';

// The mail server is down. A reset request still answers exactly as when mail goes out (so the
// answer reveals nothing), and the failure is in the logs for the operator.
const logLines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  // A port nothing listens on: every SMTP connection is refused.
  const closedPort = await freePort();
  t = await createTestApp({
    smtpUrl: `smtp://127.0.0.1:${closedPort}`,
    logLevel: 'error',
    logDestination: { write: (line: string) => logLines.push(line) },
  });
});
afterAll(async () => {
  await t?.close();
});

describe('password reset with the mail server down', () => {
  it('answers the same 200 as always, and logs that the mail failed', async () => {
    const email = uniqueEmail('mail-down');
    await t.signUp('Mo Mailless', email, 'correct horse');
    const res = await t.request('/api/auth/request-password-reset', {
      json: { email, redirectTo: '/reset-password' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: true,
      message: 'If this email exists in our system, check your email for the reset link',
    });
    await expect
      .poll(() => logLines.map((line) => JSON.parse(line) as { msg: string; subject?: string }), {
        timeout: 15_000,
      })
      .toContainEqual(expect.objectContaining({ msg: 'mail failed' }));
    expect(logLines.join('\n')).not.toMatch(/correct horse/);
  }, 30_000);
});
