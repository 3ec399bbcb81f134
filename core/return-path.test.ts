import { describe, expect, it } from 'vitest';
import { isSafeReturnPath, RETURN_PATH_MAX_LENGTH } from './return-path';

describe('isSafeReturnPath: a path of this app, never another origin', () => {
  it.each(['/reports/taxes', '/reports/taxes/schedule-c?year=2026', '/import', '/dashboard', '/'])(
    'takes %j',
    (path) => {
      expect(isSafeReturnPath(path)).toBe(true);
    },
  );

  it.each([
    ['an absolute URL of another site', 'https://evil.example/reports/taxes'],
    ['an absolute URL of this very app (only paths are taken)', 'http://localhost:3000/reports/taxes'],
    ['a protocol-relative URL', '//evil.example/path'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['a backslash later on', '/reports\\..\\..\\evil'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'reports/taxes'],
    ['an empty path', ''],
    ['a tab that browsers drop (/<tab>/evil.example)', '/\t/evil.example'],
    ['a newline', '/reports\n/taxes'],
    ['a space', '/reports /taxes'],
    ['a NUL', '/reports\u0000'],
    ['a fragment', '/reports/taxes#x'],
    ['a path the parser rewrites', '/reports/../../taxes'],
    ['an API address', '/api/billing/checkout'],
    ['the API root', '/api'],
    ['a path over the length limit', `/${'a'.repeat(RETURN_PATH_MAX_LENGTH)}`],
  ])('refuses %s', (_, path) => {
    expect(isSafeReturnPath(path)).toBe(false);
  });
});
