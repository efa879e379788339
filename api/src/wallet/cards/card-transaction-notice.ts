import type { FastifyBaseLogger } from 'fastify';
import type { MessageCenter } from '../../platform/module';

/**
 * Tells the user's live streams that a card transaction of theirs was recorded or changed status;
 * call it after the change is committed. The change stands whether or not they can be told: a failure
 * to tell is logged, never answered, and the caller does not wait for it.
 */
export function tellCardTransactions(messages: MessageCenter, log: FastifyBaseLogger, userId: string): void {
  messages.notifyCardTransactions(userId).catch((error: unknown) => {
    log.warn({ err: error }, 'card transactions event not sent');
  });
}
