-- Customers and their sessions.
CREATE TABLE users (
  id TEXT PRIMARY KEY,
  phone_prefix TEXT NOT NULL DEFAULT '86',
  phone TEXT NOT NULL,
  email TEXT,
  password_hash TEXT NOT NULL,
  trx_password_hash TEXT,
  invitation_code TEXT,
  disabled INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  UNIQUE (phone_prefix, phone)
);
CREATE UNIQUE INDEX users_email ON users (lower(email)) WHERE email IS NOT NULL;

-- Bearer tokens, stored as SHA-256 hashes; revoked_at set on sign-out or password change.
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device_id TEXT,
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX sessions_user ON sessions (user_id);
