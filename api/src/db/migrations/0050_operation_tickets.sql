-- Short-lived, single-use proof that the customer typed the transaction password: the calls that
-- move money out of the wallet or a card carry one. Only a hash of the ticket is kept.
CREATE TABLE operation_tickets (
  ticket_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX operation_tickets_expiry ON operation_tickets (expires_at);

-- Wrong transaction passwords in the current window; five lock money operations for 15 minutes.
CREATE TABLE trx_password_guards (
  user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  window_start INTEGER NOT NULL,
  failures INTEGER NOT NULL,
  locked_until INTEGER
);
