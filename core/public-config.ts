import type { BankProviderName } from './bank';

// GET /api/config: what the browser needs to know about this server's set-up (nothing secret).
export const chatProviders = ['tawk', 'crisp', 'intercom', 'tidio'] as const;
export type ChatProvider = (typeof chatProviders)[number];

export interface PublicConfig {
  /** The live-chat widget, when one is configured (a chat provider needs a site id or API key). */
  chat: { provider: ChatProvider; siteId: string } | null;
  /** Error reporting for the browser; used only after the user accepts non-essential cookies. */
  sentryDsn: string | null;
  billingMode: 'stripe' | 'test' | 'off';
  /** The ways of connecting a bank this server offers ('test' outside production, 'simplefin', 'plaid'). */
  bankProviders: BankProviderName[];
}
