-- What an access code (MARK_TYPE_ACCESS) was sent for (SIGN_IN_CHECK, REVEAL_CARD_NUMBER, CHANGE_PASSWORD,
-- CHANGE_EMAIL): its message names it and only that use accepts it. Null for every other code, and for an
-- access code asked for without one (an older portal's), which any access check accepts.
ALTER TABLE verification_codes ADD COLUMN access_purpose TEXT;
