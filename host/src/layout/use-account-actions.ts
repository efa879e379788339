import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { PATHS, loadAgreementTitles, notify, strings, useSignOut } from '@portal/shared';

/** The account menu's two actions (spec §2, §4). */
export function useAccountActions() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { signOut } = useSignOut();
  const opening = useRef(false);

  /** Asked on demand rather than on every page: the list can change and is needed only here. */
  async function openAgreement() {
    if (opening.current) return;
    opening.current = true;
    try {
      const titles = await loadAgreementTitles(mutate);
      // A failed call has already shown its message.
      if (titles === null) return;
      const [first] = titles;
      if (!first) notify.error(strings.shell.noAgreement);
      else navigate(PATHS.agreement, { state: { id: first.id } });
    } finally {
      opening.current = false;
    }
  }

  return { openAgreement, signOut };
}
