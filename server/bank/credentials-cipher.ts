import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// Bank credentials (SimpleFIN access URLs, Plaid access tokens) are encrypted at rest with AES-256-GCM.
// A stored value reads `v1.<iv>.<tag>.<ciphertext>`, each part base64url; the tag makes any change to it detected.

const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const HKDF_INFO = 'gigtally bank credentials v1';

/** Could not decrypt: the value was changed, or another key encrypted it. */
export class CredentialsUnreadable extends Error {}

/** A BANK_ENCRYPTION_KEY as written: 64 hex digits, or base64 (or base64url) of exactly 32 bytes. */
export function isBankKey(text: string): boolean {
  return bankKeyBytes(text) !== null;
}

function bankKeyBytes(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(value)) {
    const bytes = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (bytes.length === KEY_BYTES) return bytes;
  }
  return null;
}

/** The key: BANK_ENCRYPTION_KEY when set, otherwise derived from the auth secret with HKDF-SHA256. */
export function bankEncryptionKey(configuredKey: string | undefined, authSecret: string): Buffer {
  if (configuredKey) {
    const bytes = bankKeyBytes(configuredKey);
    if (!bytes) throw new Error('BANK_ENCRYPTION_KEY must be 32 bytes, written as hex or base64');
    return bytes;
  }
  return Buffer.from(hkdfSync('sha256', authSecret, 'gigtally', HKDF_INFO, KEY_BYTES));
}

export interface CredentialsCipher {
  encrypt(plain: string): string;
  /** Throws CredentialsUnreadable when the value was tampered with or another key encrypted it. */
  decrypt(stored: string): string;
}

export function credentialsCipher(key: Buffer): CredentialsCipher {
  if (key.length !== KEY_BYTES) throw new Error('the bank encryption key must be 32 bytes');
  return {
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    decrypt(stored) {
      const parts = stored.split('.');
      if (parts.length !== 4 || parts[0] !== VERSION)
        throw new CredentialsUnreadable('not an encrypted credential');
      const [iv, tag, body] = parts.slice(1).map((part) => Buffer.from(part, 'base64url'));
      if (iv!.length !== IV_BYTES || tag!.length !== 16)
        throw new CredentialsUnreadable('not an encrypted credential');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv!);
        decipher.setAuthTag(tag!);
        return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
      } catch {
        throw new CredentialsUnreadable('the credentials were changed or another key encrypted them');
      }
    },
  };
}
