import { formatUsd } from '../../../core/format';
import { lineLabel, type SharingComment } from '../../../core/sharing/sharing-rules';

/** '2026-11-29T23:51:00Z' → 'Nov 29, 2026, 6:51 PM' on the reader's clock (or the zone given, for tests). */
export function sharingTime(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );
}

/** '2026-11-29T23:51:00Z' → 'Nov 29, 2026'. */
export function sharingDay(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }).format(new Date(iso));
}

/** What a note is about, in words: the transaction as it reads now, or the Schedule C line. */
export function commentSubject(comment: SharingComment): string {
  if (comment.line !== null) return `Schedule C ${lineLabel(comment.line)}`;
  if (comment.item === null) return 'A transaction since deleted';
  const { date, description, category, type, amount } = comment.item;
  const sign = type === 'income' ? '+' : '−';
  return `${date} · ${description || category} · ${sign}${formatUsd(amount)}`;
}

/** 'Last looked Nov 29, 2026, 6:51 PM' or 'Has not looked yet'. */
export const lastSeenText = (lastSeen: string | null, timeZone?: string) =>
  lastSeen === null ? 'Has not looked yet' : `Last looked ${sharingTime(lastSeen, timeZone)}`;
