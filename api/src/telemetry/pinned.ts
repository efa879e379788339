import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pinsFilesFor } from '@portal/shared/contract';

/** A pin as the pins tool writes it: a version (or folder URL), or a canary over a stable one. */
type PinEntry = string | { stable?: unknown; canary?: unknown } | undefined;

/** The pins `merchant`'s customers get, by the edge's rule (its own file, else default.json), or null. */
async function readMerchantPins(pinsDir: string, merchant: string): Promise<string | null> {
  for (const file of pinsFilesFor(merchant)) {
    const text = await readFile(path.join(pinsDir, file), 'utf8').catch(() => null);
    if (text !== null) return text;
  }
  return null;
}

/**
 * Whether `merchant`'s customers get `version` of `remote` now (its pin, or either side of its
 * canary), from the pins folder the edge serves. A pins file that cannot be read pins nothing.
 */
export async function isPinned(pinsDir: string, merchant: string, remote: string, version: string): Promise<boolean> {
  try {
    const pins = JSON.parse((await readMerchantPins(pinsDir, merchant)) ?? '{}') as Record<string, PinEntry>;
    const pin = Object.hasOwn(pins, remote) ? pins[remote] : undefined;
    if (typeof pin === 'string') return pin === version;
    return typeof pin === 'object' && pin !== null && (pin.stable === version || pin.canary === version);
  } catch {
    return false;
  }
}
