import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/tax-calendar.ics', () => {
  it('answers without a session with an iCalendar file of the due dates that any calendar app can read', async () => {
    const res = await t.request('/api/tax-calendar.ics');

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="gigtally-tax-due-dates.ics"');
    const calendar = ICAL.Component.fromString(await res.text());
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('GigTally: estimated tax due dates');
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(events).toHaveLength(12);
    const thisYear = new Date().getFullYear();
    expect(events.map((event) => event.summary)).toContain(`Q1 ${thisYear} estimated tax due`);
    expect(events[0]!.description).toContain('http://localhost:3000/reports/taxes');
  });

  // A state's dates too, still without a session: the code is all the feed is told.
  it("adds the state's installments for ?state=, in any case", async () => {
    for (const state of ['CA', 'ca', ' Ca ']) {
      const res = await t.request(`/api/tax-calendar.ics?state=${encodeURIComponent(state)}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      const calendar = ICAL.Component.fromString(await res.text());
      expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(
        'GigTally: federal and California estimated tax due dates',
      );
      const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
      // Three years of California's three installments with a share (its September one is 0 %).
      expect(events).toHaveLength(12 + 9);
      const thisYear = new Date().getFullYear();
      expect(events.map((event) => event.summary)).toContain(`California Q1 ${thisYear} estimated tax due`);
      expect(events.map((event) => event.uid)).toContain(`tax-ca-${thisYear}-q1@gigtally`);
      expect(events.map((event) => event.summary)).not.toContain(
        `California Q3 ${thisYear} estimated tax due`,
      );
    }
  });

  it('refuses a code that is no US state or DC with 400 and the message of the tax profile', async () => {
    for (const state of ['XX', 'C', 'California', '']) {
      const res = await t.request(`/api/tax-calendar.ics?state=${encodeURIComponent(state)}`);
      expect(res.status, state).toBe(400);
      expect(await res.json()).toEqual({
        error: {
          code: 'validation-failed',
          message: 'Some fields are not valid.',
          fields: { state: 'State must be the two-letter code of a US state or DC, such as CA or NY' },
        },
      });
    }
  });
});
