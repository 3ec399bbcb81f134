// Moving through the review queue: the items loaded so far, in the queue's order (newest first), and which of them
// the person has marked on this visit. Marked items stay in the list, so that going back shows them and lets the
// person change their mind; the queue moves on to the next one still waiting.

/**
 * Where to go after the item at `from` is marked: the next item still waiting after it; the first item of the page
 * not loaded yet when there is one (`moreToLoad`); else the first still waiting before it; 'done' when none waits.
 */
export function nextToReview(
  ids: readonly string[],
  decided: ReadonlySet<string>,
  from: number,
  moreToLoad: boolean,
): number | 'done' {
  for (let at = from + 1; at < ids.length; at += 1) if (!decided.has(ids[at]!)) return at;
  if (moreToLoad) return ids.length;
  for (let at = 0; at <= Math.min(from, ids.length - 1); at += 1) if (!decided.has(ids[at]!)) return at;
  return 'done';
}

/** Whether the queue should ask for its next page: the person is within `margin` items of the end of those loaded. */
export const nearEndOfLoaded = (index: number, loaded: number, margin = 5): boolean =>
  index >= loaded - margin;
