// The edge's own rule for which pins file a host name gets, so both read the pins the same way.
import { readPins } from '../../../deploy/src/pins';

/** A pin as the pins tool writes it: a version (or folder URL), or a canary over a stable one. */
type PinEntry = string | { stable?: unknown; canary?: unknown } | undefined;

/**
 * Whether `merchant`'s customers get `version` of `remote` now (its pin, or either side of its
 * canary), from the pins folder the edge serves. A pins file that cannot be read pins nothing.
 */
export async function isPinned(pinsDir: string, merchant: string, remote: string, version: string): Promise<boolean> {
  try {
    const pins = JSON.parse(await readPins(pinsDir, merchant)) as Record<string, PinEntry>;
    const pin = Object.hasOwn(pins, remote) ? pins[remote] : undefined;
    if (typeof pin === 'string') return pin === version;
    return typeof pin === 'object' && pin !== null && (pin.stable === version || pin.canary === version);
  } catch {
    return false;
  }
}
