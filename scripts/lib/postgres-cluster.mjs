// A throwaway PostgreSQL cluster for tests: made in a temporary folder, listening on a free port of
// 127.0.0.1 and on a socket in that folder, tuned for speed over durability (nothing in it outlives
// the run), and removed when stopped, also when the run fails or is interrupted.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';

/** Settings of a cluster whose data may be lost: no waiting for disks, no background work worth having. */
const FAST = [
  'fsync=off',
  'synchronous_commit=off',
  'full_page_writes=off',
  'autovacuum=off',
  'max_connections=200',
  'shared_buffers=32MB',
  'listen_addresses=127.0.0.1',
];

/** PostgreSQL refuses to run as root: then its programs run as the `postgres` user Debian's package makes. */
function asServerUser(command, args) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  return root ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

function runQuiet(command, args) {
  const [program, programArgs] = asServerUser(command, args);
  const result = spawnSync(program, programArgs, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`\`${command} ${args.join(' ')}\` failed: ${(result.stderr || result.stdout || '').trim()}`);
  }
}

/**
 * Starts a cluster with a database `portal` owned by the user `portal` (password `portal`) and
 * answers its `url` (postgres://… on 127.0.0.1) and `stop()`, which stops the server and removes the
 * folder. A process that ends or is interrupted before `stop()` still stops and removes it.
 */
export async function startPostgresCluster(binDir, { port } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-pg-'));
  const data = path.join(dir, 'data');
  let server = null;
  let stopped = false;
  /**
   * Asks the server itself for a fast shutdown: as root it runs under runuser, which passes no signal
   * on, so the signal goes to the postmaster named in its pid file.
   */
  const stopServer = () => {
    stopped = true;
    if (server === null) return;
    try {
      const postmaster = Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
      process.kill(postmaster, 'SIGINT');
    } catch {
      server.kill('SIGINT');
    }
  };
  const removeNow = () => {
    if (!stopped) stopServer();
    rmSync(dir, { recursive: true, force: true });
  };
  // From here on, an interrupted or failing run leaves nothing behind: the server is stopped (fast
  // shutdown) and its folder removed.
  const onSignal = (signal) => {
    removeNow();
    process.kill(process.pid, signal);
  };
  const forget = () => {
    process.off('exit', removeNow);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
  process.once('exit', removeNow);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const listenPort = port ?? (await freePort());
    await startServer(binDir, dir, data, listenPort, (started) => {
      server = started;
    });
    return {
      url: `postgres://portal:portal@127.0.0.1:${listenPort}/portal`,
      port: listenPort,
      async stop() {
        forget();
        if (!stopped) {
          const ended = new Promise((resolve) => server.once('exit', resolve));
          stopServer();
          await ended;
        }
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    forget();
    removeNow();
    throw error;
  }
}

/** initdb, then the server (handed to `started` as soon as it runs), then the database `portal`. */
async function startServer(binDir, dir, data, listenPort, started) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const passwordFile = path.join(dir, 'password');
  writeFileSync(passwordFile, 'portal', { mode: 0o600 });
  if (root) {
    const { uid, gid } = serverUser();
    chownSync(dir, uid, gid);
    chownSync(passwordFile, uid, gid);
  }
  chmodSync(dir, 0o700);
  runQuiet(path.join(binDir, 'initdb'), [
    '--pgdata',
    data,
    '--username',
    'portal',
    '--pwfile',
    passwordFile,
    '--auth',
    'scram-sha-256',
    '--encoding',
    'UTF8',
    '--locale',
    'C',
    '--no-sync',
  ]);
  const options = [...FAST, `port=${listenPort}`, `unix_socket_directories=${dir}`].flatMap((setting) => [
    '-c',
    setting,
  ]);
  const [program, programArgs] = asServerUser(path.join(binDir, 'postgres'), ['-D', data, ...options]);
  const server = spawn(program, programArgs, { stdio: ['ignore', 'ignore', 'pipe'] });
  started(server);
  let log = '';
  server.stderr.on('data', (chunk) => {
    log = (log + chunk).slice(-4000);
  });
  await waitUntilReady(binDir, dir, listenPort, server, () => log);
}

function serverUser() {
  const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  if (!Number.isInteger(uid) || !Number.isInteger(gid)) {
    throw new Error('PostgreSQL does not run as root, and there is no `postgres` user to run it as');
  }
  return { uid, gid };
}

/** Waits until the server accepts connections (pg_isready), then makes the database `portal`. */
async function waitUntilReady(binDir, socketDir, port, server, log) {
  const exited = new Promise((resolve) => server.once('exit', () => resolve('exited')));
  for (;;) {
    const ready = spawnSync(path.join(binDir, 'pg_isready'), ['-h', socketDir, '-p', String(port), '-q']);
    if (ready.status === 0) break;
    const outcome = await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 50, 'waiting'))]);
    if (outcome === 'exited') throw new Error(`PostgreSQL did not start:\n${log()}`);
  }
  const [program, args] = asServerUser(path.join(binDir, 'createdb'), [
    '-h',
    socketDir,
    '-p',
    String(port),
    '-U',
    'portal',
    'portal',
  ]);
  const created = spawnSync(program, args, { encoding: 'utf8', env: { ...process.env, PGPASSWORD: 'portal' } });
  if (created.status !== 0) throw new Error(`createdb failed: ${created.stderr.trim()}`);
}
