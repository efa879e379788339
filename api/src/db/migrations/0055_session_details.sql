-- What the settings screen lists of each session and trusted device: an opaque id (never the token
-- or the device hash) and the browser (User-Agent) and client address it signed in from.
ALTER TABLE sessions ADD COLUMN public_id TEXT;
ALTER TABLE sessions ADD COLUMN user_agent TEXT;
ALTER TABLE sessions ADD COLUMN ip TEXT;
UPDATE sessions SET public_id = lower(hex(randomblob(16)));
CREATE UNIQUE INDEX sessions_public_id ON sessions (public_id);

ALTER TABLE trusted_devices ADD COLUMN public_id TEXT;
ALTER TABLE trusted_devices ADD COLUMN user_agent TEXT;
ALTER TABLE trusted_devices ADD COLUMN ip TEXT;
ALTER TABLE trusted_devices ADD COLUMN trusted_at INTEGER;
UPDATE trusted_devices SET public_id = lower(hex(randomblob(16)));
CREATE UNIQUE INDEX trusted_devices_public_id ON trusted_devices (public_id);
