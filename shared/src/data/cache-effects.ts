import type { ScopedMutator } from 'swr';
import type { CallName } from '@portal/shared/contract';
import type { SwrKey } from '../swr/keys';

/** Whether an SWR key is one of these calls' keys, whatever its query, path or session. */
const keyOfCalls =
  (calls: readonly CallName[]) =>
  (key: unknown): boolean =>
    Array.isArray(key) && calls.includes(key[0] as CallName);

/**
 * Asks the server again for every cached answer of these calls (every page, filter and card of
 * them): what a mutation does for the data it changed but cannot compute itself. The mutation has
 * succeeded by then, so this never rejects: a reader whose refresh fails shows that itself.
 */
export async function revalidateCalls(mutate: ScopedMutator, calls: readonly CallName[]): Promise<void> {
  await mutate(keyOfCalls(calls)).catch(() => undefined);
}

/** Puts a mutation's answer in the cache under `key` (none while signed out); like revalidateCalls, never rejects. */
export async function cacheAnswer<T>(mutate: ScopedMutator, key: SwrKey | null, data: T): Promise<void> {
  if (key) await mutate<T>(key, data, { revalidate: false }).catch(() => undefined);
}
