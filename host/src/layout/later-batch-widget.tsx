import { laterPart } from './later-part';

/** The batch widget, its code a chunk of its own (see `laterPart`). */
export const LaterBatchWidget = laterPart('batch widget', () =>
  import(/* webpackChunkName: "batch-widget" */ '../batch').then((m) => m.BatchWidget),
);
