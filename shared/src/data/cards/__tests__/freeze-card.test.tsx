import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { noticesAtom } from '../../../notices/notices';
import { beginSignIn, completeSignIn, logout } from '../../../session/sign-in';
import { portalStore } from '../../../state/store';
import { strings } from '../../../strings/zh';
import { createGate, FakeApi } from '../../../testing/fake-api';
import { renderWithPortal } from '../../../testing/render';
import { useDataContext } from '../../data-context';
import { useCard } from '../cards';
import { cancelQueuedFreeze, freezeCard, stopWatchingQueuedFreezes } from '../freeze-card';
import { useQueuedFreeze, useQueuedFreezeSender } from '../queued-freeze-hooks';

const api = new FakeApi();
const CARD = {
  id: '7',
  last4: '4242',
  status: 'CARD_STATUS_NORMAL',
  currency: 'USD',
  balance: '10.00',
  created_at: '2026-11-01T08:00:00Z',
  product_id: 'p1',
  expiry: '11/29',
  updated_at: '2026-11-01T08:00:00Z',
};
let status = 'CARD_STATUS_NORMAL';
/** What the test's own card shows, and its buttons. */
const QUEUED = '冻结待提交';
const NOT_QUEUED = '无待提交';
const FREEZE = '冻结';
const CANCEL = '撤销';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

function signIn(token: string) {
  beginSignIn(token);
  completeSignIn(token, portalStore);
}

beforeAll(() => api.start());
afterAll(() => api.stop());
beforeEach(() => {
  api.reset();
  localStorage.clear();
  portalStore.set(noticesAtom, []);
  stopWatchingQueuedFreezes();
  setOnline(true);
  signIn('token-1');
  status = 'CARD_STATUS_NORMAL';
  api.on('GET /api/v1/card/{id}', () => ({ data: { ...CARD, status } }));
  api.on('GET /api/v1/card', () => ({ data: { list: [{ ...CARD, status }], total: 1, page: 1, page_size: 10 } }));
  api.on('PUT /api/v1/card/{id}/status', () => {
    status = 'CARD_STATUS_FREEZING';
    return { data: { ...CARD, status } };
  });
});

/** A card's status and its kept freeze, with freeze and cancel, under the sender the host mounts. */
function CardWithFreeze({ sender = true }: { sender?: boolean }) {
  return (
    <>
      {sender && <Sender />}
      <CardView />
    </>
  );
}
function Sender() {
  useQueuedFreezeSender();
  return null;
}
function CardView() {
  const context = useDataContext();
  const card = useCard('7');
  const queued = useQueuedFreeze('7');
  return (
    <>
      <p>card: {card.data?.status ?? '…'}</p>
      <p>{queued ? QUEUED : NOT_QUEUED}</p>
      <button type="button" onClick={() => void freezeCard(context, CARD)}>
        {FREEZE}
      </button>
      <button type="button" onClick={() => cancelQueuedFreeze(context, '7')}>
        {CANCEL}
      </button>
    </>
  );
}

const notices = () => portalStore.get(noticesAtom).map((notice) => notice.text);

describe('a card freeze asked for offline', () => {
  it('is kept, shown pending, and sent once with its key when the connection is back', async () => {
    renderWithPortal(<CardWithFreeze />, { store: portalStore });
    expect(await screen.findByText('card: CARD_STATUS_NORMAL')).toBeInTheDocument();
    setOnline(false);
    await userEvent.click(screen.getByRole('button', { name: FREEZE }));
    expect(await screen.findByText(QUEUED)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/v1/card/{id}/status')).toHaveLength(0);
    expect(notices()).toEqual([]);

    setOnline(true);
    expect(await screen.findByText('card: CARD_STATUS_FREEZING')).toBeInTheDocument();
    expect(await screen.findByText(NOT_QUEUED)).toBeInTheDocument();
    const calls = api.callsTo('PUT /api/v1/card/{id}/status');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ action: 'UPDATE_CARD_STATUS_FREEZE' });
    expect(calls[0]?.idempotencyKey).toMatch(/.{8,}/);
    expect(notices()).toContain(strings.queuedFreeze.sent('4242'));
    setOnline(true);
    await waitFor(() => expect(api.callsTo('PUT /api/v1/card/{id}/status')).toHaveLength(1));
  });

  it('is kept, with the same key, when the network fails on the way, and the spec’s 数据已保存 is not shown', async () => {
    api.on('PUT /api/v1/card/{id}/status', { networkError: true });
    renderWithPortal(<CardWithFreeze sender={false} />, { store: portalStore });
    await userEvent.click(screen.getByRole('button', { name: FREEZE }));
    expect(await screen.findByText(QUEUED)).toBeInTheDocument();
    expect(notices()).toEqual([]);
    const [lost] = api.callsTo('PUT /api/v1/card/{id}/status');

    api.on('PUT /api/v1/card/{id}/status', () => ({ data: { ...CARD, status: 'CARD_STATUS_FREEZING' } }));
    setOnline(false);
    setOnline(true);
    await waitFor(() => expect(api.callsTo('PUT /api/v1/card/{id}/status')).toHaveLength(2));
    expect(api.callsTo('PUT /api/v1/card/{id}/status')[1]?.idempotencyKey).toBe(lost?.idempotencyKey);
    expect(await screen.findByText(NOT_QUEUED)).toBeInTheDocument();
  });

  it('is sent again when the connection comes back while a send is failing on the way', async () => {
    const retryHeld = createGate();
    let calls = 0;
    api.on('PUT /api/v1/card/{id}/status', async () => {
      calls += 1;
      if (calls === 2) await retryHeld.opened;
      return calls <= 2 ? { networkError: true } : { data: { ...CARD, status: 'CARD_STATUS_FREEZING' } };
    });
    renderWithPortal(<CardWithFreeze sender={false} />, { store: portalStore });
    await userEvent.click(screen.getByRole('button', { name: FREEZE }));
    expect(await screen.findByText(QUEUED)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('PUT /api/v1/card/{id}/status')).toHaveLength(2));

    setOnline(false);
    setOnline(true);
    retryHeld.open();
    expect(await screen.findByText(NOT_QUEUED)).toBeInTheDocument();
    const keys = api.callsTo('PUT /api/v1/card/{id}/status').map((call) => call.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('is tried again while the browser stays online, when a send failed on the way', async () => {
    let calls = 0;
    api.on('PUT /api/v1/card/{id}/status', () => {
      calls += 1;
      return calls <= 2 ? { networkError: true } : { data: { ...CARD, status: 'CARD_STATUS_FREEZING' } };
    });
    renderWithPortal(<CardWithFreeze sender={false} />, { store: portalStore });
    await userEvent.click(screen.getByRole('button', { name: FREEZE }));
    expect(await screen.findByText(QUEUED)).toBeInTheDocument();
    // No 'online' event comes: the sender tries again by itself (after 1 s), with the same key.
    expect(await screen.findByText(NOT_QUEUED, undefined, { timeout: 15_000 })).toBeInTheDocument();
    const keys = api.callsTo('PUT /api/v1/card/{id}/status').map((call) => call.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(notices()).toContain(strings.queuedFreeze.sent('4242'));
  });

  it('survives a reload and is sent by the sender of the next page', async () => {
    setOnline(false);
    const first = renderWithPortal(<CardWithFreeze sender={false} />, { store: portalStore });
    await userEvent.click(screen.getByRole('button', { name: FREEZE }));
    expect(await screen.findByText(QUEUED)).toBeInTheDocument();
    first.unmount();
    stopWatchingQueuedFreezes();
    setOnline(true);

    renderWithPortal(<CardWithFreeze />, { store: portalStore });
    await waitFor(() => expect(api.callsTo('PUT /api/v1/card/{id}/status')).toHaveLength(1));
    expect(await screen.findByText(NOT_QUEUED)).toBeInTheDocument();
  });

  it('is not sent once cancelled', async () => {
    renderWithPortal(<CardWithFreeze />, { store: portalStore });
    setOnline(false);
    await userEvent.click(screen.getByRole('button', { name: FREEZE }));
    expect(await screen.findByText(QUEUED)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: CANCEL }));
    expect(await screen.findByText(NOT_QUEUED)).toBeInTheDocument();
    setOnline(true);
    expect(await screen.findByText('card: CARD_STATUS_NORMAL')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/v1/card/{id}/status')).toHaveLength(0);
  });

  it('is neither shown nor sent for another account, and a sign-out forgets it', async () => {
    renderWithPortal(<CardWithFreeze />, { store: portalStore });
    setOnline(false);
    await userEvent.click(screen.getByRole('button', { name: FREEZE }));
    expect(await screen.findByText(QUEUED)).toBeInTheDocument();
    expect(localStorage.getItem('queuedFreezes')).not.toContain('token-1');

    act(() => signIn('token-2'));
    expect(await screen.findByText(NOT_QUEUED)).toBeInTheDocument();
    act(() => signIn('token-1'));
    expect(await screen.findByText(QUEUED)).toBeInTheDocument();
    act(() => logout('user', portalStore));
    expect(localStorage.getItem('queuedFreezes')).toBeNull();
    setOnline(true);
    expect(api.callsTo('PUT /api/v1/card/{id}/status')).toHaveLength(0);
  });

  it('says plainly when the server refuses it once sent, and drops it', async () => {
    const refusal = '卡片当前状态不支持该操作';
    api.on('PUT /api/v1/card/{id}/status', { code: 4030, message: refusal, status: 409 });
    renderWithPortal(<CardWithFreeze />, { store: portalStore });
    setOnline(false);
    await userEvent.click(screen.getByRole('button', { name: FREEZE }));
    expect(await screen.findByText(QUEUED)).toBeInTheDocument();
    setOnline(true);
    expect(await screen.findByText(NOT_QUEUED)).toBeInTheDocument();
    expect(notices()).toEqual([strings.queuedFreeze.refused('4242', strings.api.withCode(refusal, 4030))]);
  });
});
