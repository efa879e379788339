import type { CardCheckoutDetails } from '@portal/shared/contract';
import { ApiFailure } from '../../platform/api-failure';
import { isoTime, type Queries } from '../db';
import { WALLET_ERRORS } from '../errors';
import { readCardSecrets } from '../issuer/card-secrets';
import { findUserCard } from './card-store';
import type { SecretCheck } from './secret-check';
import { readCheckoutDetails } from './checkout-details';

/** How long the portal may show the secrets. */
export const SECRETS_VISIBLE_MS = 60 * 1000;
/** Wrong checks allowed per user in a window before the reveal is locked for the rest of it. */
const MAX_FAILURES = 5;
const WINDOW_MS = 15 * 60 * 1000;

const REVEALABLE = ['CARD_STATUS_NORMAL', 'CARD_STATUS_FREEZE', 'CARD_STATUS_FREEZING', 'CARD_STATUS_UNFREEZING'];

export interface CardSecretsView {
  card_id: string;
  card_no: string;
  cvv: string;
  /** MM/YY */
  expiry: string;
  /** Until when the portal may show them (60 s). */
  expires_at: string;
  /** The cardholder name and billing address a checkout form asks for. */
  checkout: CardCheckoutDetails;
}

/** Unpassed checks per user, in memory: a restart forgets them, which only gives a guesser 5 more tries. */
export class RevealGuard {
  private readonly failures = new Map<string, { since: number; count: number }>();

  /** Counts an attempt before it is checked, so parallel guesses cannot slip past the limit. */
  begin(userId: string, now: number): void {
    let entry = this.failures.get(userId);
    if (entry && now - entry.since >= WINDOW_MS) entry = undefined;
    if (entry && entry.count >= MAX_FAILURES) throw new ApiFailure(WALLET_ERRORS.secretCheckLocked);
    this.failures.set(userId, { since: entry?.since ?? now, count: (entry?.count ?? 0) + 1 });
  }

  clear(userId: string): void {
    this.failures.delete(userId);
  }
}

/**
 * The full number, CVV and expiry of the user's card, with the name and billing address a checkout
 * asks for, after a passed check (404 for another user's card).
 */
export async function revealCard(
  q: Queries,
  check: SecretCheck,
  guard: RevealGuard,
  userId: string,
  cardId: string,
  captcha: string,
  now = Date.now(),
): Promise<CardSecretsView> {
  await findUserCard(q, userId, cardId);
  guard.begin(userId, now);
  const result = await check(userId, captcha);
  if (result === 'unset') throw new ApiFailure(WALLET_ERRORS.codeNotRequested);
  if (result === 'wrong') throw new ApiFailure(WALLET_ERRORS.secretCheckFailed);
  guard.clear(userId);
  // Read again: the card may have changed while the check ran.
  const card = await findUserCard(q, userId, cardId);
  const secrets = await readCardSecrets(q, card.id);
  if (!REVEALABLE.includes(card.status) || !secrets) throw new ApiFailure(WALLET_ERRORS.cardStatusInvalid);
  return {
    card_id: card.id,
    card_no: secrets.pan,
    cvv: secrets.cvv,
    expiry: card.expiry,
    expires_at: isoTime(now + SECRETS_VISIBLE_MS),
    checkout: await readCheckoutDetails(q, userId, card.id),
  };
}
