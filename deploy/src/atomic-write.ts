import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** Writes a new file whole; a test can pass one that fails halfway. */
export type FileWriter = (file: string, content: string) => Promise<void>;

/** Flushed to disk before the rename, so the renamed file is whole even after a power cut. */
export const writeDurably: FileWriter = async (file, content) => {
  const handle = await open(file, 'wx');
  try {
    await handle.writeFile(content, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
};

/**
 * Replaces `target` in one step: the edge reads either the old file or the new one, never half of
 * one. The temporary file sits in the same folder because a rename is atomic only within one file
 * system; its name ends in `.tmp` so nothing takes it for a pins file.
 */
export async function writeFileAtomic(target: string, content: string, write: FileWriter = writeDurably) {
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await write(temp, content);
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
