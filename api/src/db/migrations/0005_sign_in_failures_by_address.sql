-- Failed sign-ins are counted per account and client address, so that guesses from one address
-- lock that address out of the account and never the owner signing in elsewhere.
ALTER TABLE login_failures ADD COLUMN ip TEXT NOT NULL DEFAULT '';
CREATE INDEX login_failures_ip ON login_failures (ip, created_at);
