import { useLocation, useSearchParams } from 'react-router-dom';

/** Where the agreement's id came from: the back arrow depends on it (spec §2). */
export type AgreementIdSource = 'state' | 'query';

export type AgreementId = { id: string; source: AgreementIdSource } | { id: null; source: null };

/** The id in navigation state, `{ id }`; anything else there is ignored. */
function idFromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('id' in state)) return null;
  const { id } = state as { id: unknown };
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  return typeof id === 'string' && id.trim() !== '' ? id : null;
}

/** The agreement to show: from navigation state first, else from the query `?id=`. */
export function useAgreementId(): AgreementId {
  const location = useLocation();
  const [params] = useSearchParams();
  const fromState = idFromState(location.state);
  if (fromState !== null) return { id: fromState, source: 'state' };
  const fromQuery = params.get('id')?.trim();
  return fromQuery ? { id: fromQuery, source: 'query' } : { id: null, source: null };
}
