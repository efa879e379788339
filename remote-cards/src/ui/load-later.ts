import { lazy, useEffect, useState, type ComponentType } from 'react';

/** How long a hidden tab (whose frames are not drawn) waits before showing the rest of the page anyway. */
const HIDDEN_TAB_WAIT_MS = 500;
/** The longest a part's code waits for an idle moment before it is fetched anyway. */
const IDLE_WAIT_MS = 2_000;

/**
 * True from the frame after `ready` (the first screen shown) turned true: what lies below the fold
 * starts loading and rendering after the first screen has been painted, in tasks of its own, rather
 * than delaying that paint.
 */
export function useAfterFirstScreen(ready: boolean): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (!ready || after) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setAfter(true), 0);
    };
    const frame = requestAnimationFrame(show);
    const hidden = setTimeout(show, HIDDEN_TAB_WAIT_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(hidden);
      clearTimeout(timer);
    };
  }, [ready, after]);
  return after;
}

/**
 * A component whose code is a chunk of its own, loaded when it first renders; `preload` fetches it
 * ahead (see `usePreloadWhenIdle`, and when what opens it is pointed at or focused).
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const start = () => (loading ??= load().then((component) => ({ default: component })));
  // A preload that failed (offline) is forgotten, so rendering the part later tries again.
  const preload = () => {
    start().catch(() => (loading = undefined));
  };
  return Object.assign(lazy(start), { preload });
}

/**
 * Fetches a part's code once the screen that can open it has painted and the browser is idle, so it
 * opens at once when asked, and still opens when the network has gone meanwhile (a card frozen offline).
 */
export function usePreloadWhenIdle(part: { preload: () => void }, ready = true): void {
  const after = useAfterFirstScreen(ready);
  useEffect(() => {
    if (!after) return undefined;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(part.preload, HIDDEN_TAB_WAIT_MS);
      return () => clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(part.preload, { timeout: IDLE_WAIT_MS });
    return () => window.cancelIdleCallback(idle);
  }, [after, part]);
}
