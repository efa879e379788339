import styled from 'styled-components';
import type { ApiError } from '../api-client/api-error';
import { Button } from './button';
import { strings } from '../strings/zh';

const Row = styled.div<{ $online: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 12px;
  align-items: center;
  justify-content: space-between;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $online }) => ($online ? theme.status.green.background : theme.status.gold.background)};
  color: ${({ theme, $online }) => ($online ? theme.status.green.text : theme.status.gold.text)};
  font-size: 14px;
  line-height: 1.5;
`;

export interface ResubmitNoticeProps {
  /** A submission failed for lack of network and its values are kept (useSubmit's `waiting`). */
  waiting: boolean;
  online: boolean;
  pending?: boolean;
  /**
   * The failure the submission met (useSubmit's `error`): offline, the notice says what the API
   * client said of it, so a money form says 操作未完成 rather than the spec's 数据已保存.
   */
  error?: ApiError | null;
}

/**
 * Placed inside the form: says the values are kept while offline, and once the connection is back
 * offers 重新提交, which submits the form again (with the kept Idempotency-Key).
 */
export function ResubmitNotice({ waiting, online, pending = false, error = null }: ResubmitNoticeProps) {
  if (!waiting) return null;
  const offlineText = error?.kind === 'network' || error?.kind === 'timeout' ? error.message : strings.ui.savedOffline;
  return (
    <Row role="status" $online={online}>
      <span>{online ? strings.ui.backOnline : offlineText}</span>
      {online && (
        <Button type="submit" variant="secondary" loading={pending}>
          {strings.ui.resubmit}
        </Button>
      )}
    </Row>
  );
}
