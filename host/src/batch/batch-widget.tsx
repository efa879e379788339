import { useId, useRef, type KeyboardEvent } from 'react';
import { VisuallyHidden } from '@portal/shared';
import { displayPercent } from './batch-percent';
import { BatchPanel } from './batch-panel';
import { Bar, Chevron, Close, Dot, Label, Title, Toggle, Widget } from './batch-widget-styles';
import { phaseText } from './phase-text';
import { batchStrings } from './strings';
import { useBatchWidget } from './use-batch-widget';

/**
 * The batch card creation progress widget of every signed-in page (spec §4): a pill bottom-right,
 * or a panel when expanded. It opens itself when a job starts running.
 */
export function BatchWidget() {
  const { phase, status, expanded, setExpanded, dismiss } = useBatchWidget();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const shown = phase !== 'hidden' && status ? { phase, status } : null;

  const collapseOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !expanded) return;
    setExpanded(false);
    toggleRef.current?.focus();
  };

  return (
    <>
      {/* Always mounted, so each change of state is announced, including the first. */}
      <VisuallyHidden role="status">{shown && phaseText(shown.phase, shown.status)}</VisuallyHidden>
      {shown && (
        <Widget aria-label={batchStrings.title} $expanded={expanded} onKeyDown={collapseOnEscape}>
          <Bar>
            <Toggle
              ref={toggleRef}
              type="button"
              aria-expanded={expanded}
              aria-controls={expanded ? panelId : undefined}
              onClick={() => setExpanded(!expanded)}
            >
              <Dot $phase={shown.phase} aria-hidden="true" />
              {expanded ? (
                <Title>{batchStrings.title}</Title>
              ) : (
                <Label>
                  <span>{phaseText(shown.phase, shown.status)}</span>
                  {shown.phase === 'pending' && <span> {batchStrings.percent(displayPercent(shown.status))}</span>}
                </Label>
              )}
              <Chevron $expanded={expanded} aria-hidden="true" />
            </Toggle>
            {shown.phase !== 'pending' && (
              <Close type="button" aria-label={batchStrings.close} onClick={dismiss}>
                ×
              </Close>
            )}
          </Bar>
          {expanded && <BatchPanel id={panelId} phase={shown.phase} status={shown.status} onAction={dismiss} />}
        </Widget>
      )}
    </>
  );
}
