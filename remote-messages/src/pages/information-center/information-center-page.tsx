import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { strings, Tabs, VisuallyHidden } from '@portal/shared';
import { useMarkMessageRead } from '@portal/shared/signed-in';
import type { StationMessage } from '@portal/shared/contract';
import { PageFrame } from '../../page-frame';
import { MessageList } from './message-list';
import { MarkAllRead } from './mark-all-read';
import { tabItems, toTabKey, typeOfTab } from './message-tabs';
import { informationCenterStrings as text } from './strings';
import { useArrivalAnnouncement } from './use-arrival-announcement';

/** /information-center: every message and announcement, by type, newest first, live. */
export function InformationCenterPage() {
  // The tab is in the URL, so coming back from an announcement shows the same tab.
  const [search, setSearch] = useSearchParams();
  const tab = toTabKey(search.get('tab'));
  const announcement = useArrivalAnnouncement();
  // The row shows read at once, and unread again if the server refuses (the messages module).
  const markRead = useMarkMessageRead();

  const onOpen = useCallback(
    (message: StationMessage) => {
      if (!message.read) void markRead(message.id);
    },
    [markRead],
  );

  const selectTab = (key: string) => setSearch(key === 'all' ? {} : { tab: key }, { replace: true });

  return (
    <PageFrame title={strings.pages.informationCenter}>
      <Tabs
        items={tabItems()}
        value={tab}
        onValueChange={selectTab}
        aria-label={text.tabsLabel}
        actions={<MarkAllRead type={typeOfTab(tab)} />}
      >
        {(key) => <MessageList key={key} tab={toTabKey(key)} onOpen={onOpen} />}
      </Tabs>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </PageFrame>
  );
}

export default InformationCenterPage;
