import { describe, expect, it } from 'vitest';
import { readUnsubscribeToken, unsubscribeToken, unsubscribeUrl } from './unsubscribe-link';

const secret = 'a-secret-of-at-least-thirty-two-characters';

describe('unsubscribe tokens', () => {
  it('name the person and the kind of email they were made for', () => {
    const token = unsubscribeToken(secret, 'user123', 'weekly-report');
    expect(token).toMatch(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(readUnsubscribeToken(secret, token)).toEqual({ userId: 'user123', kind: 'weekly-report' });
  });

  it('refuse a token signed with another secret, changed, or made up', () => {
    const token = unsubscribeToken(secret, 'user123', 'tax-reminder');
    const [version, , signature] = token.split('.');
    const otherPerson = `${version}.${Buffer.from('user999\ntax-reminder').toString('base64url')}.${signature}`;
    const otherKind = `${version}.${Buffer.from('user123\nweekly-report').toString('base64url')}.${signature}`;
    for (const forged of [
      unsubscribeToken('another-secret-of-thirty-two-characters!', 'user123', 'tax-reminder'),
      otherPerson,
      otherKind,
      token.slice(0, -2),
      `${token}.x`,
      token.replace(/^v1/, 'v2'),
      '',
      'v1..',
      'garbage',
    ]) {
      expect(readUnsubscribeToken(secret, forged), forged).toBeNull();
    }
  });

  it('makes the link of the app', () => {
    const url = new URL(unsubscribeUrl('https://gigtally.example', secret, 'user123', 'tax-reminder'));
    expect(url.origin + url.pathname).toBe('https://gigtally.example/api/email/unsubscribe');
    expect(readUnsubscribeToken(secret, url.searchParams.get('token')!)).toEqual({
      userId: 'user123',
      kind: 'tax-reminder',
    });
  });
});
