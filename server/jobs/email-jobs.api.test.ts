import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NewItemInput } from '../../core/item-input';
import type { Planner } from '../../core/tax/planner-api';
import { emailDelivery, trip } from '../db/schema';
import { createMailer } from '../mail/mailer';
import { addItems, signedInUser, TEST_PASSWORD, type UserRequest } from '../testing/api-helpers';
import { freePort } from '../testing/free-port';
import { createTestApp, TEST_AUTH_SECRET, type ReceivedMail, type TestApp } from '../testing/test-app';
import { runEmailJobs, startEmailJobs, type EmailJobContext } from './email-jobs';

// Tax reminders 7 days and 1 day before each due date and a weekly report, sent by a job
// that every instance runs, each email once. The clock is the `now` each run is given; New York is UTC-5 in
// these winter months, so 09:00 there is 14:00Z.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
// One database for the file: the people of earlier tests stop getting email, so each test's are the only ones.
beforeEach(async () => {
  await t.db.execute(
    sql`insert into "preferences" ("user_id", "email_notifications") select "id", false from "user" on conflict ("user_id") do update set "email_notifications" = false`,
  );
});

/** A run as one instance would make it; a new context is a new (or restarted) instance. */
const jobs = (overrides: Partial<EmailJobContext> = {}): EmailJobContext => ({
  db: t.db,
  mailer: t.mailer,
  logger: t.logger,
  appUrl: t.appUrl,
  secret: TEST_AUTH_SECRET,
  timeZone: 'America/New_York',
  // Small batches, so the keyset paging over users is exercised.
  batchSize: 2,
  ...overrides,
});
const run = (iso: string, overrides: Partial<EmailJobContext> = {}) =>
  runEmailJobs(jobs(overrides), new Date(iso));

// What Chromium sends when it opens a link or posts a form.
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

const mailsTo = (email: string) => t.mail.filter((mail) => mail.to.includes(email.toLowerCase()));

/** A header of a received mail, unfolded, with RFC 2047 encoded words read. */
function header(mail: ReceivedMail, name: string): string | undefined {
  const head = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1];
  return line?.replace(/\?=\s+=\?/g, '?==?').replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, word: string) =>
    Buffer.from(
      word
        .replace(/_/g, ' ')
        .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8'),
  );
}

/** The plain-text part of a received mail. */
function plainText(mail: ReceivedMail): string {
  const part = /Content-Type: text\/plain[^]*?\r?\n\r?\n([^]*?)\r?\n--/i.exec(mail.text);
  if (!part) throw new Error(`No text part in:\n${mail.text}`);
  return part[1]!.replace(/\r\n/g, '\n');
}

const unsubscribeLinkIn = (mail: ReceivedMail, what: string) => {
  const match = new RegExp(
    `Unsubscribe from ${what}: (http://localhost:3000(/api/email/unsubscribe\\?token=[\\w.-]+))`,
  ).exec(plainText(mail));
  if (!match) throw new Error(`No unsubscribe link in:\n${plainText(mail)}`);
  return { url: match[1]!, path: match[2]! };
};

async function deliveries(userId: string) {
  return t.db
    .select({
      kind: emailDelivery.kind,
      key: emailDelivery.key,
      status: emailDelivery.status,
      attempts: emailDelivery.attempts,
      error: emailDelivery.error,
    })
    .from(emailDelivery)
    .where(eq(emailDelivery.userId, userId))
    .orderBy(emailDelivery.key);
}

// The worked figure. 2026, single, income $40,000, expenses $10,000: net profit $30,000.
// SE tax: 30,000 x 0.9235 = 27,705.00 of net earnings; x 15.3 % = 4,238.865 -> $4,238.87.
// AGI: 30,000 - 2,119.44 (half) = 27,880.56; minus the 2026 standard deduction 16,100 = 11,780.56.
// QBI deduction: the lesser of 20 % of 27,880.56 and 20 % of 11,780.56 = 2,356.11; taxable 9,424.45.
// Income tax: 10 % of 9,424.45 = $942.45. Total 942.45 + 4,238.87 = $5,181.32; each installment $1,295.33.
// Paid $1,295.33 on time for each of Q1-Q3 and $300 in December: Form 2210 applies each payment by its date, so
// by Q4's due date (Friday 2027-01-15) 5,181.32 - 3 x 1,295.33 - 300 = $995.33 is still due.
const yearOfWork: NewItemInput[] = [
  { type: 'income', category: 'Freelance', amount: 40_000, date: '2026-03-10' },
  { type: 'expense', category: 'Equipment', amount: 10_000, date: '2026-05-02' },
];

const pay = (person: { request: UserRequest }, payment: Record<string, unknown>) =>
  person.request('/api/tax/payments', { json: payment });

async function personOwingQ4(label = 'owes') {
  const person = await signedInUser(t, { pro: true, label });
  await addItems(person.request, yearOfWork);
  for (const date of ['2026-04-10', '2026-06-10', '2026-09-10'])
    expect((await pay(person, { taxYear: 2026, date, amount: 1_295.33 })).status).toBe(201);
  const paid = await pay(person, { taxYear: 2026, quarter: 4, date: '2026-12-20', amount: 300, note: '' });
  expect(paid.status).toBe(201);
  return person;
}

describe('tax reminders', () => {
  it('sends the 7-day reminder at 09:00 in New York with what is still due, once, and the 1-day one after', async () => {
    const ann = await personOwingQ4();

    // Nothing is due on a December Monday, and nothing goes out before 09:00 on the reminder's day.
    expect(await run('2026-12-07T13:59:00Z')).toEqual({ sent: 0, failed: 0, skipped: 0 });
    expect(await run('2026-12-07T14:00:00Z')).toEqual({ sent: 0, failed: 0, skipped: 0 });
    expect(await run('2027-01-08T13:59:00Z')).toEqual({ sent: 0, failed: 0, skipped: 0 });
    expect(mailsTo(ann.email)).toHaveLength(0);

    expect(await run('2027-01-08T14:00:00Z')).toMatchObject({ sent: 1, failed: 0 });
    const [sevenDays] = mailsTo(ann.email);
    expect(header(sevenDays!, 'Subject')).toBe('Estimated tax due in 7 days: $995.33 for Q4 2026');
    const text = plainText(sevenDays!);
    // First the dashboard's headline: Q1-Q3 were paid on time, so only Q4's $995.33 is owed, and nothing is overdue.
    expect(text).toContain('Hello Ann Driver,\n\nDue by Friday, January 15, 2027: $995.33.\n');
    expect(text).not.toContain('Overdue');
    expect(text).toContain(
      'Your estimated tax payment for Q4 2026 is due in 7 days, on Friday, January 15, 2027.',
    );
    expect(text).toContain(
      'Still due by then: $995.33 (Q1 to Q4 2026: estimated $5,181.32, paid $4,185.99).',
    );
    expect(text).toContain(
      'See your quarterly plan and record a payment: http://localhost:3000/reports/taxes',
    );
    expect(text).toContain('Add every due date to your calendar: http://localhost:3000/api/tax-calendar.ics');
    expect(text).toMatch(
      /Unsubscribe from tax reminders: http:\/\/localhost:3000\/api\/email\/unsubscribe\?token=v1\./,
    );
    expect(sevenDays!.text).toMatch(/Content-Type: text\/html/);
    expect(sevenDays!.text).toContain('<a href="http://localhost:3000/reports/taxes">');

    // The same day again, the same instance restarted, and later in the 7-day window: nothing new.
    expect(await run('2027-01-08T14:15:00Z')).toMatchObject({ sent: 0 });
    expect(await run('2027-01-08T22:00:00Z', { batchSize: 500 })).toMatchObject({ sent: 0 });
    expect(await run('2027-01-12T15:00:00Z')).toMatchObject({ sent: 0 });
    expect(mailsTo(ann.email)).toHaveLength(1);

    expect(await run('2027-01-14T14:00:00Z')).toMatchObject({ sent: 1 });
    const oneDay = mailsTo(ann.email)[1]!;
    expect(header(oneDay, 'Subject')).toBe('Estimated tax due tomorrow: $995.33 for Q4 2026');
    expect(plainText(oneDay)).toContain(
      'Your estimated tax payment for Q4 2026 is due tomorrow, on Friday, January 15, 2027.',
    );

    // The due date and after: nothing more.
    await run('2027-01-15T14:00:00Z');
    await run('2027-01-16T14:00:00Z');
    await run('2027-01-20T14:00:00Z');
    expect(mailsTo(ann.email)).toHaveLength(2);
    expect(await deliveries(ann.id)).toMatchObject([
      { kind: 'tax-reminder', key: '2026-Q4-1d', status: 'sent', attempts: 1, error: null },
      { kind: 'tax-reminder', key: '2026-Q4-7d', status: 'sent', attempts: 1, error: null },
    ]);
  });

  it('counts a December payment toward the installments still short first, as the dashboard does', async () => {
    // Nothing paid for Q1-Q3 and $300 on 2026-12-20 marked for Q4: Form 2210 applies it to Q1 first, so by
    // January 15 all four installments less $300 are due: 5,181.32 - 300 = $4,881.32 (the old reminder said
    // Q4's 1,295.33 - 300 = $995.33 while Q1-Q3 stayed unpaid).
    const person = await signedInUser(t, { pro: true, label: 'december' });
    await addItems(person.request, yearOfWork);
    await pay(person, { taxYear: 2026, quarter: 4, date: '2026-12-20', amount: 300 });
    await run('2027-01-08T14:00:00Z');
    const [mail] = mailsTo(person.email);
    expect(header(mail!, 'Subject')).toBe('Estimated tax due in 7 days: $4,881.32 for Q4 2026');
    expect(plainText(mail!)).toContain(
      'Still due by then: $4,881.32 (Q1 to Q4 2026: estimated $5,181.32, paid $300.00).',
    );
    const planner = (await (
      await person.request('/api/tax/planner?year=2026&today=2027-01-08')
    ).json()) as Planner;
    expect(planner.dueByNow).toEqual({ amount: 4_881.32, dueDate: '2027-01-15', throughQuarter: 4 });
  });

  it('takes the withholding of a day job off what estimated payments must bring', async () => {
    // The worked figure with $3,000 of wages, $1,000 withheld: total income 33,000, AGI 30,880.56, less 16,100 =
    // 14,780.56; QBI the lesser of 5,576.11 and 20 % x 14,780.56 = 2,956.11; taxable 11,824.45; 10 % = 1,182.45.
    // Total 1,182.45 + 4,238.87 = 5,421.32, installments of 1,355.33. Withholding counts as paid 250 on each due
    // date (Form 2210's default): by January 15, 5,421.32 - 1,000 withheld - 300 paid = $4,121.32.
    const person = await signedInUser(t, { pro: true, label: 'withheld' });
    await addItems(person.request, yearOfWork);
    const saved = await person.request('/api/tax/profile', {
      method: 'PUT',
      json: { year: 2026, filingStatus: 'single', w2Wages: 3_000, w2Withholding: 1_000 },
    });
    expect(saved.status).toBe(200);
    await pay(person, { taxYear: 2026, date: '2026-12-20', amount: 300 });
    await run('2027-01-08T14:00:00Z');
    const [mail] = mailsTo(person.email);
    expect(header(mail!, 'Subject')).toBe('Estimated tax due in 7 days: $4,121.32 for Q4 2026');
    expect(plainText(mail!)).toContain(
      'Still due by then: $4,121.32 (Q1 to Q4 2026: estimated $4,421.32, paid $300.00).',
    );
  });

  it('sends one email when several instances run at the same moment', async () => {
    const ann = await personOwingQ4();
    const runs = await Promise.all([
      run('2027-01-08T14:00:00Z'),
      run('2027-01-08T14:00:00Z'),
      run('2027-01-08T14:00:01Z'),
    ]);
    expect(runs.reduce((sum, one) => sum + one.sent, 0)).toBe(1);
    expect(mailsTo(ann.email)).toHaveLength(1);
    expect(await deliveries(ann.id)).toMatchObject([{ key: '2026-Q4-7d', status: 'sent', attempts: 1 }]);
  });

  it('sends a missed 7-day reminder late, and only the 1-day one once that is due', async () => {
    const late = await personOwingQ4('late');
    // The job was down from the 8th; it comes back on Monday the 11th.
    await run('2027-01-11T14:30:00Z');
    expect(mailsTo(late.email).map((mail) => header(mail, 'Subject'))).toEqual([
      'Estimated tax due in 4 days: $995.33 for Q4 2026',
    ]);

    const later = await personOwingQ4('later');
    // Down until the 1-day reminder's day: the 7-day one is not sent beside it.
    await run('2027-01-15T16:00:00Z');
    expect(mailsTo(later.email).map((mail) => header(mail, 'Subject'))).toEqual([
      'Estimated tax due today: $995.33 for Q4 2026',
    ]);
    expect((await deliveries(later.id)).map((row) => row.key)).toEqual(['2026-Q4-1d']);
  });

  it('sends nothing after the due date, to people who turned reminders or all email off, or when nothing is due', async () => {
    const off = await personOwingQ4('off');
    const preferences = {
      emailNotifications: true,
      taxReminders: false,
      weeklyReports: false,
      currency: 'USD',
      dateFormat: 'MM/DD/YYYY',
    };
    expect((await off.request('/api/preferences', { method: 'PUT', json: preferences })).status).toBe(200);
    const silent = await personOwingQ4('silent');
    // 'Email notifications' is the master switch: off, no reminder, whatever 'Tax reminders' says.
    const noEmail = { ...preferences, emailNotifications: false, taxReminders: true };
    expect((await silent.request('/api/preferences', { method: 'PUT', json: noEmail })).status).toBe(200);
    const paidUp = await personOwingQ4('paid');
    await paidUp.request('/api/tax/payments', {
      json: { taxYear: 2026, quarter: 4, date: '2026-12-21', amount: 995.33, note: '' },
    });
    const nothingEarned = await signedInUser(t, { label: 'idle' });

    expect(await run('2027-01-08T14:00:00Z')).toEqual({ sent: 0, failed: 0, skipped: 0 });
    for (const person of [off, silent, paidUp, nothingEarned]) {
      expect(mailsTo(person.email)).toHaveLength(0);
      expect(await deliveries(person.id)).toEqual([]);
    }

    const afterDue = await personOwingQ4('after');
    expect(await run('2027-01-16T14:00:00Z')).toEqual({ sent: 0, failed: 0, skipped: 0 });
    expect(mailsTo(afterDue.email)).toHaveLength(0);
  });

  it("writes amounts in the person's currency", async () => {
    const euro = await personOwingQ4('euro');
    const preferences = {
      emailNotifications: true,
      taxReminders: true,
      weeklyReports: false,
      currency: 'EUR',
      dateFormat: 'DD/MM/YYYY',
    };
    await euro.request('/api/preferences', { method: 'PUT', json: preferences });
    await run('2027-01-08T14:00:00Z');
    expect(header(mailsTo(euro.email)[0]!, 'Subject')).toBe(
      'Estimated tax due in 7 days: €995.33 for Q4 2026',
    );
  });
});

// The state's installments too, on its own dates. The figures are server/routes/tax-state.api.test.ts's
// (core/tax/states/california.test.ts checks them by hand): 2025, single, income $70,000, expenses $15,000: California
// tax $1,106.00, installments 30/40/0/30 %: 331.80 on April 15, 442.40 on June 16, nothing on September 15, 331.80 on
// January 15, 2026. Federally: net profit 55,000; SE tax 55,000 x 0.9235 = 50,792.50, x 12.4 % = 6,298.27 and
// x 2.9 % = 1,472.98: 7,771.25; AGI 55,000 - 3,885.63 = 51,114.37, less the 15,750 standard deduction = 35,364.37;
// QBI the lesser of 20 % x 51,114.37 and 20 % x 35,364.37 = 7,072.87; taxable 28,291.50; income tax 10 % x 11,925 +
// 12 % x 16,366.50 = 1,192.50 + 1,963.98 = 3,156.48. Total 10,927.73: installments 2,731.93, 2,731.93, 2,731.93 and
// 2,731.94. April in New York is UTC-4: 09:00 there is 13:00Z.
const californianYear: NewItemInput[] = [
  { type: 'income', category: 'Rideshare', amount: 70_000, date: '2025-05-01' },
  { type: 'expense', category: 'Gas', amount: 15_000, date: '2025-05-02' },
];

async function californian(label = 'california', state: string | null = 'CA') {
  const person = await signedInUser(t, { pro: true, label });
  await addItems(person.request, californianYear);
  if (state) await livesIn(person, state);
  return person;
}

async function livesIn(person: { request: UserRequest }, state: string) {
  const saved = await person.request('/api/tax/profile', {
    method: 'PUT',
    json: { year: 2025, filingStatus: 'single', state },
  });
  expect(saved.status).toBe(200);
}

describe("tax reminders of the person's state", () => {
  it('names the federal and the California installment of one due date in one email, each recorded once', async () => {
    const cal = await californian();
    expect(await run('2025-04-08T12:59:00Z')).toEqual({ sent: 0, failed: 0, skipped: 0 });
    expect(await run('2025-04-08T13:00:00Z')).toEqual({ sent: 1, failed: 0, skipped: 0 });
    const [mail] = mailsTo(cal.email);
    expect(header(mail!, 'Subject')).toBe(
      'Estimated tax due in 7 days: federal $2,731.93 and California $331.80 for Q1 2025',
    );
    expect(plainText(mail!)).toContain(
      [
        'Hello Ann Driver,',
        '',
        // The dashboard's headline first: 2,731.93 + 331.80, each part by its own date.
        'Due by Tuesday, April 15, 2025: $3,063.73. (Federal $2,731.93 by Tuesday, April 15, 2025; California ' +
          '$331.80 by Tuesday, April 15, 2025)',
        '',
        'Your federal estimated tax payment for Q1 2025 is due in 7 days, on Tuesday, April 15, 2025.',
        'Still due by then: $2,731.93 (Q1 2025: estimated $2,731.93, paid $0.00).',
        '',
        'Your California estimated tax payment for Q1 2025 is due in 7 days, on Tuesday, April 15, 2025.',
        'Still due by then: $331.80 (Q1 2025: estimated $331.80, paid $0.00).',
        '',
        'See your quarterly plan and record a payment: http://localhost:3000/reports/taxes',
        // The calendar link brings California's dates too.
        'Add every due date to your calendar: http://localhost:3000/api/tax-calendar.ics?state=CA',
      ].join('\n'),
    );
    expect(mail!.text).toContain('<a href="http://localhost:3000/api/tax-calendar.ics?state=CA">');

    // Later in the window, nothing new; each reminder is recorded under its own key.
    expect(await run('2025-04-10T13:00:00Z')).toMatchObject({ sent: 0 });
    expect(mailsTo(cal.email)).toHaveLength(1);
    expect(await deliveries(cal.id)).toMatchObject([
      { kind: 'tax-reminder', key: '2025-Q1-7d', status: 'sent', attempts: 1 },
      { kind: 'tax-reminder', key: 'CA-2025-Q1-7d', status: 'sent', attempts: 1 },
    ]);
  });

  it('sends the state reminder alone when the federal one went out before the state was chosen', async () => {
    const late = await californian('late-state', null);
    await run('2025-04-08T13:00:00Z');
    expect(mailsTo(late.email).map((mail) => header(mail, 'Subject'))).toEqual([
      'Estimated tax due in 7 days: $2,731.93 for Q1 2025',
    ]);
    // No state yet: the calendar link has the federal dates only.
    expect(plainText(mailsTo(late.email)[0]!)).toContain(
      'Add every due date to your calendar: http://localhost:3000/api/tax-calendar.ics\n',
    );

    await livesIn(late, 'CA');
    expect(await run('2025-04-09T13:00:00Z')).toEqual({ sent: 1, failed: 0, skipped: 0 });
    const stateMail = mailsTo(late.email)[1]!;
    expect(header(stateMail, 'Subject')).toBe('California estimated tax due in 6 days: $331.80 for Q1 2025');
    expect(plainText(stateMail)).toContain(
      [
        'Hello Ann Driver,',
        '',
        // The dashboard's headline first: 2,731.93 + 331.80, each part by its own date.
        'Due by Tuesday, April 15, 2025: $3,063.73. (Federal $2,731.93 by Tuesday, April 15, 2025; California ' +
          '$331.80 by Tuesday, April 15, 2025)',
        '',
        'Your California estimated tax payment for Q1 2025 is due in 6 days, on Tuesday, April 15, 2025.',
        'Still due by then: $331.80 (Q1 2025: estimated $331.80, paid $0.00).',
      ].join('\n'),
    );
    expect(await run('2025-04-11T13:00:00Z')).toMatchObject({ sent: 0 });
    expect((await deliveries(late.id)).map((row) => [row.key, row.status])).toEqual([
      ['2025-Q1-7d', 'sent'],
      ['CA-2025-Q1-7d', 'sent'],
    ]);
  });

  it('reminds of the state alone when the federal installment is paid, with the state payments counted', async () => {
    const paid = await californian('fed-paid');
    expect((await pay(paid, { taxYear: 2025, date: '2025-04-01', amount: 2_731.93 })).status).toBe(201);
    const toState = { taxYear: 2025, date: '2025-04-02', amount: 100, jurisdiction: 'state' };
    expect((await pay(paid, toState)).status).toBe(201);
    await run('2025-04-14T13:00:00Z');
    const [mail] = mailsTo(paid.email);
    expect(header(mail!, 'Subject')).toBe('California estimated tax due tomorrow: $231.80 for Q1 2025');
    expect(plainText(mail!)).toContain(
      [
        'Your California estimated tax payment for Q1 2025 is due tomorrow, on Tuesday, April 15, 2025.',
        'Still due by then: $231.80 (Q1 2025: estimated $331.80, paid $100.00).',
      ].join('\n'),
    );
    expect((await deliveries(paid.id)).map((row) => row.key)).toEqual(['CA-2025-Q1-1d']);
  });

  it("sends no state reminder for California's September installment, whose share is 0 %", async () => {
    const cal = await californian('september');
    await run('2025-09-08T13:00:00Z');
    expect(mailsTo(cal.email)).toHaveLength(1);
    const [mail] = mailsTo(cal.email);
    // Nothing paid: the three federal installments to September 15, 3 x 2,731.93.
    expect(header(mail!, 'Subject')).toBe('Estimated tax due in 7 days: $8,195.79 for Q3 2025');
    expect(plainText(mail!)).toContain(
      [
        'Your estimated tax payment for Q3 2025 is due in 7 days, on Monday, September 15, 2025.',
        'Still due by then: $8,195.79 (Q1 to Q3 2025: estimated $8,195.79, paid $0.00).',
        '',
        'See your quarterly plan and record a payment: http://localhost:3000/reports/taxes',
        'Add every due date to your calendar: http://localhost:3000/api/tax-calendar.ics?state=CA',
      ].join('\n'),
    );
    expect((await deliveries(cal.id)).map((row) => row.key)).toEqual(['2025-Q3-7d']);
  });

  it('sends nothing of a state without an income tax', async () => {
    const texan = await californian('texas', 'TX');
    await run('2025-04-08T13:00:00Z');
    expect(mailsTo(texan.email).map((mail) => header(mail, 'Subject'))).toEqual([
      'Estimated tax due in 7 days: $2,731.93 for Q1 2025',
    ]);
    expect((await deliveries(texan.id)).map((row) => row.key)).toEqual(['2025-Q1-7d']);
  });
});

describe('with the mail server down', () => {
  it('records the failure, tries again on the next run and sends once', async () => {
    const ann = await personOwingQ4();
    const closedPort = await freePort();
    const down = createMailer({
      smtpUrl: `smtp://127.0.0.1:${closedPort}`,
      from: 'GigTally <no-reply@gigtally.local>',
      outboxDir: '/nonexistent',
      logger: t.logger,
    });
    expect(await run('2027-01-08T14:00:00Z', { mailer: down })).toEqual({ sent: 0, failed: 1, skipped: 0 });
    const [failed] = await deliveries(ann.id);
    expect(failed).toMatchObject({ key: '2026-Q4-7d', status: 'failed', attempts: 1 });
    expect(failed!.error).toMatch(/ECONNREFUSED/);
    expect(mailsTo(ann.email)).toHaveLength(0);

    // The mail server is back by the next run.
    expect(await run('2027-01-08T14:15:00Z')).toEqual({ sent: 1, failed: 0, skipped: 0 });
    expect(await run('2027-01-08T14:30:00Z')).toEqual({ sent: 0, failed: 0, skipped: 0 });
    expect(mailsTo(ann.email)).toHaveLength(1);
    expect(await deliveries(ann.id)).toMatchObject([{ status: 'sent', attempts: 2, error: null }]);
  });

  it('gives up after five attempts', async () => {
    const ann = await personOwingQ4();
    const down = createMailer({
      smtpUrl: `smtp://127.0.0.1:${await freePort()}`,
      from: 'GigTally <no-reply@gigtally.local>',
      outboxDir: '/nonexistent',
      logger: t.logger,
    });
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(await run(`2027-01-08T1${4 + attempt}:00:00Z`, { mailer: down })).toMatchObject({ failed: 1 });
    }
    expect(await run('2027-01-09T14:00:00Z')).toMatchObject({ sent: 0, failed: 0 });
    expect(mailsTo(ann.email)).toHaveLength(0);
    expect(await deliveries(ann.id)).toMatchObject([{ status: 'failed', attempts: 5 }]);
  });

  it('takes over an email whose instance died while sending it, after 30 minutes', async () => {
    const ann = await personOwingQ4();
    await t.db.insert(emailDelivery).values({
      userId: ann.id,
      kind: 'tax-reminder',
      key: '2026-Q4-7d',
      status: 'sending',
      claimedAt: new Date('2027-01-08T14:00:00Z'),
    });
    // Another instance may still be sending it.
    expect(await run('2027-01-08T14:29:00Z')).toMatchObject({ sent: 0 });
    expect(await run('2027-01-08T14:31:00Z')).toMatchObject({ sent: 1 });
    expect(mailsTo(ann.email)).toHaveLength(1);
    expect(await deliveries(ann.id)).toMatchObject([{ status: 'sent', attempts: 2 }]);
  });
});

// A week of gig work, Monday 2026-11-16 to Sunday 2026-11-22, on top of the worked year above; the days either
// side balance out so the year's net profit (and Q4's $1,295.33) stays as worked. The year has trips, so
// the standard rate leaves Gas ($60.40) out: income 100 + 420.50 + 35.25 = 555.75 against Phone 45 + Parking 12 +
// Equipment 426.25 + mileage 72.50 = 555.75.
const weekOfWork: NewItemInput[] = [
  ...yearOfWork,
  { type: 'income', category: 'Delivery', amount: 100, date: '2026-11-15' },
  { type: 'income', category: 'Rideshare', amount: 420.5, date: '2026-11-16' },
  { type: 'expense', category: 'Gas', amount: 60.4, date: '2026-11-17' },
  { type: 'income', category: 'Bonus', amount: 35.25, date: '2026-11-18' },
  { type: 'expense', category: 'Phone', amount: 45, date: '2026-11-20' },
  { type: 'expense', category: 'Parking', amount: 12, date: '2026-11-22' },
  { type: 'expense', category: 'Equipment', amount: 426.25, date: '2026-11-23' },
];

describe('weekly reports', () => {
  it('sends Monday from 09:00 a report of the week before with its figures, once a week', async () => {
    const ben = await signedInUser(t, { label: 'weekly' });
    await addItems(ben.request, weekOfWork);
    // 100 business miles on Thursday: 100 x 72.5 cents = $72.50 of mileage deduction.
    await t.db
      .insert(trip)
      .values({ userId: ben.id, date: '2026-11-19', tenthsOfMile: 1000, purpose: 'Deliveries' });
    // Ben chose the standard rate for 2026 (a year keeps actual costs until the person chooses).
    const chosen = await ben.request('/api/trips/vehicle-method', {
      method: 'PUT',
      json: { year: 2026, method: 'standard' },
    });
    expect(chosen.status).toBe(200);
    const preferences = {
      emailNotifications: true,
      taxReminders: true,
      weeklyReports: true,
      currency: 'USD',
      dateFormat: 'MM/DD/YYYY',
    };
    expect((await ben.request('/api/preferences', { method: 'PUT', json: preferences })).status).toBe(200);
    const notAsked = await signedInUser(t, { label: 'no-weekly' });

    expect(await run('2026-11-23T13:59:00Z')).toEqual({ sent: 0, failed: 0, skipped: 0 });
    expect(await run('2026-11-23T14:00:00Z')).toEqual({ sent: 1, failed: 0, skipped: 0 });
    const [report] = mailsTo(ben.email);
    expect(header(report!, 'Subject')).toBe('Your GigTally week: Nov 16\u201322');
    const text = plainText(report!);
    // Income 420.50 + 35.25; expenses 60.40 + 45.00 + 12.00 + 72.50 of mileage; 5 items (the trip is no item).
    expect(text).toContain(
      [
        'Your week from Monday, November 16, 2026 to Sunday, November 22, 2026:',
        'Income: $455.75',
        // Phone 45 + Parking 12 + mileage 72.50 (the week's Gas is left out); 455.75 - 129.50.
        'Expenses (with the mileage deduction): $129.50',
        'Net: $326.25',
        '5 items recorded.',
        '',
        'Top expenses:',
        '  Mileage (standard rate): $72.50',
        '  Phone: $45.00',
        '  Parking: $12.00',
        '',
        // Nothing paid: every 2026 installment is due by Q4's due date (Form 2210), the year's $5,181.32, the
        // dashboard's headline. Three are overdue on November 23, each $1,295.33 at 7 % over 365:
        // Q1 222 days: 1,295.33 x 222 / 365 x 7 % = 55.14912 -> $55.15; Q2 161 days: 39.99553 -> $40.00;
        // Q3 69 days: 17.14094 -> $17.14. Unpaid to April 15, 2027 (365, 304 and 212 days): 90.67 + 75.52 + 52.66
        // = $218.85.
        'Due by Friday, January 15, 2027: $5,181.32.',
        'Overdue: Federal Q1 2026, due Wednesday, April 15, 2026: $1,295.33 unpaid, estimated penalty so far $55.15.',
        'Overdue: Federal Q2 2026, due Monday, June 15, 2026: $1,295.33 unpaid, estimated penalty so far $40.00.',
        'Overdue: Federal Q3 2026, due Tuesday, September 15, 2026: $1,295.33 unpaid, estimated penalty so far $17.14.',
        'Paying it today stops the penalty growing: left unpaid to Thursday, April 15, 2027, it would reach about ' +
          '$218.85. Penalties are estimates (IRS Form 2210, at the IRS rate of each quarter).',
      ].join('\n'),
    );
    expect(text).toMatch(
      /Unsubscribe from weekly reports: http:\/\/localhost:3000\/api\/email\/unsubscribe\?token=v1\./,
    );
    expect(report!.text).toContain(
      '<th scope="row" style="text-align:left;padding-right:16px">Net</th><td style="text-align:right">$326.25</td>',
    );

    // Later that week, and another instance: nothing new. The next Monday: the next week.
    expect(await run('2026-11-25T18:00:00Z')).toMatchObject({ sent: 0 });
    expect(await run('2026-11-29T23:00:00Z', { batchSize: 1 })).toMatchObject({ sent: 0 });
    expect(await run('2026-11-30T14:00:00Z')).toMatchObject({ sent: 1 });
    const next = mailsTo(ben.email)[1]!;
    expect(header(next, 'Subject')).toBe('Your GigTally week: Nov 23\u201329');
    expect(plainText(next)).toContain(
      [
        'Income: $0.00',
        'Expenses (with the mileage deduction): $426.25',
        'Net: -$426.25',
        '1 item recorded.',
      ].join('\n'),
    );
    expect(mailsTo(notAsked.email)).toHaveLength(0);
    expect((await deliveries(ben.id)).map((row) => [row.key, row.status])).toEqual([
      ['2026-W47', 'sent'],
      ['2026-W48', 'sent'],
    ]);
  });

  it('sends a week missed on Monday later that week, from 09:00', async () => {
    const ben = await signedInUser(t, { label: 'weekly' });
    const preferences = {
      emailNotifications: true,
      taxReminders: true,
      weeklyReports: true,
      currency: 'USD',
      dateFormat: 'MM/DD/YYYY',
    };
    await ben.request('/api/preferences', { method: 'PUT', json: preferences });
    expect(await run('2026-12-09T13:30:00Z')).toMatchObject({ sent: 0 });
    expect(await run('2026-12-09T14:00:00Z')).toMatchObject({ sent: 1 });
    const [report] = mailsTo(ben.email);
    expect(header(report!, 'Subject')).toBe('Your GigTally week: Nov 30\u2013Dec 6');
    expect(plainText(report!)).toContain(
      '0 items recorded.\n\nNo expenses this week.\n\nDue by Friday, January 15, 2027: $0.00.',
    );
  });
});

describe('budget alerts', () => {
  it('says once when a category reaches 80 % of its plan, and once more when it is overspent', async () => {
    const person = await signedInUser(t, { label: 'budget-alert' });
    const preferences = {
      emailNotifications: true,
      taxReminders: false,
      weeklyReports: false,
      currency: 'USD',
      dateFormat: 'MM/DD/YYYY',
    };
    expect((await person.request('/api/preferences', { method: 'PUT', json: preferences })).status).toBe(200);
    const planned = await person.request('/api/budget/2026-11/categories/Groceries', {
      method: 'PUT',
      json: { planned: 400, rollover: false },
    });
    expect(planned.status).toBe(200);
    await addItems(person.request, [
      { type: 'expense', category: 'Groceries', amount: 340, date: '2026-11-20', use: 'personal' },
    ]);

    // 340 of 400 is 85 %, 60 left.
    expect(await run('2026-11-25T14:00:00Z')).toEqual({ sent: 1, failed: 0, skipped: 0 });
    const [first] = mailsTo(person.email);
    expect(header(first!, 'Subject')).toBe('Budget: Groceries: 85% of its budget spent, $60.00 left');
    expect(plainText(first!)).toContain(
      'Your November 2026 budget:\n  Groceries: 85% of its budget spent, $60.00 left',
    );
    expect(await run('2026-11-25T15:00:00Z')).toEqual({ sent: 0, failed: 0, skipped: 0 });

    // 72.50 more: 412.50 of 400, 12.50 over.
    await addItems(person.request, [
      { type: 'expense', category: 'Groceries', amount: 72.5, date: '2026-11-25', use: 'personal' },
    ]);
    expect(await run('2026-11-25T16:00:00Z')).toEqual({ sent: 1, failed: 0, skipped: 0 });
    expect(header(mailsTo(person.email)[1]!, 'Subject')).toBe('Budget: Groceries: $12.50 over budget');
    expect((await deliveries(person.id)).map(({ kind, key, status }) => ({ kind, key, status }))).toEqual([
      { kind: 'budget-alert', key: '2026-11 Groceries 100', status: 'sent' },
      { kind: 'budget-alert', key: '2026-11 Groceries 80', status: 'sent' },
    ]);

    // Budget alerts come with email notifications: their one-click link turns those off.
    const link = unsubscribeLinkIn(first!, 'email notifications');
    const done = await t.app.request(link.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    expect(await (await person.request('/api/preferences')).json()).toMatchObject({
      emailNotifications: false,
    });
  });
});

describe('unsubscribing', () => {
  async function personWithReports() {
    const person = await personOwingQ4();
    const preferences = {
      emailNotifications: true,
      taxReminders: true,
      weeklyReports: true,
      currency: 'USD',
      dateFormat: 'MM/DD/YYYY',
    };
    await person.request('/api/preferences', { method: 'PUT', json: preferences });
    await run('2027-01-11T14:00:00Z');
    const mails = mailsTo(person.email);
    const reminder = mails.find((mail) => header(mail, 'Subject')!.startsWith('Estimated tax due'))!;
    const report = mails.find((mail) => header(mail, 'Subject')!.startsWith('Your GigTally week'))!;
    expect(reminder).toBeDefined();
    expect(report).toBeDefined();
    return { person, reminder, report };
  }

  const preferencesOf = async (request: (path: string) => Promise<Response>) =>
    (await (await request('/api/preferences')).json()) as { taxReminders: boolean; weeklyReports: boolean };

  it('carries List-Unsubscribe headers for one-click unsubscribe (RFC 8058)', async () => {
    const { reminder, report } = await personWithReports();
    for (const [mail, what] of [
      [reminder, 'tax reminders'],
      [report, 'weekly reports'],
    ] as const) {
      expect(header(mail, 'List-Unsubscribe')).toBe(`<${unsubscribeLinkIn(mail, what).url}>`);
      expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    }
  });

  it('opens a page that asks, and its button turns tax reminders off', async () => {
    const { person, reminder } = await personWithReports();
    const link = unsubscribeLinkIn(reminder, 'tax reminders');

    // Opening the link (as a mail scanner might) changes nothing.
    const page = await t.request(link.path, { headers: { Accept: BROWSER_ACCEPT } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    // The address holds the token: the page passes it to no other.
    expect(html).toContain('<meta name="referrer" content="no-referrer">');
    expect(html).toContain('Stop getting GigTally\u2019s tax reminders by email?');
    expect(html).toContain(`<form method="post" action="${link.path}">`);
    expect(html).toContain('<button type="submit">Unsubscribe</button>');
    expect(await preferencesOf(person.request)).toMatchObject({ taxReminders: true, weeklyReports: true });

    // The page's button: a form post from the page's own origin.
    const done = await t.request(link.path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: BROWSER_ACCEPT },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(
      'You will no longer get GigTally\u2019s tax reminders by email. You can turn them back on in Settings at any time.',
    );
    expect(await preferencesOf(person.request)).toMatchObject({ taxReminders: false, weeklyReports: true });

    // No more reminders; the weekly report still comes.
    await run('2027-01-14T14:00:00Z');
    await run('2027-01-18T14:00:00Z');
    expect(mailsTo(person.email).map((mail) => header(mail, 'Subject'))).toEqual([
      'Estimated tax due in 4 days: $995.33 for Q4 2026',
      'Your GigTally week: Jan 4\u201310',
      'Your GigTally week: Jan 11\u201317',
    ]);
  });

  it("takes a mail app's one-click POST, which has no Origin and no session", async () => {
    const { person, report } = await personWithReports();
    const link = unsubscribeLinkIn(report, 'weekly reports');
    // As Gmail's servers send it: no Origin, no Sec-Fetch-Site, no cookie.
    const res = await t.app.request(link.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await preferencesOf(person.request)).toMatchObject({ taxReminders: true, weeklyReports: false });
    // Twice is fine.
    expect(
      (await t.app.request(link.url, { method: 'POST', body: 'List-Unsubscribe=One-Click' })).status,
    ).toBe(200);
  });

  it('refuses a forged or broken link with 400 and changes nothing', async () => {
    const { person, reminder } = await personWithReports();
    const { path } = unsubscribeLinkIn(reminder, 'tax reminders');
    const token = new URL(path, t.appUrl).searchParams.get('token')!;
    const [version, , signature] = token.split('.');
    const someoneElse = `${version}.${Buffer.from(`${person.id}x\ntax-reminder`).toString('base64url')}.${signature}`;
    const otherKind = `${version}.${Buffer.from(`${person.id}\nweekly-report`).toString('base64url')}.${signature}`;
    for (const bad of [
      `/api/email/unsubscribe?token=${someoneElse}`,
      `/api/email/unsubscribe?token=${otherKind}`,
      `/api/email/unsubscribe?token=${token.slice(0, -3)}`,
      '/api/email/unsubscribe?token=nonsense',
      '/api/email/unsubscribe',
    ]) {
      for (const method of ['GET', 'POST']) {
        const form = method === 'POST' ? { body: 'List-Unsubscribe=One-Click' } : {};
        const formType =
          method === 'POST'
            ? { 'Content-Type': 'application/x-www-form-urlencoded' }
            : ({} as Record<string, string>);
        // A browser gets a page saying so.
        const page = await t.request(bad, {
          method,
          ...form,
          headers: { ...formType, Accept: BROWSER_ACCEPT },
        });
        expect(page.status, `${method} ${bad}`).toBe(400);
        expect(page.headers.get('content-type')).toMatch(/^text\/html/);
        expect(await page.text()).toContain(
          'This unsubscribe link is not valid. Open the link in your latest GigTally email again, or turn these emails off in Settings.',
        );
        // Any other client, the API's error body.
        const api = await t.request(bad, { method, ...form, headers: formType });
        expect(api.status, `${method} ${bad}`).toBe(400);
        expect(await api.json()).toEqual({
          error: {
            code: 'validation-failed',
            message: 'Some fields are not valid.',
            fields: {
              token:
                'This unsubscribe link is not valid. Open the link in your latest GigTally email again, or turn these emails off in Settings.',
            },
          },
        });
      }
    }
    expect(await preferencesOf(person.request)).toMatchObject({ taxReminders: true, weeklyReports: true });
  });

  it('changes nothing for an account deleted since', async () => {
    const { person, reminder } = await personWithReports();
    const { path } = unsubscribeLinkIn(reminder, 'tax reminders');
    expect(
      (await person.request('/api/account', { method: 'DELETE', json: { password: TEST_PASSWORD } })).status,
    ).toBe(204);
    const res = await t.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(res.status).toBe(200);
    expect(
      await t.db
        .select()
        .from(emailDelivery)
        .where(and(eq(emailDelivery.userId, person.id))),
    ).toEqual([]);
  });
});

describe('the runner', () => {
  it('runs at start and on its interval, and stops', async () => {
    const ben = await signedInUser(t, { label: 'runner' });
    const preferences = {
      emailNotifications: true,
      taxReminders: true,
      weeklyReports: true,
      currency: 'USD',
      dateFormat: 'MM/DD/YYYY',
    };
    await ben.request('/api/preferences', { method: 'PUT', json: preferences });
    const instants = ['2026-11-23T14:00:00Z', '2026-11-30T14:00:00Z'];
    let ticks = 0;
    const runner = startEmailJobs(jobs(), 50, () => new Date(instants[Math.min(ticks++, 1)]!));
    try {
      await expect.poll(() => mailsTo(ben.email).length, { timeout: 10_000 }).toBe(2);
    } finally {
      await runner.stop();
    }
    const stoppedAt = ticks;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(ticks).toBe(stoppedAt);
    expect(mailsTo(ben.email).map((mail) => header(mail, 'Subject'))).toEqual([
      'Your GigTally week: Nov 16\u201322',
      'Your GigTally week: Nov 23\u201329',
    ]);
  });
});
