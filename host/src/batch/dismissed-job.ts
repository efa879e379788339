import { STORAGE_KEYS, readStorage, writeStorage } from '@portal/shared';

/** The finished batch job the user dismissed (local storage), so an old failure is not shown on the next visit. */
export const readDismissedJob = (): string | null => readStorage('local', STORAGE_KEYS.batchDismissedJob);

export const writeDismissedJob = (key: string | null): void =>
  writeStorage('local', STORAGE_KEYS.batchDismissedJob, key);
