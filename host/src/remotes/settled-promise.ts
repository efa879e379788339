/** A promise that says, once settled, how it ended: the form React's `use` reads without suspending. */
export type TrackedPromise<T> = Promise<T> &
  ({ status?: 'pending' } | { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown });

/**
 * Marks `promise` with its outcome when it settles. A component that calls `use` on it after that
 * renders at once instead of suspending: no fallback is drawn, so React does not hold the content
 * back for its fallback throttle (about 300 ms) either. Pages whose module was fetched early (before
 * React's first render) appear in the first frame that can show them.
 */
export function tracked<T>(promise: Promise<T>): TrackedPromise<T> {
  const result = promise as TrackedPromise<T>;
  // The handlers return nothing: returning `result` itself would make the chain adopt its rejection.
  result.then(
    (value) => {
      Object.assign(result, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(result, { status: 'rejected', reason });
    },
  );
  return result;
}
