import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readConfig, type ApiConfig } from '../config';
import { openDatabase, type Db } from '../db/database';
import { buildServer } from '../server';
import { sessionInForce } from '../auth/sessions';
import { issueTicket } from '../wallet/tickets/operation-tickets';

export interface TestApi {
  app: FastifyInstance;
  db: Db;
  origin: string;
  /**
   * fetch against the API with JSON in and out. A call that needs a transaction-password ticket gets
   * a fresh one for the token's user, as the portal would after the check, unless `ticket: false`
   * (the tests of the ticket itself) or the headers carry one.
   */
  call(
    method: string,
    url: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string>; ticket?: boolean },
  ): Promise<{ status: number; body: { code: number; message: string; data: unknown }; headers: Headers }>;
  close(): Promise<void>;
}

/** The calls that move money out of the wallet or a card on a transaction-password ticket. */
const TICKETED = /^POST \/api\/v1\/(card|card\/[^/?]+\/(recharge|withdraw)|batch-create-card)(\?|$)/;
const needsTicket = (method: string, url: string) => TICKETED.test(`${method.toUpperCase()} ${url}`);

/** A fresh ticket for the token's user, or nothing for a token that is not in force (the API refuses it). */
function ticketFor(db: Db, token: string): Record<string, string> {
  try {
    return { 'X-Operation-Ticket': issueTicket(db, sessionInForce(db, token).userId).ticket };
  } catch {
    return {};
  }
}

/** The real API on a free port with a fresh SQLite file; `extend` may add routes before it listens. */
export async function startTestApi({
  mode = 'sandbox',
  extend,
  config: overrides = {},
}: {
  mode?: 'sandbox' | 'production';
  extend?: (app: FastifyInstance, db: Db) => void;
  /** Settings beside the defaults, e.g. an ADMIN_TOKEN. */
  config?: Partial<ApiConfig>;
} = {}): Promise<TestApi> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-api-'));
  const db = openDatabase(path.join(dir, 'portal.db'));
  const config = { ...readConfig({}), logLevel: 'silent', mode, dataDir: dir, ...overrides };
  const app = buildServer({ config, db });
  extend?.(app, db);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    app,
    db,
    origin,
    async call(method, url, { body, token, headers = {}, ticket = true } = {}) {
      const response = await fetch(`${origin}${url}`, {
        method,
        headers: {
          ...(body !== undefined && { 'Content-Type': 'application/json' }),
          ...(token && { Authorization: `Bearer ${token}` }),
          ...(ticket && token && needsTicket(method, url) && ticketFor(db, token)),
          ...headers,
        },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      const answer = (await response.json()) as { code: number; message: string; data: unknown };
      return { status: response.status, body: answer, headers: response.headers };
    },
    async close() {
      await app.close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
