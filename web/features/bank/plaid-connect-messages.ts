import type { PublicConfig } from '../../../core/public-config';

// What the person reads around the Connect with Plaid button.
export const plaidConnectTexts = {
  button: 'Connect with Plaid',
  starting: 'Opening Plaid…',
  connecting: 'Connecting your bank…',
  scriptFailed: 'Plaid could not be loaded. Check your internet connection and try again.',
  exitedWithError: 'Your bank was not connected.',
  tryAgain: 'Try connecting again.',
} as const;

/** Whether this server offers Plaid (GET /api/config's bankProviders lists it). Off when the list is missing. */
export function plaidOffered(config: PublicConfig): boolean {
  const { bankProviders } = config as { bankProviders?: readonly string[] };
  return bankProviders?.includes('plaid') === true;
}

/** What Plaid Link said when it closed with an error; Plaid's own words for the person when it gives them. */
export function plaidExitMessage(error: { display_message: string | null } | null): string | null {
  if (!error) return null;
  const plaidWords = error.display_message?.trim();
  return `${plaidConnectTexts.exitedWithError} ${plaidWords || plaidConnectTexts.tryAgain}`;
}
