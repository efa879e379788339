-- Verification codes: only a salted SHA-256 of each code is kept; a code for an unknown account is a
-- decoy (the hash of a code nobody was sent), so every answer reads the same for known and unknown.
CREATE TABLE verification_codes (
  id TEXT PRIMARY KEY,
  channel TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
  -- The phone number (prefix 86) or the lower-cased e-mail address.
  target TEXT NOT NULL,
  -- MARK_TYPE_REGISTER, MARK_TYPE_BIND_EMAIL, MARK_TYPE_ACCESS, FORGET_PASSWORD or FORGET_TRX_PASSWORD.
  purpose TEXT NOT NULL,
  -- Who may use it: the requester for MARK_TYPE_BIND_EMAIL, the owner of the target otherwise (null: nobody).
  user_id TEXT REFERENCES users (id) ON DELETE CASCADE,
  salt TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  used_at INTEGER
);
CREATE INDEX verification_codes_lookup ON verification_codes (target, purpose, created_at);

-- Every send (real or decoy), for the 60 s resend rule, the daily cap per target and the limit per IP.
CREATE TABLE code_sends (
  target TEXT NOT NULL,
  ip TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX code_sends_target ON code_sends (target, created_at);
CREATE INDEX code_sends_ip ON code_sends (ip, created_at);
