import { screen, waitFor, within } from '@testing-library/react';
import { pasteInto } from '@portal/shared/testing';
import { Route, Routes } from 'react-router-dom';
import { PATHS, strings } from '@portal/shared';
import { CARD_ROUTES, PRODUCT, aCard, answerWalletAndCards } from '../../../testing/card-fixtures';
import { address, renderSignedIn, startFakeApi } from '../../../testing/render-page';
import { CreateCardPage } from '../create-card-page';
import { CreateCardVerificationPage } from '../../create-card-verification/create-card-verification-page';
import { cardStrings as text } from '../../../strings';

const t = text.createCard;

const api = startFakeApi();
beforeEach(() => {
  answerWalletAndCards(api);
  api.on(CARD_ROUTES.openedAvailable, { data: { available: 196, products: [PRODUCT] } });
});

const flow = (
  <Routes>
    <Route path={PATHS.createCard} element={<CreateCardPage />} />
    <Route path={PATHS.createCardVerification} element={<CreateCardVerificationPage />} />
  </Routes>
);
const renderFlow = () => renderSignedIn(flow, PATHS.createCard, '/*');
const NAME = '出差用';
const nameBox = () => screen.getByRole('textbox', { name: text.nickname.label });

describe('naming a card when opening it', () => {
  it('checks the name by the card name rule, shows it before the password and opens the card with it', async () => {
    api.on('POST /api/v1/card', { data: aCard({ id: 'new-card', status: 'CARD_STATUS_INIT', nickname: NAME }) });
    const { user } = renderFlow();
    await user.type(await screen.findByRole('textbox', { name: `${t.amount}（USD）` }), '20');
    await user.type(nameBox(), '广'.repeat(21));
    await user.click(screen.getByRole('button', { name: t.next }));
    expect(await screen.findByText(strings.validation.cardNicknameTooLong)).toBeInTheDocument();
    expect(address()).toBe(PATHS.createCard);

    await user.clear(nameBox());
    await user.type(nameBox(), `  ${NAME} `);
    await user.click(screen.getByRole('button', { name: t.next }));
    await waitFor(() => expect(address()).toBe(PATHS.createCardVerification));
    expect(await screen.findByLabelText(t.summaryLabel)).toHaveTextContent(text.nickname.label + NAME);

    await pasteInto(user, screen.getByLabelText(text.trxPassword.label), '135790');
    await user.click(screen.getByRole('button', { name: t.submitOne }));
    await waitFor(() => expect(address()).toBe('/card-details?id=new-card'));
    expect(api.callsTo('POST /api/v1/card')[0]?.body).toEqual({
      product_id: PRODUCT.id,
      amount: '20.00',
      nickname: NAME,
    });
  });

  it('names no card of a batch and says so in the form', async () => {
    const { user } = renderFlow();
    await user.type(await screen.findByRole('textbox', { name: `${t.amount}（USD）` }), '20');
    await user.type(nameBox(), '广告');
    const quantity = screen.getByRole('textbox', { name: t.quantity });
    await user.clear(quantity);
    await user.type(quantity, '3');
    expect(nameBox()).toBeDisabled();
    expect(nameBox()).toHaveValue('');
    expect(nameBox()).toHaveAccessibleDescription(t.nicknameBatchHint);
    await user.click(screen.getByRole('button', { name: t.next }));
    await waitFor(() => expect(address()).toBe(PATHS.createCardVerification));
    expect(within(await screen.findByLabelText(t.summaryLabel)).queryByText(text.nickname.label)).toBeNull();
  });
});
