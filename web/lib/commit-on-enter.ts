import type { KeyboardEvent } from 'react';

/** Enter settles a typed figure as leaving the box does. */
export function commitOnEnter(commit: () => void) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commit();
  };
}
