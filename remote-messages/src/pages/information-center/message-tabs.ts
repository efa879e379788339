import { MESSAGE_TYPES, type MessageType } from '@portal/shared/contract';
import type { TabItem } from '@portal/shared';
import { informationCenterStrings as text } from './strings';

/** A tab of the information center: every message, or one type. */
export type TabKey = 'all' | MessageType;

/** The tabs, labelled in the reader's language when rendered. */
export const tabItems = (): readonly TabItem[] => [
  { key: 'all', label: text.tabs.all },
  { key: 'STATION_MSG', label: text.tabs.STATION_MSG },
  { key: 'ANNOUNCEMENT', label: text.tabs.ANNOUNCEMENT },
];

export const isMessageType = (value: unknown): value is MessageType =>
  (MESSAGE_TYPES as readonly unknown[]).includes(value);

/** The tab a `?tab=` value names; anything else is the first tab. */
export const toTabKey = (value: string | null): TabKey => (isMessageType(value) ? value : 'all');

/** The list call's `type` filter of a tab; none for all. */
export const typeOfTab = (key: TabKey): MessageType | undefined => (key === 'all' ? undefined : key);
