import { describe, expect, it, vi } from 'vitest';
import { loadEnv } from '../env';
import type { Logger } from '../logger';
import { BANK_TEST_MODE_IN_PRODUCTION_WARNING, bankProvidersFrom } from './bank-setup';

const production = {
  NODE_ENV: 'production',
  BETTER_AUTH_SECRET: 'x'.repeat(32),
  APP_URL: 'https://gigtally.example',
};

function loggerSpy() {
  return { warn: vi.fn(), info: vi.fn() } as unknown as Logger & { warn: ReturnType<typeof vi.fn> };
}

describe('bankProvidersFrom', () => {
  const names = (source: Record<string, string>, logger = loggerSpy()) =>
    Object.keys(bankProvidersFrom(loadEnv(source), logger));

  it('offers the test bank outside production, and SimpleFIN everywhere (the person brings the token)', () => {
    expect(names({})).toEqual(['test', 'simplefin']);
  });

  it('turns the test bank off with BANK_TEST_MODE=0', () => {
    expect(names({ BANK_TEST_MODE: '0' })).toEqual(['simplefin']);
  });

  it('offers Plaid only with both of its keys', () => {
    expect(names({ PLAID_CLIENT_ID: 'client', PLAID_SECRET: 'secret' })).toEqual([
      'test',
      'simplefin',
      'plaid',
    ]);
    expect(names({ ...production, PLAID_CLIENT_ID: 'client', PLAID_SECRET: 'secret' })).toEqual([
      'simplefin',
      'plaid',
    ]);
  });

  it('offers no test bank in production unless BANK_TEST_MODE=1, and warns when it does', () => {
    expect(names(production)).toEqual(['simplefin']);
    const logger = loggerSpy();
    expect(names({ ...production, BANK_TEST_MODE: '1' }, logger)).toEqual(['test', 'simplefin']);
    expect(logger.warn).toHaveBeenCalledWith(BANK_TEST_MODE_IN_PRODUCTION_WARNING);
  });
});
