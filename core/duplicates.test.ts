import { describe, expect, it } from 'vitest';
import { findDuplicates, transactionFingerprint } from './duplicates';

const coffee = { date: '2025-03-04', amountCents: -500, description: 'BLUE BOTTLE  Coffee', externalId: '' };

describe('transactionFingerprint', () => {
  it('ignores case, spacing and the sign of the amount', () => {
    expect(transactionFingerprint(coffee)).toBe('2025-03-04|500|blue bottle coffee');
    expect(transactionFingerprint({ ...coffee, amountCents: 500, description: ' blue bottle coffee ' })).toBe(
      transactionFingerprint(coffee),
    );
  });
});

describe('findDuplicates', () => {
  const nothingKnown = { fingerprints: new Map<string, number>(), externalIds: new Set<string>() };

  it('finds nothing in a first import, even rows identical to each other', () => {
    expect(findDuplicates([coffee, coffee], nothingKnown)).toEqual([false, false]);
  });

  it('matches rows one for one against what is there: a re-import adds nothing, a third coffee is new', () => {
    const known = {
      fingerprints: new Map([[transactionFingerprint(coffee), 2]]),
      externalIds: new Set<string>(),
    };
    expect(findDuplicates([coffee, coffee], known)).toEqual([true, true]);
    expect(findDuplicates([coffee, coffee, coffee], known)).toEqual([true, true, false]);
  });

  it("uses the file's own transaction id when there is one", () => {
    const known = { fingerprints: new Map<string, number>(), externalIds: new Set(['FIT-1']) };
    expect(
      findDuplicates(
        [
          { ...coffee, externalId: 'FIT-1' },
          { ...coffee, externalId: 'FIT-2' },
        ],
        known,
      ),
    ).toEqual([true, false]);
    expect(
      findDuplicates(
        [
          { ...coffee, externalId: 'FIT-3' },
          { ...coffee, externalId: 'FIT-3' },
        ],
        nothingKnown,
      ),
    ).toEqual([false, true]);
  });

  it('tells apart another day, another amount and another description', () => {
    const known = {
      fingerprints: new Map([[transactionFingerprint(coffee), 1]]),
      externalIds: new Set<string>(),
    };
    expect(
      findDuplicates(
        [
          { ...coffee, date: '2025-03-05' },
          { ...coffee, amountCents: -501 },
          { ...coffee, description: 'BLUE BOTTLE TEA' },
        ],
        known,
      ),
    ).toEqual([false, false, false]);
  });
});
