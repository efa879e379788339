import { mkdtempSync, rmSync } from 'node:fs';
import { Module } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { readConfig, type ApiConfig } from '../config';
import { openDatabase, type Db } from '../db/database';
import { openPostgres, sqliteDatabase, type Database } from '../db/query-layer';
import { createTestPostgresDatabase, type TestPostgresDatabase } from '../db/__tests__/postgres-test-database';
import { buildServer } from '../server';
import { sessionInForce } from '../auth/sessions';
import { issueTicket } from '../wallet/tickets/operation-tickets';

// scrypt at the production cost takes ~0.3 CPU-s a hash and every test registers customers: the
// tests lower N (the code ignores this outside NODE_ENV=test). The tests of the cost itself and the
// sign-in benchmarks use the production one.
process.env.PASSWORD_HASH_COST_TEST ??= '10';

type Envelope = { code: number; message: string; data: unknown };

export interface TestApi {
  app: FastifyInstance;
  /** The query layer over the test's database: SQLite, or PostgreSQL in the api-postgres project. */
  database: Database;
  /** The SQLite connection, for the SQLite-only tests (jest.config.ts); the PostgreSQL run has none and throws. */
  db: Db;
  /**
   * A call to the API with JSON in and out. A call that needs a transaction-password ticket gets
   * a fresh one for the token's user, as the portal would after the check, unless `ticket: false`
   * (the tests of the ticket itself) or the headers carry one.
   */
  call(
    method: string,
    url: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string>; ticket?: boolean },
  ): Promise<{ status: number; body: Envelope; headers: Headers }>;
  /** A raw request as `fetch` would make it, for a path of the API (a body of a string, bytes or form). */
  fetch(url: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
  /** The PostgreSQL database's URL (null on SQLite): what `sharing` opens a second pool on. */
  readonly postgresUrl: string | null;
}

/** An API that listens on a port, for the tests that need a real socket. */
export interface SocketTestApi extends TestApi {
  origin: string;
}

export interface TestApiOptions {
  mode?: 'sandbox' | 'production';
  /** Routes or hooks to add before the app is ready, given the test's database through the query layer. */
  extend?: (app: FastifyInstance, database: Database) => void;
  /** Settings beside the defaults, e.g. an ADMIN_TOKEN. */
  config?: Partial<ApiConfig>;
  /**
   * Listen on a free port of 127.0.0.1 and call over HTTP. Without it nothing listens and the calls
   * go through inject (the same routes, hooks and serialisation from 127.0.0.1, with no TCP):
   * only a test that needs a socket asks for one (a live stream read over HTTP, another client).
   */
  socket?: boolean;
  /** SQLite even in the api-postgres project: a database to copy to PostgreSQL (src/db/copy). */
  sqlite?: boolean;
  /**
   * Another API on that API's database, as a second API process would be: on PostgreSQL a pool of its
   * own; on SQLite (which one process owns) the same connection, under an app of its own. Closing it
   * leaves the database to the first.
   */
  sharing?: TestApi;
}

/** The calls that move money out of the wallet or a card on a transaction-password ticket. */
const TICKETED = /^POST \/api\/v1\/(card|card\/[^/?]+\/(recharge|withdraw)|batch-create-card)(\?|$)/;
const needsTicket = (method: string, url: string) => TICKETED.test(`${method.toUpperCase()} ${url}`);

/** A fresh ticket for the token's user, or nothing for a token that is not in force (the API refuses it). */
async function ticketFor(database: Database, token: string): Promise<Record<string, string>> {
  try {
    const { userId } = await sessionInForce(database, token);
    return { 'X-Operation-Ticket': (await issueTicket(database.kysely, userId)).ticket };
  } catch {
    return {};
  }
}

/**
 * Fastify's `inject` is light-my-request, which requires the ES-module-only cookie@2: jest's CommonJS
 * runtime cannot load that on Node 20, and its `createRequire` is its own. Node itself can, so the copy
 * fastify would load is required by Node from a module of Node's own at fastify's place, and
 * dispatches to the app's request handler (`app.routing`) once the app is ready.
 */
function nodeRequire(from: string): (id: string) => unknown {
  const parent = new Module(from);
  parent.filename = from;
  parent.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(
    path.dirname(from),
  );
  return (id) => parent.require(id) as unknown;
}
const lightMyRequest = nodeRequire(require.resolve('fastify'))('light-my-request') as (
  dispatch: FastifyInstance['routing'],
  options: InjectOptions,
) => Promise<LightMyRequestResponse>;

/** Statuses whose answer has no body (a `Response` refuses one). */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/** A `fetch` of `url` through inject: the headers and body as fetch would send them, a web `Response` back. */
async function injectFetch(app: FastifyInstance, url: string, init: RequestInit = {}): Promise<Response> {
  const headers = Object.fromEntries(new Headers(init.headers));
  const { body } = init;
  let payload: InjectOptions['payload'];
  if (typeof body === 'string') {
    payload = body;
    headers['content-type'] ??= 'text/plain;charset=UTF-8';
  } else if (body instanceof URLSearchParams) {
    payload = body.toString();
    headers['content-type'] ??= 'application/x-www-form-urlencoded;charset=UTF-8';
  } else if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) {
    payload = Buffer.from(body instanceof ArrayBuffer ? body : body.buffer, 0, body.byteLength);
  } else if (body !== undefined && body !== null) {
    throw new Error('startTestApi: a body of a string, bytes or a form only; ask for { socket: true } otherwise');
  }
  if (init.signal?.aborted) throw init.signal.reason;
  const method = (init.method ?? 'GET').toUpperCase() as InjectOptions['method'];
  const answer = await lightMyRequest(app.routing, { method, url, headers, payload });
  const responseHeaders = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (Array.isArray(value)) value.forEach((each) => responseHeaders.append(name, each));
    else if (value !== undefined) responseHeaders.set(name, String(value));
  }
  return new Response(NULL_BODY.has(answer.statusCode) ? null : answer.rawPayload, {
    status: answer.statusCode,
    statusText: answer.statusMessage,
    headers: responseHeaders,
  });
}

declare const __API_TEST_DATABASE__: string | undefined;

/**
 * In the api-postgres jest project (`__API_TEST_DATABASE__`), the PostgreSQL cluster it starts
 * (tooling/postgres-jest-setup.mjs): each test API gets a fresh database there and serves the modules
 * on the query layer only.
 */
function postgresUrl(): string | undefined {
  if (typeof __API_TEST_DATABASE__ === 'undefined' || __API_TEST_DATABASE__ !== 'postgres') return undefined;
  const url = process.env.API_TEST_POSTGRES_URL;
  if (!url) throw new Error('The api-postgres project starts a PostgreSQL cluster: API_TEST_POSTGRES_URL is missing');
  return url;
}
const POSTGRES_URL = postgresUrl();

/** A fresh database for a test API, or (`sharing`) a second way into another test API's. */
async function openTestDatabase(
  config: ApiConfig,
  onSqlite: boolean,
  sharing: TestApi | undefined,
): Promise<{ postgres: Pick<TestPostgresDatabase, 'url' | 'drop'> | null; sqlite: Db | null; database: Database }> {
  if (sharing?.postgresUrl) {
    const database = await openPostgres(sharing.postgresUrl, { poolSize: 4 });
    return { postgres: { url: sharing.postgresUrl, drop: () => database.close() }, sqlite: null, database };
  }
  if (sharing) return { postgres: null, sqlite: sharing.db, database: sharing.database };
  const postgres = POSTGRES_URL === undefined || onSqlite ? null : await createTestPostgresDatabase(POSTGRES_URL);
  const sqlite = postgres === null ? openDatabase(path.join(config.dataDir, 'portal.db')) : null;
  return { postgres, sqlite, database: postgres?.database ?? sqliteDatabase(sqlite as Db) };
}

/**
 * The real API with a fresh database, SQLite (a file of its own) or, in the api-postgres project,
 * PostgreSQL (a database of its own, with the modules converted to the query layer); `extend` may add
 * routes before it is ready. It answers through inject unless `socket: true`, which has it listen on a
 * free port (then `origin` is its address).
 */
export async function startTestApi(options: TestApiOptions & { socket: true }): Promise<SocketTestApi>;
export async function startTestApi(options?: TestApiOptions & { socket?: false }): Promise<TestApi>;
export async function startTestApi({
  mode = 'sandbox',
  extend,
  config: overrides = {},
  socket = false,
  sqlite: onSqlite = false,
  sharing,
}: TestApiOptions = {}): Promise<TestApi | SocketTestApi> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-api-'));
  const config = { ...readConfig({}), logLevel: 'silent', mode, dataDir: dir, ...overrides };
  const { postgres, sqlite, database } = await openTestDatabase(config, onSqlite, sharing);
  const app = sqlite !== null ? buildServer({ config, db: sqlite }) : buildServer({ config, database });
  const db = () => {
    if (sqlite === null) throw new Error('startTestApi: this test API runs on PostgreSQL; use api.database');
    return sqlite;
  };
  if (extend) extend(app, database);
  let origin: string | undefined;
  if (socket) {
    await app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  } else {
    await app.ready();
  }
  const send = (url: string, init?: RequestInit) =>
    origin === undefined ? injectFetch(app, url, init) : fetch(`${origin}${url}`, init);
  const api = {
    app,
    database,
    get db() {
      return db();
    },
    fetch: send,
    async call(method, url, { body, token, headers = {}, ticket = true } = {}) {
      const response = await send(url, {
        method,
        headers: {
          ...(body !== undefined && { 'Content-Type': 'application/json' }),
          ...(token && { Authorization: `Bearer ${token}` }),
          ...(ticket && token && needsTicket(method, url) && (await ticketFor(database, token))),
          ...headers,
        },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      const answer = (await response.json()) as Envelope;
      return { status: response.status, body: answer, headers: response.headers };
    },
    postgresUrl: postgres?.url ?? null,
    async close() {
      await app.close();
      if (sharing === undefined) sqlite?.close();
      await postgres?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  } satisfies TestApi as TestApi;
  if (origin !== undefined) return Object.assign(api, { origin });
  return Object.defineProperty(api, 'origin', {
    get() {
      throw new Error('startTestApi: nothing listens; ask for { socket: true } to get an origin');
    },
  });
}
