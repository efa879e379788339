import { useLiveEvents } from '@portal/shared/live';
import { PopupNotices } from './popup-notices';

/**
 * The live side of the main layout (spec §4): the one event stream of the tab, open while signed
 * in (FREEZE and the unread count are handled by the shared hook), and the pop-up notices.
 * Mount it once, in the main layout.
 */
export function LiveNotices() {
  useLiveEvents();
  return <PopupNotices />;
}
