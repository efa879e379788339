/** How long a hidden tab (whose frames are not drawn) waits before running what waits for a paint. */
export const HIDDEN_TAB_WAIT_MS = 500;

/**
 * Runs `callback` in a task of its own once the next frame has been painted (or after
 * HIDDEN_TAB_WAIT_MS in a tab whose frames are not drawn), so work that the screen does not show
 * neither delays that paint nor lengthens its task; answers a cancel.
 */
export function afterNextPaint(callback: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  const later = () => {
    cancelAnimationFrame(frame);
    clearTimeout(hidden);
    task ??= setTimeout(callback, 0);
  };
  // A frame's callbacks run just before its paint: the task they start runs after it.
  const frame = requestAnimationFrame(later);
  const hidden = setTimeout(later, HIDDEN_TAB_WAIT_MS);
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(hidden);
    clearTimeout(task);
  };
}
