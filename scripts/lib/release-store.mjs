// The release store, deploy/releases/<remote>/<version>/: the files of every published remote
// version, committed, so that any checkout serves the versions customers may still be pinned to.
// A rebuild from a release commit would not do: its module ids depend on the checkout's path.
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './run.mjs';

export const RELEASE_STORE = path.join(ROOT, 'deploy', 'releases');
export const REMOTES = ['remote-auth', 'remote-cards', 'remote-messages'];

/** What a browser or the pins tool fetches from a published version. */
const SERVED = [/^remoteEntry\.js$/, /^mf-manifest\.json$/, /^assets\/[^/]+\.js$/, /^assets\/[^/]+\.LICENSE\.txt$/];
/**
 * What a build writes for itself and nobody fetches: source maps (the edges never serve them), the
 * precompressed copies (the edges compress on the fly what has none) and the manifest's stats.
 */
const BUILD_ONLY = [/\.map$/, /\.br$/, /\.gz$/, /^mf-manifest-stats\.json$/];

function filesUnder(folder, prefix = '') {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(path.join(folder, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
}

/**
 * The files of a built version folder that a published version serves. Throws on a file of a kind
 * it does not know, rather than publishing a version without it.
 */
export function servedFiles(folder) {
  const files = filesUnder(folder);
  const unknown = files.filter((file) => ![...SERVED, ...BUILD_ONLY].some((pattern) => pattern.test(file)));
  if (unknown.length > 0) {
    throw new Error(`${folder} holds files the release store does not know: ${unknown.join(', ')}`);
  }
  return files.filter((file) => SERVED.some((pattern) => pattern.test(file))).sort();
}

/**
 * Copies `files` of `from` into the folder `to`, made whole beside it and then renamed into place
 * (over what `to` held before), so that an edge serving it never sees half a version.
 */
function copyFolder(from, files, to) {
  const partial = `${to}.partial-${process.pid}`;
  const stale = `${to}.stale-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  for (const file of files) {
    mkdirSync(path.dirname(path.join(partial, file)), { recursive: true });
    cpSync(path.join(from, file), path.join(partial, file));
  }
  if (existsSync(to)) renameSync(to, stale);
  renameSync(partial, to);
  rmSync(stale, { recursive: true, force: true });
}

export const storedFolder = (remote, version) => path.join(RELEASE_STORE, remote, version);

export const isStored = (remote, version) => existsSync(storedFolder(remote, version));

/** The versions of a remote in the store, in no particular order. */
export function storedVersions(remote) {
  const folder = path.join(RELEASE_STORE, remote);
  return existsSync(folder)
    ? readdirSync(folder).filter((name) => statSync(path.join(folder, name)).isDirectory())
    : [];
}

/** Puts a built version into the store; a stored version is immutable, so a second one is refused. */
export function storeRelease(builtFolder, remote, version) {
  const target = storedFolder(remote, version);
  if (existsSync(target)) throw new Error(`${remote}@${version} is already in the release store (${target}).`);
  mkdirSync(path.dirname(target), { recursive: true });
  copyFolder(builtFolder, servedFiles(builtFolder), target);
  return target;
}

function sameFiles(storedAt, files, folder) {
  if (!existsSync(folder) || filesUnder(folder).sort().join('\n') !== files.join('\n')) return false;
  return files.every((file) => readFileSync(path.join(storedAt, file)).equals(readFileSync(path.join(folder, file))));
}

const currentVersion = (remote) => JSON.parse(readFileSync(path.join(ROOT, remote, 'package.json'), 'utf8')).version;

/**
 * Makes every stored version servable from `distDir/<remote>/<version>/`. The working tree's own
 * build of a remote's current version is left alone: tests and `npm start` run the code as it is
 * now. Any other folder of a stored version is replaced by the stored files, leftovers of a local
 * build (its precompressed copies above all, which the edges would prefer) included. Answers what
 * it put in place.
 */
export function publishStoredReleases(distDir) {
  const published = [];
  for (const remote of REMOTES) {
    const current = currentVersion(remote);
    for (const version of storedVersions(remote).filter((stored) => stored !== current)) {
      const storedAt = storedFolder(remote, version);
      const files = filesUnder(storedAt).sort();
      const folder = path.join(distDir, remote, version);
      if (sameFiles(storedAt, files, folder)) continue;
      mkdirSync(path.dirname(folder), { recursive: true });
      copyFolder(storedAt, files, folder);
      published.push(`${remote}@${version}`);
    }
  }
  return published;
}
