/** The remotes the host composes; the name is also the remote's folder and its key in `/remotes.json`. */
export const REMOTE_NAMES = ['remote-auth', 'remote-cards', 'remote-messages'] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];

/** A federation container name must be an identifier: `remote-cards` builds as `remote_cards`. */
export function containerName(remote: RemoteName): string {
  return remote.replace(/-/g, '_');
}

/** Where a pinned version of a remote is published. */
export function manifestUrl(remote: RemoteName, version: string): string {
  return `/${remote}/${encodeURIComponent(version)}/mf-manifest.json`;
}
