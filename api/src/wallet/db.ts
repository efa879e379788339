export { sql } from '../db/statements';

/** ISO 8601 for answers; the database keeps epoch milliseconds. */
export const isoTime = (ms: number): string => new Date(ms).toISOString();
