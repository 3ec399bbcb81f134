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

// A state's installments beside the federal ones, on the state's own dates.
describe('taxCalendarFeed with a state', () => {
  const californian = taxCalendarFeed('2026-11-22', 'https://app.gigtally.example', 'CA');

  it("adds California's installments with a share (none in September: 0 %), after the twelve federal ones", () => {
    const parsed = events(californian);
    expect(parsed).toHaveLength(12 + 9);
    expect(parsed.slice(12).map((event) => [event.summary, event.startDate.toString(), event.uid])).toEqual([
      ['California Q1 2025 estimated tax due', '2025-04-15', 'tax-ca-2025-q1@gigtally'],
      // June 15, 2025 is a Sunday.
      ['California Q2 2025 estimated tax due', '2025-06-16', 'tax-ca-2025-q2@gigtally'],
      ['California Q4 2025 estimated tax due', '2026-01-15', 'tax-ca-2025-q4@gigtally'],
      ['California Q1 2026 estimated tax due', '2026-04-15', 'tax-ca-2026-q1@gigtally'],
      ['California Q2 2026 estimated tax due', '2026-06-15', 'tax-ca-2026-q2@gigtally'],
      ['California Q4 2026 estimated tax due', '2027-01-15', 'tax-ca-2026-q4@gigtally'],
      ['California Q1 2027 estimated tax due', '2027-04-15', 'tax-ca-2027-q1@gigtally'],
      ['California Q2 2027 estimated tax due', '2027-06-15', 'tax-ca-2027-q2@gigtally'],
      // January 15, 2028 is a Saturday and the 17th Martin Luther King Jr. Day.
      ['California Q4 2027 estimated tax due', '2028-01-18', 'tax-ca-2027-q4@gigtally'],
    ]);
    for (const event of parsed) expect(event.startDate.isDate).toBe(true);
    const calendar = ICAL.Component.fromString(californian);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      'GigTally: federal and California estimated tax due dates',
    );
    expect(calendar.getFirstPropertyValue('url')).toBe(
      'https://app.gigtally.example/api/tax-calendar.ics?state=CA',
    );
  });

  it("names the state's form in the description, with the same alerts", () => {
    const first = events(californian)[12]!;
    expect(first.description).toBe(
      'The first California estimated tax payment (Form 540-ES) for 2025 is due. See what you owe in GigTally: https://app.gigtally.example/reports/taxes',
    );
    const alarms = first.component
      .getAllSubcomponents('valarm')
      .map((alarm) => alarm.getFirstPropertyValue('trigger')?.toString());
    expect(alarms).toEqual(['-P7D', '-P1D']);
  });

  it("puts Virginia's first installment on May 1", () => {
    const virginia = events(taxCalendarFeed('2026-11-22', 'https://app.gigtally.example', 'VA')).slice(12);
    expect(
      virginia.filter((event) => event.summary.includes('Q1')).map((event) => event.startDate.toString()),
    ).toEqual([
      '2025-05-01',
      '2026-05-01',
      // May 1, 2027 is a Saturday.
      '2027-05-03',
    ]);
    expect(virginia[0]!.description).toBe(
      'The first Virginia estimated tax payment (Form 760ES) for 2025 is due. See what you owe in GigTally: https://app.gigtally.example/reports/taxes',
    );
  });

  it("gives a state GigTally does not figure the usual dates, saying the state's own may differ", () => {
    const arizona = events(taxCalendarFeed('2026-11-22', 'https://app.gigtally.example', 'AZ')).slice(12);
    expect(arizona).toHaveLength(12);
    expect(arizona[0]!.summary).toBe('Arizona Q1 2025 estimated tax due');
    expect(arizona[0]!.uid).toBe('tax-az-2025-q1@gigtally');
    expect(arizona[0]!.description).toBe(
      "The first Arizona estimated tax payment for 2025 is due on the usual date; the state's own date may differ. See what you owe in GigTally: https://app.gigtally.example/reports/taxes",
    );
  });

  it('adds nothing for a state without an income tax, and keeps the federal name', () => {
    const texas = taxCalendarFeed('2026-11-22', 'https://app.gigtally.example', 'TX');
    expect(events(texas)).toHaveLength(12);
    expect(ICAL.Component.fromString(texas).getFirstPropertyValue('x-wr-calname')).toBe(
      'GigTally: estimated tax due dates',
    );
  });
});
