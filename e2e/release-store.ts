// The release store (deploy/releases/<remote>/<version>/) as the browser tests read it: the
// published versions of each remote, and the one released before each remote's current version.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@portal/shared/page-list';
import { REPO_ROOT } from './stack';

export const RELEASE_STORE = path.join(REPO_ROOT, 'deploy', 'releases');

/** The version the working tree builds: the remote's package.json version. */
export const currentVersion = (remote: RemoteName): string =>
  (JSON.parse(readFileSync(path.join(REPO_ROOT, remote, 'package.json'), 'utf8')) as { version: string }).version;

const VERSION = /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

function parts(version: string) {
  const match = VERSION.exec(version);
  if (!match) throw new Error(`${version} is not a version (major.minor.patch)`);
  return { core: match.slice(1, 4).map(Number), prerelease: match[4]?.split('.') ?? [] };
}

function compareIdentifiers(a: string, b: string): number {
  const numeric = (identifier: string) => (/^\d+$/.test(identifier) ? Number(identifier) : null);
  const [numberA, numberB] = [numeric(a), numeric(b)];
  if (numberA !== null && numberB !== null) return numberA - numberB;
  // A numeric identifier ranks below an alphanumeric one.
  if (numberA !== null || numberB !== null) return numberA !== null ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Semver precedence: negative when `a` comes before `b`. */
export function compareVersions(a: string, b: string): number {
  const [first, second] = [parts(a), parts(b)];
  for (let index = 0; index < 3; index += 1) {
    const difference = first.core[index]! - second.core[index]!;
    if (difference !== 0) return difference;
  }
  // A pre-release comes before its release.
  if (first.prerelease.length === 0 || second.prerelease.length === 0)
    return second.prerelease.length - first.prerelease.length;
  for (let index = 0; index < Math.min(first.prerelease.length, second.prerelease.length); index += 1) {
    const difference = compareIdentifiers(first.prerelease[index]!, second.prerelease[index]!);
    if (difference !== 0) return difference;
  }
  return first.prerelease.length - second.prerelease.length;
}

/** The stored versions of a remote released before its current version, oldest first. */
export function olderStoredVersions(remote: RemoteName): string[] {
  const folder = path.join(RELEASE_STORE, remote);
  const stored = existsSync(folder) ? readdirSync(folder) : [];
  const current = currentVersion(remote);
  return stored.filter((version) => compareVersions(version, current) < 0).sort(compareVersions);
}

/** The remote's previous release: the newest stored version older than its current one. */
export function previousRelease(remote: RemoteName): string {
  const previous = olderStoredVersions(remote).at(-1);
  if (previous === undefined) {
    throw new Error(
      `${path.relative(REPO_ROOT, RELEASE_STORE)}/${remote}/ has no version older than ${remote}@${currentVersion(remote)}: ` +
        'the previous release cannot be tested against the current host (see deploy/releases/README.md to store it)',
    );
  }
  return previous;
}

/** The `requiredVersion` a stored version's manifest declares for a shared package. */
export function storedRequirement(remote: RemoteName, version: string, name: string): string {
  const manifest = JSON.parse(readFileSync(path.join(RELEASE_STORE, remote, version, 'mf-manifest.json'), 'utf8')) as {
    shared: { name: string; requiredVersion?: string }[];
  };
  const requirement = manifest.shared.find((item) => item.name === name)?.requiredVersion;
  if (!requirement) throw new Error(`${remote}@${version}'s manifest requires no version of ${name}`);
  return requirement;
}

/** The page modules a stored version exposes (`./Wallet`, …), from its manifest. */
export function storedModules(remote: RemoteName, version: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(RELEASE_STORE, remote, version, 'mf-manifest.json'), 'utf8')) as {
    exposes: { path: string }[];
  };
  return manifest.exposes.map((item) => item.path);
}
