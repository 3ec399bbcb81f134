import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bankEncryptionKey, credentialsCipher, CredentialsUnreadable, isBankKey } from './credentials-cipher';

const accessUrl = 'https://user:secret-password@beta-bridge.simplefin.org/simplefin';

describe('credentialsCipher', () => {
  const cipher = credentialsCipher(randomBytes(32));

  it('gives back what it encrypted, and never stores it readable', () => {
    const stored = cipher.encrypt(accessUrl);
    expect(stored).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(stored).not.toContain('secret-password');
    expect(cipher.decrypt(stored)).toBe(accessUrl);
  });

  it('encrypts the same text differently each time (a fresh IV)', () => {
    expect(cipher.encrypt(accessUrl)).not.toBe(cipher.encrypt(accessUrl));
  });

  it('detects a changed ciphertext, IV or tag', () => {
    const stored = cipher.encrypt(accessUrl);
    const parts = stored.split('.');
    for (const index of [1, 2, 3]) {
      const changed = [...parts];
      const bytes = Buffer.from(changed[index]!, 'base64url');
      bytes[0] = bytes[0]! ^ 1;
      changed[index] = bytes.toString('base64url');
      expect(() => cipher.decrypt(changed.join('.'))).toThrow(CredentialsUnreadable);
    }
    expect(() => cipher.decrypt('plain text')).toThrow(CredentialsUnreadable);
  });

  it('refuses a value another key encrypted', () => {
    const other = credentialsCipher(randomBytes(32));
    expect(() => other.decrypt(cipher.encrypt(accessUrl))).toThrow(CredentialsUnreadable);
  });
});

describe('bankEncryptionKey', () => {
  const hex = 'ab'.repeat(32);
  const base64 = Buffer.alloc(32, 7).toString('base64');

  it('reads BANK_ENCRYPTION_KEY as hex or base64', () => {
    expect(bankEncryptionKey(hex, 'x'.repeat(32))).toEqual(Buffer.alloc(32, 0xab));
    expect(bankEncryptionKey(base64, 'x'.repeat(32))).toEqual(Buffer.alloc(32, 7));
  });

  it('derives the same key from the same auth secret, and another from another (HKDF)', () => {
    const one = bankEncryptionKey(undefined, 'a'.repeat(32));
    expect(one).toHaveLength(32);
    expect(bankEncryptionKey(undefined, 'a'.repeat(32))).toEqual(one);
    expect(bankEncryptionKey(undefined, 'b'.repeat(32))).not.toEqual(one);
  });

  it.each([
    [hex, true],
    [base64, true],
    ['ab'.repeat(31), false],
    [Buffer.alloc(16).toString('base64'), false],
    ['not a key', false],
  ])('isBankKey(%s) is %s', (text, expected) => {
    expect(isBankKey(text)).toBe(expected);
  });
});
