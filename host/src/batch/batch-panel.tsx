import { useNavigate } from 'react-router-dom';
import { Button, PATHS, strings } from '@portal/shared';
import type { BatchCreateCardStatus } from '@portal/shared/contract';
import type { BatchPhase } from './batch-memory';
import { displayPercent } from './batch-percent';
import { Fill, Meta, Panel, Text, Track } from './batch-widget-styles';
import { phaseText } from './phase-text';
import { batchStrings } from './strings';

/** Where each finished state's button leads, and what it says (spec §4). */
const ACTIONS = {
  success: { label: () => strings.batch.viewCards, to: PATHS.card },
  fail: { label: () => strings.batch.viewFailureReason, to: PATHS.informationCenter },
};

interface Props {
  id: string;
  phase: Exclude<BatchPhase, 'hidden'>;
  status: BatchCreateCardStatus;
  /** The user acted on a finished job's result: it is dismissed. */
  onAction: () => void;
}

/** The expanded form: the state text, the progress bar, the counts and the action button. */
export function BatchPanel({ id, phase, status, onAction }: Props) {
  const navigate = useNavigate();
  const percent = displayPercent(status);
  const action = phase === 'pending' ? null : ACTIONS[phase];
  return (
    <Panel id={id}>
      <Text>{phaseText(phase, status)}</Text>
      <Track
        role="progressbar"
        aria-label={batchStrings.progress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <Fill style={{ width: `${percent}%` }} />
      </Track>
      <Meta>
        <span>{batchStrings.counts(status.success_count, status.fail_count, status.total_count)}</span>
        <span>{batchStrings.percent(percent)}</span>
      </Meta>
      {action && (
        <Button
          type="button"
          onClick={() => {
            onAction();
            void navigate(action.to);
          }}
        >
          {action.label()}
        </Button>
      )}
    </Panel>
  );
}
