import type { Card } from '@portal/shared/contract';
import { cardStrings as text } from '../strings';

/** How a sentence names a card: its nickname with the last four, or the last four alone. */
export const cardLabel = (card: Pick<Card, 'last4' | 'nickname'>): string =>
  card.nickname ? text.cards.named(card.nickname, card.last4) : text.cards.maskedLabel(card.last4);
