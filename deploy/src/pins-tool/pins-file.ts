// A merchant's pins file: `<pins dir>/<host name>.json`, or `default.json` for merchants without one.

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type FileWriter, writeFileAtomic } from '../atomic-write';
import {
  canonicalPin,
  INTEGRITY_KEY,
  parsePinsIntegrity,
  parseRemotePins,
  pinsIn,
  REMOTE_NAMES,
  type PinsIntegrity,
  type RemotePins,
} from '@portal/shared/boot';
import { DEFAULT_MERCHANT, isMerchantName, merchantsWithPins } from '../pins';
import { Refusal } from './refusal';

export { DEFAULT_MERCHANT };

/** A merchant's name as its file is named: the host name in lower case, or `default`. */
export function merchantName(text: string): string {
  const name = text.toLowerCase();
  if (!isMerchantName(name)) {
    throw new Refusal(`${JSON.stringify(text)} is not a merchant: name it by its host name (like shop.example.com)`);
  }
  return name;
}

export const pinsFile = (pinsDir: string, merchant: string): string => path.join(pinsDir, `${merchant}.json`);

const isErrno = (error: unknown, code: string) => (error as NodeJS.ErrnoException | null)?.code === code;

/** What a pins file holds: the pins, and the integrity recorded of them. */
export interface PinsFile {
  pins: RemotePins;
  integrity: PinsIntegrity;
}

/** The pins in `json`, checked by the host's own rule; `file` names the file in every message. */
export function parsePins(json: string, file: string): PinsFile {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (error) {
    throw new Refusal(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  try {
    return { pins: parseRemotePins(data, file), integrity: parsePinsIntegrity(data, file) };
  } catch (error) {
    throw new Refusal((error as Error).message);
  }
}

/** The integrity recorded of the pins in use only, by remote and pin in the pins' order. */
function integrityInUse(pins: RemotePins, integrity: PinsIntegrity): PinsIntegrity {
  const kept: PinsIntegrity = {};
  for (const remote of REMOTE_NAMES) {
    const recorded = pinsIn(pins[remote]).flatMap((pin) => {
      const hash = integrity[remote]?.[pin];
      return hash ? [[pin, hash] as const] : [];
    });
    if (recorded.length > 0) kept[remote] = Object.fromEntries(recorded);
  }
  return kept;
}

/**
 * The JSON a pins file holds: the remotes in one order, then the integrity of the pins in use (none
 * when nothing was recorded), two-space indents (what Prettier keeps).
 */
export function formatPins({ pins, integrity }: PinsFile): string {
  const kept = integrityInUse(pins, integrity);
  const file = {
    ...Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, canonicalPin(pins[remote])])),
    ...(Object.keys(kept).length > 0 && { [INTEGRITY_KEY]: kept }),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

export interface MerchantPins extends PinsFile {
  merchant: string;
  /** False when the merchant has no file and gets `default.json`. */
  own: boolean;
}

async function readIfThere(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return null;
    throw error;
  }
}

/** The pins a merchant gets: its own file, else `default.json`, as the edge serves them. */
export async function readMerchantPins(pinsDir: string, merchant: string): Promise<MerchantPins> {
  const ownFile = pinsFile(pinsDir, merchant);
  const own = await readIfThere(ownFile);
  if (own !== null) return { merchant, ...parsePins(own, ownFile), own: true };
  const defaultFile = pinsFile(pinsDir, DEFAULT_MERCHANT);
  const fallback = await readIfThere(defaultFile);
  if (fallback === null)
    throw new Refusal(`${defaultFile} is missing: every merchant without a file of its own needs it`);
  return { merchant, ...parsePins(fallback, defaultFile), own: merchant === DEFAULT_MERCHANT };
}

/** The merchants that have a file, `default` first. */
export async function listMerchants(pinsDir: string): Promise<string[]> {
  try {
    return await merchantsWithPins(pinsDir);
  } catch (error) {
    if (isErrno(error, 'ENOENT')) throw new Refusal(`the pins folder ${pinsDir} does not exist`);
    throw error;
  }
}

export async function writeMerchantPins(pinsDir: string, merchant: string, file: PinsFile, write?: FileWriter) {
  await writeFileAtomic(pinsFile(pinsDir, merchant), formatPins(file), write);
}
