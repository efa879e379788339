import { useRef } from 'react';
import { useStore } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { PATHS, loadAgreementTitles, notify, signOut, strings } from '@portal/shared';

/** The account menu's two actions (spec §2, §4). */
export function useAccountActions() {
  const store = useStore();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const busy = useRef(false);

  /** Runs one action at a time, so a second press while a call is out does nothing. */
  async function once(action: () => Promise<void>) {
    if (busy.current) return;
    busy.current = true;
    try {
      await action();
    } finally {
      busy.current = false;
    }
  }

  /** Asked on demand rather than on every page: the list can change and is needed only here. */
  const openAgreement = () =>
    once(async () => {
      const titles = await loadAgreementTitles(mutate);
      // A failed call has already shown its message.
      if (titles === null) return;
      const [first] = titles;
      if (!first) notify.error(strings.shell.noAgreement);
      else navigate(PATHS.agreement, { state: { id: first.id } });
    });

  const signOutHere = () =>
    once(async () => {
      await signOut(store);
      navigate(PATHS.signIn, { replace: true });
    });

  return { openAgreement, signOut: signOutHere };
}
