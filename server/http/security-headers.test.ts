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
});
