-- Card products a customer may open; fee rules are JSON {rate, value, min, max} of decimal strings.
CREATE TABLE card_products (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  bin TEXT NOT NULL CHECK (length(bin) BETWEEN 6 AND 8),
  currency TEXT NOT NULL CHECK (currency IN ('USD', 'CNY')),
  open_fee TEXT NOT NULL,
  recharge_fee TEXT NOT NULL,
  withdraw_fee TEXT NOT NULL,
  min_recharge INTEGER NOT NULL CHECK (min_recharge > 0),
  enabled INTEGER NOT NULL DEFAULT 1,
  sort INTEGER NOT NULL DEFAULT 0
);
INSERT INTO card_products (id, name, bin, currency, open_fee, recharge_fee, withdraw_fee, min_recharge, sort) VALUES
  ('usd-standard', '美元虚拟卡', '485932', 'USD',
   '{"rate":"0","value":"5","min":"-1","max":"-1"}',
   '{"rate":"0.015","value":"0","min":"1","max":"50"}',
   '{"rate":"0.01","value":"0","min":"0","max":"20"}', 1000, 1),
  ('cny-standard', '人民币虚拟卡', '625937', 'CNY',
   '{"rate":"0","value":"30","min":"-1","max":"-1"}',
   '{"rate":"0.01","value":"0","min":"5","max":"200"}',
   '{"rate":"0.005","value":"0","min":"0","max":"100"}', 10000, 2);

-- Cards; balance in minor units. The full number and CVV live in card_secrets, the issuer's side.
CREATE TABLE cards (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id TEXT NOT NULL REFERENCES card_products (id),
  currency TEXT NOT NULL CHECK (currency IN ('USD', 'CNY')),
  last4 TEXT NOT NULL,
  expiry TEXT NOT NULL,
  balance INTEGER NOT NULL DEFAULT 0 CHECK (balance >= 0),
  status TEXT NOT NULL CHECK (
    status IN ('CARD_STATUS_INIT', 'CARD_STATUS_NORMAL', 'CARD_STATUS_FAIL', 'CARD_STATUS_FREEZE', 'CARD_STATUS_DELETE',
               'CARD_STATUS_FREEZING', 'CARD_STATUS_DELETING', 'CARD_STATUS_UNFREEZING')
  ),
  batch_job_id TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX cards_user ON cards (user_id, created_at);
CREATE INDEX cards_user_status ON cards (user_id, status, created_at);

CREATE TABLE card_secrets (
  card_id TEXT PRIMARY KEY REFERENCES cards (id) ON DELETE CASCADE,
  pan TEXT NOT NULL,
  cvv TEXT NOT NULL
);

-- Cards per user and status, kept by triggers so list totals and card-amount never count rows.
CREATE TABLE card_status_counts (
  user_id TEXT NOT NULL,
  status TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (user_id, status)
) WITHOUT ROWID;
CREATE TRIGGER cards_count_insert AFTER INSERT ON cards BEGIN
  INSERT INTO card_status_counts (user_id, status, count) VALUES (NEW.user_id, NEW.status, 1)
    ON CONFLICT (user_id, status) DO UPDATE SET count = count + 1;
END;
CREATE TRIGGER cards_count_update AFTER UPDATE OF status ON cards WHEN OLD.status <> NEW.status BEGIN
  UPDATE card_status_counts SET count = count - 1 WHERE user_id = OLD.user_id AND status = OLD.status;
  INSERT INTO card_status_counts (user_id, status, count) VALUES (NEW.user_id, NEW.status, 1)
    ON CONFLICT (user_id, status) DO UPDATE SET count = count + 1;
END;
CREATE TRIGGER cards_count_delete AFTER DELETE ON cards BEGIN
  UPDATE card_status_counts SET count = count - 1 WHERE user_id = OLD.user_id AND status = OLD.status;
END;

-- Card transactions; amount and fee are non-negative, the type says the direction.
CREATE TABLE card_transactions (
  id TEXT PRIMARY KEY,
  card_id TEXT NOT NULL REFERENCES cards (id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('CONSUME', 'REFUND', 'TRANSFER_IN', 'TRANSFER_OUT')),
  status TEXT NOT NULL CHECK (
    status IN ('CARD_TRANSACTION_STATUS_CLOSED', 'CARD_TRANSACTION_STATUS_PENDING', 'CARD_TRANSACTION_STATUS_FAIL')
  ),
  currency TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount >= 0),
  fee INTEGER NOT NULL DEFAULT 0 CHECK (fee >= 0),
  merchant_name TEXT,
  reason TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX card_transactions_card ON card_transactions (card_id, created_at);

-- Transitions waiting for the card issuer; one per card at a time, resumed after a restart.
CREATE TABLE issuer_tasks (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  card_id TEXT NOT NULL UNIQUE REFERENCES cards (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('OPEN', 'FREEZE', 'UNFREEZE', 'DELETE')),
  from_status TEXT NOT NULL,
  due_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX issuer_tasks_due ON issuer_tasks (due_at);
