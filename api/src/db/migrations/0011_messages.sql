-- Station messages (one user) and announcements (user_id NULL, every customer of the merchant).
-- seq orders and joins; id is the random public id.
CREATE TABLE messages (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  user_id TEXT REFERENCES users (id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('STATION_MSG', 'ANNOUNCEMENT')),
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'success',
  created_at INTEGER NOT NULL,
  CHECK ((type = 'ANNOUNCEMENT') = (user_id IS NULL))
);
-- Serves the list (newest first) and the counts of both kinds: user_id = ? and user_id IS NULL.
CREATE INDEX messages_user_created ON messages (user_id, created_at, seq);

-- Who read what; only messages the user may see are ever inserted, so counts can subtract.
CREATE TABLE message_reads (
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  message_seq INTEGER NOT NULL REFERENCES messages (seq) ON DELETE CASCADE,
  read_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, message_seq)
) WITHOUT ROWID;
CREATE INDEX message_reads_message ON message_reads (message_seq);

-- The live stream's events, replayed after Last-Event-ID. An announcement is stored once (user_id NULL)
-- and resolved per user; id is the SSE event id, increasing for every user.
CREATE TABLE events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id TEXT REFERENCES users (id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  message_seq INTEGER REFERENCES messages (seq) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  CHECK (user_id IS NOT NULL OR message_seq IS NOT NULL)
);
CREATE INDEX events_user ON events (user_id, id);
CREATE INDEX events_created ON events (created_at);
