-- Failed sign-ins are counted per account, whichever identifier (phone or e-mail) named it:
-- `identifier` holds `account:<user id>` for an account and `phone:…`/`email:…` for none. The device
-- (as its SHA-256) is kept, so a trusted device that keeps guessing loses its own lane.
ALTER TABLE login_failures ADD COLUMN device_hash TEXT;
UPDATE login_failures SET identifier = (
  SELECT 'account:' || users.id FROM users
   WHERE login_failures.identifier IN ('phone:' || users.phone, 'email:' || users.email)
)
WHERE EXISTS (
  SELECT 1 FROM users WHERE login_failures.identifier IN ('phone:' || users.phone, 'email:' || users.email)
);
CREATE INDEX login_failures_device ON login_failures (identifier, device_hash, created_at);
