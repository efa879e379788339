-- Export jobs of more than cards: kind CARDS (the bulk export, .xlsx) or TRANSACTIONS (.csv or .xlsx),
-- with the transaction filter as JSON. Still one running export per user, of any kind.
ALTER TABLE export_jobs ADD COLUMN kind TEXT NOT NULL DEFAULT 'CARDS' CHECK (kind IN ('CARDS', 'TRANSACTIONS'));
ALTER TABLE export_jobs ADD COLUMN format TEXT NOT NULL DEFAULT 'xlsx' CHECK (format IN ('xlsx', 'csv'));
ALTER TABLE export_jobs ADD COLUMN filter TEXT;
CREATE INDEX export_jobs_user_kind ON export_jobs (user_id, kind, created_at);
