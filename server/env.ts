import { z } from 'zod';
import { isBankKey } from './bank/credentials-cipher';
import { parseAllowedHostList } from './bank/simplefin-hosts';
import { isTimeZone } from './jobs/schedule';

const flag = z
  .enum(['0', '1', 'true', 'false'], { message: 'must be 0, 1, true or false' })
  .transform((value) => value === '1' || value === 'true');

const url = (protocols: string[]) =>
  z
    .url({ message: `must be a URL (${protocols.join(', ')})` })
    .refine(
      (value) => protocols.some((protocol) => value.startsWith(`${protocol}://`)),
      `must be a URL (${protocols.join(', ')})`,
    );

/** Whether a URL names this machine (127.0.0.0/8, ::1 or localhost): the only hosts a test stand-in may be on. */
function isLoopbackUrl(value: string): boolean {
  const host = new URL(value).hostname;
  return host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

// Every variable the server reads (README "Configuration"), validated once at start.
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ message: 'must be a port number' })
      .int('must be a port number')
      .min(1, 'must be a port number')
      .max(65535, 'must be a port number')
      .default(3000),
    // Only this machine can reach a trial run; production (and the Docker image, which sets HOST
    // itself) listens on every interface. The default is filled in below, once NODE_ENV is known.
    HOST: z.string().min(1).optional(),
    APP_URL: url(['http', 'https']).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: url(['postgres', 'postgresql']).optional(),
    BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SMTP_URL: url(['smtp', 'smtps']).optional(),
    MAIL_FROM: z.string().min(3).default('GigTally <no-reply@gigtally.local>'),
    STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'must start with sk_').optional(),
    STRIPE_PRICE_ID: z.string().startsWith('price_', 'must start with price_').optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'must start with whsec_').optional(),
    // Another Stripe API host, for tests against a local stand-in; never set in production.
    STRIPE_API_URL: url(['http', 'https']).optional(),
    BILLING_TEST_MODE: flag.default(false),
    // Hosts besides SimpleFIN Bridge's that a SimpleFIN setup token may point at (a stand-in in tests).
    SIMPLEFIN_ALLOWED_HOSTS: z
      .string()
      .transform((value, ctx) => {
        const hosts = parseAllowedHostList(value);
        if (!hosts) {
          ctx.addIssue({
            code: 'custom',
            message: 'must be host names separated by commas (host or host:port, no scheme or path)',
          });
          return z.NEVER;
        }
        return hosts;
      })
      .default([]),
    // Bank connections through Plaid (both keys, or neither: Plaid is then off).
    PLAID_CLIENT_ID: z.string().min(1).optional(),
    PLAID_SECRET: z.string().min(1).optional(),
    PLAID_ENV: z
      .enum(['sandbox', 'production'], { message: 'must be sandbox or production' })
      .default('sandbox'),
    // Another Plaid API host, for tests against the loopback stand-in only.
    PLAID_API_URL: url(['http', 'https'])
      .refine(isLoopbackUrl, 'must be a loopback URL such as http://127.0.0.1:4010 (tests only)')
      .optional(),
    SENTRY_DSN: url(['https', 'http']).optional(),
    CHAT_PROVIDER: z.enum(['tawk', 'crisp', 'intercom', 'tidio']).optional(),
    CHAT_SITE_ID: z.string().min(1).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // How many reverse proxies stand in front, each appending to X-Forwarded-For (0: none, use the socket's address).
    // `true` and `false` are what the variable took before it became a count.
    TRUST_PROXY: z
      .string()
      .regex(/^(\d{1,2}|true|false)$/, 'must be the number of proxies in front of GigTally (0, 1, 2, ...)')
      .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value)))
      .default(0),
    AUTH_RATE_LIMIT_MAX: z.coerce.number({ message: 'must be a whole number' }).int().min(1).default(10),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce
      .number({ message: 'must be a whole number' })
      .int()
      .min(1)
      .default(60),
    // The tax reminders and weekly reports, run by every instance, each email sent once.
    JOBS: z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
    REMINDER_INTERVAL_MS: z.coerce
      .number({ message: 'must be a whole number of milliseconds, at least 1000' })
      .int('must be a whole number of milliseconds, at least 1000')
      .min(1000, 'must be a whole number of milliseconds, at least 1000')
      .default(15 * 60 * 1000),
    REMINDER_TIME_ZONE: z
      .string()
      .refine(isTimeZone, 'must be a time zone such as America/New_York')
      .default('America/New_York'),
    // Connected accounts. The key that encrypts bank credentials at rest: 32 bytes as base64 or hex;
    // unset, it is derived from BETTER_AUTH_SECRET (server/bank/credentials-cipher.ts).
    BANK_ENCRYPTION_KEY: z
      .string()
      .refine(isBankKey, 'must be 32 bytes, written as 64 hex digits or 44 base64 characters')
      .optional(),
    BANK_SYNC_INTERVAL_MS: z.coerce
      .number({ message: 'must be a whole number of milliseconds, at least 60000' })
      .int('must be a whole number of milliseconds, at least 60000')
      .min(60_000, 'must be a whole number of milliseconds, at least 60000')
      .default(6 * 60 * 60 * 1000),
    // The built-in test bank: on outside production; in production only with BANK_TEST_MODE=1.
    BANK_TEST_MODE: flag.optional(),
    // Receipts in an S3-compatible object store instead of DATA_DIR/receipts (receipt-store-setup.ts).
    RECEIPTS_S3_BUCKET: z
      .string()
      .regex(
        /^[A-Za-z0-9][A-Za-z0-9._-]{1,61}[A-Za-z0-9]$/,
        'must be a bucket name (3 to 63 letters, digits, dots, hyphens or underscores)',
      )
      .optional(),
    RECEIPTS_S3_ENDPOINT: url(['http', 'https']).optional(),
    RECEIPTS_S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/, 'must be a region such as us-east-1 (auto for Cloudflare R2)')
      .default('us-east-1'),
    RECEIPTS_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    RECEIPTS_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    RECEIPTS_S3_FORCE_PATH_STYLE: flag.optional(),
    RECEIPTS_S3_PREFIX: z
      .string()
      .regex(
        /^(?!\/)(?!.*\/\/)(?!(.*\/)?\.{1,2}(\/|$))[A-Za-z0-9._/-]{1,200}$/,
        'must be a key prefix such as gigtally/receipts/ (letters, digits, . _ - and /, no leading /)',
      )
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.BETTER_AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['BETTER_AUTH_SECRET'], message: 'is required in production' });
    }
    if (env.CHAT_PROVIDER && !env.CHAT_SITE_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['CHAT_SITE_ID'],
        message: 'is required with CHAT_PROVIDER (a site id or API key)',
      });
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_PRICE_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_PRICE_ID'],
        message: 'is required with STRIPE_SECRET_KEY',
      });
    }
    if (env.PLAID_CLIENT_ID && !env.PLAID_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['PLAID_SECRET'], message: 'is required with PLAID_CLIENT_ID' });
    }
    if (env.PLAID_SECRET && !env.PLAID_CLIENT_ID) {
      ctx.addIssue({ code: 'custom', path: ['PLAID_CLIENT_ID'], message: 'is required with PLAID_SECRET' });
    }
    if (env.RECEIPTS_S3_ACCESS_KEY_ID && !env.RECEIPTS_S3_SECRET_ACCESS_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['RECEIPTS_S3_SECRET_ACCESS_KEY'],
        message: 'is required with RECEIPTS_S3_ACCESS_KEY_ID',
      });
    }
    if (env.RECEIPTS_S3_SECRET_ACCESS_KEY && !env.RECEIPTS_S3_ACCESS_KEY_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['RECEIPTS_S3_ACCESS_KEY_ID'],
        message: 'is required with RECEIPTS_S3_SECRET_ACCESS_KEY',
      });
    }
    // A bucket variable misspelt must not leave receipts quietly on this machine's disk.
    for (const name of [
      'RECEIPTS_S3_ENDPOINT',
      'RECEIPTS_S3_ACCESS_KEY_ID',
      'RECEIPTS_S3_FORCE_PATH_STYLE',
      'RECEIPTS_S3_PREFIX',
    ] as const) {
      if (env[name] !== undefined && !env.RECEIPTS_S3_BUCKET) {
        ctx.addIssue({ code: 'custom', path: ['RECEIPTS_S3_BUCKET'], message: `is required with ${name}` });
        break;
      }
    }
    if (env.NODE_ENV === 'production' && !env.APP_URL) {
      ctx.addIssue({ code: 'custom', path: ['APP_URL'], message: 'is required in production' });
    }
  });

export type Env = z.infer<typeof envSchema> & { APP_URL: string; HOST: string };

/** The interface listened on when HOST is unset: every one in production, this machine's loopback otherwise. */
export const defaultHost = (nodeEnv: Env['NODE_ENV']) => (nodeEnv === 'production' ? '0.0.0.0' : '127.0.0.1');

export class EnvError extends Error {}

/** Reads the configuration; an empty variable counts as unset. Throws EnvError naming the first bad variable. */
export function loadEnv(source: Record<string, string | undefined>): Env {
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    const message = issue.message.startsWith('Invalid') ? `has an invalid value` : issue.message;
    throw new EnvError(`Configuration error: ${name} ${message}.`);
  }
  return {
    ...parsed.data,
    HOST: parsed.data.HOST ?? defaultHost(parsed.data.NODE_ENV),
    APP_URL: parsed.data.APP_URL ?? `http://localhost:${parsed.data.PORT}`,
  };
}
