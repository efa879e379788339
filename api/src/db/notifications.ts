import type { Client, ClientConfig } from 'pg';

/** What a listener hears on its channel. */
export interface NotificationHandlers {
  /** A notification's payload, in the order the transactions that sent them committed. */
  onPayload(payload: string): void;
  /**
   * The connection was lost and listening starts again: notifications sent meanwhile were not heard.
   * Whatever relies on hearing all of them must catch up (a live stream reconnects and replays).
   */
  onGap(): void;
}

/** A channel being listened to, until `stop`. */
export interface Listening {
  stop(): Promise<void>;
}

/** First wait before connecting again after the connection is lost; it doubles up to MAX_RETRY_MS. */
const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 10_000;

/**
 * Listens to a PostgreSQL channel (`LISTEN`) on a connection of its own, outside the pool: a pooled
 * connection goes back to the pool and would stop hearing. A lost connection is opened again (waiting
 * longer each time it fails), and `onGap` says that notifications may have been missed.
 */
export async function listenOnPostgres(
  config: ClientConfig,
  channel: string,
  handlers: NotificationHandlers,
): Promise<Listening> {
  const pg = await import('pg');
  const { Client: PgClient } = pg.default ?? pg;
  let client: Client | null = null;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const connection = new PgClient(config);
    connection.on('notification', ({ channel: heard, payload }) => {
      if (heard === channel && payload !== undefined) handlers.onPayload(payload);
    });
    // An ended connection (a restart, an administrator) is an error event: without a listener it would end the process.
    connection.on('error', () => lost(connection));
    connection.on('end', () => lost(connection));
    try {
      await connection.connect();
      await connection.query(`LISTEN ${quoteIdentifier(channel)}`);
    } catch (error) {
      void connection.end().catch(() => undefined);
      throw error;
    }
    client = connection;
    retryMs = FIRST_RETRY_MS;
  };

  const lost = (connection: Client): void => {
    if (stopped || client !== connection) return;
    client = null;
    void connection.end().catch(() => undefined);
    handlers.onGap();
    again();
  };

  const again = (): void => {
    retry = setTimeout(() => {
      connect().catch(() => {
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
        if (!stopped) again();
      });
    }, retryMs);
    retry.unref();
  };

  await connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const connection = client;
      client = null;
      await connection?.end();
    },
  };
}

/** A channel name as an SQL identifier (LISTEN takes no parameters). */
function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
