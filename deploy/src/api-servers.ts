// The API processes behind the edge, and how both edges (nginx and the Node edge) spread /api over
// them: one definition, read by nginx-config.ts and api-balancer.ts.

/**
 * When an edge leaves a process out. A process it cannot reach (a refused connection, a timeout) is
 * left out for `failTimeoutSeconds`, then tried again. A single process is never left out: with one
 * server nginx ignores both, and the Node edge has nowhere else to go.
 */
export const API_BALANCING = {
  /** Failed attempts within `failTimeoutSeconds` that take a process out (nginx's `max_fails`). */
  maxFails: 1,
  /** How long a process that failed stays out (nginx's `fail_timeout`); the supervisor restarts one in 0.5 s. */
  failTimeoutSeconds: 5,
} as const;

/**
 * nginx's non-idempotent methods: a request with one of these is never sent again to another process
 * once it may have reached one (nginx's default `proxy_next_upstream` leaves `non_idempotent` out),
 * since a POST may already have moved money there.
 */
export const NON_IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['POST', 'LOCK', 'PATCH']);

/** The one API process that `npm start` runs. */
export const DEFAULT_API_SERVER = '127.0.0.1:4000';

/**
 * The API processes from a list, comma- or space-separated, each `host:port` or `http://host:port`
 * (`API_URL` of the Node edge, `--api` of the nginx config): `host:port` each, in order, no repeats.
 */
export function parseApiServers(value: string): string[] {
  const servers = value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      const url = new URL(entry.includes('://') ? entry : `http://${entry}`);
      if (url.protocol !== 'http:' || !url.port || (url.pathname !== '/' && url.pathname !== '')) {
        throw new Error(`An API server is host:port or http://host:port, not ${entry}`);
      }
      return url.host;
    });
  if (servers.length === 0) throw new Error('No API server given: name at least one host:port');
  return [...new Set(servers)];
}
