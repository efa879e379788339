import type { StationMessageEvent } from '@portal/shared/contract';

/**
 * Events between the apps of one page, and what each means:
 *
 * | event           | sent by                                | listeners                                                   |
 * |-----------------|----------------------------------------|-------------------------------------------------------------|
 * | station-message | live events (any type but FREEZE)      | host pop-up notices; the information center's announcement  |
 * | signed-out      | `logout` (session module)              | live events: the stream closes                              |
 * | batch-started   | `startBatchCreate` (data module batch) | the host's batch widget: opens and polls the status at once |
 *
 * A FREEZE event needs no bus: it re-fetches the wallet status in the SWR cache, which every reader
 * follows; nor does the message of any other event, which goes on top of the loaded message lists
 * in the cache. A session that ends needs none either: the API client shows why and signs out.
 */
export interface PortalEvents {
  'station-message': StationMessageEvent;
  'signed-out': { reason: 'user' | 'session-expired' };
  'batch-started': { total: number };
}

export type PortalEventName = keyof PortalEvents;
type Listener<E extends PortalEventName> = (payload: PortalEvents[E]) => void;

export interface EventBus {
  on<E extends PortalEventName>(event: E, listener: Listener<E>): () => void;
  emit<E extends PortalEventName>(event: E, payload: PortalEvents[E]): void;
}

/** A typed bus; a listener that throws is reported and does not stop the others. */
export function createEventBus(): EventBus {
  const listeners = new Map<PortalEventName, Set<Listener<never>>>();
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener as Listener<never>);
      listeners.set(event, set);
      return () => {
        set.delete(listener as Listener<never>);
      };
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          (listener as Listener<typeof event>)(payload);
        } catch (error) {
          console.error(`A listener of ${event} failed`, error);
        }
      }
    },
  };
}

/** The one bus of the page, shared by the host and every remote through this singleton package. */
export const eventBus = createEventBus();
