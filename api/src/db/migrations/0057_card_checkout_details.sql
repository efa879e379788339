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
