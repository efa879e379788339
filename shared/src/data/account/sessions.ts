import { useAtomValue } from 'jotai';
import useSWR from 'swr';
import { callApi } from '../../api-client/client';
import type { AccountSession, CallAnswer, TrustedDevice } from '@portal/shared/contract';
import { sessionAtom } from '../../session/session-state';
import { swrKeys } from '../../swr/keys';
import type { DataContext } from '../data-context';

/** The account's signed-in sessions, this one first. */
export function useAccountSessions() {
  const session = useAtomValue(sessionAtom);
  return useSWR<CallAnswer<'sessions'>>(swrKeys.account.sessions(session));
}

/** The browsers the account trusts (no code check at sign-in for 30 days), this one first. */
export function useTrustedDevices() {
  const session = useAtomValue(sessionAtom);
  return useSWR<CallAnswer<'trustedDevices'>>(swrKeys.account.trustedDevices(session));
}

/** Drops the listed entries `keep` refuses at once, then asks the server for the list again. */
async function updateList<T extends { id: string }>(
  { mutate, session }: DataContext,
  key: typeof swrKeys.account.sessions | typeof swrKeys.account.trustedDevices,
  keep: (entry: T) => boolean,
): Promise<void> {
  const listKey = key(session());
  if (!listKey) return;
  await mutate<T[]>(listKey, (list) => list?.filter(keep), { revalidate: true }).catch(() => undefined);
}

/** Signs one session out; its browser's live stream ends and it shows the signed-out state. */
export async function revokeSession(context: DataContext, id: string): Promise<void> {
  await callApi('revokeSession', undefined, { params: { id } });
  await updateList<AccountSession>(context, swrKeys.account.sessions, (entry) => entry.id !== id);
}

/** Signs out every session but this one; answers how many ended. */
export async function revokeOtherSessions(context: DataContext): Promise<number> {
  const { revoked } = await callApi('revokeOtherSessions', undefined);
  await updateList<AccountSession>(context, swrKeys.account.sessions, (entry) => entry.current);
  return revoked;
}

/** Stops trusting a device: its next sign-in asks for the code check again. */
export async function forgetTrustedDevice(context: DataContext, id: string): Promise<void> {
  await callApi('forgetTrustedDevice', undefined, { params: { id } });
  await updateList<TrustedDevice>(context, swrKeys.account.trustedDevices, (entry) => entry.id !== id);
}
