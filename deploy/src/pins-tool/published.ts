// Whether a pin names a published version: its federation manifest, on this edge or on another origin.

import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isUrlPin, type Pin, type RemoteName } from '@portal/shared/boot';
import { Refusal } from './refusal';

export type Fetch = typeof fetch;

export interface BuildSources {
  /** The build output: `host/` and `<remote>/<version>/`. */
  distDir: string;
  fetch: Fetch;
  /** How long another origin may take to answer for its manifest. */
  fetchTimeoutMs: number;
}

async function readJson(file: string, missing: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Refusal(missing);
    throw error;
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new Refusal(`${file} is not valid JSON`);
  }
}

/** Why a fetch failed, in a few words (a timeout, a refused connection, an unknown host). */
function failure(error: unknown, timeoutMs: number): string {
  const { name, message, cause } = error as Error & { cause?: { code?: string } };
  if (name === 'TimeoutError' || name === 'AbortError') return `no answer within ${timeoutMs / 1000} s`;
  return cause?.code ?? message;
}

/** A file of a version's folder on another origin, as bytes. */
async function fetchFile(sources: BuildSources, label: string, folderUrl: string, name: string): Promise<Buffer> {
  const url = new URL(name, folderUrl).href;
  let response: Response;
  let body: ArrayBuffer;
  try {
    response = await sources.fetch(url, { signal: AbortSignal.timeout(sources.fetchTimeoutMs) });
    body = await response.arrayBuffer();
  } catch (error) {
    throw new Refusal(`${label} cannot be checked: ${url} failed (${failure(error, sources.fetchTimeoutMs)})`);
  }
  if (!response.ok) throw new Refusal(`${label} is not published: ${url} answered ${response.status}`);
  return Buffer.from(body);
}

async function fetchManifest(sources: BuildSources, label: string, folderUrl: string): Promise<unknown> {
  const text = (await fetchFile(sources, label, folderUrl, 'mf-manifest.json')).toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    throw new Refusal(`${label} is not published: ${new URL('mf-manifest.json', folderUrl).href} is not JSON`);
  }
}

/** The `mf-manifest.json` of a remote's pinned version; refused when the version is not published. */
export async function readRemoteManifest(sources: BuildSources, remote: RemoteName, pin: Pin): Promise<unknown> {
  const label = `${remote}@${pin}`;
  if (isUrlPin(pin)) return fetchManifest(sources, label, pin);
  const file = path.join(sources.distDir, remote, pin, 'mf-manifest.json');
  return readJson(file, `${label} is not published: ${file} is missing`);
}

/**
 * The SHA-384 of a pinned version's `remoteEntry.js` as it is served now, in the form a script's
 * `integrity` attribute takes: what the pins record, and the host checks, of the version.
 */
export async function readEntryIntegrity(sources: BuildSources, remote: RemoteName, pin: Pin): Promise<string> {
  const label = `${remote}@${pin}`;
  let bytes: Buffer;
  if (isUrlPin(pin)) {
    bytes = await fetchFile(sources, label, pin, 'remoteEntry.js');
  } else {
    const file = path.join(sources.distDir, remote, pin, 'remoteEntry.js');
    bytes = await readFile(file).catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'ENOENT' ? new Refusal(`${label} is not published: ${file} is missing`) : error;
    });
  }
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** The host build's `mf-manifest.json`: the shared packages every remote gets from it. */
export async function readHostManifest(sources: BuildSources): Promise<unknown> {
  const file = path.join(sources.distDir, 'host', 'mf-manifest.json');
  return readJson(
    file,
    `the host's shared packages cannot be checked: ${file} is missing (build the host, or pass --dist)`,
  );
}
