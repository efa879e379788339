-- Card export jobs: the filter they were started with, their progress and their .xlsx file.
-- At most one RUNNING job per user; RUNNING jobs restart from scratch after a restart.
-- status: RUNNING, DONE (file ready), FAIL, EXPIRED (file removed after 24 h).
CREATE TABLE export_jobs (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  filter_status TEXT,
  card_ids TEXT,
  status TEXT NOT NULL CHECK (status IN ('RUNNING', 'DONE', 'FAIL', 'EXPIRED')),
  total_count INTEGER NOT NULL DEFAULT 0,
  done_count INTEGER NOT NULL DEFAULT 0,
  file_name TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  finished_at INTEGER
);
CREATE UNIQUE INDEX export_jobs_one_running ON export_jobs (user_id) WHERE status = 'RUNNING';
CREATE INDEX export_jobs_user ON export_jobs (user_id, created_at);
CREATE INDEX export_jobs_finished ON export_jobs (status, finished_at);
