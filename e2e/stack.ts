import path from 'node:path';

/** The ports of lane 0; each further lane takes the next ones (see `stackOf`). */
const FIRST = {
  port: Number(process.env.E2E_PORT ?? 3100),
  apiPort: Number(process.env.E2E_API_PORT ?? 4100),
  nginxPort: Number(process.env.E2E_NGINX_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 80),
};

/**
 * The portals the browser tests run on: one per worker (Playwright's `workers`), so a worker's
 * tests may change pins, published files, the merchant's colour and announcements while the other
 * worker's tests run on a portal of their own.
 */
export const LANES = 2;

/** The portal the benchmarks start: the lane after the browser tests' ones, so both can run at once. */
export const BENCH_LANE = LANES;

/** Where one lane's copy of the portal runs: built files and pins its tests may change, and its ports. */
export function stackOf(lane: number) {
  const port = FIRST.port + 2 * lane;
  const apiPort = FIRST.apiPort + 2 * lane;
  /** One copy per port, so runs on other ports (E2E_PORT) never share built files or pins. */
  const root = path.join(__dirname, port === 3100 ? '.stack' : `.stack-${port}`);
  return {
    root,
    dist: path.join(root, 'dist'),
    pins: path.join(root, 'pins'),
    port,
    apiPort,
    /** The nginx edge the production-edge tests start in front of the same API and build. */
    nginxPort: FIRST.nginxPort + lane,
    /** A second portal, whose services the tests of the start command's supervisor kill: the next ports. */
    supervisedPort: port + 1,
    supervisedApiPort: apiPort + 1,
  };
}

/** The lane of this worker (Playwright numbers the workers running at once from 0); lane 0 elsewhere. */
const lane = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % LANES;

/** This worker's portal. */
export const STACK = stackOf(lane);

/** The API's operator key in the browser tests (pins watch reads the load counts with it). */
export const ADMIN_TOKEN = 'e2e-operator-key-0123456789abcdef0123';

export const baseUrlOf = (stack: { port: number }) => `http://127.0.0.1:${stack.port}`;

export const BASE_URL = baseUrlOf(STACK);

/**
 * The same portal under another host name. The tests that feed it hostile HTML open their pages
 * here, so the CSP violations they cause on purpose are told apart from the portal's own by origin.
 */
export const hostileContentOriginOf = (stack: { port: number }) => `http://localhost:${stack.port}`;

export const HOSTILE_CONTENT_ORIGIN = hostileContentOriginOf(STACK);
export const REPO_ROOT = path.resolve(__dirname, '..');
