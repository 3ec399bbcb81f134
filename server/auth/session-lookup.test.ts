import { describe, expect, it } from 'vitest';
import { verifiedToken } from './session-lookup';

const secret = 'a-secret-of-at-least-thirty-two-characters';

/** A cookie value signed the way better-call signs it: WebCrypto HMAC-SHA256, base64 after a dot. */
async function signedAsBetterAuth(token: string, key = secret): Promise<string> {
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = await crypto.subtle.sign('HMAC', cryptoKey, new TextEncoder().encode(token));
  return `${token}.${btoa(String.fromCharCode(...new Uint8Array(signature)))}`;
}

describe('verifiedToken', () => {
  it('reads the token of a cookie signed with the secret', async () => {
    expect(verifiedToken(await signedAsBetterAuth('Tok3n.with.dots'), secret)).toBe('Tok3n.with.dots');
  });

  it('refuses another secret, a changed token, a cut signature and an unsigned value', async () => {
    expect(
      verifiedToken(await signedAsBetterAuth('token', 'another-secret-another-secret-1234'), secret),
    ).toBeNull();
    const signed = await signedAsBetterAuth('token');
    expect(verifiedToken(signed.replace('token', 'tokem'), secret)).toBeNull();
    expect(verifiedToken(signed.slice(0, -4), secret)).toBeNull();
    expect(verifiedToken('token', secret)).toBeNull();
    expect(verifiedToken('.abc', secret)).toBeNull();
  });
});
