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
  it('offers the test bank outside production', () => {
    expect(Object.keys(bankProvidersFrom(loadEnv({}), loggerSpy()))).toEqual(['test']);
  });

  it('turns the test bank off with BANK_TEST_MODE=0', () => {
    expect(bankProvidersFrom(loadEnv({ BANK_TEST_MODE: '0' }), loggerSpy())).toEqual({});
  });

  it('offers no test bank in production unless BANK_TEST_MODE=1, and warns when it does', () => {
    expect(bankProvidersFrom(loadEnv(production), loggerSpy())).toEqual({});
    const logger = loggerSpy();
    expect(Object.keys(bankProvidersFrom(loadEnv({ ...production, BANK_TEST_MODE: '1' }), logger))).toEqual([
      'test',
    ]);
    expect(logger.warn).toHaveBeenCalledWith(BANK_TEST_MODE_IN_PRODUCTION_WARNING);
  });
});
