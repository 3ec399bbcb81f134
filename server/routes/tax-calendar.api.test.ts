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
});
