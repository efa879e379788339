import styled from 'styled-components';
import { Button, Spinner } from '@portal/shared';
import { RowHint } from '../settings-layout';
import { sessionsStrings as s } from './strings';

const Failed = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 16px 0 20px;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Empty = styled(RowHint)`
  padding: 16px 0 20px;
`;

export interface ListStateProps {
  /** SWR's state of the list: shown only while it has no data. */
  list: { error?: unknown; isValidating: boolean; mutate: () => unknown };
  loadingLabel: string;
  failedText: string;
}

/** A list that has not come: a spinner while it loads, its failure with a retry when it cannot. */
export function ListState({ list, loadingLabel, failedText }: ListStateProps) {
  if (!list.error) return <Spinner label={loadingLabel} />;
  return (
    <Failed role="alert">
      <span>{failedText}</span>
      <Button type="button" variant="secondary" loading={list.isValidating} onClick={() => void list.mutate()}>
        {s.retry}
      </Button>
    </Failed>
  );
}
