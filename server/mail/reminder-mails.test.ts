import { describe, expect, it } from 'vitest';
import type { TaxOwed } from '../../core/tax/owed-api';
import { taxReminderMail, type RemindedInstallment } from './reminder-mails';

const links = { appUrl: 'https://app.gigtally.example', unsubscribeUrl: 'https://app.gigtally.example/u' };
const to = { email: 'ann@example.com', name: 'Ann' };
const federal: RemindedInstallment = {
  due: { date: '2026-04-15', taxYear: 2026, quarter: 1 },
  stateName: null,
  figures: { estimatedCents: 1_000_00, paidCents: 0, remainingCents: 1_000_00 },
};

// What the dashboard says on April 14: federal $1,000.00 by April 15, Virginia $200.00 by April 16.
const owed: TaxOwed = {
  year: 2026,
  state: { code: 'VA', name: 'Virginia' },
  nextDue: {
    federal: { date: '2026-04-15', amount: 1_000 },
    states: [{ code: 'VA', name: 'Virginia', date: '2026-04-16', amount: 200 }],
    total: 1_200,
  },
  totalTax: { federal: 4_000, state: 1_000, local: 0, total: 5_000 },
  overdue: [],
  expectedRefund: 0,
};

// A federal and a state installment reminded of on the same day. The usual case (one due date, one
// installment) is server/jobs/email-jobs.api.test.ts's; here the two differ, as a state's own date can.
describe('taxReminderMail with a state', () => {
  it('names each installment and its due date when the state’s falls on another day', () => {
    const state: RemindedInstallment = {
      due: { date: '2026-04-16', taxYear: 2026, quarter: 1 },
      stateName: 'Virginia',
      figures: { estimatedCents: 250_00, paidCents: 50_00, remainingCents: 200_00 },
    };
    const mail = taxReminderMail({
      to,
      currency: 'USD',
      today: '2026-04-14',
      owed,
      installments: [federal, state],
      calendarState: 'VA',
      links,
    });
    // The soonest due date says when.
    expect(mail.subject).toBe(
      'Estimated tax due tomorrow: federal $1,000.00 and Virginia $200.00 for Q1 2026',
    );
    expect(mail.text).toContain(
      [
        'Hello Ann,',
        '',
        // The dashboard's headline first, each agency's part by its own date.
        'Due by Wednesday, April 15, 2026: $1,200.00. (Federal $1,000.00 by Wednesday, April 15, 2026; Virginia ' +
          '$200.00 by Thursday, April 16, 2026)',
        '',
        'Your federal estimated tax payment for Q1 2026 is due tomorrow, on Wednesday, April 15, 2026.',
        'Still due by then: $1,000.00 (Q1 2026: estimated $1,000.00, paid $0.00).',
        '',
        'Your Virginia estimated tax payment for Q1 2026 is due in 2 days, on Thursday, April 16, 2026.',
        'Still due by then: $200.00 (Q1 2026: estimated $250.00, paid $50.00).',
        '',
        'See your quarterly plan and record a payment: https://app.gigtally.example/reports/taxes',
        'Add every due date to your calendar: https://app.gigtally.example/api/tax-calendar.ics?state=VA',
      ].join('\n'),
    );
  });

  it('names the installment of each when they differ', () => {
    const state: RemindedInstallment = {
      due: { date: '2026-04-15', taxYear: 2025, quarter: 4 },
      stateName: 'Virginia',
      figures: { estimatedCents: 100_00, paidCents: 0, remainingCents: 100_00 },
    };
    const mail = taxReminderMail({
      to,
      currency: 'USD',
      today: '2026-04-08',
      owed,
      installments: [federal, state],
      calendarState: 'VA',
      links,
    });
    expect(mail.subject).toBe(
      'Estimated tax due in 7 days: federal $1,000.00 for Q1 2026 and Virginia $100.00 for Q4 2025',
    );
  });
});
