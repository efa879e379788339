import type { BatchCreateCardStatus } from '@portal/shared/contract';
import {
  batchPhase,
  dismissResult,
  initialMemory,
  jobKey,
  observeStatus,
  startBatch,
  type BatchMemory,
} from '../batch-memory';

const running = (total: number, success = 0, fail = 0, job = 'job-1'): BatchCreateCardStatus => ({
  exist: true,
  job_id: job,
  total_count: total,
  success_count: success,
  fail_count: fail,
});
const finished = (total: number, success: number, fail: number, job = 'job-1'): BatchCreateCardStatus => ({
  ...running(total, success, fail, job),
  exist: false,
});

const observeAll = (memory: BatchMemory, ...statuses: BatchCreateCardStatus[]) =>
  statuses.reduce(observeStatus, memory);

describe('the batch widget state', () => {
  it('is hidden before an answer and when no job ever ran', () => {
    expect(batchPhase(initialMemory(null))).toBe('hidden');
    const none: BatchCreateCardStatus = { exist: false, job_id: null, total_count: 0, success_count: 0, fail_count: 0 };
    expect(batchPhase(observeStatus(initialMemory(null), none))).toBe('hidden');
  });

  it('is pending while a job exists, and opens when it becomes pending', () => {
    const memory = observeStatus(initialMemory(null), running(10, 3));
    expect(batchPhase(memory)).toBe('pending');
    expect(memory.expanded).toBe(true);
  });

  it('stays collapsed on later polls of the same job once the user collapsed it', () => {
    const collapsed = { ...observeStatus(initialMemory(null), running(10, 3)), expanded: false };
    expect(observeStatus(collapsed, running(10, 5)).expanded).toBe(false);
  });

  it('shows the outcome of a job it saw running: success, or fail when any card failed', () => {
    expect(batchPhase(observeAll(initialMemory(null), running(10), finished(10, 10, 0)))).toBe('success');
    expect(batchPhase(observeAll(initialMemory(null), running(10), finished(10, 8, 2)))).toBe('fail');
  });

  it('does not greet a later visit with an old success', () => {
    expect(batchPhase(observeStatus(initialMemory(null), finished(10, 10, 0)))).toBe('hidden');
  });

  it('shows an old failure until it is dismissed, and not again once dismissed', () => {
    const memory = observeStatus(initialMemory(null), finished(10, 8, 2));
    expect(batchPhase(memory)).toBe('fail');
    const dismissed = dismissResult(memory);
    expect(batchPhase(dismissed)).toBe('hidden');
    expect(batchPhase(observeStatus(initialMemory(dismissed.dismissedKey), finished(10, 8, 2)))).toBe('hidden');
  });

  it('ignores the previous result while a started batch has not answered yet', () => {
    const before = observeStatus(initialMemory(null), finished(5, 5, 0));
    const started = startBatch(before);
    expect(batchPhase(started)).toBe('hidden');
    expect(batchPhase(observeStatus(started, finished(10, 9, 1, 'job-2')))).toBe('fail');
  });

  it('follows a new job even when its result repeats a dismissed one', () => {
    const dismissed = dismissResult(observeAll(initialMemory(null), running(10), finished(10, 10, 0)));
    expect(dismissed.dismissedKey).toBe(jobKey(finished(10, 10, 0)));
    expect(batchPhase(observeAll(dismissed, running(10, 0, 0, 'job-2'), finished(10, 10, 0, 'job-2')))).toBe('success');
  });

  it('tells a later failure from a dismissed one with the same counts by its job id', () => {
    const dismissed = dismissResult(observeStatus(initialMemory(null), finished(10, 8, 2, 'job-1')));
    // A visit later: another job, finished while the user was away, failed the same way.
    const later = observeStatus(initialMemory(dismissed.dismissedKey), finished(10, 8, 2, 'job-2'));
    expect(batchPhase(later)).toBe('fail');
    expect(batchPhase(observeStatus(initialMemory(dismissed.dismissedKey), finished(10, 8, 2, 'job-1')))).toBe(
      'hidden',
    );
  });
});
