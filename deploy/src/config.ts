import path from 'node:path';
import { DEFAULT_API_SERVER, parseApiServers } from './api-servers';

const ROOT = path.resolve(__dirname, '..', '..');

/** Edge settings from the environment, with the defaults of the local start. */
export interface EdgeConfig {
  host: string;
  port: number;
  /** The API processes, `host:port` each; `/api/*` is spread over them. */
  apiServers: readonly string[];
  /** Build output: `host/` and `<remote>/<version>/` folders. */
  distDir: string;
  /** Pin files: `<merchant host name>.json`, falling back to `default.json`. */
  pinsDir: string;
}

export function readEdgeConfig(env: NodeJS.ProcessEnv = process.env): EdgeConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a port: ${env.PORT}`);
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    // One URL, or several API processes comma-separated: http://127.0.0.1:4000,http://127.0.0.1:4001
    apiServers: parseApiServers(env.API_URL ?? DEFAULT_API_SERVER),
    distDir: path.resolve(env.DIST_DIR ?? path.join(ROOT, 'dist')),
    pinsDir: path.resolve(env.PINS_DIR ?? path.join(ROOT, 'deploy', 'pins')),
  };
}
