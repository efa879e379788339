-- A per-user version of the card list, raised by every change to one of the user's cards. A cached
-- page of the list is served only while the version it was read at is still current.
CREATE TABLE card_list_versions (
  user_id TEXT PRIMARY KEY,
  version INTEGER NOT NULL
) WITHOUT ROWID;
INSERT INTO card_list_versions (user_id, version) SELECT DISTINCT user_id, 1 FROM cards;
CREATE TRIGGER cards_version_insert AFTER INSERT ON cards BEGIN
  INSERT INTO card_list_versions (user_id, version) VALUES (NEW.user_id, 1)
    ON CONFLICT (user_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER cards_version_update AFTER UPDATE ON cards BEGIN
  INSERT INTO card_list_versions (user_id, version) VALUES (NEW.user_id, 1)
    ON CONFLICT (user_id) DO UPDATE SET version = version + 1;
  UPDATE card_list_versions SET version = version + 1 WHERE user_id = OLD.user_id AND OLD.user_id <> NEW.user_id;
END;
CREATE TRIGGER cards_version_delete AFTER DELETE ON cards BEGIN
  UPDATE card_list_versions SET version = version + 1 WHERE user_id = OLD.user_id;
END;
