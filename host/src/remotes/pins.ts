import { parsePinsIntegrity, parseRemotePins, type PinsIntegrity, type RemotePins } from '@portal/shared/boot';

export { isCanaryPin, type Pin, type RemotePin, type RemotePins } from '@portal/shared/boot';

/** Checks the pins file by the rule the pins tool writes it by (a version, a folder URL or a canary per remote). */
export const parsePins = (value: unknown): RemotePins => parseRemotePins(value, 'remotes.json');

/** A merchant's pins and the integrity the pins tool recorded of them. */
export interface MerchantPins {
  pins: RemotePins;
  integrity: PinsIntegrity;
}

/**
 * The versions this merchant gets, fresh on every page load: the edge serves the file with
 * Cache-Control: no-cache, and index.html preloads it, so the request started with the page is the
 * one read here (a request of its own cache mode would not match the preload and go out again).
 */
export async function fetchPins(): Promise<MerchantPins> {
  const response = await fetch('/remotes.json');
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  const value: unknown = await response.json();
  return { pins: parsePins(value), integrity: parsePinsIntegrity(value, 'remotes.json') };
}
