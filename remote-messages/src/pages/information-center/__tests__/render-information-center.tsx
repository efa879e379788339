import { useEffect } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createStore, useStore } from 'jotai';
import { Route, Routes, useLocation } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { PATHS, completeSignIn, noticesAtom, portalStore } from '@portal/shared';
import { startLiveEvents } from '@portal/shared/live';
import { useUnreadCount } from '@portal/shared/signed-in';
import { FakeApi, fakeEventStream, renderWithPortal, type FakeEventStream } from '@portal/shared/testing';
import { MESSAGE_ROUTES } from '../../../testing/message-fixtures';
import { InformationCenterPage } from '../information-center-page';
import { informationCenterStrings as text } from '../strings';

/** A fake API for the test file; each test sets the list it answers. */
export function startFakeApi(): FakeApi {
  const api = new FakeApi();
  beforeAll(() => api.start());
  afterAll(() => api.stop());
  beforeEach(() => {
    api.reset();
    api.on(MESSAGE_ROUTES.unreadQuantity, { data: { count: 0 } });
    localStorage.clear();
    sessionStorage.clear();
    portalStore.set(noticesAtom, []);
  });
  return api;
}

/** The name of the test's stand-in for the host's bell. */
export const UNREAD_BELL = '未读消息数';
/** What the stand-in details page shows for a query string. */
export const announcementAt = (search: string) => `公告详情页${search}`;
/** A row's heading as screen readers hear it when the message is unread. */
export const unreadName = (title: string) => `${text.unread} ${title}`;

/** The host's bell as far as the count goes: the one unread count. */
function UnreadBell() {
  return <output aria-label={UNREAD_BELL}>{useUnreadCount()}</output>;
}

/** The host's live connection, on a stream the test writes to. */
function LiveEvents({ stream }: { stream: FakeEventStream }) {
  const { mutate } = useSWRConfig();
  const store = useStore();
  useEffect(() => startLiveEvents({ store, mutate, stream: { fetch: stream.fetch } }), [mutate, store, stream]);
  return null;
}

function AnnouncementDetailsStandIn() {
  const { search } = useLocation();
  return <p>{announcementAt(search)}</p>;
}

/**
 * /information-center for a signed-in user, beside the bell and the live connection, with a
 * stand-in details page; `live.send` delivers an event on the live stream.
 */
export function renderInformationCenter(
  route: string = PATHS.informationCenter,
): ReturnType<typeof renderWithPortal> & { user: UserEvent; live: FakeEventStream } {
  const store = createStore();
  completeSignIn('t', store);
  const user = userEvent.setup();
  const live = fakeEventStream();
  const view = renderWithPortal(
    <>
      <LiveEvents stream={live} />
      <Routes>
        <Route
          path={PATHS.informationCenter}
          element={
            <>
              <UnreadBell />
              <InformationCenterPage />
            </>
          }
        />
        <Route path={PATHS.announcementDetails} element={<AnnouncementDetailsStandIn />} />
      </Routes>
    </>,
    { route, store },
  );
  return { user, live, ...view };
}

/** The rendered message list (once loaded). */
export const messageList = () => screen.findByRole('list', { name: text.listLabel });

/** The titles of the rows, top to bottom, without the hidden 未读 text. */
export async function rowTitles(): Promise<string[]> {
  const list = await messageList();
  return within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => (heading.textContent ?? '').replace(new RegExp(`^${text.unread}`), ''));
}

/** The row (list item) whose heading names `title`. */
export function rowOf(title: string): HTMLElement {
  const heading = screen.getByRole('heading', {
    level: 2,
    name: (name) => name === title || name === unreadName(title),
  });
  const row = heading.closest('li');
  if (!row) throw new Error(`no row for ${title}`);
  return row;
}

export const unreadBell = () => screen.getByRole('status', { name: UNREAD_BELL });
