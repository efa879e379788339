import {
  UPDATE_CARD_STATUS,
  cardActions,
  type Card,
  type CardStatus,
  type CardStatusAction,
} from '@portal/shared/contract';

/** Statuses a card already has, or is on its way to, after each action: nothing to do for them. */
const ALREADY: Record<CardStatusAction, readonly CardStatus[]> = {
  [UPDATE_CARD_STATUS.freeze]: ['CARD_STATUS_FREEZE', 'CARD_STATUS_FREEZING'],
  [UPDATE_CARD_STATUS.unfreeze]: ['CARD_STATUS_NORMAL', 'CARD_STATUS_UNFREEZING'],
};

export interface SkippedCard {
  card: Card;
  /** Already in (or moving to) the action's state, or in a state the action does not apply to. */
  why: 'already' | 'notEligible';
}

export interface BulkStatusPlan {
  /** Cards the action applies to, sent in one call. */
  change: Card[];
  skip: SkippedCard[];
}

/** Which selected cards a bulk freeze or unfreeze changes, and which it skips and why (spec §4 actions). */
export function planBulkStatus(cards: readonly Card[], action: CardStatusAction): BulkStatusPlan {
  const plan: BulkStatusPlan = { change: [], skip: [] };
  for (const card of cards) {
    if (cardActions(card.status).includes(action)) plan.change.push(card);
    else plan.skip.push({ card, why: ALREADY[action].includes(card.status) ? 'already' : 'notEligible' });
  }
  return plan;
}
