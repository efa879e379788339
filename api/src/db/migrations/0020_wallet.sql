-- Wallet balances per user and currency in integer minor units (cents). `anew` is money asked for in
-- top-up requests that an admin has not approved yet. The CHECKs are the last guard against a negative balance.
CREATE TABLE wallet_balances (
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  currency TEXT NOT NULL CHECK (currency IN ('USD', 'CNY')),
  available INTEGER NOT NULL DEFAULT 0 CHECK (available >= 0),
  anew INTEGER NOT NULL DEFAULT 0 CHECK (anew >= 0),
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, currency)
) WITHOUT ROWID;

-- A row here means the merchant froze the user's wallet.
CREATE TABLE wallet_freezes (
  user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  frozen_at INTEGER NOT NULL
);

-- The ledger: one row per change of `available`; amount is signed and includes the fee.
CREATE TABLE wallet_transactions (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  currency TEXT NOT NULL CHECK (currency IN ('USD', 'CNY')),
  type TEXT NOT NULL CHECK (
    type IN ('ADMIN_RECHARGE_IN', 'TRANSFER_OUT_TO_CARD', 'ADMIN_RECHARGE_OUT', 'TRANSFER_IN_FROM_CARD', 'OPEN_CARD')
  ),
  amount INTEGER NOT NULL,
  fee INTEGER NOT NULL DEFAULT 0 CHECK (fee >= 0),
  balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
  card_id TEXT,
  reference TEXT,
  remark TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL
);
CREATE INDEX wallet_transactions_user ON wallet_transactions (user_id, created_at);

-- Top-up requests of customers: approved at once in the sandbox, pending for an admin in production.
CREATE TABLE top_up_requests (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  currency TEXT NOT NULL CHECK (currency IN ('USD', 'CNY')),
  amount INTEGER NOT NULL CHECK (amount > 0),
  status TEXT NOT NULL CHECK (status IN ('TOP_UP_STATUS_PENDING', 'TOP_UP_STATUS_APPROVED', 'TOP_UP_STATUS_REJECTED')),
  created_at INTEGER NOT NULL,
  decided_at INTEGER
);
CREATE INDEX top_up_requests_user ON top_up_requests (user_id, created_at);

-- The first answer of a money-moving POST per user and Idempotency-Key, replayed for a repeated key.
CREATE TABLE idempotency_keys (
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key TEXT NOT NULL,
  route TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  status INTEGER NOT NULL,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, key)
) WITHOUT ROWID;
CREATE INDEX idempotency_keys_age ON idempotency_keys (created_at);
