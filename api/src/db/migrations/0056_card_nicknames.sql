-- The customer's own name for a card (NFC, trimmed, at most 20 grapheme clusters; checked by the API).
-- The card search matches it with LIKE inside one user's cards, which the (user_id, ...) indexes narrow
-- to at most a few hundred rows, so it needs no index of its own.
ALTER TABLE cards ADD COLUMN nickname TEXT CHECK (nickname IS NULL OR (length(nickname) BETWEEN 1 AND 400));
