import { act, screen, within } from '@testing-library/react';
import { noticesAtom, portalStore, strings } from '@portal/shared';
import { pasteInto } from '@portal/shared/testing';
import { CARD_ROUTES, PRODUCT, answerWalletAndCards } from '../../../testing/card-fixtures';
import { renderSignedIn, startFakeApi } from '../../../testing/render-page';
import { cardStrings as text } from '../../../strings';
import { CardDetailsPage } from '../card-details-page';

const api = startFakeApi();
beforeEach(() => answerWalletAndCards(api));
afterEach(() => setOnline(true));

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

const NOT_DONE = strings.api.networkNotDone;

describe('a card money movement cut off by the network', () => {
  it.each([
    [text.move.recharge, text.move.submit.recharge, 'the transaction-password check', CARD_ROUTES.trxCheck],
    [text.move.withdraw, text.move.submit.withdraw, 'the movement itself', CARD_ROUTES.withdraw],
  ] as const)(
    '%s (%s), lost at %s, says plainly nothing moved, never that it was saved',
    async (name, confirm, _step, lost) => {
      api.on(lost, { networkError: true });
      const { user } = renderSignedIn(<CardDetailsPage />, '/card-details?id=c1');
      const card = await screen.findByRole('region', { name: text.details.summaryLabel });
      await within(card).findByText(`${PRODUCT.name}（BIN ${PRODUCT.bin}）`);
      await user.click(within(card).getByRole('button', { name }));
      const dialog = screen.getByRole('dialog');
      await pasteInto(user, within(dialog).getByRole('textbox', { name: `${text.amount.label}（USD）` }), '10');
      await pasteInto(user, within(dialog).getByLabelText(text.trxPassword.label), '135790');
      setOnline(false);
      await user.click(within(dialog).getByRole('button', { name: confirm }));
      expect(await within(dialog).findByRole('status')).toHaveTextContent(NOT_DONE);
      expect(portalStore.get(noticesAtom).map((notice) => notice.text)).toEqual([NOT_DONE]);
      expect(screen.queryByText(strings.ui.savedOffline, { exact: false })).not.toBeInTheDocument();
    },
  );
});
