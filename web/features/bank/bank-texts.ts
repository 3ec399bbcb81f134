import type {
  BankAccountView,
  BankConnectionView,
  BankProviderName,
  ConnectionStatus,
  SyncSummary,
} from '../../../core/bank';
import type { CalendarDate } from '../../../core/dates';
import { localDate } from '../../../core/dates';

// The words of the Connected accounts screen, in one place for the page and its tests.

export const TEST_BANK_NAME = 'GigTally Test Bank';
export const SIMPLEFIN_BRIDGE_URL = 'https://beta-bridge.simplefin.org/';

export const providerLabels: Record<BankProviderName, string> = {
  test: 'Test bank',
  simplefin: 'SimpleFIN Bridge',
  plaid: 'Plaid',
};

export const statusLabels: Record<ConnectionStatus, string> = {
  active: 'Active',
  syncing: 'Syncing',
  reconnect: 'Needs reconnecting',
  error: 'Error',
};

const accountKindLabels: Record<BankAccountView['kind'], string> = {
  checking: 'Checking',
  savings: 'Savings',
  credit: 'Card',
  other: 'Account',
};

export const connectionTexts = {
  title: 'Connected accounts',
  intro:
    'Connect your bank or card and its transactions arrive in GigTally by themselves, filed by your rules. GigTally never sees your bank password.',
  empty: 'No bank connected yet. Connect one below and its transactions arrive by themselves.',
  freeTitle: 'Connecting a bank is part of Pro',
  freeBody:
    'With Pro, GigTally connects to your bank and card accounts and brings in their transactions by itself: the last 90 days when you connect, then every few hours. Your rules file them, nothing is added twice, and you choose which accounts count (leave a personal account out).',
  freeUpgrade: 'Upgrade to Pro',
  connectTitle: 'Connect a bank',
  providerOff:
    'No way of connecting a bank is set up on this server yet. You can still import statement files.',
  testBankTitle: TEST_BANK_NAME,
  testBankBody:
    'A pretend bank with a checking account and a card, with a few months of gig-work transactions, so you can try connecting without a real bank.',
  testBankButton: `Connect ${TEST_BANK_NAME}`,
  simplefinTitle: 'SimpleFIN Bridge',
  simplefinIntro:
    'SimpleFIN Bridge connects GigTally to most US banks and cards. It costs about $1.50 a month, paid to SimpleFIN.',
  simplefinSteps: [
    'Open SimpleFIN Bridge, create an account and connect your bank there.',
    'Choose New app connection and copy the setup token it shows.',
    'Paste the token here and choose Connect with SimpleFIN.',
  ],
  simplefinLink: 'Open SimpleFIN Bridge',
  setupTokenLabel: 'SimpleFIN setup token',
  simplefinButton: 'Connect with SimpleFIN',
  plaidTitle: 'Plaid',
  plaidIntro:
    'Sign in to your bank in Plaid’s window; GigTally receives read-only access, never your password.',
  connecting: 'Connecting...',
  syncNow: 'Sync now',
  syncing: 'Syncing...',
  disconnect: 'Disconnect',
  reconnect: 'Reconnect',
  reconnectNeeded:
    'Your bank needs you to sign in again (your password changed or access was withdrawn). Syncing has stopped until you reconnect.',
  reconnectBody:
    'Connect the same way again. The old connection then goes; the items it brought stay, and nothing is brought twice.',
  neverSynced: 'Not synced yet',
  accountsTitle: 'Accounts',
  trackedHint: 'Tracked: its transactions become items.',
  untrackedHint: 'Left out: its transactions are not brought in.',
  itemsChoice: 'The items it brought',
  keepItems: 'Keep the items it brought',
  deleteItems: 'Delete the items it brought',
  disconnectBody:
    'GigTally stops syncing and deletes its access to this bank. The items it brought can stay, or go with it.',
  disconnecting: 'Disconnecting...',
} as const;

/**
 * '12 new, 3 already there'; 'Nothing new' when the bank had nothing at all; with ', 2 not brought in' when
 * the bank sent transactions that could not be kept (the connection says why).
 */
export function syncSummaryText({ added, skipped, refused }: SyncSummary): string {
  const found = added === 0 && skipped === 0 ? 'Nothing new' : `${added} new, ${skipped} already there`;
  return refused ? `${found}, ${refused} not brought in` : found;
}

export const toastTexts = {
  connected: (connection: Pick<BankConnectionView, 'institution' | 'lastSync'>) =>
    connection.lastSync
      ? `${connection.institution} connected: ${syncSummaryText(connection.lastSync)}`
      : `${connection.institution} connected`,
  synced: (institution: string, summary: SyncSummary) => `${institution} synced: ${syncSummaryText(summary)}`,
  tracked: (account: string, tracked: boolean) =>
    tracked ? `${account} is tracked` : `${account} is no longer tracked`,
  disconnected: (institution: string) => `${institution} disconnected`,
  reconnected: (institution: string) => `${institution} reconnected`,
};

/**
 * 'Everyday Checking ••4821' — the name and the last digits the bank gives; a name that already ends with them
 * (SimpleFIN's 'Everyday Checking (4821)', whose digits are where the mask comes from) is said once.
 */
export function accountLabel(account: Pick<BankAccountView, 'name' | 'mask'>): string {
  if (!account.mask) return account.name;
  const mask = account.mask.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const endsWithMask = new RegExp(`(?:^|\\D)${mask}\\D{0,3}$`).test(account.name.trim());
  return endsWithMask ? account.name : `${account.name} ••${account.mask}`;
}

export const accountKindLabel = (kind: BankAccountView['kind']) => accountKindLabels[kind];

/** '3:05 PM' in the runtime's time zone (the browser's: the person's). */
function timeOfDay(instant: Date): string {
  const hours = instant.getHours();
  const minutes = String(instant.getMinutes()).padStart(2, '0');
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * 'Last synced 11/25/2026 at 3:05 PM · 12 new, 3 already there': the date written the person's way, the time of
 * their day; 'Not synced yet' before the first sync.
 */
export function lastSyncText(
  connection: Pick<BankConnectionView, 'lastSyncAt' | 'lastSync'>,
  formatDate: (date: CalendarDate) => string,
): string {
  const { when, summary } = lastSyncParts(connection, formatDate);
  return summary ? `${when} · ${summary}` : when;
}

/** lastSyncText in its two parts, so the page can keep the summary ('6 new, 0 already there') on one line. */
export function lastSyncParts(
  connection: Pick<BankConnectionView, 'lastSyncAt' | 'lastSync'>,
  formatDate: (date: CalendarDate) => string,
): { when: string; summary?: string } {
  if (!connection.lastSyncAt) return { when: connectionTexts.neverSynced };
  const instant = new Date(connection.lastSyncAt);
  const when = `Last synced ${formatDate(localDate(instant))} at ${timeOfDay(instant)}`;
  return connection.lastSync ? { when, summary: syncSummaryText(connection.lastSync) } : { when };
}

export const disconnectTitle = (institution: string) => `Disconnect ${institution}?`;
export const reconnectTitle = (institution: string) => `Reconnect ${institution}`;
