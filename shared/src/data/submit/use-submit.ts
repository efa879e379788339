import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../api-client/api-error';
import {
  clearDraft,
  newIdempotencyKey,
  readDraft,
  sameValues,
  withoutSecrets,
  writeDraft,
  type Draft,
  type DraftValues,
} from './drafts';
import { useOnline } from './use-online';

export interface SubmitOptions<Values extends DraftValues, Answer> {
  /**
   * The form's name for its draft in session storage: after a network failure its values (secrets
   * never) wait there, with the Idempotency-Key, so a reload keeps them.
   */
  draft: string;
  /**
   * The fields a reload brings back, named one by one (the secret ones are refused whatever this
   * says). A money form keeps every field but its transaction password, so a resubmission after a
   * reload is recognised as the same one.
   */
  keep?: readonly (keyof Values & string)[];
  /** The call, with its cache effects (a data-module function); money calls send the key. */
  send: (values: Values, idempotencyKey: string) => Promise<Answer>;
  onDone?: (answer: Answer, values: Values) => void;
  /** A refusal the form shows in its own way (the API client has already shown its message). */
  onRefused?: (error: ApiError, values: Values) => void;
}

export interface Submit<Values extends DraftValues> {
  /** Sends the values; a second call while one is out does nothing. */
  submit: (values: Values) => Promise<void>;
  pending: boolean;
  /** The last refusal or failure, null once a submission went through. */
  error: ApiError | null;
  /** What a reload restored from the draft, to start the form with; null without a draft. */
  restored: Partial<Values> | null;
  /** A submission failed for lack of network and its values are kept: offer 重新提交 once online. */
  waiting: boolean;
  online: boolean;
}

const NOTHING: readonly never[] = [];

function pick(values: DraftValues, fields: readonly string[]): DraftValues {
  return Object.fromEntries(Object.entries(values).filter(([field]) => fields.includes(field)));
}

const isNetworkFailure = (error: unknown) =>
  error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');

/**
 * The one way a form that changes account data or moves money submits (spec §8): pending while out,
 * the client's error display, and on a network failure the promise of 当前网络异常，数据已保存，恢复后提交即可
 * kept: the values wait in session storage, and a resubmission of the same values carries the same
 * Idempotency-Key, so the server acts once.
 */
export function useSubmit<Values extends DraftValues, Answer>(options: SubmitOptions<Values, Answer>): Submit<Values> {
  const { draft: form, keep = NOTHING, send, onDone, onRefused } = options;
  const [restored] = useState(() => (readDraft(form)?.values as Partial<Values> | undefined) ?? null);
  const [waiting, setWaiting] = useState(() => readDraft(form) !== null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const inFlight = useRef(false);
  // The submission lost to the network, in memory too: a form of secrets only keeps nothing on disk.
  const lost = useRef<Draft | null>(null);
  const online = useOnline();

  const submit = useCallback(
    async (values: Values) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setPending(true);
      const sent = withoutSecrets(values);
      const kept = withoutSecrets(pick(values, keep));
      // The same submission as the one lost keeps its key: in this page by every value sent (secrets
      // aside), after a reload by the values kept.
      const earlier = lost.current ?? readDraft(form);
      const same = earlier !== null && sameValues(earlier.values, lost.current ? sent : kept);
      const idempotencyKey = same ? earlier.idempotencyKey : newIdempotencyKey();
      try {
        const answer = await send(values, idempotencyKey);
        lost.current = null;
        clearDraft(form);
        setWaiting(false);
        setError(null);
        onDone?.(answer, values);
      } catch (caught) {
        const failure = caught instanceof ApiError ? caught : null;
        setError(failure);
        if (isNetworkFailure(caught)) {
          lost.current = { values: sent, idempotencyKey };
          if (Object.keys(kept).length > 0) writeDraft(form, { values: kept, idempotencyKey });
          setWaiting(true);
        } else if (failure && failure.kind !== 'aborted') {
          // Refused: a changed form is a new submission with a new key.
          lost.current = null;
          clearDraft(form);
          setWaiting(false);
          onRefused?.(failure, values);
        }
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    },
    [form, keep, send, onDone, onRefused],
  );

  return { submit, pending, error, restored, waiting, online };
}
