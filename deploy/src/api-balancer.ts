import { API_BALANCING } from './api-servers';

/** How the Node edge spreads /api over the API processes, as nginx does (nginx-config.ts). */
export interface ApiBalancer {
  /**
   * The processes to try for one request, best first: those in service before those left out, and
   * among them the fewest requests in flight (event streams stay open), ties taken in turn.
   */
  order(): string[];
  /** A request to `server` began; the returned function says it ended. */
  begin(server: string): () => void;
  /** `server` could not be reached: it is left out for the fail timeout (unless it is the only one). */
  failed(server: string): void;
}

interface Server {
  address: string;
  inFlight: number;
  failures: number;
  /** When its failures started counting; it is out while `failures >= maxFails` and this is recent. */
  failedSince: number;
}

/** nginx's `least_conn` with `max_fails` and `fail_timeout`, for the Node edge. */
export function createApiBalancer(
  addresses: readonly string[],
  { failTimeoutMs = API_BALANCING.failTimeoutSeconds * 1000, maxFails = API_BALANCING.maxFails, now = Date.now } = {},
): ApiBalancer {
  const servers: Server[] = addresses.map((address) => ({ address, inFlight: 0, failures: 0, failedSince: 0 }));
  const byAddress = new Map(servers.map((server) => [server.address, server]));
  let turn = 0;

  const isOut = (server: Server) => {
    if (server.failures === 0) return false;
    if (now() - server.failedSince >= failTimeoutMs) {
      server.failures = 0;
      return false;
    }
    return servers.length > 1 && server.failures >= maxFails;
  };

  return {
    order() {
      const start = turn;
      turn = (turn + 1) % servers.length;
      const rotated = servers.map((_, i) => servers[(start + i) % servers.length] as Server);
      const rank = (server: Server) => (isOut(server) ? 1 : 0);
      // A stable sort keeps the rotation among equals: ties are taken in turn.
      return rotated.sort((a, b) => rank(a) - rank(b) || a.inFlight - b.inFlight).map(({ address }) => address);
    },
    begin(address) {
      const server = byAddress.get(address);
      if (!server) return () => undefined;
      server.inFlight += 1;
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        server.inFlight -= 1;
      };
    },
    failed(address) {
      const server = byAddress.get(address);
      if (!server) return;
      if (server.failures === 0 || now() - server.failedSince >= failTimeoutMs) {
        server.failures = 0;
        server.failedSince = now();
      }
      server.failures += 1;
    },
  };
}
