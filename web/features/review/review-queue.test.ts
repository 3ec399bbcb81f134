import { describe, expect, it } from 'vitest';
import { nearEndOfLoaded, nextToReview } from './review-queue';

const ids = ['a', 'b', 'c', 'd'];

describe('nextToReview: where the queue goes after an item is marked', () => {
  it.each([
    ['the next one waiting after it', [], 0, false, 1],
    ['past those already marked', ['b', 'c'], 0, false, 3],
    ['back to one skipped before it when none waits after', ['a', 'c', 'd'], 3, false, 1],
    ['to the page not loaded yet before going back', ['a', 'c', 'd'], 3, true, 4],
    ['done when every item is marked', ['a', 'b', 'c', 'd'], 3, false, 'done'],
    ['to the next page when every loaded item is marked', ['a', 'b', 'c', 'd'], 3, true, 4],
  ] as const)('%s', (_, decided, from, moreToLoad, expected) => {
    expect(nextToReview(ids, new Set(decided), from, moreToLoad)).toBe(expected);
  });
});

describe('nearEndOfLoaded', () => {
  it.each([
    [0, 50, false],
    [44, 50, false],
    [45, 50, true],
    [0, 3, true],
  ])('item %i of %i loaded: %s', (index, loaded, expected) => {
    expect(nearEndOfLoaded(index, loaded)).toBe(expected);
  });
});
