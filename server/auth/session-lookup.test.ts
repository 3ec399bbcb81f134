import { describe, expect, it } from 'vitest';
import { cookieVerifier, verifiedToken } from './session-lookup';

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

describe('cookieVerifier', () => {
  it('answers as verifiedToken, a good cookie again from memory, a bad one never', async () => {
    const verify = cookieVerifier(secret);
    const signed = await signedAsBetterAuth('token');
    expect(verify(signed)).toBe('token');
    expect(verify(signed)).toBe('token');
    // The same token under another signature is checked, not taken from the cookie remembered.
    expect(verify(`token.${'A'.repeat(43)}=`)).toBeNull();
    expect(verify(signed.replace('token', 'tokem'))).toBeNull();
    expect(cookieVerifier('another-secret-another-secret-1234')(signed)).toBeNull();
  });

  it('keeps checking correctly past the cookies it remembers', async () => {
    const verify = cookieVerifier(secret, 2);
    const cookies = await Promise.all(['one', 'two', 'three'].map((token) => signedAsBetterAuth(token)));
    expect(cookies.map(verify)).toEqual(['one', 'two', 'three']);
    expect(cookies.map(verify)).toEqual(['one', 'two', 'three']);
    expect(verify(cookies[0]!.slice(0, -4))).toBeNull();
  });
});
