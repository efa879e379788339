import { STORAGE_KEYS, readStorage } from '../storage/keys';

// Every catalogue's English is a module of its own, fetched only for readers who chose English: a
// first page in Chinese (the default) downloads no English at all. This is where those fetches are
// started and awaited. It sits in the shared core's boot part, so the host's entry can await the
// texts of a remote page it loads before React and the rest of the core are in.

type Load = () => Promise<void>;

const loads: Load[] = [];
let englishWanted: boolean | undefined;

/** True while the reader reads English (read from storage until a switch says otherwise). */
function wanted(): boolean {
  englishWanted ??= readStorage('local', STORAGE_KEYS.locale) === 'en';
  return englishWanted;
}

/** `load`, run once; a failed run is forgotten, so the next call tries again. */
function once(load: Load): Load {
  let running: Promise<void> | undefined;
  return () => {
    running ??= load().catch((error: unknown) => {
      running = undefined;
      throw error;
    });
    return running;
  };
}

/** Adds one catalogue's English, started at once when the reader reads English. */
export function addEnglishTexts(load: Load): void {
  const loadOnce = once(load);
  loads.push(loadOnce);
  if (wanted()) loadOnce().catch(() => undefined);
}

/** Fetches the English of every catalogue defined so far, and of each defined from now on. */
export async function loadEnglishTexts(): Promise<void> {
  englishWanted = true;
  await Promise.all(loads.map((load) => load()));
}

/** The reader went back to Chinese: catalogues defined from now on fetch no English. */
export function skipEnglishTexts(): void {
  englishWanted = false;
}

/**
 * Resolves once the texts of the reader's language are in: at once in Chinese. It never fails: a
 * catalogue whose English could not be fetched reads in Chinese, and the next call tries again.
 */
export function textsReady(): Promise<void> {
  return wanted() ? loadEnglishTexts().catch(() => undefined) : Promise.resolve();
}

/** `loading`, resolved once the texts of the reader's language are in too (see `textsReady`). */
export async function withTexts<T>(loading: Promise<T>): Promise<T> {
  const value = await loading;
  await textsReady();
  return value;
}
