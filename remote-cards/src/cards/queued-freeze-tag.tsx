import styled from 'styled-components';
import { Button, type ButtonVariant } from '@portal/shared';
import { StatusTag } from '@portal/shared/signed-in';
import { cardStrings as text } from '../strings';

const Row = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;

interface QueuedFreezeTagProps {
  last4: string;
  variant: ButtonVariant;
  onCancel: () => void;
}

/** A freeze kept on this device until the network is back: 冻结待提交, and 撤销 to drop it. */
export function QueuedFreezeTag({ last4, variant, onCancel }: QueuedFreezeTagProps) {
  return (
    <Row>
      <span role="status">
        <StatusTag color="gold">{text.actions.pending}</StatusTag>
      </span>
      <Button type="button" variant={variant} aria-label={text.actions.cancelPendingLabel(last4)} onClick={onCancel}>
        {text.actions.cancelPending}
      </Button>
    </Row>
  );
}
