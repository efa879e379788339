import { useStore } from 'jotai';
import { useMemo } from 'react';
import { useSWRConfig, type ScopedMutator } from 'swr';
import { sessionAtom, type Session } from '../session/session-state';
import type { portalStore } from '../state/store';

/** What a mutation needs for its cache effects: the SWR cache and the session at the time it runs. */
export interface DataContext {
  mutate: ScopedMutator;
  store: typeof portalStore;
  session: () => Session;
}

/** The data context of the surrounding providers. */
export function useDataContext(): DataContext {
  const store = useStore();
  const { mutate } = useSWRConfig();
  return useMemo(() => ({ mutate, store, session: () => store.get(sessionAtom) }), [mutate, store]);
}
