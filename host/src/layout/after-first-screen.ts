import { afterNextPaint } from '@portal/shared/signed-in';

/** The longest the layout's later parts wait for an idle moment after its first paint. */
const IDLE_WAIT_MS = 2_000;

/**
 * Runs `callback` once the next frame has been painted and the browser is then idle (at most
 * IDLE_WAIT_MS later): what the first screen does not show starts after that screen, the page's own
 * first screen included, rather than beside it; answers a cancel.
 */
export function afterFirstScreen(callback: () => void): () => void {
  let cancelIdle = () => undefined as void;
  const cancelPaint = afterNextPaint(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(callback, 0);
      cancelIdle = () => clearTimeout(timer);
      return;
    }
    const idle = window.requestIdleCallback(callback, { timeout: IDLE_WAIT_MS });
    cancelIdle = () => window.cancelIdleCallback(idle);
  });
  return () => {
    cancelPaint();
    cancelIdle();
  };
}
