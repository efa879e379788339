import path from 'node:path';

/** Where the browser tests run their own copy of the portal: built files and pins they may change. */
export const STACK = {
  root: path.join(__dirname, '.stack'),
  dist: path.join(__dirname, '.stack', 'dist'),
  pins: path.join(__dirname, '.stack', 'pins'),
  port: Number(process.env.E2E_PORT ?? 3100),
  apiPort: Number(process.env.E2E_API_PORT ?? 4100),
};

export const BASE_URL = `http://127.0.0.1:${STACK.port}`;
export const REPO_ROOT = path.resolve(__dirname, '..');
