-- 1 while a session's account has no e-mail yet: it reaches only the calls that bind one (spec §4).
ALTER TABLE sessions ADD COLUMN email_pending INTEGER NOT NULL DEFAULT 0;

-- Sessions issued before this rule to accounts that never bound an e-mail owe the binding as well.
UPDATE sessions SET email_pending = 1 WHERE user_id IN (SELECT id FROM users WHERE email IS NULL);
