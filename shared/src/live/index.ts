export {
  EVENT_STREAM,
  openEventStream,
  type EventStream,
  type EventStreamOptions,
  type EventStreamStopReason,
} from './event-stream';
export type { StreamSharing } from './shared-event-stream';
export type { TabChannel, TabElection } from './tab-election';
export { startLiveEvents, useLiveEvents, type LiveEventsOptions } from './live-events';
