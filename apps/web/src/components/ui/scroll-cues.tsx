import { useCallback, useEffect, useRef, useState } from 'react';
import { cx } from './cx';

export interface HiddenEnds {
  before: boolean;
  after: boolean;
}

/**
 * Which ends of a strip that scrolls sideways hide something, kept up to date as it scrolls or resizes. `ref` goes
 * on a wrapper; the strip is the wrapper itself, or the element `selector` finds in it (a tab list drawn by a
 * library). `measure` asks again after the strip was scrolled by code.
 */
export function useScrollEnds(selector?: string) {
  const ref = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState<HiddenEnds>({ before: false, after: false });
  const strip = useCallback(
    () => (selector ? (ref.current?.querySelector<HTMLElement>(selector) ?? null) : ref.current),
    [selector],
  );
  const measure = useCallback(() => {
    const el = strip();
    if (!el) return;
    const before = el.scrollLeft > 1;
    const after = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setHidden((h) => (h.before === before && h.after === after ? h : { before, after }));
  }, [strip]);
  useEffect(() => {
    const el = strip();
    if (!el) return;
    el.addEventListener('scroll', measure, { passive: true });
    // An observer reports each element once as it starts observing: the first measure.
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    // The strip's content may grow without the strip changing size (a table's rows arriving).
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [strip, measure]);
  return { ref, hidden, measure };
}

/**
 * The fade and chevron on each side of a strip where more is hidden; placed in a `relative` box around the strip.
 * `testId` names them for the tests (`<testId>-more-before`, `<testId>-more-after`).
 */
export function ScrollCues({ hidden, testId }: { hidden: HiddenEnds; testId: string }) {
  const cue = 'pointer-events-none absolute inset-y-0 flex w-10 items-center text-slate-600';
  return (
    <>
      {hidden.before && (
        <span
          aria-hidden="true"
          data-testid={`${testId}-more-before`}
          className={cx(cue, 'left-0 justify-start bg-gradient-to-r from-white')}
        >
          ‹
        </span>
      )}
      {hidden.after && (
        <span
          aria-hidden="true"
          data-testid={`${testId}-more-after`}
          className={cx(cue, 'right-0 justify-end bg-gradient-to-l from-white')}
        >
          ›
        </span>
      )}
    </>
  );
}
