import { useEffect, useState, type ReactNode } from 'react';

/** Runs `then` in a task of its own once the next frame is painted; answers how to cancel it. */
function afterNextPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A task queued from inside the next animation frame runs after that frame is painted.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** True once the frame drawn with this component's first render has been painted. */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}

/**
 * How many of `total` things to draw: `step` at first, then `step` more in each task after a frame is painted,
 * until all are drawn. A long list then never holds the page in one long task, and input is answered between steps.
 */
export function useDrawnInSteps(total: number, step: number): number {
  const [drawn, setDrawn] = useState(step);
  useEffect(() => {
    if (drawn >= total) return;
    return afterNextPaint(() => setDrawn((count) => count + step));
  }, [drawn, total, step]);
  return Math.min(drawn, total);
}

/**
 * What lies below the fold on a phone is drawn in a task of its own after the page's top is painted, so
 * neither the first paint nor input waits on it. Until then a screen's height is held, so nothing that shows (the
 * footer on a wide screen) moves when it arrives.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? children : <div aria-hidden="true" className="min-h-screen" />;
}
