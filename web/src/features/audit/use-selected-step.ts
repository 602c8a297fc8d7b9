import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AuditReplayStep } from '@boxstudio/contracts';

const STEP = 'step';

/** The step the address names (`?step=<revision>`), or the latest when it names none the stream has. */
export function selectedIndexOf(steps: readonly AuditReplayStep[], asked: string | null): number {
  const revision = asked === null || asked.trim() === '' ? Number.NaN : Number(asked);
  const named = steps.findIndex((step) => step.event.revision === revision);
  return named >= 0 ? named : steps.length - 1;
}

/**
 * Which of the record's events is shown, kept in the address as its revision (`?step=3`), so a link
 * opens the record at an event and a reload stays there. Stepping replaces the address: Back leaves
 * the record rather than stepping back through it.
 */
export function useSelectedStep(steps: readonly AuditReplayStep[]) {
  const [params, setParams] = useSearchParams();
  const index = selectedIndexOf(steps, params.get(STEP));
  const select = (revision: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(STEP, String(revision));
        return next;
      },
      { replace: true },
    );
  const move = (by: number) => {
    const target = steps[index + by];
    if (target) select(target.event.revision);
  };
  return {
    index,
    step: steps[index],
    select,
    previous: () => move(-1),
    next: () => move(1),
  };
}

/** Where typing goes: the step keys are left to the field. */
const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * ← / → and k / j step to the previous / next event, anywhere on the page but in a field being typed
 * in (and never with a modifier, so the browser's own shortcuts stay).
 */
export function useStepKeys(previous: () => void, next: () => void): void {
  const latest = useRef({ previous, next });
  latest.current = { previous, next };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      const keys: Partial<Record<string, () => void>> = {
        ArrowLeft: latest.current.previous,
        k: latest.current.previous,
        ArrowRight: latest.current.next,
        j: latest.current.next,
      };
      const step = keys[event.key];
      if (!step) return;
      event.preventDefault();
      step();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
