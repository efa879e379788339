import { useAtomValue } from 'jotai';
import useSWR from 'swr';
import { callApi } from '../../api-client/client';
import type {
  AccountInfo,
  BindEmailRequest,
  ChangeEmailRequest,
  ChangePasswordRequest,
  CallAnswer,
} from '@portal/shared/contract';
import { completeSignIn } from '../../session/sign-in';
import { sessionAtom, type Session } from '../../session/session-state';
import { swrKeys } from '../../swr/keys';
import type { DataContext } from '../data-context';

/** The signed-in user's account (spec §3 user info); its key carries the session, so a new one loads anew. */
export function useAccountInfo() {
  const session = useAtomValue(sessionAtom);
  return useSWR<CallAnswer<'accountInfo'>>(swrKeys.account.info(session));
}

/** The account as cached for a session, without asking the server. */
async function cachedAccount({ mutate }: DataContext, session: Session): Promise<AccountInfo | undefined> {
  const key = swrKeys.account.info(session);
  let info: AccountInfo | undefined;
  if (key) await mutate<AccountInfo>(key, (current) => (info = current), { revalidate: false });
  return info;
}

/** Shows the new address at once (on the account as it was), then asks the server again. */
async function showEmail({ mutate, session }: DataContext, email: string, before?: AccountInfo): Promise<void> {
  const key = swrKeys.account.info(session());
  if (!key) return;
  const withEmail = (info?: AccountInfo) => {
    const account = info ?? before;
    return account && { ...account, email: email.toLowerCase() };
  };
  await mutate<AccountInfo>(key, withEmail, { revalidate: true });
}

/** Moves the account to a new e-mail (codes to the new address and the phone). */
export async function changeEmail(context: DataContext, body: ChangeEmailRequest): Promise<void> {
  await callApi('changeEmail', body);
  await showEmail(context, body.email);
}

/**
 * Binds a first e-mail from settings. The API revokes the old token and answers a new one, which is
 * stored before anything else is called.
 */
export async function bindEmail(context: DataContext, body: BindEmailRequest): Promise<void> {
  const before = await cachedAccount(context, context.session());
  const { token } = await callApi('bindEmail', body);
  if (token) completeSignIn(token, context.store);
  await showEmail(context, body.email, before);
}

/** A new login password; this device stays signed in, the others are signed out. Nothing cached changes. */
export async function changePassword(_context: DataContext, body: ChangePasswordRequest): Promise<void> {
  await callApi('changePassword', body);
}
