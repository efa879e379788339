import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3100);
/** One copy per port, so runs on other ports (E2E_PORT) never share built files or pins. */
const root = path.join(__dirname, port === 3100 ? '.stack' : `.stack-${port}`);

/** Where the browser tests run their own copy of the portal: built files and pins they may change. */
export const STACK = {
  root,
  dist: path.join(root, 'dist'),
  pins: path.join(root, 'pins'),
  port,
  apiPort: Number(process.env.E2E_API_PORT ?? 4100),
  /** The nginx edge the production-edge tests start in front of the same API and build. */
  nginxPort: Number(process.env.E2E_NGINX_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 80),
  /** A second portal, whose services the tests of the start command's supervisor kill: the next ports. */
  supervisedPort: Number(process.env.E2E_PORT ?? 3100) + 1,
  supervisedApiPort: Number(process.env.E2E_API_PORT ?? 4100) + 1,
};

/** The API's operator key in the browser tests (pins watch reads the load counts with it). */
export const ADMIN_TOKEN = 'e2e-operator-key-0123456789abcdef0123';

export const BASE_URL = `http://127.0.0.1:${STACK.port}`;

/**
 * The same portal under another host name. The tests that feed it hostile HTML open their pages
 * here, so the CSP violations they cause on purpose are told apart from the portal's own by origin.
 */
export const HOSTILE_CONTENT_ORIGIN = `http://localhost:${STACK.port}`;
export const REPO_ROOT = path.resolve(__dirname, '..');
