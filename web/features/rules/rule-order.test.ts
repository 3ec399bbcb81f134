import { describe, expect, it } from 'vitest';
import { movedRuleIds } from './rule-order';

describe('movedRuleIds', () => {
  const ids = ['a', 'b', 'c'];
  it.each([
    ['the second up: it goes first', 1, -1, ['b', 'a', 'c']],
    ['the second down: it goes last', 1, 1, ['a', 'c', 'b']],
    ['the first down', 0, 1, ['b', 'a', 'c']],
    ['the last up', 2, -1, ['a', 'c', 'b']],
    ['the first up: no change', 0, -1, ['a', 'b', 'c']],
    ['the last down: no change', 2, 1, ['a', 'b', 'c']],
    ['an index outside the list: no change', 5, -1, ['a', 'b', 'c']],
  ] as const)('%s', (_name, index, by, expected) => {
    expect(movedRuleIds(ids, index, by)).toEqual(expected);
  });

  it('leaves the given list as it was', () => {
    movedRuleIds(ids, 1, -1);
    expect(ids).toEqual(['a', 'b', 'c']);
  });
});
