/** The ids of the rules with the one at `index` moved `by` places (-1: up, one earlier; 1: down). */
export function movedRuleIds(ids: readonly string[], index: number, by: -1 | 1): string[] {
  const target = index + by;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
