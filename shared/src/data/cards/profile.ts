import { useAtomValue } from 'jotai';
import useSWR from 'swr';
import { callApi } from '../../api-client/client';
import type { CallAnswer, CardholderProfile, CardholderProfileInput } from '@portal/shared/contract';
import { sessionAtom } from '../../session/session-state';
import { swrKeys } from '../../swr/keys';
import { cacheAnswer } from '../cache-effects';
import type { DataContext } from '../data-context';

/** The customer's cardholder profile (`profile` null when none is on file), the ID number masked. */
export function useCardholderProfile() {
  const session = useAtomValue(sessionAtom);
  return useSWR<CallAnswer<'cardholderProfile'>>(swrKeys.cards.profile(session));
}

/** Gives or corrects the profile; the answer (masked) is what every reader shows from then on. */
export async function saveCardholderProfile(
  { mutate, session }: DataContext,
  body: CardholderProfileInput,
): Promise<CardholderProfile> {
  const profile = await callApi('saveCardholderProfile', body);
  await cacheAnswer(mutate, swrKeys.cards.profile(session()), { profile });
  return profile;
}
