export {
  EVENT_STREAM,
  openEventStream,
  type EventStream,
  type EventStreamOptions,
  type EventStreamStopReason,
} from './event-stream';
export { startLiveEvents, useLiveEvents, type LiveEventsOptions } from './live-events';
