-- What a checkout form asks for besides the number: the name the card was issued to (the cardholder
-- profile's name when it was opened) and the billing address the issuer registered for the product.
CREATE TABLE card_holder_names (
  card_id TEXT PRIMARY KEY REFERENCES cards (id) ON DELETE CASCADE,
  name TEXT NOT NULL
);

-- JSON {line1, line2, city, region, postal_code, country}, as checkout forms ask for it (Latin script).
ALTER TABLE card_products ADD COLUMN billing_address TEXT;
UPDATE card_products
   SET billing_address = '{"line1":"2100 Market Street","line2":"Suite 400","city":"San Francisco","region":"CA","postal_code":"94114","country":"US"}'
 WHERE currency = 'USD';
UPDATE card_products
   SET billing_address = '{"line1":"100 Century Avenue","line2":"Pudong New Area","city":"Shanghai","region":"Shanghai","postal_code":"200120","country":"CN"}'
 WHERE currency = 'CNY';

-- Opening loads recorded before the card's row kept its fee: the opening's fee (OPEN_CARD) less the
-- product's fixed open fee is the recharge fee charged on the load.
UPDATE card_transactions AS ct
   SET fee = max(0, (
     SELECT w.fee - CAST(round(CAST(json_extract(cp.open_fee, '$.value') AS REAL) * 100) AS INTEGER)
       FROM wallet_transactions w
       JOIN cards c ON c.id = w.card_id
       JOIN card_products cp ON cp.id = c.product_id
      WHERE w.card_id = ct.card_id AND w.type = 'OPEN_CARD' AND w.amount < 0
        AND CAST(json_extract(cp.open_fee, '$.rate') AS REAL) = 0
   ))
 WHERE ct.type = 'TRANSFER_IN' AND ct.fee = 0
   AND ct.rowid = (SELECT min(rowid) FROM card_transactions WHERE card_id = ct.card_id AND type = 'TRANSFER_IN')
   AND EXISTS (
     SELECT 1 FROM wallet_transactions w JOIN cards c ON c.id = w.card_id JOIN card_products cp ON cp.id = c.product_id
      WHERE w.card_id = ct.card_id AND w.type = 'OPEN_CARD' AND w.amount < 0
        AND CAST(json_extract(cp.open_fee, '$.rate') AS REAL) = 0
   );
