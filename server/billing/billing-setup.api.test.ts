import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../env';
import { createLogger } from '../logger';
import { createTestApp, type TestApp } from '../testing/test-app';
import { startStripeStandIn, type StripeStandIn } from '../testing/stripe-stand-in';
import { billingSetupFrom } from './billing-setup';
import { StripeBillingProvider } from './stripe-provider';
import { TestModeBillingProvider } from './test-mode-provider';

// Which billing the server runs with, from its environment (README "Configuration", docs/api.md
// "Test-mode billing").

let stripe: StripeStandIn;
let t: TestApp;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const production = {
  NODE_ENV: 'production',
  APP_URL: 'https://gigtally.example.com',
  BETTER_AUTH_SECRET: 'a-production-secret-of-32-characters!',
};

/** billingSetupFrom with the given variables, and the log lines it wrote. */
function setupFrom(variables: Record<string, string>) {
  const lines: { level: number; msg: string }[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });
  const setup = billingSetupFrom(loadEnv(variables), t.db, createLogger('info', destination));
  return { setup, lines };
}

describe('billingSetupFrom', () => {
  it('runs the test mode without Stripe keys in development', () => {
    const { setup, lines } = setupFrom({});
    expect(setup.provider).toBeInstanceOf(TestModeBillingProvider);
    expect(setup.provider?.mode).toBe('test');
    expect(setup.webhookSecret).toBeUndefined();
    expect(lines.map((line) => line.msg)).toEqual([
      'billing runs in test mode (no STRIPE_SECRET_KEY): checkout is simulated, no card is charged',
    ]);
  });

  it('turns billing off in production without keys and without BILLING_TEST_MODE, with a warning', () => {
    const { setup, lines } = setupFrom(production);
    expect(setup.provider).toBeNull();
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'billing is off: STRIPE_SECRET_KEY and STRIPE_PRICE_ID are not set, so nobody can upgrade to Pro (checkout answers 503)',
      }),
    ]);
  });

  it.each(['1', 'true'])(
    'runs the test mode in production only with BILLING_TEST_MODE=%s, and warns that Pro is free',
    (flag) => {
      const { setup, lines } = setupFrom({ ...production, BILLING_TEST_MODE: flag });
      expect(setup.provider).toBeInstanceOf(TestModeBillingProvider);
      expect(lines).toEqual([
        expect.objectContaining({
          level: 40,
          msg: 'billing runs in TEST MODE in production (BILLING_TEST_MODE=1): anyone can become Pro through the simulated checkout without paying',
        }),
      ]);
    },
  );

  it('keeps billing off in production with BILLING_TEST_MODE=0', () => {
    expect(setupFrom({ ...production, BILLING_TEST_MODE: '0' }).setup.provider).toBeNull();
  });

  it('uses Stripe with its keys, and the webhook secret', () => {
    const { setup } = setupFrom({
      ...production,
      STRIPE_SECRET_KEY: 'sk_live_1',
      STRIPE_PRICE_ID: 'price_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    });
    expect(setup.provider).toBeInstanceOf(StripeBillingProvider);
    expect(setup.provider?.mode).toBe('stripe');
    expect(setup.webhookSecret).toBe('whsec_1');
  });

  it('uses Stripe in development too when the keys are set, with the configured key, price and API host', async () => {
    const { setup } = setupFrom({
      STRIPE_SECRET_KEY: 'sk_test_from_env',
      STRIPE_PRICE_ID: 'price_from_env',
      STRIPE_API_URL: stripe.url,
    });
    expect(setup.provider?.mode).toBe('stripe');
    expect(setup.webhookSecret).toBeUndefined();

    const { url } = await setup.provider!.createCheckout({
      userId: 'user-1',
      email: 'ann@example.com',
      successUrl: 'http://localhost:3000/ok',
      cancelUrl: 'http://localhost:3000/no',
    });

    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const [request] = stripe.requestsTo('POST', '/v1/checkout/sessions');
    expect(request).toMatchObject({
      authorization: 'Bearer sk_test_from_env',
      params: { 'line_items[0][price]': 'price_from_env', client_reference_id: 'user-1' },
    });
  });
});

/**
 * The environment compose.yaml gives each GigTally instance when started as its header says, with nothing else
 * set: `${NAME:-default}` becomes the default, a required `${NAME:?message}` the value the operator passed.
 */
function composeEnvironment(passed: Record<string, string>): Record<string, string> {
  const compose = readFileSync(new URL('../../compose.yaml', import.meta.url), 'utf8');
  const block = /^ {2}environment:\n((?: {4}.*\n)+)/m.exec(compose)?.[1];
  if (!block) throw new Error('compose.yaml has no environment block for the GigTally instances');
  const variables: Record<string, string> = {};
  for (const [, name, raw] of block.matchAll(/^ {4}([A-Z_]+): (.*)$/gm)) {
    variables[name!] = raw!
      .replace(/^'(.*)'$/, '$1')
      .replace(/\$\{([A-Z_]+)(?::-([^}]*)|:\?[^}]*)\}/g, (_, variable: string, fallback?: string) =>
        passed[variable] !== undefined ? passed[variable] : (fallback ?? ''),
      );
  }
  return variables;
}

describe('compose.yaml', () => {
  it('starts in production with billing off, not the test mode that makes Pro free, and says so in the log', () => {
    const variables = composeEnvironment({
      POSTGRES_PASSWORD: 'change-me',
      GIGTALLY_SECRET: 'a-compose-secret-of-32-characters!!',
    });
    expect(variables.NODE_ENV).toBe('production');

    const { setup, lines } = setupFrom(variables);

    expect(setup.provider).toBeNull();
    expect(lines.map((line) => line.msg)).toEqual([
      'billing is off: STRIPE_SECRET_KEY and STRIPE_PRICE_ID are not set, so nobody can upgrade to Pro (checkout answers 503)',
    ]);
  });
});

describe('loadEnv: billing variables', () => {
  it.each([
    [
      { STRIPE_SECRET_KEY: 'sk_test_1' },
      'Configuration error: STRIPE_PRICE_ID is required with STRIPE_SECRET_KEY.',
    ],
    [
      { STRIPE_SECRET_KEY: 'pk_test_1', STRIPE_PRICE_ID: 'price_1' },
      'Configuration error: STRIPE_SECRET_KEY must start with sk_.',
    ],
    [
      { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PRICE_ID: 'prod_1' },
      'Configuration error: STRIPE_PRICE_ID must start with price_.',
    ],
    [
      { STRIPE_WEBHOOK_SECRET: 'secret' },
      'Configuration error: STRIPE_WEBHOOK_SECRET must start with whsec_.',
    ],
    [{ BILLING_TEST_MODE: 'yes' }, 'Configuration error: BILLING_TEST_MODE must be 0, 1, true or false.'],
  ])('refuses %o', (variables, message) => {
    expect(() => loadEnv(variables)).toThrow(new EnvError(message));
  });

  it('accepts a price id without a secret key (billing stays in test mode)', () => {
    expect(loadEnv({ STRIPE_PRICE_ID: 'price_1' }).STRIPE_PRICE_ID).toBe('price_1');
  });
});
