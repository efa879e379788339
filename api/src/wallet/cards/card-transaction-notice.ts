import type { FastifyBaseLogger } from 'fastify';
import type { MessageCenter } from '../../platform/module';

/**
 * Tells the user's live streams that a card transaction of theirs was recorded or changed status.
 * It is told once the synchronous work under way is over, so a caller inside a database transaction
 * (the issuer settling a card) tells after its commit. The change stands whether or not they can be
 * told: a failure to tell is logged, never answered, and the caller does not wait for it.
 */
export function tellCardTransactions(messages: MessageCenter, log: FastifyBaseLogger, userId: string): void {
  queueMicrotask(() => {
    messages.notifyCardTransactions(userId).catch((error: unknown) => {
      log.warn({ err: error }, 'card transactions event not sent');
    });
  });
}
