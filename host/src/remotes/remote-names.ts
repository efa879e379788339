import type { RemoteName } from '@portal/shared/boot';

export { REMOTE_NAMES, type RemoteName } from '@portal/shared/boot';

/** A federation container name must be an identifier: `remote-cards` builds as `remote_cards`. */
export function containerName(remote: RemoteName): string {
  return remote.replace(/-/g, '_');
}

/**
 * The container script of a pinned version of a remote: in the version's folder on this edge, or in
 * the folder a URL pin names on another origin. The host loads it directly rather than through the
 * version's mf-manifest.json: one request less before the page, and no manifest code in the host's
 * runtime (the manifest is for the tools that check a version before it is pinned).
 */
export function entryUrl(remote: RemoteName, pin: string): string {
  if (/^https?:\/\//.test(pin)) return `${pin}remoteEntry.js`;
  return `/${remote}/${encodeURIComponent(pin)}/remoteEntry.js`;
}
