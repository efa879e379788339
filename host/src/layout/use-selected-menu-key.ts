import { useEffect } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useLocation } from 'react-router-dom';
import { menuKeyAtom, sessionAtom } from '@portal/shared';
import { isMenuKey, menuKeyForPath, pageEntryForPath, type MenuEntryKey } from './menu-entries';

export interface MenuSelection {
  /** The entry drawn as selected: the current route's, else the one stored in session storage. */
  selected: MenuEntryKey;
  /** The entry whose page is on screen (aria-current), none on a page outside the menu. */
  current: MenuEntryKey | null;
  select: (key: MenuEntryKey) => void;
}

/**
 * The selected menu entry (spec §2). The route's entry is stored too, so a page outside the menu
 * (the information center) keeps showing it, without claiming to be that entry's page. Entries
 * beyond spec §2's three are selected by their pages alone.
 */
export function useSelectedMenuKey(): MenuSelection {
  const { pathname } = useLocation();
  const { isLogin } = useAtomValue(sessionAtom);
  const [storedKey, setStoredKey] = useAtom(menuKeyAtom);
  const routeKey = menuKeyForPath(pathname);
  const pageKey = pageEntryForPath(pathname);

  useEffect(() => {
    // Sign-out clears the key while this page is still on screen; writing it back would undo that.
    if (isLogin && routeKey !== null) setStoredKey(routeKey);
  }, [isLogin, routeKey, setStoredKey]);

  return {
    selected: pageKey ?? routeKey ?? storedKey,
    current: pageKey ?? routeKey,
    select: (key) => {
      if (isMenuKey(key)) setStoredKey(key);
    },
  };
}
