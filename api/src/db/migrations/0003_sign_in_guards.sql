-- Failed sign-ins per identifier (phone or e-mail, known or not), for the lock-out.
CREATE TABLE login_failures (
  identifier TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX login_failures_identifier ON login_failures (identifier, created_at);

-- Devices that passed a code check with thirty_day; device ids are stored as SHA-256.
CREATE TABLE trusted_devices (
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device_hash TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, device_hash)
);

-- 1 while a session signed in on an untrusted device has not passed its code check yet.
ALTER TABLE sessions ADD COLUMN check_pending INTEGER NOT NULL DEFAULT 0;

-- A phone that passed forget-password/check may set a new password once, from the same IP, for 10 minutes.
CREATE TABLE password_reset_grants (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  ip TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX password_reset_grants_user ON password_reset_grants (user_id, expires_at);
