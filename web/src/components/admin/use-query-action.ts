import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Spec §9: a screen reached with `?action=…` does it this long after arrival. */
export const QUERY_ACTION_DELAY_MS = 500;

/**
 * Runs `run` once, 500 ms after the screen is reached with `?action=<action>` (spec §2: the
 * clients screen's `new-client`, the reservations screen's `sample-class`), then takes the action
 * out of the address, so that reloading or coming back does not do it again.
 */
export function useQueryAction(action: string, run: () => void, delayMs: number = QUERY_ACTION_DELAY_MS): void {
  const [params, setParams] = useSearchParams();
  const requested = params.get('action') === action;
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => {
    if (!requested) return undefined;
    const timer = setTimeout(() => {
      latest.current();
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('action');
          return next;
        },
        { replace: true },
      );
    }, delayMs);
    return () => clearTimeout(timer);
  }, [requested, delayMs, setParams]);
}
