-- How each remote page went in each page view, per merchant, remote and pin: what a canary rollout
-- is judged by, over a recent window. A view is a random id from the page view's report token: no
-- user, address or device is kept. Replaces the running totals, which could not be windowed.
DROP TABLE remote_loads;
CREATE TABLE remote_page_views (
  view_id TEXT NOT NULL,
  merchant TEXT NOT NULL,
  remote TEXT NOT NULL,
  version TEXT NOT NULL,
  outcome TEXT NOT NULL CHECK (outcome IN ('rendered', 'render-failed', 'load-failed')),
  at INTEGER NOT NULL,
  PRIMARY KEY (view_id, remote, version)
);
CREATE INDEX remote_page_views_at ON remote_page_views (at);
