import { describe, expect, it } from 'vitest';
import type { PublicConfig } from '../../../core/public-config';
import { plaidExitMessage, plaidOffered } from './plaid-connect-messages';

const config = (bankProviders?: string[]) =>
  ({ chat: null, sentryDsn: null, billingMode: 'test', bankProviders }) as PublicConfig;

describe('plaidOffered', () => {
  it.each([
    [['test', 'simplefin', 'plaid'], true],
    [['plaid'], true],
    [['test', 'simplefin'], false],
    [[], false],
    [undefined, false],
  ])('bankProviders %j: %s', (providers, offered) => {
    expect(plaidOffered(config(providers))).toBe(offered);
  });
});

describe('plaidExitMessage', () => {
  it('says nothing when the person simply closed Link', () => {
    expect(plaidExitMessage(null)).toBeNull();
  });

  it("adds Plaid's words for the person when it gives them", () => {
    expect(
      plaidExitMessage({
        display_message: 'The credentials you provided were incorrect. Check and try again.',
      }),
    ).toBe('Your bank was not connected. The credentials you provided were incorrect. Check and try again.');
  });

  it('asks to try again when Plaid gives no words', () => {
    expect(plaidExitMessage({ display_message: null })).toBe(
      'Your bank was not connected. Try connecting again.',
    );
    expect(plaidExitMessage({ display_message: '  ' })).toBe(
      'Your bank was not connected. Try connecting again.',
    );
  });
});
