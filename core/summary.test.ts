import { describe, expect, it } from 'vitest';
import { percentChange, profitMargin } from './summary';

describe('profitMargin (net / income, rounded percent, 0 without income)', () => {
  it.each([
    [100_00, 25_00, 25],
    [300_00, 100_00, 33],
    [200_00, 101_00, 51], // 50.5 rounds up
    [0, -50_00, 0],
    [100_00, -260_00, -260],
  ])('income %i, net %i -> %i %%', (income, net, margin) => {
    expect(profitMargin(income, net)).toBe(margin);
  });
});

describe('percentChange (against the previous period of equal length; none without one)', () => {
  it.each([
    [125_00, 100_00, 25],
    [60_00, 100_00, -40],
    [100_00, 300_00, -66.7],
    [100_00, null, null],
    [100_00, 0, null],
  ])('%i against %j -> %j', (current, previous, change) => {
    expect(percentChange(current, previous)).toBe(change);
  });
});
