/** The databases the query layer runs on: SQLite (the default file) and PostgreSQL (`DATABASE_URL`). */
export type DialectName = 'sqlite' | 'postgres';
