// Built API processes and a real nginx over them, as a merchant runs them: for the tests and the
// benchmarks that need several API processes behind the edge (e2e/tests/api-processes.spec.ts,
// api/bench/processes-bench.ts). Each piece stops with the process that started it, also when it fails.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_ENTRY } from './build-api.mjs';
import { freePort } from './free-port.mjs';
import { ROOT } from './run.mjs';

const TSX = path.join(ROOT, 'deploy', 'node_modules', '.bin', 'tsx');
const RENDER_CONFIG = path.join(ROOT, 'deploy', 'src', 'nginx', 'render-config.ts');

/** The nginx binary: NGINX_PATH, else Debian's. */
function findNginx() {
  const found = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'].find(
    (candidate) => candidate && existsSync(candidate),
  );
  if (!found) throw new Error('This needs nginx (Debian: apt-get install -y nginx)');
  return found;
}

/** Stops `child` (TERM) and resolves once it exited; at once when it already has. */
function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  return exited;
}

/** Ends `child` with this process, however it ends; answers the function that forgets it again. */
function endWithThisProcess(child) {
  const kill = () => child.kill('SIGTERM');
  process.once('exit', kill);
  return () => process.off('exit', kill);
}

/**
 * Starts the built API (`node api/dist/main.js`, as `npm start` and the containers run it; build it
 * first with build-api.mjs's `buildApiIfStale`) on 127.0.0.1 and a free port, with `env` beside
 * this process's environment (and Node's options `nodeOptions`, such as `--cpu-prof`), and resolves
 * once it answers /api/health: `{ child, origin, host, stop() }`.
 */
export async function startBuiltApi(env, { nodeOptions = [] } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeOptions, '--enable-source-maps', API_ENTRY], {
    cwd: path.join(ROOT, 'api'),
    env: { ...process.env, ...env, API_HOST: '127.0.0.1', API_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const forget = endWithThisProcess(child);
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    forget();
    await stopChild(child);
  };
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      forget();
      throw new Error(`The API on port ${port} stopped before it answered`);
    }
    const up = await fetch(`${origin}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) return { child, origin, host: `127.0.0.1:${port}`, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Renders the edge's nginx config as ops do (deploy/src/nginx/render-config.ts) over the API
 * processes `apiHosts` (host:port each), checks it with `nginx -t` and runs nginx in the foreground
 * in a prefix folder of its own on `port` (a free one unless given). `realIpFrom`: addresses whose
 * X-Forwarded-For nginx believes; `workerConnections`: nginx's 1024 unless given; `skipCspMap`: the
 * pins folder's CSP map is used as it is. Resolves once nginx accepts connections: `{ origin, stop() }`,
 * where stop() ends nginx and removes its folder.
 */
export async function startNginxOver({
  apiHosts,
  dist,
  pins,
  port,
  realIpFrom = [],
  workerConnections,
  skipCspMap = false,
}) {
  const nginx = findNginx();
  // Readable by nginx's workers, which run as nobody when nginx starts as root.
  const prefix = mkdtempSync(path.join(tmpdir(), 'portal-nginx-'));
  chmodSync(prefix, 0o755);
  mkdirSync(path.join(prefix, 'logs'));
  const listenPort = port ?? (await freePort());
  const config = path.join(prefix, 'nginx.conf');
  try {
    execFileSync(
      TSX,
      [
        RENDER_CONFIG,
        ...['--listen', `127.0.0.1:${listenPort}`, '--dist', dist, '--pins', pins],
        ...['--api', apiHosts.join(','), '--out', config, '--foreground'],
        ...realIpFrom.flatMap((cidr) => ['--real-ip-from', cidr]),
        ...(workerConnections === undefined ? [] : ['--worker-connections', String(workerConnections)]),
        ...(skipCspMap ? ['--skip-csp-map'] : []),
      ],
      { stdio: 'pipe' },
    );
    execFileSync(nginx, ['-t', '-q', '-c', config, '-p', `${prefix}/`], { stdio: 'pipe' });
  } catch (error) {
    rmSync(prefix, { recursive: true, force: true });
    throw new Error(`The nginx config did not render or pass nginx -t: ${error.stderr?.toString() ?? error}`, {
      cause: error,
    });
  }
  const child = spawn(nginx, ['-c', config, '-p', `${prefix}/`], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr.on('data', (chunk) => (output += chunk));
  const forget = endWithThisProcess(child);
  const origin = `http://127.0.0.1:${listenPort}`;
  const stop = async () => {
    forget();
    await stopChild(child);
    rmSync(prefix, { recursive: true, force: true });
  };
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const log = existsSync(path.join(prefix, 'error.log'))
        ? readFileSync(path.join(prefix, 'error.log'), 'utf8')
        : '';
      await stop();
      throw new Error(`nginx did not start:\n${output}${log}`);
    }
    // Any answer: nginx listens.
    const up = await fetch(`${origin}/remotes.json`).then(
      () => true,
      () => false,
    );
    if (up) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
