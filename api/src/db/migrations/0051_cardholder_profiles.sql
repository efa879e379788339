-- The cardholder profile an issuer needs for some products: asked once, reused for later cards.
-- The ID number is sealed (AES-256-GCM, key from the environment); nothing of it is kept in clear.
CREATE TABLE cardholder_profiles (
  user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  id_number_sealed TEXT NOT NULL,
  phone_prefix TEXT NOT NULL CHECK (phone_prefix IN ('86', '852')),
  phone TEXT NOT NULL,
  website TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

-- Whether opening a card of the product needs the cardholder profile on file.
ALTER TABLE card_products ADD COLUMN needs_profile INTEGER NOT NULL DEFAULT 0;

INSERT INTO card_products (id, name, bin, currency, open_fee, recharge_fee, withdraw_fee, min_recharge, sort, needs_profile)
VALUES ('usd-premium', '美元高额卡', '531993', 'USD',
   '{"rate":"0","value":"10","min":"-1","max":"-1"}',
   '{"rate":"0.01","value":"0","min":"1","max":"100"}',
   '{"rate":"0.01","value":"0","min":"0","max":"20"}', 5000, 3, 1);
