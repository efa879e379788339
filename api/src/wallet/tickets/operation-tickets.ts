import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { ApiFailure } from '../../platform/api-failure';
import { sql } from '../db';
import { WALLET_ERRORS } from '../errors';
import { assertNotLocked } from './trx-password-guard';

/** A ticket lasts this long: enough to review and confirm, not enough to keep around. */
export const TICKET_TTL_MS = 5 * 60 * 1000;

/** The request header a money call carries its ticket in (outside the body, so an idempotent retry stays the same call). */
export const TICKET_HEADER = 'x-operation-ticket';

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** A new single-use ticket for the user; only its hash is stored. */
export function issueTicket(db: Db, userId: string, now = Date.now()): { ticket: string; expires_at: string } {
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = now + TICKET_TTL_MS;
  sql(db, 'DELETE FROM operation_tickets WHERE expires_at <= ?').run(now);
  sql(db, 'INSERT INTO operation_tickets (ticket_hash, user_id, expires_at) VALUES (?, ?, ?)').run(
    hashTicket(ticket),
    userId,
    expiresAt,
  );
  return { ticket, expires_at: new Date(expiresAt).toISOString() };
}

/**
 * Uses up the user's ticket, or refuses (4083): missing, unknown, another user's, expired or used.
 * Call inside the money call's transaction, so a refused movement leaves the ticket unused.
 */
export function useTicket(db: Db, userId: string, ticket: unknown, now = Date.now()): void {
  const used =
    typeof ticket === 'string' && ticket.length > 0 && ticket.length <= 128
      ? sql(
          db,
          `UPDATE operation_tickets SET used_at = ?
            WHERE ticket_hash = ? AND user_id = ? AND used_at IS NULL AND expires_at > ?`,
        ).run(now, hashTicket(ticket), userId, now).changes
      : 0;
  if (used === 0) throw new ApiFailure(WALLET_ERRORS.ticketRequired);
}

/** The guard of a ticketed money call: not while money operations are locked, and with the request's ticket. */
export function ticketGuard(db: Db, userId: string, headers: Record<string, unknown>): () => void {
  return () => {
    assertNotLocked(db, userId);
    useTicket(db, userId, headers[TICKET_HEADER]);
  };
}
