import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A way of connecting's last failure, as it is shown: it goes once a connection is made on the page after it
 * (`connectedCount` moves on), whichever way that connection was made. A failure is kept with the count it happened
 * at, read from a ref so that an attempt that fails after another way connected is still shown.
 */
export function useAttemptFailure(connectedCount: number) {
  const [failure, setFailure] = useState<{ message: string; count: number }>();
  const countNow = useRef(connectedCount);
  useEffect(() => {
    countNow.current = connectedCount;
  }, [connectedCount]);
  const shown = failure?.count === connectedCount ? failure.message : undefined;
  const show = useCallback(
    (message: string | null | undefined) =>
      setFailure(message ? { message, count: countNow.current } : undefined),
    [],
  );
  return [shown, show] as const;
}
