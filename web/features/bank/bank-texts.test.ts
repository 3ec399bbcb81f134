import { describe, expect, it } from 'vitest';
import { defaultFormatters, formattersFor } from '../../../core/format';
import { accountLabel, lastSyncParts, lastSyncText, syncSummaryText, toastTexts } from './bank-texts';

describe('syncSummaryText (a sync summary such as "12 new, 3 already there")', () => {
  it.each([
    [{ added: 12, skipped: 3 }, '12 new, 3 already there'],
    [{ added: 1, skipped: 0 }, '1 new, 0 already there'],
    [{ added: 0, skipped: 41 }, '0 new, 41 already there'],
    [{ added: 0, skipped: 0 }, 'Nothing new'],
    // Transactions the bank sent that could not be kept (a date years ahead): the connection's message says why.
    [{ added: 4, skipped: 0, refused: 3 }, '4 new, 0 already there, 3 not brought in'],
    [{ added: 0, skipped: 0, refused: 1 }, 'Nothing new, 1 not brought in'],
    [{ added: 2, skipped: 1, refused: 0 }, '2 new, 1 already there'],
  ])('%j reads %j', (summary, text) => {
    expect(syncSummaryText(summary)).toBe(text);
  });
});

describe('lastSyncText', () => {
  // Noon UTC is the same calendar day in every US time zone the tests run in (and in UTC).
  const connection = { lastSyncAt: '2026-11-25T12:00:00.000Z', lastSync: { added: 12, skipped: 3 } };

  it('is "Not synced yet" before the first sync', () => {
    expect(lastSyncText({ lastSyncAt: null, lastSync: null }, defaultFormatters.date)).toBe('Not synced yet');
  });

  it.each([
    ['MM/DD/YYYY', '11/25/2026'],
    ['DD/MM/YYYY', '25/11/2026'],
    ['YYYY-MM-DD', '2026-11-25'],
  ] as const)('writes the date the %s way, with the time and the summary', (format, date) => {
    const instant = new Date(connection.lastSyncAt);
    const hours = instant.getHours();
    const time = `${hours % 12 === 0 ? 12 : hours % 12}:00 ${hours < 12 ? 'AM' : 'PM'}`;
    expect(lastSyncText(connection, formattersFor({ currency: 'USD', dateFormat: format }).date)).toBe(
      `Last synced ${date} at ${time} · 12 new, 3 already there`,
    );
  });

  it('writes the time of day on a 12-hour clock', () => {
    // Local times, whatever the time zone: midnight and a minute past noon.
    const midnight = new Date(2026, 0, 5, 0, 7).toISOString();
    const afternoon = new Date(2026, 0, 5, 12, 1).toISOString();
    expect(lastSyncText({ lastSyncAt: midnight, lastSync: null }, defaultFormatters.date)).toBe(
      'Last synced 01/05/2026 at 12:07 AM',
    );
    expect(lastSyncText({ lastSyncAt: afternoon, lastSync: null }, defaultFormatters.date)).toBe(
      'Last synced 01/05/2026 at 12:01 PM',
    );
  });
});

describe('the toasts', () => {
  it('say what a connection and a sync brought', () => {
    expect(
      toastTexts.connected({ institution: 'GigTally Test Bank', lastSync: { added: 45, skipped: 0 } }),
    ).toBe('GigTally Test Bank connected: 45 new, 0 already there');
    expect(toastTexts.connected({ institution: 'Chase', lastSync: null })).toBe('Chase connected');
    expect(toastTexts.synced('GigTally Test Bank', { added: 1, skipped: 6 })).toBe(
      'GigTally Test Bank synced: 1 new, 6 already there',
    );
    expect(toastTexts.tracked('Rewards Card ••1004', false)).toBe('Rewards Card ••1004 is no longer tracked');
    expect(toastTexts.tracked('Rewards Card ••1004', true)).toBe('Rewards Card ••1004 is tracked');
  });
});

describe('lastSyncParts', () => {
  it('splits the line into when and the summary, which lastSyncText joins with " · "', () => {
    const connection = { lastSyncAt: '2026-11-20T15:05:00', lastSync: { added: 6, skipped: 0 } };
    const parts = lastSyncParts(connection, defaultFormatters.date);
    expect(parts).toEqual({ when: 'Last synced 11/20/2026 at 3:05 PM', summary: '6 new, 0 already there' });
    expect(lastSyncText(connection, defaultFormatters.date)).toBe(`${parts.when} · ${parts.summary}`);
    expect(lastSyncParts({ lastSyncAt: null, lastSync: null }, defaultFormatters.date)).toEqual({
      when: 'Not synced yet',
    });
  });
});

describe('accountLabel', () => {
  it('adds the last digits when the bank gives them', () => {
    expect(accountLabel({ name: 'Everyday Checking', mask: '4821' })).toBe('Everyday Checking ••4821');
    expect(accountLabel({ name: 'Savings', mask: null })).toBe('Savings');
  });

  it('says the digits once when the name already ends with them (SimpleFIN names its accounts so)', () => {
    expect(accountLabel({ name: 'Everyday Checking (4821)', mask: '4821' })).toBe('Everyday Checking (4821)');
    expect(accountLabel({ name: 'Gas Rewards Card 7730', mask: '7730' })).toBe('Gas Rewards Card 7730');
    expect(accountLabel({ name: 'Checking (…1234)', mask: '1234' })).toBe('Checking (…1234)');
    // Other digits at the end are not the mask.
    expect(accountLabel({ name: 'Card 5678', mask: '1234' })).toBe('Card 5678 ••1234');
    expect(accountLabel({ name: 'Card 45678', mask: '5678' })).toBe('Card 45678 ••5678');
  });
});
