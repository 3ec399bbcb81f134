import { describe, expect, it } from 'vitest';
import { LazyPart } from '../lib/router';
import { NotFoundPage } from './not-found-page';
import { PublicLayout } from './public-layout';
import { matchRoute } from './router';

describe('matchRoute (the layout and page each path draws)', () => {
  it('draws / with the landing screen alone', () => {
    const { parts } = matchRoute('/');
    expect(parts).toHaveLength(1);
    expect(parts[0]).toBeInstanceOf(LazyPart);
  });

  it('draws a signed-in page inside the app layout, with or without a trailing slash', () => {
    const dashboard = matchRoute('/dashboard');
    expect(dashboard.parts).toHaveLength(2);
    expect(dashboard.parts.every((part) => part instanceof LazyPart)).toBe(true);
    expect(matchRoute('/dashboard/')).toEqual(dashboard);
    // The app layout is the same part for every signed-in page, so moving between them keeps it drawn.
    expect(matchRoute('/settings/connections').parts[0]).toBe(dashboard.parts[0]);
    expect(matchRoute('/settings/connections').parts[1]).not.toBe(dashboard.parts[1]);
  });

  it('draws a public page inside the public layout', () => {
    const login = matchRoute('/login');
    expect(login.parts[0]).toBe(PublicLayout);
    expect(login.parts[1]).toBeInstanceOf(LazyPart);
    expect(matchRoute('/terms').parts[0]).toBe(PublicLayout);
  });

  it('reads a named segment of the path', () => {
    const subscription = matchRoute('/subscription/success');
    expect(subscription.params).toEqual({ action: 'success' });
    expect(subscription.parts[1]).not.toBe(matchRoute('/subscription').parts[1]);
    expect(matchRoute('/subscription/a%20b').params).toEqual({ action: 'a b' });
    expect(matchRoute('/subscription/%E0%A4%A').params).toEqual({ action: '%E0%A4%A' });
  });

  it('draws the not-found page for any other path', () => {
    for (const path of ['/nope', '/dashboard/extra', '/subscription/a/b', '/constructor', '/__proto__']) {
      expect(matchRoute(path)).toEqual({ parts: [PublicLayout, NotFoundPage], params: {} });
    }
  });
});
