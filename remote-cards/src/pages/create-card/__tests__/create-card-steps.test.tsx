import { screen, waitFor, within } from '@testing-library/react';
import { pasteInto } from '@portal/shared/testing';
import { Route, Routes } from 'react-router-dom';
import { PATHS } from '@portal/shared';
import type { CardholderProfile } from '@portal/shared/contract';
import { CARD_ROUTES, PRODUCT, aCard, answerWalletAndCards } from '../../../testing/card-fixtures';
import { address, renderSignedIn, startFakeApi } from '../../../testing/render-page';
import { readOrder, writeOrder } from '../card-order';
import { CreateCardPage } from '../create-card-page';
import { CreateCardVerificationPage } from '../../create-card-verification/create-card-verification-page';
import { CardholderProfilePage } from '../../create-card-secondary-verification/create-card-secondary-verification-page';
import { cardStrings as text } from '../../../strings';
import { limitStrings } from '../../../limits/strings';

const t = text.createCard;
const PREMIUM = { ...PRODUCT, id: 'usd-premium', name: '美元高额卡', min_recharge: '50.00', needs_profile: true };
const ON_FILE: CardholderProfile = {
  name: 'ZHANG SAN',
  id_number_masked: '110***********1233',
  phone_prefix: '86',
  phone: '13800138000',
  website: 'https://shop.example.com',
  updated_at: '2026-11-20T08:00:00Z',
};

const api = startFakeApi();
beforeEach(() => {
  answerWalletAndCards(api);
  api.on(CARD_ROUTES.openedAvailable, { data: { available: 196, products: [PREMIUM, PRODUCT] } });
});

/** The three pages of opening cards, as the host routes them. */
const flow = (
  <Routes>
    <Route path={PATHS.createCard} element={<CreateCardPage />} />
    <Route path={PATHS.createCardSecondaryVerification} element={<CardholderProfilePage />} />
    <Route path={PATHS.createCardVerification} element={<CreateCardVerificationPage />} />
  </Routes>
);
const renderFlow = (route: string = PATHS.createCard) => renderSignedIn(flow, route, '/*');

/** The steps the indicator shows, the current one marked. */
async function shownSteps(current: keyof typeof t.steps) {
  const nav = await screen.findByRole('navigation', { name: t.stepsLabel });
  await waitFor(() => expect(within(nav).getByText(t.steps[current])).toHaveAttribute('aria-current', 'step'));
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('the steps of opening cards', () => {
  it('are order and verify for a product without the profile, on both pages', async () => {
    const { user } = renderFlow();
    await user.click(await screen.findByRole('radio', { name: PRODUCT.name }));
    expect(await shownSteps('order')).toEqual([t.steps.order, t.steps.verify]);
    await user.type(screen.getByRole('textbox', { name: `${t.amount}（USD）` }), '20');
    await user.click(screen.getByRole('button', { name: t.next }));
    await waitFor(() => expect(address()).toBe(PATHS.createCardVerification));
    expect(await shownSteps('verify')).toEqual([t.steps.order, t.steps.verify]);
  });

  it('stay two when the profile a product needs is already on file (it is skipped)', async () => {
    api.on(CARD_ROUTES.profile, { data: { profile: ON_FILE } });
    const { user } = renderFlow();
    await screen.findByRole('radio', { name: PREMIUM.name });
    await waitFor(async () => expect(await shownSteps('order')).toEqual([t.steps.order, t.steps.verify]));
    await user.type(screen.getByRole('textbox', { name: `${t.amount}（USD）` }), '60');
    await user.click(screen.getByRole('button', { name: t.next }));
    await waitFor(() => expect(address()).toBe(PATHS.createCardVerification));
    // Before: the verification page counted the skipped profile step and showed three.
    expect(await shownSteps('verify')).toEqual([t.steps.order, t.steps.verify]);
  });

  it('are three on every page when the profile step is added, also on the way back to it', async () => {
    const { user } = renderFlow();
    await user.type(await screen.findByRole('textbox', { name: `${t.amount}（USD）` }), '60');
    const three = [t.steps.order, t.steps.profile, t.steps.verify];
    expect(await shownSteps('order')).toEqual(three);
    await user.click(screen.getByRole('button', { name: t.next }));
    await waitFor(() => expect(address()).toBe(PATHS.createCardSecondaryVerification));
    expect(await shownSteps('profile')).toEqual(three);
    expect(readOrder()).toMatchObject({ profileStep: true });
  });

  it('count the profile step once an order is sent to it, though the order skipped it at first', async () => {
    writeOrder({ productId: PREMIUM.id, quantity: 1, amount: '60.00', profileStep: false });
    renderFlow(PATHS.createCardSecondaryVerification);
    expect(await shownSteps('profile')).toEqual([t.steps.order, t.steps.profile, t.steps.verify]);
    await waitFor(() => expect(readOrder()).toMatchObject({ profileStep: true }));
  });
});

describe('spending controls when opening a card', () => {
  it('checks the limits, shows them before the password and opens the card with them', async () => {
    api.on('POST /api/v1/card', { data: aCard({ id: 'new-card', status: 'CARD_STATUS_INIT' }) });
    const { user } = renderFlow();
    await user.click(await screen.findByRole('radio', { name: PRODUCT.name }));
    await user.type(screen.getByRole('textbox', { name: `${t.amount}（USD）` }), '20');
    const controls = screen.getByRole('group', { name: limitStrings.opening });
    const field = (label: string) => within(controls).getByLabelText(limitStrings.withCurrency(label, 'USD'));
    await user.type(field(limitStrings.daily), '100');
    await user.type(field(limitStrings.monthly), '50');
    await user.click(screen.getByRole('button', { name: t.next }));
    expect(await within(controls).findByText(limitStrings.outOfOrder)).toBeInTheDocument();
    expect(address()).toBe(PATHS.createCard);

    await user.clear(field(limitStrings.monthly));
    await user.click(within(controls).getByRole('checkbox', { name: new RegExp(limitStrings.singleUse) }));
    await user.click(screen.getByRole('button', { name: t.next }));
    await waitFor(() => expect(address()).toBe(PATHS.createCardVerification));
    const summary = await screen.findByLabelText(t.summaryLabel);
    expect(summary).toHaveTextContent(`${limitStrings.daily}100.00 USD`);
    expect(summary).toHaveTextContent(`${limitStrings.singleUse}${limitStrings.singleUseHint}`);
    expect(summary).not.toHaveTextContent(limitStrings.monthly);

    await pasteInto(user, screen.getByLabelText(text.trxPassword.label), '135790');
    await user.click(screen.getByRole('button', { name: t.submitOne }));
    await waitFor(() => expect(address()).toBe('/card-details?id=new-card'));
    expect(api.callsTo('POST /api/v1/card')[0]?.body).toEqual({
      product_id: PRODUCT.id,
      amount: '20.00',
      limits: { per_transaction_limit: null, daily_limit: '100.00', monthly_limit: null },
      single_use: true,
    });
  });
});
