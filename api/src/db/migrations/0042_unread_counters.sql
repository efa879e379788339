-- Message counters kept by triggers, so the unread quantity is two key lookups instead of three
-- counts. owner is a user id for station messages and '*' for the merchant's announcements;
-- `visible` counts messages, `read` counts a user's reads (reads only name messages the user may see).
CREATE TABLE message_counters (
  owner TEXT PRIMARY KEY,
  visible INTEGER NOT NULL DEFAULT 0,
  read INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;
INSERT INTO message_counters (owner, visible) SELECT coalesce(user_id, '*'), count(*) FROM messages GROUP BY user_id;
INSERT INTO message_counters (owner, read) SELECT user_id, count(*) FROM message_reads WHERE 1 GROUP BY user_id
  ON CONFLICT (owner) DO UPDATE SET read = excluded.read;
CREATE TRIGGER messages_counter_insert AFTER INSERT ON messages BEGIN
  INSERT INTO message_counters (owner, visible) VALUES (coalesce(NEW.user_id, '*'), 1)
    ON CONFLICT (owner) DO UPDATE SET visible = visible + 1;
END;
CREATE TRIGGER messages_counter_delete AFTER DELETE ON messages BEGIN
  UPDATE message_counters SET visible = visible - 1 WHERE owner = coalesce(OLD.user_id, '*');
END;
CREATE TRIGGER message_reads_counter_insert AFTER INSERT ON message_reads BEGIN
  INSERT INTO message_counters (owner, read) VALUES (NEW.user_id, 1)
    ON CONFLICT (owner) DO UPDATE SET read = read + 1;
END;
CREATE TRIGGER message_reads_counter_delete AFTER DELETE ON message_reads BEGIN
  UPDATE message_counters SET read = read - 1 WHERE owner = OLD.user_id;
END;
