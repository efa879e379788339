import styled from 'styled-components';
import { Spinner } from '@portal/shared';
import { useMessageList } from '@portal/shared/message-list';
import type { StationMessage } from '@portal/shared/contract';
import { EmptyState, ErrorState, ListFooter } from './list-states';
import { MessageRow } from './message-row';
import { typeOfTab, type TabKey } from './message-tabs';
import { informationCenterStrings as text } from './strings';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

interface Props {
  tab: TabKey;
  onOpen: (message: StationMessage) => void;
}

/** The messages of one tab, live: loading, error, empty, or the rows with the next page below. */
export function MessageList({ tab, onOpen }: Props) {
  const list = useMessageList(typeOfTab(tab));
  const { messages } = list;

  if (list.error) return <ErrorState onRetry={list.retry} />;
  if (list.isLoading) return <Spinner label={text.loading} />;
  if (messages.length === 0) return <EmptyState message={text.empty[tab]} />;
  return (
    <>
      <List aria-label={text.listLabel}>
        {messages.map((message) => (
          <MessageRow key={message.id} message={message} onOpen={onOpen} />
        ))}
      </List>
      <ListFooter
        shown={messages.length}
        total={list.total}
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        loadMoreFailed={list.loadMoreFailed}
        onLoadMore={list.loadMore}
      />
    </>
  );
}
