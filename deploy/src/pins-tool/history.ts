// The history log: one JSON object per line, appended on every change; rollback reads it.

import { open, readFile } from 'node:fs/promises';
import path from 'node:path';
import { isRemoteName, type RemoteName, type RemotePin, remotePinProblem } from '@portal/shared/boot';
import { Refusal } from './refusal';

export type Action = 'set' | 'canary' | 'promote' | 'abort' | 'rollback';

export interface Change {
  /** ISO time. */
  at: string;
  who: string;
  merchant: string;
  remote: RemoteName;
  from: RemotePin;
  to: RemotePin;
  /** Which command made the change (not needed for rollback; it tells people what happened). */
  action?: Action;
  reason?: string;
  /** The refusal a `--force` overrode: the version rules said this pin could not work. */
  forced?: string;
  /**
   * The entry hashes the pins file recorded of the `from` pins, so that a rollback to them can tell
   * whether their files changed since.
   */
  fromIntegrity?: Record<string, string>;
}

export const historyFile = (pinsDir: string): string => path.join(pinsDir, 'history.jsonl');

const isHashes = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((hash) => typeof hash === 'string');

const isChange = (value: unknown): value is Change => {
  const change = value as Partial<Record<keyof Change, unknown>> | null;
  return (
    typeof change === 'object' &&
    change !== null &&
    typeof change.at === 'string' &&
    typeof change.who === 'string' &&
    typeof change.merchant === 'string' &&
    typeof change.remote === 'string' &&
    isRemoteName(change.remote) &&
    remotePinProblem(change.from) === null &&
    remotePinProblem(change.to) === null &&
    (change.reason === undefined || typeof change.reason === 'string') &&
    (change.forced === undefined || typeof change.forced === 'string') &&
    (change.fromIntegrity === undefined || isHashes(change.fromIntegrity))
  );
};

/** Every recorded change, oldest first. */
export async function readHistory(pinsDir: string): Promise<Change[]> {
  const file = historyFile(pinsDir);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const changes: Change[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    if (line.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      value = null;
    }
    // A rollback computed from a log it cannot read could restore the wrong version.
    if (!isChange(value))
      throw new Refusal(`${file} line ${index + 1} is not a change record; fix or remove that line`);
    changes.push(value);
  }
  return changes;
}

/** Appends one change, flushed to disk; starts a new line if a crash left the last one unfinished. */
export async function appendChange(pinsDir: string, change: Change): Promise<void> {
  const handle = await open(historyFile(pinsDir), 'a+');
  try {
    const { size } = await handle.stat();
    const last = Buffer.alloc(1);
    if (size > 0) await handle.read(last, 0, 1, size - 1);
    const separator = size > 0 && last.toString() !== '\n' ? '\n' : '';
    await handle.appendFile(`${separator}${JSON.stringify(change)}\n`, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The latest change of one remote for one merchant. */
export const lastChange = (history: readonly Change[], merchant: string, remote: RemoteName): Change | undefined =>
  [...history].reverse().find((change) => change.merchant === merchant && change.remote === remote);
