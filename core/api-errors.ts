import { z } from 'zod';

// Every error our routes answer has this body and one of these codes (docs/api.md "Errors").
export const apiErrorStatus = {
  'validation-failed': 400,
  unauthenticated: 401,
  'subscription-limit-reached': 402,
  'pro-required': 403,
  // A mutating request from another site (CSRF), refused before any route runs.
  'cross-site-request': 403,
  // Ours: a tax preparer reading a client's books may read, never change (core/sharing/sharing.ts)...
  'read-only': 403,
  // ...and reads only what the client shares: not their settings, connections or account export.
  'not-shared': 403,
  // Ours: an invitation opened in an account other than the one it was sent to.
  'wrong-account': 403,
  'not-found': 404,
  // Ours: a bank connection the bank stopped (revoked access, a changed login) until the person
  // connects it again; not 503, since trying again later cannot help.
  'reconnect-needed': 409,
  // Ours: the account keeps as many receipts (or bytes of them) as its quota allows
  // (core/receipts/receipt-quota.ts). 409, not 413: the request is fine, the account's state refuses it, and deleting
  // receipts resolves it (RFC 9110 section 15.5.10).
  'receipt-storage-full': 409,
  'payload-too-large': 413,
  'rate-limited': 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ApiErrorCode = keyof typeof apiErrorStatus;

export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

// What the web client shows for a failed data call, by code.
export const databaseMessages = {
  'permission-denied': 'You do not have permission to access this data.',
  'not-found': 'The requested document was not found.',
  'already-exists': 'The document already exists.',
  'resource-exhausted': 'You have exceeded your quota. Please try again later.',
  'failed-precondition': 'Operation failed due to a precondition failure.',
  unavailable: 'The service is currently unavailable. Please try again later.',
} as const;

const databaseCodeOfApiCode: Partial<Record<string, keyof typeof databaseMessages>> = {
  unauthenticated: 'permission-denied',
  'pro-required': 'permission-denied',
  'cross-site-request': 'permission-denied',
  'read-only': 'permission-denied',
  'not-shared': 'permission-denied',
  'wrong-account': 'permission-denied',
  'not-found': 'not-found',
  'rate-limited': 'resource-exhausted',
  'subscription-limit-reached': 'resource-exhausted',
  'receipt-storage-full': 'resource-exhausted',
  unavailable: 'unavailable',
};

/** The catalogue message for an API error code; unknown codes read 'Database error: {code}'. */
export function databaseMessageFor(apiCode: string): string {
  const databaseCode = databaseCodeOfApiCode[apiCode];
  return databaseCode ? databaseMessages[databaseCode] : `Database error: ${apiCode}`;
}
