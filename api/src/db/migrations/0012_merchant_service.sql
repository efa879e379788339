-- A merchant can close its service: every signed-in call then answers 1000 and the portal signs out.
ALTER TABLE merchant ADD COLUMN service_closed INTEGER NOT NULL DEFAULT 0;
