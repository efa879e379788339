import { screen, waitFor } from '@testing-library/react';
import { pasteInto } from '@portal/shared/testing';
import { Route, Routes } from 'react-router-dom';
import { PATHS, strings } from '@portal/shared';
import { CARD_ROUTES, PRODUCT, answerWalletAndCards } from '../../../testing/card-fixtures';
import { address, renderSignedIn, startFakeApi } from '../../../testing/render-page';
import { CreateCardPage } from '../../create-card/create-card-page';
import { writeOrder } from '../../create-card/card-order';
import { CreateCardVerificationPage } from '../../create-card-verification/create-card-verification-page';
import { CardholderProfilePage } from '../../create-card-secondary-verification/create-card-secondary-verification-page';
import { cardStrings as text } from '../../../strings';

const v = strings.validation;
const p = text.profile;
const order = text.createCard;

const api = startFakeApi();
const PREMIUM = { ...PRODUCT, id: 'usd-premium', name: '美元高额卡', min_recharge: '50.00', needs_profile: true };
beforeEach(() => {
  answerWalletAndCards(api);
  api.on(CARD_ROUTES.openedAvailable, { data: { available: 196, products: [PRODUCT, PREMIUM] } });
});

const flow = (
  <Routes>
    <Route path={PATHS.createCard} element={<CreateCardPage />} />
    <Route path={PATHS.createCardSecondaryVerification} element={<CardholderProfilePage />} />
    <Route path={PATHS.createCardVerification} element={<CreateCardVerificationPage />} />
  </Routes>
);
const renderFlow = (route: string) => renderSignedIn(flow, route, '/*');

const ON_FILE = {
  name: 'ZHANG SAN',
  id_number_masked: '110***********1233',
  phone_prefix: '86',
  phone: '13912345678',
  website: 'https://shop.example.com',
  updated_at: '2026-11-24T08:00:00Z',
};

async function fill(user: ReturnType<typeof renderFlow>['user'], values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const box = screen.getByRole('textbox', { name: label });
    await user.clear(box);
    await pasteInto(user, box, value);
  }
}

describe('the cardholder profile step', () => {
  it('comes between the order and the password for a product that needs it', async () => {
    const { user } = renderFlow(PATHS.createCard);
    await user.click(await screen.findByRole('radio', { name: PREMIUM.name }));
    await pasteInto(user, screen.getByRole('textbox', { name: `${text.createCard.amount}（USD）` }), '60');
    expect(screen.getByRole('navigation', { name: order.stepsLabel })).toHaveTextContent(order.steps.profile);
    await user.click(screen.getByRole('button', { name: order.next }));
    await waitFor(() => expect(address()).toBe(PATHS.createCardSecondaryVerification));
  });

  it('holds every field to its rule and message', async () => {
    writeOrder({ productId: 'usd-premium', quantity: 1, amount: '60.00' });
    const { user } = renderFlow(PATHS.createCardSecondaryVerification);
    await screen.findByRole('textbox', { name: p.name });
    await fill(user, {
      [p.name]: '张三',
      [p.idNumber]: '110101199003071234',
      [p.phone]: '12345678901',
      [p.website]: 'shop.example.com',
    });
    await user.click(screen.getByRole('button', { name: p.save }));
    expect(screen.getByText(p.nameMessage)).toBeInTheDocument();
    expect(screen.getByText(v.idNumber)).toBeInTheDocument();
    expect(screen.getByText(v.phoneFormat)).toBeInTheDocument();
    expect(screen.getByText(v.url)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: p.phonePrefix }), '+852');
    await fill(user, { [p.phone]: '12345678' });
    await user.click(screen.getByRole('button', { name: p.save }));
    expect(screen.getByText(v.phoneHongKongFormat)).toBeInTheDocument();
    expect(api.callsTo(CARD_ROUTES.saveProfile)).toHaveLength(0);
  });

  it('saves the profile (never keeping the ID number in a draft) and goes on to the password', async () => {
    writeOrder({ productId: 'usd-premium', quantity: 1, amount: '60.00' });
    api.on(CARD_ROUTES.saveProfile, { data: ON_FILE });
    const { user } = renderFlow(PATHS.createCardSecondaryVerification);
    await screen.findByRole('textbox', { name: p.name });
    await fill(user, {
      [p.name]: 'Zhang San',
      [p.idNumber]: '11010519491231002x',
      [p.phone]: '13912345678',
      [p.website]: 'https://shop.example.com',
    });
    await user.click(screen.getByRole('button', { name: p.save }));
    await waitFor(() => expect(address()).toBe(PATHS.createCardVerification));
    expect(api.callsTo(CARD_ROUTES.saveProfile)[0]?.body).toEqual({
      name: 'Zhang San',
      id_number: '11010519491231002X',
      phone_prefix: '86',
      phone: '13912345678',
      website: 'https://shop.example.com',
    });
    expect(JSON.stringify({ ...sessionStorage, ...localStorage })).not.toContain('11010519491231002');
  });

  it('shows a profile on file masked, to go on with or correct', async () => {
    writeOrder({ productId: 'usd-premium', quantity: 1, amount: '60.00' });
    api.on(CARD_ROUTES.profile, { data: { profile: ON_FILE } });
    const { user } = renderFlow(PATHS.createCardSecondaryVerification);
    const facts = await screen.findByLabelText(p.onFile);
    expect(facts).toHaveTextContent('110***********1233');
    expect(facts).toHaveTextContent('+86 13912345678');
    await user.click(screen.getByRole('button', { name: p.correct }));
    expect(screen.getByRole('textbox', { name: p.name })).toHaveValue('ZHANG SAN');
    expect(screen.getByRole('textbox', { name: p.idNumber })).toHaveValue('');
  });

  it('is not asked again once on file: the order goes straight to the password', async () => {
    api.on(CARD_ROUTES.profile, { data: { profile: ON_FILE } });
    const { user } = renderFlow(PATHS.createCard);
    await user.click(await screen.findByRole('radio', { name: PREMIUM.name }));
    await pasteInto(user, screen.getByRole('textbox', { name: `${text.createCard.amount}（USD）` }), '60');
    await waitFor(() =>
      expect(screen.getByRole('navigation', { name: order.stepsLabel })).not.toHaveTextContent(order.steps.profile),
    );
    await user.click(screen.getByRole('button', { name: order.next }));
    await waitFor(() => expect(address()).toBe(PATHS.createCardVerification));
  });

  it('is where the password step sends an order whose product needs a profile none has given', async () => {
    writeOrder({ productId: 'usd-premium', quantity: 1, amount: '60.00' });
    renderFlow(PATHS.createCardVerification);
    await waitFor(() => expect(address()).toBe(PATHS.createCardSecondaryVerification));
  });
});
