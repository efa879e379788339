import styled from 'styled-components';
import { Button } from '@portal/shared';
import { informationCenterStrings as text } from './strings';

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  padding: 48px 16px;
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;

  & p {
    margin: 0;
  }
`;

export function EmptyState({ message }: { message: string }) {
  return (
    <Centered>
      <p>{message}</p>
    </Centered>
  );
}

export function ErrorState({ onRetry }: { onRetry: () => void }) {
  return (
    <Centered>
      <p role="alert">{text.loadFailed}</p>
      <Button type="button" variant="secondary" onClick={onRetry}>
        {text.retry}
      </Button>
    </Centered>
  );
}

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 20px 0 8px;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 13px;

  & p {
    margin: 0;
  }
`;

interface FooterProps {
  shown: number;
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  onLoadMore: () => void;
}

/** The button's text: what pressing it does now. */
function actionText({ loadingMore, loadMoreFailed }: Pick<FooterProps, 'loadingMore' | 'loadMoreFailed'>) {
  if (loadMoreFailed) return text.retry;
  return loadingMore ? text.loadingMore : text.loadMore;
}

/** Below the list: how many are shown, and the next page. One button throughout, so it keeps focus while it loads. */
export function ListFooter({ shown, total, hasMore, loadingMore, loadMoreFailed, onLoadMore }: FooterProps) {
  const more = hasMore || loadingMore || loadMoreFailed;
  return (
    <Footer>
      <p>{text.summary(shown, Math.max(total, shown))}</p>
      {loadMoreFailed && <p role="alert">{text.loadMoreFailed}</p>}
      {more ? (
        <Button type="button" variant="secondary" onClick={loadingMore ? undefined : onLoadMore}>
          {actionText({ loadingMore, loadMoreFailed })}
        </Button>
      ) : (
        <p>{text.noMore}</p>
      )}
    </Footer>
  );
}
