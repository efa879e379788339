import type { Locale } from '../locale/locale-state';
import { createEventDispatcher, type LiveEventHandlers, type LiveMessage } from './event-dispatch';
import {
  openDispatchedStream,
  type EventStream,
  type EventStreamStopReason,
  type StreamSettings,
} from './event-stream';
import type { TabChannel, TabElection } from './tab-election';

/** How the tabs of one browser share one stream: the name of their election and channel, and both. */
export interface StreamSharing {
  /** One per merchant origin and session (see `liveSharingName`). */
  name: string;
  /** Chooses the tab that holds the stream. */
  election: TabElection;
  /** The channel the leader passes the events on; opened under `name`. */
  channel: TabChannel;
}

/** The ends that sign the user out: the other tabs must not open the stream again. */
const SESSION_OVER: readonly EventStreamStopReason[] = ['unauthorized', 'session-expired'];

/** What the leader tells the other tabs: an event as it came, in its stream's language, or that the stream ended. */
type RelayMessage =
  { kind: 'event'; message: LiveMessage; language: Locale } | { kind: 'ended'; reason: EventStreamStopReason };

/**
 * The live stream of a tab that shares one with the other tabs of its browser: the elected tab opens
 * it and passes every event on; the others handle those as their own (each tab once, by event id).
 * When the leader closes, the tab that has waited longest opens it again after the last event it
 * has, and the server replays what came meanwhile. An end that is not this tab's own choice (the
 * session ended, 401, given up) ends the stream in every tab, each as it would have alone; after
 * giving up the place is free, so a tab opened later tries again. A tab that is elected once signed
 * out does not open it: it follows the sign-out through storage.
 * `reopen` (a language switch) opens a leader's again; a follower has nothing to reopen.
 */
export function openSharedEventStream(
  options: StreamSettings,
  handlers: LiveEventHandlers,
  { name, election, channel }: StreamSharing,
): EventStream {
  const dispatcher = createEventDispatcher(handlers);
  let own: EventStream | undefined;
  let stopped = false;
  let leave: () => void = () => undefined;

  const finish = (reason: EventStreamStopReason): void => {
    if (stopped) return;
    stopped = true;
    // A leader whose session ended keeps its place until its tab follows the sign-out: no other tab opens it again.
    if (!own || !SESSION_OVER.includes(reason)) leave();
    own?.stop();
    channel.close();
    options.onStop?.(reason);
  };

  channel.addEventListener('message', ({ data }: MessageEvent<RelayMessage>) => {
    // A leader reads its own stream; a message the old leader sent as this tab took over comes on it again.
    if (stopped || own) return;
    if (data.kind === 'ended') return finish(data.reason);
    if (dispatcher.dispatch(data.message, data.language) === 'session-ended') finish('session-expired');
  });

  const relay = (message: RelayMessage) => {
    if (!stopped) channel.postMessage(message);
  };

  leave = election.join(name, () => {
    if (stopped) return;
    if (!options.getToken()) return finish('stopped');
    own = openDispatchedStream(
      {
        ...options,
        onStop: (reason) => {
          if (reason !== 'stopped') relay({ kind: 'ended', reason });
          finish(reason);
        },
      },
      {
        dispatch: (message, language) => {
          const { id, event, data } = message;
          const outcome = dispatcher.dispatch(message, language);
          // Only the fields of an event: the parser's object may carry more than a channel can copy.
          if (outcome === 'handled') relay({ kind: 'event', message: { id, event, data }, language });
          return outcome;
        },
        get lastEventId() {
          return dispatcher.lastEventId;
        },
      },
    );
  });
  if (stopped) leave();

  return {
    stop: () => {
      finish('stopped');
      leave();
    },
    reopen: () => own?.reopen(),
    get lastEventId() {
      return dispatcher.lastEventId;
    },
  };
}
