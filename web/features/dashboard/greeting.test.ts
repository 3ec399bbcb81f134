import { describe, expect, it } from 'vitest';
import { dashboardGreeting, greetingName } from './greeting';

describe('the dashboard greeting', () => {
  it.each([
    ['the name given at sign-up', { name: 'Nia Newcomer', email: 'first.last@example.com' }, 'Nia Newcomer'],
    ['the name without its surrounding spaces', { name: '  Nia  ', email: 'nia@example.com' }, 'Nia'],
    [
      'the email before the @ when there is no name',
      { name: '', email: 'first.last@example.com' },
      'first.last',
    ],
    ['the email before the @ when the name is blank', { name: '   ', email: 'sam@example.com' }, 'sam'],
  ])('uses %s', (_, user, expected) => {
    expect(greetingName(user)).toBe(expected);
  });

  it("reads 'Welcome back, <name>!'", () => {
    expect(dashboardGreeting({ name: 'Nia Newcomer', email: 'first.last@example.com' })).toBe(
      'Welcome back, Nia Newcomer!',
    );
  });
});
