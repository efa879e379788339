import { laterPart } from './later-part';

/**
 * The live side of the layout (the event stream and the pop-up notices), its code a chunk of its own
 * (see `laterPart`). The stream opens after what the page's first reads already show (see the shared
 * core's event cursor), so opening it after the first paint loses no event.
 */
export const LaterLiveNotices = laterPart('live notices', () =>
  import(/* webpackChunkName: "live-notices" */ '../live/live-notices').then((m) => m.LiveNotices),
);
