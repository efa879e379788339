import { isCardStatus } from '../card-list/card-list-query';
import type { BatchExportRequest, CardStatus } from '@portal/shared/contract';

export type Scope = 'all' | 'status' | 'selected';

/** The cards the list handed over (navigation state `{ cardIds }`), if any. */
export function handedCardIds(state: unknown): string[] {
  const ids = (state as { cardIds?: unknown } | null)?.cardIds;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string').slice(0, 10_000) : [];
}

/** The export call's body for a scope. */
export function exportRequest(scope: Scope, status: string, cardIds: string[]): BatchExportRequest {
  if (scope === 'selected') return { card_ids: cardIds };
  if (scope === 'status' && isCardStatus(status)) return { status: status as CardStatus };
  return {};
}
