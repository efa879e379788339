import { useAtomValue } from 'jotai';
import { useMatch } from 'react-router-dom';
import { PATHS, sessionAtom } from '@portal/shared';
import { PopupStack } from './popup-stack';

/**
 * The pop-up notices, on every signed-in page except the information center (spec §2). There
 * the stack is unmounted: its notices are cleared and messages arriving meanwhile get none,
 * because that page lists them itself (it hears the same bus event) and the bell counts them.
 */
export function PopupNotices() {
  const { isLogin } = useAtomValue(sessionAtom);
  const onInformationCenter = useMatch(PATHS.informationCenter) !== null;
  return isLogin && !onInformationCenter ? <PopupStack /> : null;
}
