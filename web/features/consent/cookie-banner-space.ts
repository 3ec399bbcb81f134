import { useSyncExternalStore, type CSSProperties } from 'react';

// The height the cookie banner takes at the bottom of the window while it shows, which what is fixed to the
// page's edges keeps clear of. It is set on <html> (for the page's own room and scrolling, web/styles.css) and on
// each fixed piece that asks for it, never inherited: the property is registered as not inherited, because a
// change of an inherited one restyled every element of the page (about 800 on Transactions: 14 ms on a fast
// machine, a long task on a phone) when the banner arrived a second after the page.

const SPACE_PROPERTY = '--cookie-banner-space';

let space = 0;
const listeners = new Set<() => void>();

/** Says how many pixels the banner takes now (0 once it is gone). */
export function setCookieBannerSpace(pixels: number) {
  if (pixels === space) return;
  space = pixels;
  const root = document.documentElement.style;
  if (pixels > 0) root.setProperty(SPACE_PROPERTY, `${pixels}px`);
  else root.removeProperty(SPACE_PROPERTY);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const spaceNow = () => space;

/** The style that gives a fixed piece the banner's height, as var(--cookie-banner-space), while the banner shows. */
export function useCookieBannerSpace(): CSSProperties | undefined {
  const pixels = useSyncExternalStore(subscribe, spaceNow, spaceNow);
  return pixels > 0 ? ({ [SPACE_PROPERTY]: `${pixels}px` } as CSSProperties) : undefined;
}
