import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ADMIN_TOKEN_MIN_LENGTH, readConfig } from '../config';
import { openDatabase } from '../db/database';
import { buildServer } from '../server';

/** The committed OpenAPI document of the API. */
export const OPENAPI_FILE = path.join(__dirname, '..', '..', 'openapi.json');

/** Builds the API on a throwaway database and returns its OpenAPI document as formatted JSON. */
export async function generateOpenApi(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-openapi-'));
  const db = openDatabase(path.join(dir, 'portal.db'));
  // Every call documented: the sandbox ones and, with a stand-in key, the operator ones.
  const config = { ...readConfig({}), logLevel: 'silent', mode: 'sandbox' as const, dataDir: dir };
  const app = buildServer({ config: { ...config, adminToken: 'x'.repeat(ADMIN_TOKEN_MIN_LENGTH) }, db });
  try {
    await app.ready();
    return `${JSON.stringify(app.swagger(), null, 2)}\n`;
  } finally {
    await app.close();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
