import { BatchWidget } from '../batch';
import { LiveNotices } from '../live/live-notices';

/** What floats in the dock over every signed-in page: the live pop-up notices (and the event stream) above the batch widget. */
export function DockParts() {
  return (
    <>
      <LiveNotices />
      <BatchWidget />
    </>
  );
}
