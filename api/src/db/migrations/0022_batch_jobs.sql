-- Batch card creation jobs; at most one RUNNING job per user.
CREATE TABLE batch_jobs (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id TEXT NOT NULL REFERENCES card_products (id),
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 100),
  amount INTEGER NOT NULL CHECK (amount > 0),
  status TEXT NOT NULL CHECK (status IN ('RUNNING', 'DONE')),
  success_count INTEGER NOT NULL DEFAULT 0,
  fail_count INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  finished_at INTEGER
);
CREATE UNIQUE INDEX batch_jobs_one_running ON batch_jobs (user_id) WHERE status = 'RUNNING';
CREATE INDEX batch_jobs_user ON batch_jobs (user_id, created_at);

-- One row per card of a job: PENDING, ISSUING (card created, issuer working), SUCCESS or FAIL.
CREATE TABLE batch_job_items (
  job_id TEXT NOT NULL REFERENCES batch_jobs (id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('PENDING', 'ISSUING', 'SUCCESS', 'FAIL')),
  card_id TEXT REFERENCES cards (id),
  reason TEXT,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (job_id, seq)
) WITHOUT ROWID;
CREATE INDEX batch_job_items_card ON batch_job_items (card_id) WHERE card_id IS NOT NULL;
