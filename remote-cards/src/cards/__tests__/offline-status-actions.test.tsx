import { act, screen, within } from '@testing-library/react';
import { strings } from '@portal/shared';
import type { CardStatus } from '@portal/shared/contract';
import { contractLabels } from '../../contract-labels';
import { cardStrings as text } from '../../strings';
import { CARD_ROUTES, aCard, answerWalletAndCards, pageOf } from '../../testing/card-fixtures';
import { renderSignedIn, startFakeApi } from '../../testing/render-page';
import { CardListPage } from '../../pages/card-list/card-list-page';

const actions = text.actions;
const statusLabel = contractLabels.cardStatus;

const api = startFakeApi();
let status: CardStatus = 'CARD_STATUS_NORMAL';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

beforeEach(() => {
  setOnline(true);
  answerWalletAndCards(api);
  status = 'CARD_STATUS_NORMAL';
  api.on(CARD_ROUTES.cards, () => pageOf([aCard({ status })]));
  api.on(CARD_ROUTES.status, () => {
    status = status === 'CARD_STATUS_NORMAL' ? 'CARD_STATUS_FREEZING' : 'CARD_STATUS_UNFREEZING';
    return { data: aCard({ status }) };
  });
});
afterEach(() => setOnline(true));

const rowOf = async (last4: string) =>
  (await screen.findByRole('link', { name: text.cards.maskedLabel(last4) })).closest('tr') as HTMLElement;

describe('a card status change offline', () => {
  it('keeps a freeze, shows it pending on the card, and sends it once the network is back', async () => {
    const { user } = renderSignedIn(<CardListPage />, '/card');
    const row = await rowOf('4242');
    setOnline(false);
    await user.click(
      within(row).getByRole('button', {
        name: `${text.actions.UPDATE_CARD_STATUS_FREEZE} ${text.cards.maskedLabel('4242')}`,
      }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: actions.confirmTitle.UPDATE_CARD_STATUS_FREEZE })).getByRole(
        'button',
        {
          name: actions.UPDATE_CARD_STATUS_FREEZE,
        },
      ),
    );
    expect(await within(row).findByRole('status')).toHaveTextContent(actions.pending);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(strings.ui.savedOffline, { exact: false })).not.toBeInTheDocument();
    expect(api.callsTo(CARD_ROUTES.status)).toHaveLength(0);

    setOnline(true);
    expect(await within(await rowOf('4242')).findByText(statusLabel.CARD_STATUS_FREEZING)).toBeInTheDocument();
    expect(api.callsTo(CARD_ROUTES.status)).toEqual([
      expect.objectContaining({ body: { action: 'UPDATE_CARD_STATUS_FREEZE' }, idempotencyKey: expect.any(String) }),
    ]);
    expect(screen.queryByText(actions.pending)).not.toBeInTheDocument();
  });

  it('drops a pending freeze on 撤销, and the card stays in use', async () => {
    const { user } = renderSignedIn(<CardListPage />, '/card');
    const row = await rowOf('4242');
    setOnline(false);
    await user.click(
      within(row).getByRole('button', {
        name: `${text.actions.UPDATE_CARD_STATUS_FREEZE} ${text.cards.maskedLabel('4242')}`,
      }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: actions.confirmTitle.UPDATE_CARD_STATUS_FREEZE })).getByRole(
        'button',
        {
          name: actions.UPDATE_CARD_STATUS_FREEZE,
        },
      ),
    );
    await user.click(await within(row).findByRole('button', { name: actions.cancelPendingLabel('4242') }));
    expect(
      await within(row).findByRole('button', {
        name: `${text.actions.UPDATE_CARD_STATUS_FREEZE} ${text.cards.maskedLabel('4242')}`,
      }),
    ).toBeInTheDocument();
    setOnline(true);
    expect(within(row).getByText(statusLabel.CARD_STATUS_NORMAL)).toBeInTheDocument();
    expect(api.callsTo(CARD_ROUTES.status)).toHaveLength(0);
  });

  it('does not keep an unfreeze: it says plainly it was not done, and the card stays frozen', async () => {
    status = 'CARD_STATUS_FREEZE';
    const { user } = renderSignedIn(<CardListPage />, '/card');
    const row = await rowOf('4242');
    api.on(CARD_ROUTES.status, { networkError: true });
    setOnline(false);
    await user.click(
      within(row).getByRole('button', {
        name: `${text.actions.UPDATE_CARD_STATUS_UNFREEZE} ${text.cards.maskedLabel('4242')}`,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: actions.confirmTitle.UPDATE_CARD_STATUS_UNFREEZE });
    await user.click(within(dialog).getByRole('button', { name: actions.UPDATE_CARD_STATUS_UNFREEZE }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(strings.api.networkNotDone);
    expect(screen.queryByText(strings.ui.savedOffline, { exact: false })).not.toBeInTheDocument();
    expect(screen.queryByText(actions.pending)).not.toBeInTheDocument();
    expect(within(row).getByText(statusLabel.CARD_STATUS_FREEZE)).toBeInTheDocument();
  });
});
