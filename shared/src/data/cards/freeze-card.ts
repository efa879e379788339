import { ApiError } from '../../api-client/api-error';
import { UPDATE_CARD_STATUS } from '@portal/shared/contract';
import { notify } from '../../notices/notices';
import { strings } from '../../strings/zh';
import { revalidateCalls } from '../cache-effects';
import type { DataContext } from '../data-context';
import { newIdempotencyKey } from '../submit/drafts';
import { sendCardStatus } from './cards';
import { addQueuedFreeze, queuedFreezes, removeQueuedFreeze, type QueuedFreeze } from './queued-freezes';

/** What became of a freeze: made now, or kept on this device to be sent once the network is back. */
export type FreezeOutcome = 'sent' | 'queued';

const isNetworkFailure = (error: unknown) =>
  error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');

const sendFreeze = (context: DataContext, { cardId, idempotencyKey }: QueuedFreeze, silent: boolean) =>
  sendCardStatus(context, cardId, UPDATE_CARD_STATUS.freeze, { idempotencyKey, networkFailure: 'caller', silent });

/**
 * Freezes a card, a security action that must not be lost to the network: offline, or when the
 * network fails on the way, the freeze is kept on this device for this session (shown as pending)
 * and sent with the same Idempotency-Key once the connection is back, so it is made once. A refusal
 * rejects, shown by the API client.
 */
export async function freezeCard(context: DataContext, card: { id: string; last4: string }): Promise<FreezeOutcome> {
  const freeze: QueuedFreeze = { cardId: card.id, last4: card.last4, idempotencyKey: newIdempotencyKey() };
  const keep = (): FreezeOutcome => {
    addQueuedFreeze(context.session(), freeze);
    watchQueuedFreezes(context);
    return 'queued';
  };
  if (!navigator.onLine) return keep();
  try {
    await sendFreeze(context, freeze, false);
    return 'sent';
  } catch (error) {
    if (isNetworkFailure(error)) return keep();
    throw error;
  }
}

/** Drops the freeze kept for a card before it is sent: the card stays as it is. */
export function cancelQueuedFreeze(context: DataContext, cardId: string): void {
  removeQueuedFreeze(context.session(), cardId);
}

/**
 * One sender per page, and one tab at a time (where the browser has locks): each freeze goes once.
 * Asked again while sending (the connection came back during a send that then failed), it sends
 * once more after, so no reconnect is missed.
 */
let sending: Promise<void> | null = null;
let askedAgain = false;

async function oneTabAtATime(run: () => Promise<void>): Promise<void> {
  if ('locks' in navigator) await navigator.locks.request('portal-queued-freezes', run);
  else await run();
}

/**
 * Sends the freezes this session keeps, oldest first, reading them afresh (another tab may have sent
 * some). Each sent or refused one is dropped and said; a network failure leaves the rest for next time.
 */
export function sendQueuedFreezes(context: DataContext): Promise<void> {
  if (sending) {
    askedAgain = true;
    return sending;
  }
  sending = oneTabAtATime(async () => {
    const session = context.session();
    for (const freeze of queuedFreezes(session)) {
      if (!navigator.onLine) return;
      try {
        await sendFreeze(context, freeze, true);
        notify.success(strings.queuedFreeze.sent(freeze.last4));
      } catch (error) {
        if (!(error instanceof ApiError) || isNetworkFailure(error)) {
          retryLater();
          return;
        }
        // A session that ended has signed out, which forgets every kept freeze; it says why itself.
        if (error.kind === 'session-expired') return;
        notify.error(strings.queuedFreeze.refused(freeze.last4, error.message));
        await revalidateCalls(context.mutate, ['card', 'cards']);
      }
      removeQueuedFreeze(session, freeze.cardId);
    }
    failedTries = 0;
  }).finally(() => {
    sending = null;
    if (askedAgain) {
      askedAgain = false;
      void sendQueuedFreezes(watched ?? context);
    }
  });
  return sending;
}

/**
 * A send that failed on the network while the browser says it is online (a flaky connection, a
 * server restarting) is tried again after these waits, the last repeating, without waiting for the
 * browser to go offline and back.
 */
const FREEZE_RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;
let failedTries = 0;
let retryTimer: ReturnType<typeof setTimeout> | null = null;

function retryLater(): void {
  if (retryTimer !== null) return;
  const delay = FREEZE_RETRY_DELAYS_MS[Math.min(failedTries, FREEZE_RETRY_DELAYS_MS.length - 1)];
  failedTries += 1;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    if (watched && navigator.onLine) void sendQueuedFreezes(watched);
  }, delay);
}

let watched: DataContext | null = null;
const sendOnReconnect = () => {
  if (watched) void sendQueuedFreezes(watched);
};

/**
 * Sends the kept freezes now when online, and again each time the browser comes back online, for the
 * life of the page, whichever page shows (offline, the host shows /network-anomaly, not the cards).
 */
export function watchQueuedFreezes(context: DataContext): void {
  if (watched === null) window.addEventListener('online', sendOnReconnect);
  watched = context;
  if (navigator.onLine) void sendQueuedFreezes(context);
}

/** Stops watching, for tests. */
export function stopWatchingQueuedFreezes(): void {
  window.removeEventListener('online', sendOnReconnect);
  watched = null;
  if (retryTimer !== null) clearTimeout(retryTimer);
  retryTimer = null;
  failedTries = 0;
}
