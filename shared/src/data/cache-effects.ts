import type { ScopedMutator } from 'swr';
import type { CallName } from '../contract/calls';

/** Whether an SWR key is one of these calls' keys, whatever its query, path or session. */
const keyOfCalls =
  (calls: readonly CallName[]) =>
  (key: unknown): boolean =>
    Array.isArray(key) && calls.includes(key[0] as CallName);

/**
 * Asks the server again for every cached answer of these calls (every page, filter and card of
 * them): what a mutation does for the data it changed but cannot compute itself.
 */
export async function revalidateCalls(mutate: ScopedMutator, calls: readonly CallName[]): Promise<void> {
  await mutate(keyOfCalls(calls));
}
