// A throwaway pins folder and build for the tests: real files in a temp dir.

import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Needed } from '../compatibility';
import type { PinsContext } from '../context';
import type { Change } from '../history';

/** What the remotes of these tests take from the host, all of which it satisfies. */
export const COMPATIBLE: Needed[] = [
  { name: 'react', requiredVersion: '^19.3.1', singleton: true },
  { name: 'react-dom', requiredVersion: '^19.0.0', singleton: true },
  { name: '@portal/shared', requiredVersion: '^0.1.0', singleton: true },
  // The host does not provide it: the remote bundles its own.
  { name: 'date-fns', requiredVersion: '^4.0.0' },
];

export const manifest = (shared: readonly object[]) => JSON.stringify({ name: 'remote', shared });

/** The files a CDN serves for a published version in `folder` (like `/remote-cards/1.4.0/`). */
export const publishedFiles = (folder: string, shared: readonly object[] = COMPATIBLE): Record<string, string> => ({
  [`${folder}mf-manifest.json`]: manifest(shared),
  [`${folder}remoteEntry.js`]: `/* ${folder} */`,
});

export interface Workspace {
  root: string;
  pinsDir: string;
  distDir: string;
  context: PinsContext;
  publish: (remote: string, version: string, shared?: readonly object[]) => void;
  /** A merchant's pins as its file holds them, without the integrity recorded of them. */
  pinsOf: (merchant: string) => unknown;
  /** The integrity a merchant's file records. */
  integrityOf: (merchant: string) => unknown;
  /** The SHA-384 of a published version's entry, as the pins record it. */
  entryHash: (remote: string, version: string) => string;
  history: () => Change[];
  cleanup: () => void;
}

/**
 * Every remote published at 0.1.0 and pinned there by default.json; remote-cards also at 0.2.0 and
 * 0.3.0, and at 2.0.0 built against a React the host does not have.
 */
export function makeWorkspace(): Workspace {
  const root = mkdtempSync(path.join(tmpdir(), 'pins-tool-'));
  const pinsDir = path.join(root, 'pins');
  const distDir = path.join(root, 'dist');
  mkdirSync(pinsDir);
  mkdirSync(path.join(distDir, 'host'), { recursive: true });
  writeFileSync(
    path.join(distDir, 'host', 'mf-manifest.json'),
    JSON.stringify({
      name: 'host',
      shared: [
        { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' },
        { name: 'react-dom', version: '19.3.1', requiredVersion: '^19.3.1' },
        { name: '@portal/shared', version: '0.1.0', requiredVersion: '^0.1.0' },
      ],
    }),
  );
  const publish = (remote: string, version: string, shared: readonly object[] = COMPATIBLE) => {
    mkdirSync(path.join(distDir, remote, version, 'assets'), { recursive: true });
    writeFileSync(path.join(distDir, remote, version, 'remoteEntry.js'), `/* ${remote} ${version} */`);
    writeFileSync(path.join(distDir, remote, version, 'mf-manifest.json'), manifest(shared));
  };
  for (const remote of ['remote-auth', 'remote-cards', 'remote-messages']) publish(remote, '0.1.0');
  publish('remote-cards', '0.2.0');
  publish('remote-cards', '0.3.0');
  publish('remote-cards', '2.0.0', [{ name: 'react', requiredVersion: '^20.0.0', singleton: true }]);
  writeFileSync(
    path.join(pinsDir, 'default.json'),
    JSON.stringify({ 'remote-auth': '0.1.0', 'remote-cards': '0.1.0', 'remote-messages': '0.1.0' }, null, 2),
  );

  const readPinsFile = (merchant: string) =>
    JSON.parse(readFileSync(path.join(pinsDir, `${merchant}.json`), 'utf8')) as Record<string, unknown>;

  let minutes = 0;
  const context: PinsContext = {
    pinsDir,
    distDir,
    who: 'alice',
    // A minute later on every change, so the history shows the order.
    now: () => new Date(Date.UTC(2025, 4, 1, 10, minutes++)),
    fetch,
    fetchTimeoutMs: 2000,
  };
  return {
    root,
    pinsDir,
    distDir,
    context,
    publish,
    pinsOf: (merchant) => {
      const { integrity: _recorded, ...pins } = readPinsFile(merchant);
      return pins;
    },
    integrityOf: (merchant) => readPinsFile(merchant).integrity,
    entryHash: (remote, version) =>
      `sha384-${createHash('sha384')
        .update(readFileSync(path.join(distDir, remote, version, 'remoteEntry.js')))
        .digest('base64')}`,
    history: () => {
      const file = path.join(pinsDir, 'history.jsonl');
      return readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Change);
    },
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** A team's CDN: serves `files` by path, 404 for anything else. */
export async function startCdn(files: Record<string, string>): Promise<{ origin: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const body = files[req.url ?? ''];
    res.writeHead(body === undefined ? 404 : 200, { 'Content-Type': 'application/json' });
    res.end(body ?? '{"error":"not found"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
