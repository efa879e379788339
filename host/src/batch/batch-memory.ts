import type { BatchCreateCardStatus } from '@portal/shared/contract';

/**
 * What the widget remembers besides the latest status. The status endpoint keeps answering the
 * LAST job's counts long after it finished, so a finished status alone is not news:
 * - success is shown only for a job this tab saw running or started itself (then hides after 3 s);
 *   a user signing in days later is never greeted by an old 批量开卡已完成;
 * - a failure is shown once per job until dismissed (close, or its 查看失败原因 button), even when it
 *   finished while the user was away, because it asks for action; the dismissed job is remembered
 *   across visits (see dismissed-job.ts). A job is known by its id, so a later job that ends with
 *   the same counts is news all the same.
 */
export interface BatchMemory {
  /** The latest status, kept to notice when a new one arrives. */
  status: BatchCreateCardStatus | undefined;
  /** This tab saw the job running or started it: its outcome is shown whatever it is. */
  following: boolean;
  /** The previous job's finished status on screen when a batch was started, until the new one answers. */
  staleKey: string | null;
  /** The finished job the user dismissed (or whose success already hid). */
  dismissedKey: string | null;
  /** The panel is open; the pill is shown otherwise. */
  expanded: boolean;
}

export type BatchPhase = 'hidden' | 'pending' | 'success' | 'fail';

/** Identifies a job: its id ('' when none ever ran, which shows nothing anyway). */
export const jobKey = ({ job_id }: BatchCreateCardStatus) => job_id ?? '';

export const initialMemory = (dismissedKey: string | null): BatchMemory => ({
  status: undefined,
  following: false,
  staleKey: null,
  dismissedKey,
  expanded: false,
});

/** A new status arrived: a running job is followed, and the widget opens when it becomes pending. */
export function observeStatus(memory: BatchMemory, status: BatchCreateCardStatus | undefined): BatchMemory {
  if (!status?.exist) return { ...memory, status };
  const becamePending = !memory.status?.exist;
  return {
    status,
    following: true,
    staleKey: null,
    // A new job: whatever was dismissed before belongs to an older one.
    dismissedKey: null,
    expanded: memory.expanded || becamePending,
  };
}

/** This tab started a batch: follow it, ignoring the previous job's result until the new status answers. */
export function startBatch(memory: BatchMemory): BatchMemory {
  const { status } = memory;
  return {
    ...memory,
    following: true,
    staleKey: status && !status.exist ? jobKey(status) : null,
    dismissedKey: null,
  };
}

/** The user closed the result, acted on it, or the success timed out. */
export function dismissResult(memory: BatchMemory): BatchMemory {
  return {
    ...memory,
    following: false,
    staleKey: null,
    dismissedKey: memory.status ? jobKey(memory.status) : memory.dismissedKey,
  };
}

function outcome({ total_count, success_count, fail_count }: BatchCreateCardStatus): BatchPhase {
  if (fail_count > 0) return 'fail';
  return total_count > 0 && success_count === total_count ? 'success' : 'hidden';
}

/** Which form the widget takes (spec §4 states, with the rules above for finished jobs). */
export function batchPhase({ status, following, staleKey, dismissedKey }: BatchMemory): BatchPhase {
  if (!status) return 'hidden';
  if (status.exist) return 'pending';
  const result = outcome(status);
  const key = jobKey(status);
  if (result === 'hidden' || key === dismissedKey) return 'hidden';
  if (following) return key === staleKey ? 'hidden' : result;
  return result === 'fail' ? 'fail' : 'hidden';
}
