import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { taxCalendarFeed } from './tax-calendar-feed';

const events = (text: string) =>
  ICAL.Component.fromString(text)
    .getAllSubcomponents('vevent')
    .map((component) => new ICAL.Event(component));

describe('taxCalendarFeed', () => {
  const feed = taxCalendarFeed('2026-11-22', 'https://app.gigtally.example');

  it('parses as iCalendar with the twelve installments of last, this and next year, on their real due dates', () => {
    const parsed = events(feed);
    expect(parsed.map((event) => [event.summary, event.startDate.toString()])).toEqual([
      ['Q1 2025 estimated tax due', '2025-04-15'],
      // June 15, 2025 is a Sunday.
      ['Q2 2025 estimated tax due', '2025-06-16'],
      ['Q3 2025 estimated tax due', '2025-09-15'],
      ['Q4 2025 estimated tax due', '2026-01-15'],
      ['Q1 2026 estimated tax due', '2026-04-15'],
      ['Q2 2026 estimated tax due', '2026-06-15'],
      ['Q3 2026 estimated tax due', '2026-09-15'],
      ['Q4 2026 estimated tax due', '2027-01-15'],
      // April 15, 2027 is a Thursday; June 15 a Tuesday; September 15 a Wednesday; January 15, 2028 a Saturday.
      ['Q1 2027 estimated tax due', '2027-04-15'],
      ['Q2 2027 estimated tax due', '2027-06-15'],
      ['Q3 2027 estimated tax due', '2027-09-15'],
      ['Q4 2027 estimated tax due', '2028-01-18'],
    ]);
    for (const event of parsed) expect(event.startDate.isDate).toBe(true);
  });

  it('gives each event a stable id, a description with the way to GigTally, and alerts 7 days and 1 day before', () => {
    const [first] = events(feed);
    expect(first!.uid).toBe('tax-2025-q1@gigtally');
    expect(first!.description).toBe(
      'The first federal estimated tax payment (Form 1040-ES) for 2025 is due. See what you owe in GigTally: https://app.gigtally.example/reports/taxes',
    );
    const alarms = first!.component
      .getAllSubcomponents('valarm')
      .map((alarm) => alarm.getFirstPropertyValue('trigger')?.toString());
    expect(alarms).toEqual(['-P7D', '-P1D']);
  });
});
