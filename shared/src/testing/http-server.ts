import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestServer {
  origin: string;
  close(): Promise<void>;
}

/** A real HTTP server on a free loopback port, for tests of code that speaks HTTP. */
export async function startTestServer(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<TestServer> {
  const server = createServer(handler);
  // Idle connections stay open long, and Node's fetch closes its own a little before the time the
  // server states: only the client ever closes one. A server closing it at its default 5 s could race
  // a request sent on it then, on a busy machine, and the screen would see a network error.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
