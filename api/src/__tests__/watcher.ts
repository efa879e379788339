/**
 * Waits for a state a test expects, never for time: whatever changes the state calls `changed`, and
 * `until(done)` resolves once `done()` holds, looking again at each change.
 */
export function watcher(): { changed(): void; until(done: () => boolean): Promise<void> } {
  const waiters: Array<() => void> = [];
  return {
    changed: () => waiters.splice(0).forEach((wake) => wake()),
    async until(done) {
      while (!done()) await new Promise<void>((wake) => waiters.push(wake));
    },
  };
}
