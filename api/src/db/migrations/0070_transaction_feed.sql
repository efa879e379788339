-- Every transaction of a user in one place: card and wallet rows side by side, kept by triggers, so
-- the transactions page filters and pages one table through indexes that lead with the user.
-- amount: signed minor units (negative took money out of the wallet or the card); abs_amount serves
-- the search by amount. Wallet rows are settled ledger entries: status CLOSED.
CREATE TABLE transaction_feed (
  id TEXT NOT NULL,
  source TEXT NOT NULL CHECK (source IN ('CARD', 'WALLET')),
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  card_id TEXT,
  type TEXT NOT NULL,
  status TEXT NOT NULL,
  currency TEXT NOT NULL,
  amount INTEGER NOT NULL,
  abs_amount INTEGER NOT NULL,
  fee INTEGER NOT NULL,
  merchant_name TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (id, source)
);
CREATE INDEX transaction_feed_user_time ON transaction_feed (user_id, created_at);
CREATE INDEX transaction_feed_user_card ON transaction_feed (user_id, card_id, created_at);
CREATE INDEX transaction_feed_user_type ON transaction_feed (user_id, type, created_at);
CREATE INDEX transaction_feed_user_status ON transaction_feed (user_id, status, created_at);
CREATE INDEX transaction_feed_user_currency ON transaction_feed (user_id, currency, created_at);
CREATE INDEX transaction_feed_user_amount ON transaction_feed (user_id, abs_amount, created_at);
CREATE INDEX transaction_feed_id ON transaction_feed (id);

-- A card transaction's statuses in the order it went through them (the detail view's timeline).
CREATE TABLE card_transaction_events (
  transaction_id TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX card_transaction_events_transaction ON card_transaction_events (transaction_id, at);

CREATE TRIGGER card_transactions_feed_insert AFTER INSERT ON card_transactions BEGIN
  INSERT INTO transaction_feed
    (id, source, user_id, card_id, type, status, currency, amount, abs_amount, fee, merchant_name, created_at, updated_at)
  VALUES (NEW.id, 'CARD', NEW.user_id, NEW.card_id, NEW.type, NEW.status, NEW.currency,
    CASE WHEN NEW.type IN ('CONSUME', 'TRANSFER_OUT') THEN -NEW.amount ELSE NEW.amount END,
    NEW.amount, NEW.fee, NEW.merchant_name, NEW.created_at, NEW.updated_at);
  INSERT INTO card_transaction_events (transaction_id, user_id, status, at)
  VALUES (NEW.id, NEW.user_id, NEW.status, NEW.created_at);
END;

CREATE TRIGGER card_transactions_feed_update AFTER UPDATE ON card_transactions BEGIN
  UPDATE transaction_feed SET status = NEW.status, fee = NEW.fee,
    amount = CASE WHEN NEW.type IN ('CONSUME', 'TRANSFER_OUT') THEN -NEW.amount ELSE NEW.amount END,
    abs_amount = NEW.amount, merchant_name = NEW.merchant_name, updated_at = NEW.updated_at
  WHERE id = OLD.id AND source = 'CARD';
END;

CREATE TRIGGER card_transactions_status_event AFTER UPDATE OF status ON card_transactions
WHEN OLD.status <> NEW.status BEGIN
  INSERT INTO card_transaction_events (transaction_id, user_id, status, at)
  VALUES (NEW.id, NEW.user_id, NEW.status, NEW.updated_at);
END;

CREATE TRIGGER card_transactions_feed_delete AFTER DELETE ON card_transactions BEGIN
  DELETE FROM transaction_feed WHERE id = OLD.id AND source = 'CARD';
  DELETE FROM card_transaction_events WHERE transaction_id = OLD.id;
END;

CREATE TRIGGER wallet_transactions_feed_insert AFTER INSERT ON wallet_transactions BEGIN
  INSERT INTO transaction_feed
    (id, source, user_id, card_id, type, status, currency, amount, abs_amount, fee, merchant_name, created_at, updated_at)
  VALUES (NEW.id, 'WALLET', NEW.user_id, NEW.card_id, NEW.type, 'CARD_TRANSACTION_STATUS_CLOSED', NEW.currency,
    NEW.amount, abs(NEW.amount), NEW.fee, NULL, NEW.created_at, NEW.created_at);
END;

CREATE TRIGGER wallet_transactions_feed_delete AFTER DELETE ON wallet_transactions BEGIN
  DELETE FROM transaction_feed WHERE id = OLD.id AND source = 'WALLET';
END;

-- The rows written before this migration, in their order.
INSERT INTO transaction_feed
  (id, source, user_id, card_id, type, status, currency, amount, abs_amount, fee, merchant_name, created_at, updated_at)
SELECT id, source, user_id, card_id, type, status, currency, amount, abs_amount, fee, merchant_name, created_at, updated_at
FROM (
  SELECT id, 'CARD' AS source, user_id, card_id, type, status, currency,
    CASE WHEN type IN ('CONSUME', 'TRANSFER_OUT') THEN -amount ELSE amount END AS amount, amount AS abs_amount,
    fee, merchant_name, created_at, updated_at, rowid AS rid, 0 AS side
  FROM card_transactions
  UNION ALL
  SELECT id, 'WALLET', user_id, card_id, type, 'CARD_TRANSACTION_STATUS_CLOSED', currency, amount, abs(amount),
    fee, NULL, created_at, created_at, rowid, 1
  FROM wallet_transactions
) ORDER BY created_at, side, rid;

INSERT INTO card_transaction_events (transaction_id, user_id, status, at)
SELECT id, user_id, 'CARD_TRANSACTION_STATUS_PENDING', created_at FROM card_transactions
WHERE status <> 'CARD_TRANSACTION_STATUS_PENDING' AND updated_at > created_at;
INSERT INTO card_transaction_events (transaction_id, user_id, status, at)
SELECT id, user_id, status, updated_at FROM card_transactions;
