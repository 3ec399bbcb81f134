import { describe, expect, it } from 'vitest';
import { paymentOrigin, paymentToasts, plannerTexts } from './quarterly-planner';

describe('where a planner payment came from, in its exact words', () => {
  it.each([
    [
      { source: 'bank', recognisedFrom: 'IRS USATAXPYMT 270612345678901' },
      'From your bank: IRS USATAXPYMT 270612345678901',
    ],
    [
      { source: 'import', recognisedFrom: 'FRANCHISE TAX BD PAYMENTS' },
      'From a statement file: FRANCHISE TAX BD PAYMENTS',
    ],
    [{ source: 'hand', recognisedFrom: null }, 'Typed by you'],
  ] as const)('%j reads "%s"', (payment, words) => {
    expect(paymentOrigin(payment)).toBe(words);
  });

  it('says whose rule counts the payments: the IRS’s Form 2210, or the state’s own form', () => {
    expect(plannerTexts.appliedNote({ agency: 'California', form: 'FTB 5805' })).toBe(
      'Payments count by their date, as California applies them (FTB 5805): first toward an earlier installment ' +
        'still short, then the one due next; an overpayment counts toward the next installment.',
    );
  });

  it('says the exact words of "Not a tax payment"', () => {
    expect(plannerTexts.notAPayment).toBe('Not a tax payment');
    expect(plannerTexts.notAPaymentLabel('$400.00', 'Jun 16, 2025')).toBe(
      'Not a tax payment: the $400.00 of Jun 16, 2025',
    );
    expect(plannerTexts.notAPaymentTitle).toBe('Not a tax payment?');
    expect(plannerTexts.notAPaymentConfirm).toBe('Move to review');
    expect(plannerTexts.notAPaymentPending).toBe('Moving...');
    expect(plannerTexts.notAPaymentBody('$400.00', 'Jun 16, 2025')).toBe(
      'The $400.00 of Jun 16, 2025 leaves the planner and waits in your review queue as an expense, for you to decide.',
    );
    expect(paymentToasts.movedToReview).toBe('Moved to your review queue as an expense');
    expect(paymentToasts.moveFailed).toBe(
      'Failed to move the payment to your review queue. Please try again.',
    );
  });
});
