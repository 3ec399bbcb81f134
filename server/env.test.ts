import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('loadEnv', () => {
  it('gives the documented defaults', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.APP_URL).toBe('http://localhost:3000');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.JOBS).toBe('on');
    expect(env.REMINDER_INTERVAL_MS).toBe(900_000);
    expect(env.REMINDER_TIME_ZONE).toBe('America/New_York');
  });

  it('reads the reminder settings', () => {
    const env = loadEnv({
      JOBS: 'off',
      REMINDER_INTERVAL_MS: '60000',
      REMINDER_TIME_ZONE: 'America/Chicago',
    });
    expect([env.JOBS, env.REMINDER_INTERVAL_MS, env.REMINDER_TIME_ZONE]).toEqual([
      'off',
      60_000,
      'America/Chicago',
    ]);
  });

  it.each([
    [undefined, 0],
    ['0', 0],
    ['1', 1],
    ['2', 2],
    ['true', 1],
    ['false', 0],
  ])('reads TRUST_PROXY=%s as %i trusted proxies', (value, hops) => {
    expect(loadEnv({ TRUST_PROXY: value }).TRUST_PROXY).toBe(hops);
  });

  it.each([
    [{}, '127.0.0.1'],
    [{ NODE_ENV: 'development' }, '127.0.0.1'],
    [{ NODE_ENV: 'test' }, '127.0.0.1'],
    [
      { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(32), APP_URL: 'https://gigtally.example' },
      '0.0.0.0',
    ],
    [{ HOST: '0.0.0.0' }, '0.0.0.0'],
    [{ HOST: '' }, '127.0.0.1'],
    [
      {
        NODE_ENV: 'production',
        BETTER_AUTH_SECRET: 'x'.repeat(32),
        APP_URL: 'https://gigtally.example',
        HOST: '10.0.0.5',
      },
      '10.0.0.5',
    ],
  ])('listens on HOST, by default 127.0.0.1 outside production and 0.0.0.0 in it: %j', (source, host) => {
    expect(loadEnv(source).HOST).toBe(host);
  });

  it('honours PORT in the default APP_URL', () => {
    expect(loadEnv({ PORT: '4100' }).APP_URL).toBe('http://localhost:4100');
  });

  it.each([
    [{ PORT: 'abc' }, 'Configuration error: PORT must be a port number.'],
    [{ PORT: '70000' }, 'Configuration error: PORT must be a port number.'],
    [
      { DATABASE_URL: 'mysql://x' },
      'Configuration error: DATABASE_URL must be a URL (postgres, postgresql).',
    ],
    [{ SMTP_URL: 'not a url' }, 'Configuration error: SMTP_URL must be a URL (smtp, smtps).'],
    [
      { BETTER_AUTH_SECRET: 'short' },
      'Configuration error: BETTER_AUTH_SECRET must be at least 32 characters.',
    ],
    [{ JOBS: 'no' }, 'Configuration error: JOBS must be on or off.'],
    [
      { REMINDER_INTERVAL_MS: '5' },
      'Configuration error: REMINDER_INTERVAL_MS must be a whole number of milliseconds, at least 1000.',
    ],
    [
      { REMINDER_TIME_ZONE: 'Eastern' },
      'Configuration error: REMINDER_TIME_ZONE must be a time zone such as America/New_York.',
    ],
    [
      { TRUST_PROXY: 'yes' },
      'Configuration error: TRUST_PROXY must be the number of proxies in front of GigTally (0, 1, 2, ...).',
    ],
    [
      { TRUST_PROXY: '-1' },
      'Configuration error: TRUST_PROXY must be the number of proxies in front of GigTally (0, 1, 2, ...).',
    ],
    [
      { SIMPLEFIN_ALLOWED_HOSTS: 'https://sfin.example.com' },
      'Configuration error: SIMPLEFIN_ALLOWED_HOSTS must be host names separated by commas (host or host:port, no scheme or path).',
    ],
    [
      { SIMPLEFIN_ALLOWED_HOSTS: 'sfin.example.com,user@evil.com' },
      'Configuration error: SIMPLEFIN_ALLOWED_HOSTS must be host names separated by commas (host or host:port, no scheme or path).',
    ],
    [
      { CHAT_PROVIDER: 'crisp' },
      'Configuration error: CHAT_SITE_ID is required with CHAT_PROVIDER (a site id or API key).',
    ],
    [
      { NODE_ENV: 'production', APP_URL: 'https://gigtally.example' },
      'Configuration error: BETTER_AUTH_SECRET is required in production.',
    ],
    [{ PLAID_CLIENT_ID: 'abc' }, 'Configuration error: PLAID_SECRET is required with PLAID_CLIENT_ID.'],
    [{ PLAID_SECRET: 'abc' }, 'Configuration error: PLAID_CLIENT_ID is required with PLAID_SECRET.'],
    [{ PLAID_ENV: 'development' }, 'Configuration error: PLAID_ENV must be sandbox or production.'],
    [
      { PLAID_API_URL: 'https://sandbox.plaid.com' },
      'Configuration error: PLAID_API_URL must be a loopback URL such as http://127.0.0.1:4010 (tests only).',
    ],
    [
      { PLAID_API_URL: 'http://127.0.0.1.example.com:80' },
      'Configuration error: PLAID_API_URL must be a loopback URL such as http://127.0.0.1:4010 (tests only).',
    ],
    [{ PLAID_API_URL: 'ftp://127.0.0.1' }, 'Configuration error: PLAID_API_URL must be a URL (http, https).'],
  ])('%j stops the server with one line naming the variable', (source, line) => {
    expect(() => loadEnv(source)).toThrow(line);
  });

  it('reads SIMPLEFIN_ALLOWED_HOSTS as hosts SimpleFIN may reach besides the Bridge', () => {
    expect(loadEnv({}).SIMPLEFIN_ALLOWED_HOSTS).toEqual([]);
    expect(
      loadEnv({ SIMPLEFIN_ALLOWED_HOSTS: 'sfin.example.com, 127.0.0.1:4010' }).SIMPLEFIN_ALLOWED_HOSTS,
    ).toEqual([
      { hostname: 'sfin.example.com', port: '' },
      { hostname: '127.0.0.1', port: '4010' },
    ]);
  });

  it('turns Plaid on with both keys, in its sandbox unless PLAID_ENV says production', () => {
    expect(loadEnv({}).PLAID_ENV).toBe('sandbox');
    const env = loadEnv({
      PLAID_CLIENT_ID: 'client',
      PLAID_SECRET: 'secret',
      PLAID_ENV: 'production',
      PLAID_API_URL: 'http://127.0.0.1:4010',
    });
    expect([env.PLAID_CLIENT_ID, env.PLAID_SECRET, env.PLAID_ENV, env.PLAID_API_URL]).toEqual([
      'client',
      'secret',
      'production',
      'http://127.0.0.1:4010',
    ]);
    expect(loadEnv({ PLAID_API_URL: 'http://localhost:4010' }).PLAID_API_URL).toBe('http://localhost:4010');
    expect(loadEnv({ PLAID_API_URL: 'http://[::1]:4010' }).PLAID_API_URL).toBe('http://[::1]:4010');
  });

  it('treats an empty variable as unset', () => {
    expect(loadEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});

describe('loadEnv: connected accounts', () => {
  it('defaults the bank sync to every 6 hours, the key and test mode unset', () => {
    const env = loadEnv({});
    expect(env.BANK_SYNC_INTERVAL_MS).toBe(21_600_000);
    expect(env.BANK_ENCRYPTION_KEY).toBeUndefined();
    expect(env.BANK_TEST_MODE).toBeUndefined();
  });

  it('reads a 32-byte key, the interval and the test mode', () => {
    const env = loadEnv({
      BANK_ENCRYPTION_KEY: 'ab'.repeat(32),
      BANK_SYNC_INTERVAL_MS: '600000',
      BANK_TEST_MODE: '1',
    });
    expect([env.BANK_ENCRYPTION_KEY, env.BANK_SYNC_INTERVAL_MS, env.BANK_TEST_MODE]).toEqual([
      'ab'.repeat(32),
      600_000,
      true,
    ]);
  });

  it.each([
    [
      'BANK_ENCRYPTION_KEY',
      'short',
      'Configuration error: BANK_ENCRYPTION_KEY must be 32 bytes, written as 64 hex digits or 44 base64 characters.',
    ],
    [
      'BANK_SYNC_INTERVAL_MS',
      '1000',
      'Configuration error: BANK_SYNC_INTERVAL_MS must be a whole number of milliseconds, at least 60000.',
    ],
  ])('refuses a bad %s', (name, value, message) => {
    expect(() => loadEnv({ [name]: value })).toThrow(message);
  });
});

describe('loadEnv: the receipt store', () => {
  it('keeps receipts in DATA_DIR unless RECEIPTS_S3_BUCKET is set; the region defaults to us-east-1', () => {
    const env = loadEnv({});
    expect(env.RECEIPTS_S3_BUCKET).toBeUndefined();
    expect(env.RECEIPTS_S3_REGION).toBe('us-east-1');
    expect(env.RECEIPTS_S3_FORCE_PATH_STYLE).toBeUndefined();
  });

  it('reads every RECEIPTS_S3_ variable', () => {
    const env = loadEnv({
      RECEIPTS_S3_BUCKET: 'gigtally-receipts',
      RECEIPTS_S3_ENDPOINT: 'https://abc123.r2.cloudflarestorage.com',
      RECEIPTS_S3_REGION: 'auto',
      RECEIPTS_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      RECEIPTS_S3_SECRET_ACCESS_KEY: 'secret/with+characters',
      RECEIPTS_S3_FORCE_PATH_STYLE: 'false',
      RECEIPTS_S3_PREFIX: 'gigtally/receipts/',
    });
    expect([
      env.RECEIPTS_S3_BUCKET,
      env.RECEIPTS_S3_ENDPOINT,
      env.RECEIPTS_S3_REGION,
      env.RECEIPTS_S3_ACCESS_KEY_ID,
      env.RECEIPTS_S3_SECRET_ACCESS_KEY,
      env.RECEIPTS_S3_FORCE_PATH_STYLE,
      env.RECEIPTS_S3_PREFIX,
    ]).toEqual([
      'gigtally-receipts',
      'https://abc123.r2.cloudflarestorage.com',
      'auto',
      'AKIAEXAMPLE',
      'secret/with+characters',
      false,
      'gigtally/receipts/',
    ]);
  });

  it.each(['my.bucket-2', 'Legacy_Bucket', 'abc', 'a'.repeat(63)])('accepts the bucket name %s', (bucket) => {
    expect(loadEnv({ RECEIPTS_S3_BUCKET: bucket }).RECEIPTS_S3_BUCKET).toBe(bucket);
  });

  it.each(['gigtally', 'gigtally/receipts', 'a.b/c_d-e/'])('accepts the key prefix %s', (prefix) => {
    expect(loadEnv({ RECEIPTS_S3_BUCKET: 'receipts', RECEIPTS_S3_PREFIX: prefix }).RECEIPTS_S3_PREFIX).toBe(
      prefix,
    );
  });

  const badBucket =
    'Configuration error: RECEIPTS_S3_BUCKET must be a bucket name (3 to 63 letters, digits, dots, hyphens or underscores).';
  const badPrefix =
    'Configuration error: RECEIPTS_S3_PREFIX must be a key prefix such as gigtally/receipts/ (letters, digits, . _ - and /, no leading /).';
  it.each([
    [{ RECEIPTS_S3_BUCKET: 'ab' }, badBucket],
    [{ RECEIPTS_S3_BUCKET: 'a'.repeat(64) }, badBucket],
    [{ RECEIPTS_S3_BUCKET: 'my bucket' }, badBucket],
    [{ RECEIPTS_S3_BUCKET: '-bucket' }, badBucket],
    [{ RECEIPTS_S3_BUCKET: 's3://bucket' }, badBucket],
    [
      { RECEIPTS_S3_BUCKET: 'receipts', RECEIPTS_S3_ENDPOINT: 'minio:9000' },
      'Configuration error: RECEIPTS_S3_ENDPOINT must be a URL (http, https).',
    ],
    [
      { RECEIPTS_S3_BUCKET: 'receipts', RECEIPTS_S3_ENDPOINT: 'ftp://minio.local' },
      'Configuration error: RECEIPTS_S3_ENDPOINT must be a URL (http, https).',
    ],
    [
      { RECEIPTS_S3_BUCKET: 'receipts', RECEIPTS_S3_REGION: 'US East' },
      'Configuration error: RECEIPTS_S3_REGION must be a region such as us-east-1 (auto for Cloudflare R2).',
    ],
    [
      { RECEIPTS_S3_BUCKET: 'receipts', RECEIPTS_S3_FORCE_PATH_STYLE: 'yes' },
      'Configuration error: RECEIPTS_S3_FORCE_PATH_STYLE must be 0, 1, true or false.',
    ],
    [{ RECEIPTS_S3_BUCKET: 'receipts', RECEIPTS_S3_PREFIX: '/receipts' }, badPrefix],
    [{ RECEIPTS_S3_BUCKET: 'receipts', RECEIPTS_S3_PREFIX: 'a//b' }, badPrefix],
    [{ RECEIPTS_S3_BUCKET: 'receipts', RECEIPTS_S3_PREFIX: 'a/../b' }, badPrefix],
    [{ RECEIPTS_S3_BUCKET: 'receipts', RECEIPTS_S3_PREFIX: '..' }, badPrefix],
    [{ RECEIPTS_S3_BUCKET: 'receipts', RECEIPTS_S3_PREFIX: 'receipts?x=1' }, badPrefix],
    [
      { RECEIPTS_S3_BUCKET: 'receipts', RECEIPTS_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' },
      'Configuration error: RECEIPTS_S3_SECRET_ACCESS_KEY is required with RECEIPTS_S3_ACCESS_KEY_ID.',
    ],
    [
      { RECEIPTS_S3_BUCKET: 'receipts', RECEIPTS_S3_SECRET_ACCESS_KEY: 'secret' },
      'Configuration error: RECEIPTS_S3_ACCESS_KEY_ID is required with RECEIPTS_S3_SECRET_ACCESS_KEY.',
    ],
    [
      { RECEIPTS_S3_ENDPOINT: 'http://127.0.0.1:9000' },
      'Configuration error: RECEIPTS_S3_BUCKET is required with RECEIPTS_S3_ENDPOINT.',
    ],
    [
      { RECEIPTS_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', RECEIPTS_S3_SECRET_ACCESS_KEY: 'secret' },
      'Configuration error: RECEIPTS_S3_BUCKET is required with RECEIPTS_S3_ACCESS_KEY_ID.',
    ],
    [
      { RECEIPTS_S3_PREFIX: 'gigtally/' },
      'Configuration error: RECEIPTS_S3_BUCKET is required with RECEIPTS_S3_PREFIX.',
    ],
    [
      { RECEIPTS_S3_FORCE_PATH_STYLE: '1' },
      'Configuration error: RECEIPTS_S3_BUCKET is required with RECEIPTS_S3_FORCE_PATH_STYLE.',
    ],
  ])('%j stops the server with one line naming the variable', (source, line) => {
    expect(() => loadEnv(source)).toThrow(line);
  });
});
