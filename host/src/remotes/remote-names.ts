import type { RemoteName } from '@portal/shared';

export { REMOTE_NAMES, type RemoteName } from '@portal/shared';

/** A federation container name must be an identifier: `remote-cards` builds as `remote_cards`. */
export function containerName(remote: RemoteName): string {
  return remote.replace(/-/g, '_');
}

/** Where a pinned version of a remote is published. */
export function manifestUrl(remote: RemoteName, version: string): string {
  return `/${remote}/${encodeURIComponent(version)}/mf-manifest.json`;
}
