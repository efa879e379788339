-- Settled purchases per user by time, with the card and the amount in the index itself: the wallet's
-- spending summary reads only this index (a partial one: other types and statuses are not in it).
CREATE INDEX card_transactions_spending ON card_transactions (user_id, created_at, currency, card_id, amount)
  WHERE type = 'CONSUME' AND status = 'CARD_TRANSACTION_STATUS_CLOSED';
