import { useAtomValue } from 'jotai';
import useSWR from 'swr';
import { callApi } from '../../api-client/client';
import type { CallAnswer, CardLimits, CardLimitsInput } from '@portal/shared/contract';
import { sessionAtom } from '../../session/session-state';
import { swrKeys } from '../../swr/keys';
import { cacheAnswer } from '../cache-effects';
import type { DataContext } from '../data-context';

/** A card's spending limits and what is left of them today and this month. */
export function useCardLimits(id: string) {
  const session = useAtomValue(sessionAtom);
  return useSWR<CallAnswer<'cardLimits'>>(swrKeys.cards.limits(session, undefined, { id }));
}

/** Replaces the card's three limits; the answer (with what is left) is what the card's page shows next. */
export async function saveCardLimits(
  { mutate, session }: DataContext,
  id: string,
  body: CardLimitsInput,
): Promise<CardLimits> {
  const limits = await callApi('updateCardLimits', body, { params: { id } });
  await cacheAnswer(mutate, swrKeys.cards.limits(session(), undefined, { id }), limits);
  return limits;
}
