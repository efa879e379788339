import { useEffect } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useLocation } from 'react-router-dom';
import { menuKeyAtom, sessionAtom, type MenuKey } from '@portal/shared';
import { menuKeyForPath } from './menu-entries';

/**
 * The selected menu entry: the current route's entry, else the one stored in session storage.
 * The route's entry is stored too, so a page outside the menu (the information center) keeps it.
 */
export function useSelectedMenuKey(): [MenuKey, (key: MenuKey) => void] {
  const { pathname } = useLocation();
  const { isLogin } = useAtomValue(sessionAtom);
  const [storedKey, setStoredKey] = useAtom(menuKeyAtom);
  const routeKey = menuKeyForPath(pathname);

  useEffect(() => {
    // Sign-out clears the key while this page is still on screen; writing it back would undo that.
    if (isLogin && routeKey !== null) setStoredKey(routeKey);
  }, [isLogin, routeKey, setStoredKey]);

  return [routeKey ?? storedKey, setStoredKey];
}
