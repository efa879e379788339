import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

/** Edge settings from the environment, with the defaults of the local start. */
export interface EdgeConfig {
  host: string;
  port: number;
  /** Where the API listens; `/api/*` is proxied there. */
  apiUrl: URL;
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
    apiUrl: new URL(env.API_URL ?? 'http://127.0.0.1:4000'),
    distDir: path.resolve(env.DIST_DIR ?? path.join(ROOT, 'dist')),
    pinsDir: path.resolve(env.PINS_DIR ?? path.join(ROOT, 'deploy', 'pins')),
  };
}
