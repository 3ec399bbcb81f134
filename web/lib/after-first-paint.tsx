import { useEffect, useState, type ReactNode } from 'react';

/** True once the frame drawn with this component's first render has been painted. */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task queued from inside the next animation frame runs after that frame is painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/**
 * What lies below the fold on a phone is drawn in a task of its own after the page's top is painted, so
 * neither the first paint nor input waits on it. Until then a screen's height is held, so nothing that shows (the
 * footer on a wide screen) moves when it arrives.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? children : <div aria-hidden="true" className="min-h-screen" />;
}
