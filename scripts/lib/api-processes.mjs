// How many API processes the launcher runs, and on which ports: one by default; several
// (API_PROCESSES=3 or --api-processes 3) on consecutive ports from API_PORT, behind the one edge,
// which spreads /api over them. Several share one PostgreSQL database (DATABASE_URL): on SQLite
// only one process may hold the data file.

/** `count` is API_PROCESSES or --api-processes, unset: 1. Returns the ports, or throws one sentence. */
export function apiProcessPorts({ count, firstPort, databaseUrl }) {
  const processes = count === undefined || count === '' ? 1 : Number(count);
  if (!Number.isInteger(processes) || processes < 1 || processes > 64) {
    throw new Error(`API_PROCESSES (--api-processes) must be a whole number from 1 to 64, not ${count}.`);
  }
  if (processes > 1 && !databaseUrl?.trim()) {
    throw new Error(
      `${processes} API processes need one PostgreSQL database for all of them: set DATABASE_URL ` +
        '(on SQLite only one process may hold the data file, so leave API_PROCESSES unset).',
    );
  }
  return Array.from({ length: processes }, (_, i) => firstPort + i);
}
