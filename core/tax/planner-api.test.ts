import { describe, expect, it } from 'vitest';
import { paidToLabel, paysSide } from './planner-api';

describe('paidToLabel: whom a payment paid, as the packet and the planner say it', () => {
  it.each([
    [{ jurisdiction: 'federal', state: null }, undefined, 'IRS'],
    [{ jurisdiction: 'state', state: 'CA' }, undefined, 'California'],
    [{ jurisdiction: 'state', state: 'DC' }, undefined, 'District of Columbia'],
    // A state payment of no known state: 'State', or the name the caller knows (the profile's state).
    [{ jurisdiction: 'state', state: null }, undefined, 'State'],
    [{ jurisdiction: 'state', state: null }, 'Ohio', 'Ohio'],
    // A payment that names its state keeps that name, whatever the profile's.
    [{ jurisdiction: 'state', state: 'NY' }, 'Ohio', 'New York'],
  ] as const)('%o (profile state %s): %s', (payment, unknownState, label) => {
    expect(paidToLabel(payment, unknownState)).toBe(label);
  });
});

describe('paysSide: which side of the planner a payment pays', () => {
  it.each([
    [{ jurisdiction: 'federal', state: null }, 'federal', 'CA', true],
    [{ jurisdiction: 'federal', state: null }, 'state', 'CA', false],
    [{ jurisdiction: 'state', state: 'CA' }, 'federal', 'CA', false],
    [{ jurisdiction: 'state', state: 'CA' }, 'state', 'CA', true],
    // A payment to a state lived in before pays nothing of this state's tax.
    [{ jurisdiction: 'state', state: 'CA' }, 'state', 'TX', false],
    [{ jurisdiction: 'state', state: null }, 'state', 'TX', true],
  ] as const)('%o on the %s side of %s: %s', (payment, side, state, pays) => {
    expect(paysSide(payment, side, state)).toBe(pays);
  });
});
