import styled from 'styled-components';
import { Spinner } from '@portal/shared';
import type { StationMessage } from '@portal/shared/contract';
import { EmptyState, ErrorState, ListFooter } from './list-states';
import { mergeMessages } from './merge-messages';
import { MessageRow } from './message-row';
import { typeOfTab, type TabKey } from './message-tabs';
import { informationCenterStrings as text } from './strings';
import { useMessagePages } from './use-message-pages';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

interface Props {
  tab: TabKey;
  arrivals: readonly StationMessage[];
  readIds: ReadonlySet<string>;
  onOpen: (message: StationMessage) => void;
}

/** The messages of one tab: loading, error, empty, or the rows with the next page below. */
export function MessageList({ tab, arrivals, readIds, onOpen }: Props) {
  const type = typeOfTab(tab);
  const pages = useMessagePages(type);
  const { rows, uncounted } = mergeMessages({ arrivals, pages: pages.pages, readIds, type });

  if (pages.error) return <ErrorState onRetry={pages.retry} />;
  if (pages.isLoading && rows.length === 0) return <Spinner label={text.loading} />;
  if (rows.length === 0) return <EmptyState message={text.empty[tab]} />;
  return (
    <>
      <List aria-label={text.listLabel}>
        {rows.map((message) => (
          <MessageRow key={message.id} message={message} onOpen={onOpen} />
        ))}
      </List>
      {!pages.isLoading && (
        <ListFooter
          shown={rows.length}
          total={pages.total + uncounted}
          hasMore={pages.hasMore}
          loadingMore={pages.loadingMore}
          loadMoreFailed={pages.loadMoreFailed}
          onLoadMore={pages.loadMore}
        />
      )}
    </>
  );
}
