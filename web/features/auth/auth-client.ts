import { createAuthClient } from 'better-auth/client';

/**
 * better-auth's client, for signing in, up and out and changing the account. Pages read the session from
 * session.ts instead, so that only the pages that act on the account load this client.
 */
export const authClient = createAuthClient({ basePath: '/api/auth' });
