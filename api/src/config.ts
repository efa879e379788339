import path from 'node:path';
import { isMerchantColor, type MerchantColor } from '@portal/shared/contract';

const ROOT = path.resolve(__dirname, '..', '..');

/** API settings from the environment, with the defaults the local start uses. */
export interface ApiConfig {
  host: string;
  port: number;
  logLevel: string;
  /** Where the SQLite database lives. */
  dataDir: string;
  /** Which proxies' X-Forwarded-For to believe: the local edge by default (proxy-addr syntax). */
  trustProxy: string;
  /** `sandbox` adds the outbox and admin calls and seeds demo data; `production` answers 404 there. */
  mode: 'sandbox' | 'production';
  /**
   * The merchant's operator key for the admin calls (`/api/admin/...`, e.g. deciding top-up requests),
   * sent as a bearer token; without it those calls answer 404.
   */
  adminToken: string | null;
  /** Branding used when the merchant is first created. */
  merchant: { title: string; color: MerchantColor; website: string; icp: string; version: string };
}

/** An operator key shorter than this is refused at start: it must be a random secret, not a password. */
export const ADMIN_TOKEN_MIN_LENGTH = 32;

function port(value: string | undefined, fallback: number): number {
  const number = Number(value ?? fallback);
  if (!Number.isInteger(number) || number < 0 || number > 65535) throw new Error(`API_PORT is not a port: ${value}`);
  return number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const mode = env.API_MODE ?? 'sandbox';
  if (mode !== 'sandbox' && mode !== 'production')
    throw new Error(`API_MODE must be sandbox or production, not ${mode}`);
  const color = env.MERCHANT_COLOR ?? 'MERCHANT_COLOR_BLUE';
  if (!isMerchantColor(color)) throw new Error(`MERCHANT_COLOR is not a merchant colour: ${color}`);
  const adminToken = env.ADMIN_TOKEN?.trim() || null;
  if (adminToken !== null && adminToken.length < ADMIN_TOKEN_MIN_LENGTH)
    throw new Error(`ADMIN_TOKEN must be at least ${ADMIN_TOKEN_MIN_LENGTH} characters (a random secret)`);
  return {
    host: env.API_HOST ?? '127.0.0.1',
    port: port(env.API_PORT, 4000),
    logLevel: env.LOG_LEVEL ?? 'info',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(ROOT, '.data')),
    trustProxy: env.TRUST_PROXY ?? 'loopback',
    mode,
    adminToken,
    merchant: {
      title: env.MERCHANT_TITLE ?? '星河卡包',
      color,
      website: env.MERCHANT_WEBSITE ?? 'https://cards.example.com',
      icp: env.MERCHANT_ICP ?? '京ICP备00000000号',
      version: env.MERCHANT_VERSION ?? '2024',
    },
  };
}
