-- Spending controls per card, in minor units; NULL means no limit. Days and months count in Asia/Shanghai.
ALTER TABLE cards ADD COLUMN per_transaction_limit INTEGER CHECK (per_transaction_limit > 0);
ALTER TABLE cards ADD COLUMN daily_limit INTEGER CHECK (daily_limit > 0);
ALTER TABLE cards ADD COLUMN monthly_limit INTEGER CHECK (monthly_limit > 0);
-- A single-use card is closed (deleted, its balance back in the wallet) after its first settled purchase.
ALTER TABLE cards ADD COLUMN single_use INTEGER NOT NULL DEFAULT 0 CHECK (single_use IN (0, 1));

-- A batch opens each of its cards with the controls chosen for it.
ALTER TABLE batch_jobs ADD COLUMN per_transaction_limit INTEGER;
ALTER TABLE batch_jobs ADD COLUMN daily_limit INTEGER;
ALTER TABLE batch_jobs ADD COLUMN monthly_limit INTEGER;
ALTER TABLE batch_jobs ADD COLUMN single_use INTEGER NOT NULL DEFAULT 0;

-- What a card spent in a window: its purchases by time.
CREATE INDEX card_transactions_card_type ON card_transactions (card_id, type, created_at);
