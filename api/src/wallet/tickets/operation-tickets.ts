import { createHash, randomBytes } from 'node:crypto';
import { ApiFailure } from '../../platform/api-failure';
import { changed, type Queries } from '../db';
import { WALLET_ERRORS } from '../errors';
import { assertNotLocked } from './trx-password-guard';

/** A ticket lasts this long: enough to review and confirm, not enough to keep around. */
export const TICKET_TTL_MS = 5 * 60 * 1000;

/** The request header a money call carries its ticket in (outside the body, so an idempotent retry stays the same call). */
export const TICKET_HEADER = 'x-operation-ticket';

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** A new single-use ticket for the user; only its hash is stored. */
export async function issueTicket(
  q: Queries,
  userId: string,
  now = Date.now(),
): Promise<{ ticket: string; expires_at: string }> {
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = now + TICKET_TTL_MS;
  await q.deleteFrom('operation_tickets').where('expires_at', '<=', now).execute();
  await q
    .insertInto('operation_tickets')
    .values({ ticket_hash: hashTicket(ticket), user_id: userId, expires_at: expiresAt })
    .execute();
  return { ticket, expires_at: new Date(expiresAt).toISOString() };
}

/**
 * Uses up the user's ticket, or refuses (4083): missing, unknown, another user's, expired or used.
 * Call inside the money call's transaction, so a refused movement leaves the ticket unused; on
 * PostgreSQL a second call with the same ticket waits at its row and then finds it used.
 */
export async function useTicket(q: Queries, userId: string, ticket: unknown, now = Date.now()): Promise<void> {
  const used =
    typeof ticket === 'string' && ticket.length > 0 && ticket.length <= 128
      ? changed(
          await q
            .updateTable('operation_tickets')
            .set({ used_at: now })
            .where('ticket_hash', '=', hashTicket(ticket))
            .where('user_id', '=', userId)
            .where('used_at', 'is', null)
            .where('expires_at', '>', now)
            .executeTakeFirst(),
        )
      : 0;
  if (used === 0) throw new ApiFailure(WALLET_ERRORS.ticketRequired);
}

/** The guard of a ticketed money call: not while money operations are locked, and with the request's ticket. */
export function ticketGuard(userId: string, headers: Record<string, unknown>): (trx: Queries) => Promise<void> {
  return async (trx) => {
    await assertNotLocked(trx, userId);
    await useTicket(trx, userId, headers[TICKET_HEADER]);
  };
}
