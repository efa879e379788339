// Whether the host can give a remote version the shared packages it was built against.

import semver from 'semver';
import { Refusal } from './refusal';

/** A package the host provides to every remote, at the version it was built with. */
export interface Provided {
  name: string;
  version: string;
}

/** A package a remote takes from the host, and the versions it accepts. */
export interface Needed {
  name: string;
  /** A semver range; absent or false when any version will do. */
  requiredVersion?: string | false;
  singleton?: boolean;
}

const sharedList = (manifest: unknown): unknown[] | null => {
  const shared = (manifest as { shared?: unknown } | null)?.shared;
  return Array.isArray(shared) ? shared : null;
};

const isProvided = (item: unknown): item is Provided =>
  typeof (item as Provided | null)?.name === 'string' && typeof (item as Provided).version === 'string';

const isNeeded = (item: unknown): item is Needed => {
  const required = (item as Needed | null)?.requiredVersion;
  return (
    typeof (item as Needed | null)?.name === 'string' &&
    (required === undefined || required === false || typeof required === 'string')
  );
};

/** The `shared` list of the host's manifest; `label` names the manifest in the message. */
export function providedByHost(manifest: unknown, label: string): Provided[] {
  const shared = sharedList(manifest);
  if (!shared?.every(isProvided)) throw new Refusal(`${label} has no valid shared list of { name, version }`);
  return shared;
}

/** The `shared` list of a remote version's manifest. */
export function neededByRemote(manifest: unknown, label: string): Needed[] {
  const shared = sharedList(manifest);
  if (!shared?.every(isNeeded)) throw new Refusal(`${label}'s mf-manifest.json has no valid shared list`);
  return shared;
}

/** The package a shared name belongs to: `@portal/shared/boot` is a subpath of `@portal/shared`. */
const packageOf = (name: string) =>
  name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * What the host cannot satisfy, one phrase each: `react ^20.0.0, the host provides 19.3.1`. A
 * subpath that asks what its package asks is said once, with the package.
 */
export function unsatisfied(provided: readonly Provided[], needed: readonly Needed[]): string[] {
  const problems = new Map<string, string>();
  for (const { name, requiredVersion } of needed) {
    const versions = provided.filter((item) => item.name === name).map((item) => item.version);
    // A package the host does not provide is bundled with the remote: nothing to agree on.
    if (versions.length === 0 || !requiredVersion) continue;
    if (semver.validRange(requiredVersion) === null) {
      problems.set(name, `${JSON.stringify(requiredVersion)}, which is not a version range`);
    } else if (!versions.some((version) => semver.satisfies(version, requiredVersion))) {
      problems.set(name, `${requiredVersion}, the host provides ${versions.join(' and ')}`);
    }
  }
  return [...problems]
    .filter(([name, problem]) => packageOf(name) === name || problems.get(packageOf(name)) !== problem)
    .map(([name, problem]) => `${name} ${problem}`);
}

/** Refuses a remote version whose shared packages the host cannot satisfy, naming each one. */
export function checkCompatible(hostManifest: unknown, remoteManifest: unknown, label: string): void {
  const problems = unsatisfied(
    providedByHost(hostManifest, "the host's mf-manifest.json"),
    neededByRemote(remoteManifest, label),
  );
  if (problems.length > 0) throw new Refusal(`${label} needs ${problems.join('; and ')}`);
}
