import { useCallback, useEffect, useState } from 'react';
import { eventBus } from '@portal/shared';
import { useBatchCreateStatus } from '@portal/shared/signed-in';
import { batchPhase, dismissResult, initialMemory, observeStatus, startBatch } from './batch-memory';
import { readDismissedJob, writeDismissedJob } from './dismissed-job';

/** The success result hides itself after this long (spec §4, §9). */
export const BATCH_SUCCESS_HIDE_MS = 3_000;

/** The batch widget's state: the polled status, what it means now, and the user's actions. */
export function useBatchWidget() {
  const { data: status, mutate } = useBatchCreateStatus();
  const [memory, setMemory] = useState(() => initialMemory(readDismissedJob()));

  // A new answer is folded in while rendering (React's pattern for state that follows a value).
  if (status !== memory.status) setMemory(observeStatus(memory, status));

  const phase = batchPhase(memory);

  // A batch started on any page: ask at once; polling goes on by itself while the job exists.
  useEffect(
    () =>
      eventBus.on('batch-started', () => {
        setMemory(startBatch);
        void mutate();
      }),
    [mutate],
  );

  useEffect(() => {
    if (phase !== 'success') return;
    const timer = setTimeout(() => setMemory(dismissResult), BATCH_SUCCESS_HIDE_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  useEffect(() => writeDismissedJob(memory.dismissedKey), [memory.dismissedKey]);

  const dismiss = useCallback(() => setMemory(dismissResult), []);
  const setExpanded = useCallback((expanded: boolean) => setMemory((current) => ({ ...current, expanded })), []);

  return { phase, status: memory.status, expanded: memory.expanded, setExpanded, dismiss };
}
