import type { ServerResponse } from 'node:http';

/** A client slower than this many buffered bytes is dropped; it reconnects and replays. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

interface LiveClient {
  userId: string;
  address: string;
  response: ServerResponse;
  /** Whether the stream's session still stands (not revoked, expired or disabled). */
  stillValid: () => boolean;
  timer: NodeJS.Timeout;
}

/**
 * The open event streams, by user: pushes frames, sends heartbeats, closes them all on shutdown.
 * A stream ends as soon as its session does: every database write (a sign-out, a password change,
 * a disabled account) has every stream checked within `sweepMs`, and an event is never written to
 * a stream whose session ended. Expiry by time is caught at the next heartbeat.
 */
export class LiveHub {
  /** Heartbeat comment period; the spec's client gives up after 60 s of silence, the issue asks ≤ 20 s. */
  heartbeatMs = 15_000;
  /** How soon after a database write the streams are checked. */
  sweepMs = 250;
  /** Streams one user may hold (tabs); opening one more closes the oldest. */
  maxPerUser = 10;
  /** Streams one client address may hold (LIVE_STREAMS_PER_ADDRESS); more are refused. */
  maxPerAddress = 200;
  private readonly clients = new Map<string, Set<LiveClient>>();
  private readonly perAddress = new Map<string, number>();
  private sweeper: NodeJS.Timeout | null = null;
  private changesSeen = -1;

  /** `databaseChanges` counts the database's writes so far (SQLite's total_changes()). */
  constructor(private readonly databaseChanges: () => number) {}

  /** Whether one more stream from this address is allowed. */
  accepts(address: string): boolean {
    return (this.perAddress.get(address) ?? 0) < this.maxPerAddress;
  }

  /** Registers an open stream; `stillValid` is asked after writes, at each heartbeat and before each event. */
  add(userId: string, address: string, response: ServerResponse, stillValid: () => boolean): void {
    const timer = setInterval(() => {
      if (stillValid()) this.write(client, ': heartbeat\n\n');
      else this.end(client);
    }, this.heartbeatMs);
    timer.unref();
    const client: LiveClient = { userId, address, response, stillValid, timer };
    const own = this.clients.get(userId) ?? new Set<LiveClient>();
    this.clients.set(userId, own.add(client));
    this.perAddress.set(address, (this.perAddress.get(address) ?? 0) + 1);
    response.on('close', () => this.remove(client));
    const [oldest] = own;
    if (own.size > this.maxPerUser && oldest) this.end(oldest);
    this.startSweeping();
  }

  /** Sends a frame to every open stream of one user whose session still stands. */
  send(userId: string, frame: string): void {
    for (const client of this.clients.get(userId) ?? []) {
      if (client.stillValid()) this.write(client, frame);
      else this.end(client);
    }
  }

  /** Sends each connected user their own frame (computed once per user). */
  broadcast(frameFor: (userId: string) => string): void {
    for (const userId of [...this.clients.keys()]) this.send(userId, frameFor(userId));
  }

  connections(userId?: string): number {
    if (userId !== undefined) return this.clients.get(userId)?.size ?? 0;
    return [...this.clients.values()].reduce((sum, set) => sum + set.size, 0);
  }

  /** Ends every stream, so a graceful shutdown is not held open by them. */
  closeAll(): void {
    for (const set of [...this.clients.values()]) for (const client of [...set]) this.end(client);
  }

  private startSweeping(): void {
    if (this.sweeper) return;
    this.changesSeen = this.databaseChanges();
    this.sweeper = setInterval(() => this.sweep(), this.sweepMs);
    this.sweeper.unref();
  }

  /** After any write, ends the streams whose session no longer stands. */
  private sweep(): void {
    const changes = this.databaseChanges();
    if (changes === this.changesSeen) return;
    this.changesSeen = changes;
    for (const set of [...this.clients.values()]) {
      for (const client of [...set]) if (!client.stillValid()) this.end(client);
    }
  }

  private write(client: LiveClient, chunk: string): void {
    const { response } = client;
    if (response.writableEnded || response.destroyed) return this.remove(client);
    if (response.writableLength > MAX_BUFFERED_BYTES) return this.end(client);
    response.write(chunk);
  }

  private end(client: LiveClient): void {
    this.remove(client);
    if (!client.response.writableEnded) client.response.end();
  }

  private remove(client: LiveClient): void {
    clearInterval(client.timer);
    const own = this.clients.get(client.userId);
    if (!own?.delete(client)) return;
    if (own.size === 0) this.clients.delete(client.userId);
    const left = (this.perAddress.get(client.address) ?? 1) - 1;
    if (left > 0) this.perAddress.set(client.address, left);
    else this.perAddress.delete(client.address);
    if (this.clients.size === 0 && this.sweeper) {
      clearInterval(this.sweeper);
      this.sweeper = null;
    }
  }
}
