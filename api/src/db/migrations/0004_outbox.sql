-- What the outbox transport delivered (SMS and e-mail), readable through the sandbox outbox.
CREATE TABLE outbox (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  channel TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  code TEXT,
  link TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX outbox_recipient ON outbox (recipient, seq);
