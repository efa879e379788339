import { useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useSWRConfig, type ScopedMutator } from 'swr';
import { CALLS, FREEZE_EVENT_TYPE } from '@portal/shared/contract';
import { eventBus, type EventBus } from '../events/event-bus';
import { requestToken, sessionAtom } from '../session/session-state';
import { logout } from '../session/sign-in';
import { localeAtom } from '../locale/locale-state';
import { portalStore } from '../state/store';
import { swrKeys } from '../swr/keys';
import { addArrivedMessage } from '../data/messages/message-arrivals';
import { setUnreadCount } from '../data/messages/unread-count';
import { cardTransactionRefresher } from '../data/transactions/follow-settling';
import { openEventStream, type EventStreamOptions } from './event-stream';

export interface LiveEventsOptions {
  store?: typeof portalStore;
  bus?: EventBus;
  /**
   * The SWR cache's mutate: FREEZE re-fetches the wallet status, card-transactions what reads card
   * transactions, other events carry the unread count and a message.
   */
  mutate: ScopedMutator;
  /** Stream settings; tests shorten the timings and point it at a local server. */
  stream?: Partial<EventStreamOptions>;
}

/**
 * The signed-in user's live events (spec §4): FREEZE re-fetches the wallet status; card-transactions
 * re-fetches every reader of card transactions (the spending charts, the transactions, a card's
 * transactions, balances and limits left), without a pop-up; any other event sets the unread count, puts its message on top of the loaded message lists and is
 * published for pop-ups. Stops on sign-out; a 401 or a session-expiry answer signs the user out.
 * Returns the stop function.
 */
export function startLiveEvents({ store = portalStore, bus = eventBus, mutate, stream }: LiveEventsOptions) {
  const refreshCardTransactions = cardTransactionRefresher(mutate);
  const events = openEventStream({
    url: CALLS.events.path,
    getToken: requestToken,
    onCardTransactions: () => void refreshCardTransactions(),
    onEvent: (event) => {
      if (event.type === FREEZE_EVENT_TYPE) {
        const key = swrKeys.balance.status(store.get(sessionAtom));
        if (key) void mutate(key);
        return;
      }
      const session = store.get(sessionAtom);
      if (Number.isFinite(event.unread_quantity)) void setUnreadCount(mutate, session, event.unread_quantity);
      void addArrivedMessage(mutate, session, event);
      bus.emit('station-message', event);
    },
    onStop: (reason) => {
      if (reason === 'unauthorized' || reason === 'session-expired') logout('session-expired', store);
    },
    ...stream,
  });
  const offSignedOut = bus.on('signed-out', () => events.stop());
  // The stream speaks the language it was opened in: a switch opens it again, after the last event received.
  const offLocale = portalStore.sub(localeAtom, () => events.reopen());
  return () => {
    offSignedOut();
    offLocale();
    events.stop();
  };
}

/** The one stream of the page, shared by the hooks that hold it. */
let held: {
  token: string;
  store: typeof portalStore;
  mutate: ScopedMutator;
  stop: () => void;
  holders: number;
} | null = null;

/**
 * Holds the page's stream for `token`, starting it unless it runs already; answers the release. The
 * last release stops it after the current commit, so a layout drawn again (a language switch draws
 * the page from scratch) keeps the stream it had, and its place in the events.
 */
function holdLiveEvents(token: string, store: typeof portalStore, mutate: ScopedMutator): () => void {
  if (!held || held.token !== token || held.store !== store || held.mutate !== mutate) {
    held?.stop();
    held = { token, store, mutate, stop: startLiveEvents({ store, mutate }), holders: 0 };
  }
  const holding = held;
  holding.holders += 1;
  return () => {
    holding.holders -= 1;
    queueMicrotask(() => {
      if (holding.holders > 0) return;
      holding.stop();
      if (held === holding) held = null;
    });
  };
}

/** One live connection while signed in; the host mounts it once per tab. */
export function useLiveEvents(): void {
  const { isLogin, token } = useAtomValue(sessionAtom);
  const { mutate } = useSWRConfig();
  // The store of the surrounding Provider: the portal's one store in the apps, a fresh one in tests.
  const store = useStore();
  useEffect(() => {
    if (!isLogin) return undefined;
    return holdLiveEvents(token, store, mutate);
  }, [isLogin, token, mutate, store]);
}
