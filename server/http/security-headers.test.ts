import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityHeaders, type ThirdParties } from './security-headers';

async function policyOf(thirdParties?: ThirdParties) {
  const app = new Hono().use('*', securityHeaders(false, thirdParties)).get('/', (c) => c.text('ok'));
  return (await app.request('/')).headers.get('content-security-policy')!;
}

describe('securityHeaders', () => {
  it('allows scripts from GigTally only when no third party is configured', async () => {
    const policy = await policyOf();
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("frame-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it("adds the configured chat provider's hosts and the error-reporting host, nothing else", async () => {
    const policy = await policyOf({ chatProvider: 'crisp', sentryDsn: 'https://key@o1.ingest.sentry.io/42' });
    expect(policy).toContain("script-src 'self' https://client.crisp.chat;");
    expect(policy).toContain('wss://client.relay.crisp.chat');
    expect(policy).toContain('https://o1.ingest.sentry.io');
    expect(policy).not.toContain('tawk');
  });

  it('allows Plaid Link (its script and frame from cdn.plaid.com, its API hosts) only when Plaid is on', async () => {
    const off = await policyOf({ plaidLink: false });
    expect(off).not.toContain('plaid.com');
    expect(await policyOf()).not.toContain('plaid.com');

    const on = await policyOf({ plaidLink: true });
    expect(on).toContain("script-src 'self' https://cdn.plaid.com/link/v2/stable/link-initialize.js;");
    expect(on).toContain('frame-src https://cdn.plaid.com/;');
    expect(on).toContain("connect-src 'self' https://sandbox.plaid.com https://production.plaid.com;");
    expect(on).not.toContain("'unsafe-inline' https://cdn.plaid.com");
    expect(on).toContain("frame-ancestors 'none'");
  });

  it('keeps both the chat frame and the Plaid frame when both are on', async () => {
    const policy = await policyOf({ chatProvider: 'crisp', plaidLink: true });
    expect(policy).toContain('frame-src https://*.crisp.chat https://cdn.plaid.com/;');
    expect(policy).toContain(
      "script-src 'self' https://client.crisp.chat https://cdn.plaid.com/link/v2/stable/link-initialize.js;",
    );
  });
});
