-- A refused money call is no longer kept against its Idempotency-Key (the same key runs again):
-- refusals stored before that would otherwise be replayed for the rest of their 24 hours.
DELETE FROM idempotency_keys WHERE status <> 200;
