-- The merchant's branding: exactly one row, created on first start from the config.
CREATE TABLE merchant (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  title TEXT NOT NULL,
  color TEXT NOT NULL CHECK (
    color IN ('MERCHANT_COLOR_BLUE', 'MERCHANT_COLOR_ORANGE', 'MERCHANT_COLOR_PURPLE', 'MERCHANT_COLOR_RED', 'MERCHANT_COLOR_YELLOW')
  ),
  website TEXT NOT NULL,
  icp TEXT NOT NULL,
  version TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);

-- The agreements a visitor accepts at sign-up (text is HTML), listed by position.
CREATE TABLE agreements (
  id TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  text TEXT NOT NULL,
  position INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
