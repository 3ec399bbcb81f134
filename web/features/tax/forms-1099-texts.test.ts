import { describe, expect, it } from 'vitest';
import { formatUsd } from '../../../core/format';
import {
  emptyForm1099,
  fixDone,
  fixExplanation,
  fixLabel,
  forms1099Texts,
  sourceLabel,
  unreadBoxes,
  valuesOfReading,
} from './forms-1099-texts';

describe('fixLabel: the two fixes of a gap, each naming the amount and the platform', () => {
  it('adds the missing amount as income', () => {
    expect(fixLabel('add-income', 470, 'Uber', formatUsd)).toBe('Add $470.00 as Uber income');
  });
  it('records the platform fees as an expense', () => {
    expect(fixLabel('record-fees', 1234.5, 'DoorDash', formatUsd)).toBe('Record $1,234.50 as DoorDash fees');
  });
});

it('fixDone says what was saved', () => {
  expect(fixDone('add-income', 470, 'Uber', formatUsd)).toBe('Added $470.00 as Uber income.');
  expect(fixDone('record-fees', 470, 'Uber', formatUsd)).toBe('Recorded $470.00 as Uber fees.');
});

describe('fixExplanation', () => {
  const gap = { gap: 470, platform: 'Uber', incomeCategory: 'Rideshare', year: 2025 };
  it('says where the income goes', () => {
    expect(fixExplanation('add-income', gap, formatUsd)).toBe(
      'An income of $470.00 in Rideshare is added to 2025, so the income you recorded from Uber matches its forms. Choose this when a payout is missing from GigTally.',
    );
  });
  it('says the fees are added as income (line 1) and as an expense on line 10', () => {
    expect(fixExplanation('record-fees', gap, formatUsd)).toBe(
      'The form’s gross counts $470.00 of fees Uber kept before paying you: it is added to 2025 as Rideshare income, so line 1 matches the form, and as an expense in Platform Fees (Schedule C line 10, Commissions and fees), which takes it off again.',
    );
  });
});

describe('valuesOfReading: a PDF pre-fills the form for the person to check', () => {
  it('fills every box the PDF said', () => {
    expect(
      valuesOfReading({ year: 2025, platform: 'Uber', kind: '1099-K', amount: 23450 }, emptyForm1099(2026)),
    ).toEqual({ platform: 'Uber', kind: '1099-K', amount: '23450.00', year: '2025' });
  });
  it('keeps what was typed where the PDF said nothing', () => {
    expect(
      valuesOfReading(
        { year: null, platform: null, kind: '1099-NEC', amount: null },
        { platform: 'Lyft', kind: '1099-K', amount: '12', year: '2024' },
      ),
    ).toEqual({ platform: 'Lyft', kind: '1099-NEC', amount: '12', year: '2024' });
  });
});

it('names how a form was entered', () => {
  expect(sourceLabel('pdf')).toBe('Read from PDF');
  expect(sourceLabel('entered')).toBe('Entered by hand');
  expect(forms1099Texts.readDone('uber-1099k.pdf')).toBe(
    'Read from uber-1099k.pdf. Check each box against the form, correct anything misread, then choose Save 1099.',
  );
});

it('says which boxes a PDF left unread, so none is taken for read', () => {
  const reading = { kind: '1099-K', year: 2025, platform: null, amount: 3_120.4 } as const;
  expect(unreadBoxes(reading)).toEqual(['the platform']);
  expect(forms1099Texts.readDone('summary.pdf', unreadBoxes(reading))).toBe(
    'Read from summary.pdf. GigTally could not read the platform: type it from the form. Check each box against the form, correct anything misread, then choose Save 1099.',
  );
  const bare = { kind: '1099-NEC', year: null, platform: null, amount: null } as const;
  expect(forms1099Texts.readDone('scan.pdf', unreadBoxes(bare))).toBe(
    'Read from scan.pdf. GigTally could not read the platform, the amount and the tax year: type them from the form. Check each box against the form, correct anything misread, then choose Save 1099.',
  );
});
