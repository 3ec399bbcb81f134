import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { and, eq, like } from 'drizzle-orm';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { accountNameSchema, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../core/auth/credentials';
import type { Database } from '../db/client';
import { authSchema, preferences, verification } from '../db/schema';
import type { Logger } from '../logger';
import type { MailMessage, Mailer } from '../mail/mailer';
import { existingAccountMail, passwordResetMail } from './account-mails';

/** The header our server writes with the socket's address (or the trusted proxy's) before better-auth reads it. */
export const CLIENT_IP_HEADER = 'x-gigtally-client-ip';

export interface AuthOptions {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
  secret: string;
  production: boolean;
  rateLimit: { max: number; windowSeconds: number };
}

export function createAuth(options: AuthOptions) {
  const { db, mailer, logger, appUrl, secret, production, rateLimit } = options;
  const strictRule = { window: rateLimit.windowSeconds, max: rateLimit.max };
  const sendInBackground = (message: MailMessage) => {
    mailer
      .send(message)
      .catch((error: unknown) => logger.error({ err: error, subject: message.subject }, 'mail failed'));
  };
  return betterAuth({
    appName: 'GigTally',
    baseURL: appUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: trustedOriginsFor(appUrl, production),
    database: drizzleAdapter(db, { provider: 'pg', schema: authSchema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // Sign-up opens no session: the form then signs in with the new credentials (docs/architecture.md,
      // "Sign-up").
      autoSignIn: false,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // The link used is spent; any other one still in a mailbox must not set the password again.
      onPasswordReset: ({ user }) => deleteResetTokens(db, user.id),
      // Mails are not awaited by the response, so the answer takes as long for unknown emails as for known ones.
      sendResetPassword: ({ user, url }) => {
        sendInBackground(passwordResetMail(user, url));
        return Promise.resolve();
      },
      // With autoSignIn off, better-auth answers a sign-up for a taken email like a new one (no account
      // probing); the owner hears of it by mail instead.
      onExistingUserSignUp: ({ user }) => {
        sendInBackground(existingAccountMail(user, appUrl));
        return Promise.resolve();
      },
    },
    databaseHooks: {
      // A new account is asked its filing status, state and wages once, after sign-up (web/features/tax/
      // tax-setup-page.tsx); accounts made before that screen existed are never asked.
      user: {
        create: {
          after: async (created) => {
            await db
              .insert(preferences)
              .values({ userId: created.id, taxSetupPending: true })
              .onConflictDoUpdate({ target: preferences.userId, set: { taxSetupPending: true } });
          },
        },
      },
    },
    hooks: {
      before: checkAccountName,
      // A new password by change, like one by reset, voids the links asked for before it.
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/change-password' || isAPIError(ctx.context.returned)) return;
        const userId = ctx.context.session?.user.id;
        if (userId) await deleteResetTokens(db, userId);
      }),
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': strictRule,
        '/sign-up/email': strictRule,
        '/request-password-reset': strictRule,
        '/reset-password': strictRule,
        // A borrowed session must not be a way to guess the owner's password.
        '/change-password': strictRule,
        // Every page load asks for the session; limiting it would sign out busy users (or a whole office
        // behind one address) without protecting anything.
        '/get-session': false,
      },
    },
    advanced: {
      // better-auth turns its origin and callback-URL checks off when NODE_ENV=test; keep them on everywhere.
      disableOriginCheck: false,
      useSecureCookies: production,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    logger: {
      log: (level, message) => {
        logger[level]({ source: 'better-auth' }, message);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

// better-auth stores any name it is given; ours follow the same rule as the sign-up form.
const checkAccountName = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== '/sign-up/email' && ctx.path !== '/update-user') return;
  const body = ctx.body as { name?: unknown } | undefined;
  if (ctx.path === '/update-user' && body?.name === undefined) return;
  const name = accountNameSchema.safeParse(body?.name);
  if (!name.success) {
    throw new APIError('BAD_REQUEST', { code: 'INVALID_NAME', message: name.error.issues[0]!.message });
  }
  return Promise.resolve();
});

/** Deletes every outstanding password-reset link of the account (better-auth keeps them as
 * `reset-password:<token>` verifications whose value is the user id). */
async function deleteResetTokens(db: Database, userId: string): Promise<void> {
  await db
    .delete(verification)
    .where(and(eq(verification.value, userId), like(verification.identifier, 'reset-password:%')));
}

// Outside production the same server is often opened as 127.0.0.1 as well as localhost.
function trustedOriginsFor(appUrl: string, production: boolean): string[] {
  const origin = new URL(appUrl).origin;
  if (production) return [origin];
  const alias = origin.includes('localhost')
    ? origin.replace('localhost', '127.0.0.1')
    : origin.replace('127.0.0.1', 'localhost');
  return [...new Set([origin, alias])];
}
