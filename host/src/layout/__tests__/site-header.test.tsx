import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, useAtomValue } from 'jotai';
import { useSWRConfig } from 'swr';
import { completeSignIn, sessionAtom, strings } from '@portal/shared';
import { setUnreadCount } from '@portal/shared/signed-in';
import { renderWithPortal } from '@portal/shared/testing';
import { MessageBell } from '../message-bell';
import { ACCOUNT, LayoutApi, LOGO, MERCHANT } from './fake-api';
import { renderLayout } from './render-layout';
import { layoutStrings as text } from '../strings';

/** The test's own button that plays a live event. */
const LIVE_EVENT = '实时消息';
/** The bell's name: the link's text, the count as shown and the unread suffix. */
const bellName = (shown: number | string) => `${strings.header.messages} ${shown} ${text.unread}`;

const UNREAD = 'GET /api/v1/msg-center/station-msg/unread-quantity';
const api = new LayoutApi();
beforeAll(() => api.start());
afterAll(() => api.stop());
beforeEach(() => {
  api.reset();
  localStorage.clear();
  sessionStorage.clear();
});

/** What the live stream does with an event's unread quantity (startLiveEvents), on a button. */
function LiveEventStandIn({ count }: { count: number }) {
  const { mutate } = useSWRConfig();
  const session = useAtomValue(sessionAtom);
  return (
    <button type="button" onClick={() => void setUnreadCount(mutate, session, count)}>
      {LIVE_EVENT}
    </button>
  );
}

describe('the main layout', () => {
  it("loads the wallet's frozen flag for every signed-in page", async () => {
    api.on('GET /api/v1/balance/account-balance-status', { data: { status: 'BALANCE_STATUS_FREEZE' } });
    const store = createStore();
    renderLayout('/card', store);
    await waitFor(() => expect(api.callsTo('GET /api/v1/balance/account-balance-status')).not.toHaveLength(0));
  });
});

describe('the header', () => {
  it("shows the merchant's logo for light backgrounds and the user's e-mail once loaded", async () => {
    renderLayout('/wallet');
    expect(await screen.findByRole('img', { name: MERCHANT.title })).toHaveAttribute('src', LOGO.dark);
    expect(await screen.findByText(ACCOUNT.email)).toBeInTheDocument();
  });
});

describe('the bell', () => {
  it('links to /information-center', () => {
    renderLayout('/wallet');
    expect(screen.getByRole('link', { name: new RegExp(`^${strings.header.messages}`) })).toHaveAttribute(
      'href',
      '/information-center',
    );
  });

  it('shows the unread count the server gives, and names it', async () => {
    api.on(UNREAD, { data: { count: 7 } });
    renderLayout('/wallet');
    const bell = await screen.findByRole('link', { name: bellName(7) });
    expect(within(bell).getByText('7')).toBeInTheDocument();
  });

  it('shows 99+ above 99', async () => {
    api.on(UNREAD, { data: { count: 120 } });
    renderLayout('/wallet');
    const bell = await screen.findByRole('link', { name: bellName(strings.shell.unreadOverflow) });
    expect(within(bell).getByText('99+')).toBeInTheDocument();
    expect(within(bell).queryByText('120')).not.toBeInTheDocument();
  });

  it('shows 99 itself', async () => {
    api.on(UNREAD, { data: { count: 99 } });
    renderLayout('/wallet');
    const bell = await screen.findByRole('link', { name: bellName(99) });
    expect(within(bell).getByText('99')).toBeInTheDocument();
  });

  it('hides the badge at 0', async () => {
    const store = createStore();
    api.on(UNREAD, { data: { count: 0 } });
    renderLayout('/wallet', store);
    const bell = screen.getByRole('link', { name: new RegExp(`^${strings.header.messages}`) });
    await waitFor(() => expect(bell).toHaveAccessibleName(strings.header.messages));
    expect(bell).not.toHaveTextContent(/\d/);
  });

  it('follows the unread count a live event writes into the one SWR entry', async () => {
    api.on(UNREAD, { data: { count: 1 } });
    const store = createStore();
    completeSignIn('bell-token', store);
    renderWithPortal(
      <>
        <MessageBell />
        <LiveEventStandIn count={2} />
      </>,
      { store },
    );
    await screen.findByRole('link', { name: bellName(1) });
    await userEvent.click(screen.getByRole('button', { name: LIVE_EVENT }));
    expect(await screen.findByRole('link', { name: bellName(2) })).toHaveTextContent('2');
  });
});
