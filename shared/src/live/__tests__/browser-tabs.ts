import { BroadcastChannel } from 'node:worker_threads';
import type { LockRequester, TabChannel } from '../tab-election';

/**
 * Web Locks as a browser grants them, for tests in Node (which has none): exclusive, granted one at a
 * time in the order asked, on a later turn, freed when the holder's promise settles; a request
 * withdrawn while waiting rejects with an AbortError.
 */
export function fakeLocks(): LockRequester & { holder(name: string): number | undefined } {
  const waiting = new Map<string, { order: number; grant: () => void }[]>();
  const held = new Map<string, number>();
  let asked = 0;
  const next = (name: string) => {
    if (held.has(name)) return;
    waiting.get(name)?.shift()?.grant();
  };
  return {
    request(name, { signal }, callback) {
      const order = ++asked;
      return new Promise((resolve, reject) => {
        const entry = {
          order,
          grant: () => {
            held.set(name, order);
            void callback()
              .then(resolve, reject)
              .finally(() => {
                held.delete(name);
                queueMicrotask(() => next(name));
              });
          },
        };
        const queue = waiting.get(name) ?? [];
        waiting.set(name, [...queue, entry]);
        signal.addEventListener('abort', () => {
          const left = waiting.get(name) ?? [];
          if (!left.includes(entry)) return;
          waiting.set(
            name,
            left.filter((other) => other !== entry),
          );
          reject(new DOMException('withdrawn', 'AbortError'));
        });
        queueMicrotask(() => next(name));
      });
    },
    /** The order number of the request that holds `name` now. */
    holder: (name) => held.get(name),
  };
}

/** Node's BroadcastChannel, which speaks to every other one of its name in the process, as a tab's. */
export function nodeChannel(name: string): TabChannel {
  const channel = new BroadcastChannel(name);
  return {
    postMessage: (message) => channel.postMessage(message),
    addEventListener: (type, listener) =>
      channel.addEventListener(type, (event) => listener(event as unknown as MessageEvent)),
    close: () => channel.close(),
  };
}

/**
 * Polls until `check` holds; real timers, so sockets and channels keep working. The limit is a guard
 * for a state that never comes, not a wait: with both cores taken, a run of the test command once
 * waited more than 5 s for ten of the tabs' 20 ms beats. It stays under jest's own 20 s.
 */
export async function until(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('until: timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
