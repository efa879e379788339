// Runs a real nginx with a rendered config in a temporary prefix, for the tests, and stops it again.

import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeCspMap } from '../csp-map';
import { installedBrotliStaticModule, type NginxOptions, renderNginxConfig } from '../nginx-config';

/** The nginx binary: NGINX_PATH, else the one on PATH or in the sbin folders (`npm test` installs it). */
export function findNginx(): string {
  const candidates = [
    process.env.NGINX_PATH,
    spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout?.trim(),
    '/usr/sbin/nginx',
    '/usr/local/sbin/nginx',
  ];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!found) throw new Error('These tests need nginx: `npm test` installs it (Debian: apt-get install nginx).');
  return found;
}

/** A folder the nginx workers can read: when the tests run as root, the workers run as nobody. */
export function readableTempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export interface RunningNginx {
  origin: string;
  prefix: string;
  config: string;
  stop(): Promise<void>;
}

/** Renders the config (foreground, everything inside a new prefix), writes the CSP map, starts nginx. */
export async function startNginx(
  options: Omit<NginxOptions, 'listen' | 'layout' | 'foreground'>,
): Promise<RunningNginx> {
  const prefix = readableTempDir('nginx-');
  const port = await freePort();
  const config = renderNginxConfig({
    brotliStaticModule: installedBrotliStaticModule(),
    ...options,
    listen: `127.0.0.1:${port}`,
    foreground: true,
  });
  const configFile = path.join(prefix, 'nginx.conf');
  writeFileSync(configFile, config);
  await writeCspMap(options.pinsDir);
  const errorLog = path.join(prefix, 'error.log');
  const child: ChildProcess = spawn(findNginx(), ['-p', prefix, '-c', configFile, '-e', errorLog], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A test run that dies still takes its nginx with it.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      // TERM: the master stops its workers and then itself.
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(prefix, { recursive: true, force: true });
  };

  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const log = existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '';
      await stop();
      throw new Error(`nginx did not start:\n${output}\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { origin: `http://127.0.0.1:${port}`, prefix, config, stop };
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request on its own connection, exactly as written (fetch would normalise the Host header and decode gzip). */
export function send(
  origin: string,
  pathname: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(origin);
    const outgoing = request({ hostname, port, path: pathname, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** A chunked body's data, its chunk sizes left out; null until its last chunk arrived. */
function unchunk(body: Buffer): Buffer | null {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd < 0) return null;
    const size = parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
    if (size === 0) return Buffer.concat(parts);
    if (body.length < lineEnd + 2 + size + 2) return null;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/** The answer in `raw` once all of it arrived (by its Content-Length or last chunk), else null. */
function completeAnswer(raw: Buffer, closed: boolean): Answer | null {
  const headEnd = raw.indexOf('\r\n\r\n');
  if (headEnd < 0) return null;
  const [statusLine = '', ...lines] = raw.subarray(0, headEnd).toString('latin1').split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  const rest = raw.subarray(headEnd + 4);
  const length = headers['content-length'];
  const body =
    headers['transfer-encoding'] === 'chunked'
      ? unchunk(rest)
      : length !== undefined
        ? rest.length >= Number(length)
          ? rest.subarray(0, Number(length))
          : null
        : closed
          ? rest
          : null;
  return body && { status: Number(statusLine.split(' ')[1]), headers, body };
}

/**
 * A request written byte for byte on its own connection, for the requests Node's client refuses to
 * send (a malformed URL or header, TRACE, no Host): the answer as soon as all of it arrived.
 */
export function sendRaw(origin: string, requestText: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(origin);
    const socket = connect(Number(port), hostname);
    let raw = Buffer.alloc(0);
    const settle = (closed: boolean) => {
      const answer = completeAnswer(raw, closed);
      if (answer) {
        resolve(answer);
        socket.destroy();
      } else if (closed) reject(new Error(`The connection closed before a whole answer: ${raw.toString('latin1')}`));
    };
    socket.on('data', (chunk: Buffer) => {
      raw = Buffer.concat([raw, chunk]);
      settle(false);
    });
    socket.on('error', reject);
    socket.on('close', () => settle(true));
    socket.write(requestText);
  });
}
