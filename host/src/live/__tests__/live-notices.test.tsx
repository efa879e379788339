import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { Link } from 'react-router-dom';
import { eventBus, completeSignIn, logout, strings } from '@portal/shared';
import { renderWithPortal } from '@portal/shared/testing';
import { LiveNotices } from '../live-notices';

/** Stands in for the network: every request hangs until aborted, and is recorded. */
const streamRequests: { url: string; init: RequestInit | undefined }[] = [];

beforeEach(() => {
  streamRequests.length = 0;
  localStorage.clear();
  jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    streamRequests.push({ url: String(input), init });
    return new Promise((_, reject) =>
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
    );
  });
});
afterEach(() => jest.restoreAllMocks());

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('LiveNotices (spec §4, §7)', () => {
  it('opens no event stream while signed out', async () => {
    renderWithPortal(<LiveNotices />, { route: '/wallet' });
    await settle();
    expect(streamRequests).toEqual([]);
  });

  it('opens exactly one stream with the bearer token once signed in, kept across pages, and shows its messages', async () => {
    const store = createStore();
    completeSignIn('live-token', store);
    renderWithPortal(
      <>
        <LiveNotices />
        <Link to="/card">{strings.menu.card}</Link>
      </>,
      { route: '/wallet', store },
    );
    await settle();
    await userEvent.click(screen.getByRole('link', { name: strings.menu.card }));
    await settle();

    expect(streamRequests).toHaveLength(1);
    expect(streamRequests[0]!.url).toBe('/api/v1/events');
    expect(streamRequests[0]!.init?.headers).toMatchObject({ Authorization: 'Bearer live-token' });

    const title = '充值到账';
    act(() => eventBus.emit('station-message', { ...message, id: 'm9', title }));
    expect(screen.getByRole('button', { name: new RegExp(`^${title}`) })).toBeInTheDocument();
  });

  it('closes the stream on sign-out', async () => {
    const store = createStore();
    completeSignIn('live-token', store);
    renderWithPortal(<LiveNotices />, { route: '/wallet', store });
    await settle();
    const signal = streamRequests[0]!.init?.signal;
    act(() => logout('user', store));
    expect(signal?.aborted).toBe(true);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

const message = {
  type: 'STATION_MSG',
  unread_quantity: 1,
  id: 'm1',
  title: '',
  status: 'success',
  content: '',
};
