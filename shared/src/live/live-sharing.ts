import type { StreamSharing } from './shared-event-stream';
import { channelElection, lockElection } from './tab-election';

/** cyrb53: a quick 53-bit string hash, as hexadecimal. */
function hash53(text: string, seed: number): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16);
}

/**
 * The name the tabs of one session share their live events under. Locks and channels never cross
 * origins, and an origin is one merchant's portal; the session's token (one session, of one user)
 * names the rest, so another session's tabs (another account) never hear these events. Only a
 * fingerprint of the token: names show in the browser's lock lists and tools, a token must not.
 */
export function liveSharingName(token: string): string {
  return `portal-live-events:${hash53(token, 1)}${hash53(token, 2)}`;
}

/**
 * How this browser's tabs share the live stream of the session `token`: elected by Web Locks, or
 * over a BroadcastChannel where they are missing; null (each tab its own stream) without
 * BroadcastChannel.
 */
export function browserStreamSharing(token: string): StreamSharing | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const name = liveSharingName(token);
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  const election = locks ? lockElection(locks) : channelElection((channel) => new BroadcastChannel(channel));
  return { name, election, channel: new BroadcastChannel(name) };
}
