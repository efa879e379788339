-- How loading each pinned remote went in browsers, counted per merchant, remote and pin: what a
-- canary rollout is judged by. No user, address or device is kept.
CREATE TABLE remote_loads (
  merchant TEXT NOT NULL,
  remote TEXT NOT NULL,
  version TEXT NOT NULL,
  ok INTEGER NOT NULL DEFAULT 0,
  failed INTEGER NOT NULL DEFAULT 0,
  last_at INTEGER NOT NULL,
  PRIMARY KEY (merchant, remote, version)
);
