import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { noticesAtom } from '../../../notices/notices';
import { beginSignIn, completeSignIn } from '../../../session/sign-in';
import { portalStore } from '../../../state/store';
import { FakeApi } from '../../../testing/fake-api';
import { renderWithPortal } from '../../../testing/render';
import { useDataContext } from '../../data-context';
import { updateCardStatuses } from '../bulk-card-status';
import { useCard } from '../cards';
import { freezeCard, stopWatchingQueuedFreezes } from '../freeze-card';
import { useQueuedFreeze } from '../queued-freeze-hooks';

const api = new FakeApi();
const CARD = {
  id: '7',
  last4: '4242',
  status: 'CARD_STATUS_NORMAL',
  currency: 'USD',
  balance: '10.00',
  created_at: '2026-11-01T08:00:00Z',
  nickname: null,
  product_id: 'p1',
  expiry: '11/29',
  updated_at: '2026-11-01T08:00:00Z',
};
let status = 'CARD_STATUS_NORMAL';
const QUEUED = 'queued';
const NOT_QUEUED = 'not queued';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

beforeAll(() => api.start());
afterAll(() => api.stop());
beforeEach(() => {
  api.reset();
  localStorage.clear();
  portalStore.set(noticesAtom, []);
  stopWatchingQueuedFreezes();
  setOnline(true);
  beginSignIn('token-1');
  completeSignIn('token-1', portalStore);
  status = 'CARD_STATUS_NORMAL';
  api.on('GET /api/v1/card/{id}', () => ({ data: { ...CARD, status } }));
  api.on('POST /api/v1/card/batch-status', () => {
    status = 'CARD_STATUS_FREEZING';
    return {
      data: {
        results: [
          { card_id: '7', ok: true, card: { ...CARD, status }, code: null, message: null },
          { card_id: '8', ok: false, card: null, code: 1004, message: '请求的资源不存在' },
        ],
        success_count: 1,
        fail_count: 1,
      },
    };
  });
});

function CardView() {
  const context = useDataContext();
  const card = useCard('7');
  const queued = useQueuedFreeze('7');
  return (
    <>
      <p>card: {card.data?.status ?? '…'}</p>
      <p>{queued ? QUEUED : NOT_QUEUED}</p>
      <button type="button" onClick={() => void freezeCard(context, CARD)}>
        freeze one
      </button>
      <button type="button" onClick={() => void updateCardStatuses(context, ['7', '8'], 'UPDATE_CARD_STATUS_FREEZE')}>
        freeze both
      </button>
    </>
  );
}

describe('a bulk freeze', () => {
  it('sends the cards in one call, and the cached card follows', async () => {
    renderWithPortal(<CardView />, { store: portalStore });
    expect(await screen.findByText('card: CARD_STATUS_NORMAL')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'freeze both' }));
    expect(await screen.findByText('card: CARD_STATUS_FREEZING')).toBeInTheDocument();
    expect(api.callsTo('POST /api/v1/card/batch-status').map((call) => call.body)).toEqual([
      { action: 'UPDATE_CARD_STATUS_FREEZE', card_ids: ['7', '8'] },
    ]);
  });

  it('drops a freeze this device kept offline for a card it froze, so it is not sent later', async () => {
    renderWithPortal(<CardView />, { store: portalStore });
    setOnline(false);
    await userEvent.click(await screen.findByRole('button', { name: 'freeze one' }));
    expect(await screen.findByText(QUEUED)).toBeInTheDocument();
    // Back online only for this call: the kept freeze's own sender is not watching here.
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    await userEvent.click(screen.getByRole('button', { name: 'freeze both' }));
    expect(await screen.findByText(NOT_QUEUED)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/v1/card/{id}/status')).toHaveLength(0);
  });
});
