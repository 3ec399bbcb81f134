import { afterEach, describe, expect, it } from 'vitest';
import type { PublicConfig } from '../../core/public-config';
import { createTestApp, type TestApp } from '../testing/test-app';

// GET /api/config tells the Connected accounts page which ways of connecting a bank this server offers.

let t: TestApp | undefined;

afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function configOf(app: TestApp): Promise<PublicConfig> {
  const res = await app.request('/api/config');
  expect(res.status).toBe(200);
  return (await res.json()) as PublicConfig;
}

describe('GET /api/config bankProviders', () => {
  it('lists the test bank when the server offers it (outside production, by default)', async () => {
    t = await createTestApp();
    expect((await configOf(t)).bankProviders).toEqual(['test']);
  });

  it('is empty when the server offers no way of connecting a bank', async () => {
    t = await createTestApp({ bank: { providers: {} } });
    expect((await configOf(t)).bankProviders).toEqual([]);
  });
});
