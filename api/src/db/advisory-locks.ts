/**
 * The keys of the PostgreSQL transaction locks (`pg_advisory_xact_lock`) the API takes, one per
 * purpose, the same in every API process. A new purpose takes the next number. Locks on a value
 * (a client address, a phone) take the 64-bit hash of a text naming it instead
 * (`hashtextextended('code-sends/ip/…', 0)`, src/accounts/send-limits.ts).
 */
export const ADVISORY_LOCKS = {
  /** API processes starting together take turns migrating. */
  migrations: 7_301_031,
  /** Live events commit in the order of their ids (src/messages/event-store.ts). */
  eventOrder: 7_301_032,
  /** API processes starting together seed the sandbox one after another (src/seed.ts; a session lock). */
  sandboxSeed: 7_301_033,
  /** …and create the job queue's queues one after another (pg-boss's create_queue deadlocks otherwise). */
  jobQueues: 7_301_034,
} as const;
