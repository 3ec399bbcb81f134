import { describe, expect, it } from 'vitest';
import {
  carCostText,
  durationText,
  marginalRateText,
  periodDates,
  targetText,
  weekGridSummary,
} from './earnings-texts';

describe('earnings texts', () => {
  it('writes durations in hours and minutes', () => {
    expect(durationText(45)).toBe('45 min');
    expect(durationText(120)).toBe('2 h');
    expect(durationText(150)).toBe('2 h 30 min');
  });

  it('says how a net per hour stands against the target', () => {
    expect(targetText(23.44, 20)).toBe('$3.44 an hour over your $20.00/h target');
    expect(targetText(14.07, 20)).toBe('$5.93 an hour under your $20.00/h target');
    expect(targetText(20, 20)).toBe('Right on your $20.00/h target');
    expect(targetText(20, null)).toBeNull();
  });

  it('explains the marginal rate, and a negative one as the credit it is', () => {
    expect(marginalRateText({ marginalRate: 0.2965, marginalRateYear: 2026 })).toBe(
      'Tax is figured at your marginal rate of 29.65%: what the next $100 of profit adds to your 2026 federal income ' +
        'tax, self-employment tax and state and local tax, from your tax estimate.',
    );
    expect(marginalRateText({ marginalRate: -0.0765, marginalRateYear: 2026 })).toBe(
      'At your 2026 figures, each extra dollar of profit raises a refundable credit (the earned income credit) by ' +
        'more than it adds in tax: your tax goes down 7.65 cents a dollar, so the tax column is a gain.',
    );
  });

  it('names the weeks and months of the periods, ending today', () => {
    expect(periodDates('week', '2026-11-27')).toEqual({ from: '2026-11-23', to: '2026-11-27' });
    expect(periodDates('four-weeks', '2026-11-27')).toEqual({ from: '2026-11-02', to: '2026-11-27' });
    expect(periodDates('month', '2026-11-27')).toEqual({ from: '2026-11-01', to: '2026-11-27' });
  });

  it('says what a mile costs and why', () => {
    expect(carCostText([{ year: 2026, basis: 'standard', centsPerMile: 72.5 }])).toBe(
      'The car costs 72.5 cents a mile in 2026: the IRS standard mileage rate.',
    );
    expect(
      carCostText([
        { year: 2025, basis: 'actual', centsPerMile: 41.3 },
        { year: 2026, basis: 'standard', centsPerMile: 72.5 },
      ]),
    ).toBe(
      'The car costs 41.3 cents a mile in 2025: your actual car costs that year over the business miles in your ' +
        'mileage log; 72.5 cents a mile in 2026: the IRS standard mileage rate.',
    );
  });

  it('names the best three hours of the week grid', () => {
    const grid = {
      from: '2026-08-30',
      to: '2026-11-27',
      marginalRate: 0.1412,
      cells: [
        { day: 5, hour: 9, hours: 1, netPerHour: 23.44 },
        { day: 3, hour: 17, hours: 1, netPerHour: 14.07 },
        { day: 6, hour: 0, hours: 2, netPerHour: 30 },
        { day: 1, hour: 13, hours: 1, netPerHour: 9 },
      ],
    };
    expect(weekGridSummary(grid)).toBe(
      'Your best hours over the last 90 days, net after costs and tax: Saturday 12 AM ($30.00/h), Friday 9 AM ' +
        '($23.44/h), Wednesday 5 PM ($14.07/h).',
    );
  });
});
