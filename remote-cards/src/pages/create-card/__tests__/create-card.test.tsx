import { screen, waitFor, within } from '@testing-library/react';
import { pasteInto } from '@portal/shared/testing';
import { Route, Routes } from 'react-router-dom';
import { PATHS, eventBus, strings } from '@portal/shared';
import type { CardProduct } from '@portal/shared/contract';
import { CARD_ROUTES, PRODUCT, aCard, answerWalletAndCards } from '../../../testing/card-fixtures';
import { address, renderSignedIn, startFakeApi } from '../../../testing/render-page';
import { readOrder, writeOrder } from '../card-order';
import { CreateCardPage } from '../create-card-page';
import { CreateCardVerificationPage } from '../../create-card-verification/create-card-verification-page';
import { cardStrings as text } from '../../../strings';
import { feeStrings } from '../../../money/strings';

const t = text.createCard;

const api = startFakeApi();
beforeEach(() => answerWalletAndCards(api));

const CNY: CardProduct = {
  ...PRODUCT,
  id: 'p-cny',
  name: '人民币虚拟卡',
  bin: '625937',
  currency: 'CNY',
  open_fee: { rate: '0.01', value: '0.00', min: '30.00', max: '100.00' },
  min_recharge: '100.00',
};

/** Both steps, as the host routes them. */
const flow = (
  <Routes>
    <Route path={PATHS.createCard} element={<CreateCardPage />} />
    <Route path={PATHS.createCardVerification} element={<CreateCardVerificationPage />} />
  </Routes>
);
const renderFlow = (route: string = PATHS.createCard) => renderSignedIn(flow, route, '/*');

const cost = () => screen.getByLabelText(t.costLabel);
const amountBox = (currency = 'USD') =>
  screen.getByRole('textbox', { name: `${text.createCard.amount}（${currency}）` });

describe('/create-card', () => {
  it('offers each product with its BIN, currency, fees and minimum load', async () => {
    api.on(CARD_ROUTES.openedAvailable, { data: { available: 196, products: [PRODUCT, CNY] } });
    renderFlow();
    const usd = (await screen.findByRole('radio', { name: PRODUCT.name })).closest('label') as HTMLElement;
    expect(usd).toHaveTextContent('485932 · USD');
    expect(usd).toHaveTextContent(`${text.createCard.openFee}5.00 USD`);
    expect(usd).toHaveTextContent(
      `${text.createCard.rechargeFee}${feeStrings.limits('1.5% + 0.50 USD', [feeStrings.minimum('1.00'), feeStrings.maximum('20.00')])}`,
    );
    expect(usd).toHaveTextContent(`${text.createCard.minLoad}10.00 USD`);
    expect(screen.getByRole('radio', { name: PRODUCT.name })).toBeChecked();
  });

  // The recharge fee of both products here: 1.5% + 0.50, at least 1.00, at most 20.00.
  it.each([
    // 50 × 1.5% + 0.50 = 1.25.
    ['USD', '1', '50', ['开卡手续费5.00 USD', '首充手续费1.25 USD', '每张卡56.25 USD', '合计支出（1 张）56.25 USD']],
    // The load floored to 12.34; 0.6851 raised to the 1.00 minimum.
    ['USD', '20', '12.349', ['首充手续费1.00 USD', '每张卡18.34 USD', '合计支出（20 张）366.80 USD']],
    // 1% of 150 is 1.50, raised to the 30.00 minimum; 150 × 1.5% + 0.50 = 2.75.
    [
      'CNY',
      '2',
      '150',
      ['开卡手续费30.00 CNY', '首充手续费2.75 CNY', '每张卡182.75 CNY', '合计支出（2 张）365.50 CNY'],
    ],
    // 1% of 20000 is 200, cut to the 100.00 maximum; 300.50 cut to 20.00.
    ['CNY', '1', '20000', ['开卡手续费100.00 CNY', '首充手续费20.00 CNY', '合计支出（1 张）20,120.00 CNY']],
  ])('costs %s × %s cards loaded with %s as the API charges', async (currency, quantity, amount, figures) => {
    api.on(CARD_ROUTES.openedAvailable, { data: { available: 196, products: [PRODUCT, CNY] } });
    const { user } = renderFlow();
    await user.click(await screen.findByRole('radio', { name: currency === 'CNY' ? '人民币虚拟卡' : '美元虚拟卡' }));
    const box = screen.getByRole('textbox', { name: t.quantity });
    await user.clear(box);
    await user.type(box, quantity);
    await user.type(amountBox(currency), amount);
    for (const figure of figures) expect(cost()).toHaveTextContent(figure);
  });

  it('allows 1 to the smaller of 100 and the cards still available', async () => {
    api.on(CARD_ROUTES.openedAvailable, { data: { available: 7, products: [PRODUCT] } });
    const { user } = renderFlow();
    const box = await screen.findByRole('textbox', { name: t.quantity });
    expect(screen.getByText(t.quantityHint(7))).toBeInTheDocument();
    await user.clear(box);
    await pasteInto(user, box, '8');
    await user.tab();
    expect(screen.getByText(t.quantityInvalid(7))).toBeInTheDocument();
    await user.clear(box);
    await pasteInto(user, box, '0');
    await user.tab();
    expect(screen.getByText(t.quantityInvalid(7))).toBeInTheDocument();
  });

  it('caps the quantity at 100 however many cards are still available', async () => {
    renderFlow();
    expect(await screen.findByText(t.quantityHint(100))).toBeInTheDocument();
  });

  it("holds the product's minimum load and the amount rules", async () => {
    const { user } = renderFlow();
    await screen.findByRole('radio', { name: PRODUCT.name });
    await user.click(screen.getByRole('button', { name: t.next }));
    expect(screen.getByText(text.amount.required)).toBeInTheDocument();
    await pasteInto(user, amountBox(), '9.99');
    await user.click(screen.getByRole('button', { name: t.next }));
    expect(screen.getByText(text.amount.tooLow('10.00', 'USD'))).toBeInTheDocument();
    expect(address()).toBe(PATHS.createCard);
  });

  it('says when the wallet does not cover the cost, and does not go on', async () => {
    api.on(CARD_ROUTES.balances, { data: [{ currency: 'USD', available: '50.00', anew: '0.00' }] });
    const { user } = renderFlow();
    await screen.findByRole('radio', { name: PRODUCT.name });
    await user.type(amountBox(), '50');
    expect(await screen.findByText(t.notCovered)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.next })).toBeDisabled();
  });

  it('cannot start while the wallet is frozen', async () => {
    api.on(CARD_ROUTES.balanceStatus, { data: { status: 'BALANCE_STATUS_FROZEN' } });
    renderFlow();
    await screen.findByRole('radio', { name: PRODUCT.name });
    await waitFor(() => expect(screen.getByRole('button', { name: t.next })).toBeDisabled());
    expect(screen.getByRole('button', { name: t.next })).toHaveAccessibleDescription(text.frozen.reason);
  });

  it('goes on to the verification with the order kept, and back keeps it too', async () => {
    const { user } = renderFlow();
    await screen.findByRole('radio', { name: PRODUCT.name });
    const box = screen.getByRole('textbox', { name: t.quantity });
    await user.clear(box);
    await pasteInto(user, box, '3');
    await pasteInto(user, amountBox(), '25');
    await user.click(screen.getByRole('button', { name: t.next }));
    await waitFor(() => expect(address()).toBe(PATHS.createCardVerification));
    expect(readOrder()).toMatchObject({ productId: PRODUCT.id, quantity: 3, amount: '25.00', profileStep: false });
    const summary = await screen.findByLabelText(t.summaryLabel);
    expect(summary).toHaveTextContent(t.cards(3));
    // 25 + 5 open fee + 1.00 (0.875 raised to the minimum) recharge fee, three times.
    expect(summary).toHaveTextContent(`${text.createCard.total}93.00 USD`);
    await user.click(screen.getByRole('button', { name: t.back }));
    expect(await screen.findByRole('textbox', { name: t.quantity })).toHaveValue('3');
    expect(amountBox()).toHaveValue('25.00');
  });
});

describe('/create-card/verification', () => {
  it('sends one card after the transaction password and goes to its details', async () => {
    writeOrder({ productId: PRODUCT.id, quantity: 1, amount: '50.00' });
    api.on('POST /api/v1/card', { data: aCard({ id: 'new-card', status: 'CARD_STATUS_INIT' }) });
    const { user } = renderFlow(PATHS.createCardVerification);
    await pasteInto(user, await screen.findByLabelText(text.trxPassword.label), '135790');
    await user.click(screen.getByRole('button', { name: t.submitOne }));
    await waitFor(() => expect(address()).toBe('/card-details?id=new-card'));
    const [call] = api.callsTo('POST /api/v1/card');
    expect(call?.body).toEqual({ product_id: PRODUCT.id, amount: '50.00' });
    expect(call?.operationTicket).toBe('ticket-1');
    expect(call?.idempotencyKey).toBeTruthy();
    expect(readOrder()).toBeNull();
  });

  it('starts a batch for more than one card, tells the widget, and goes to /card', async () => {
    writeOrder({ productId: PRODUCT.id, quantity: 20, amount: '10.00' });
    api.on('POST /api/v1/batch-create-card', {
      data: { job_id: 'job-9', exist: true, total_count: 20, success_count: 0, fail_count: 0 },
    });
    const heard: number[] = [];
    const off = eventBus.on('batch-started', ({ total }) => heard.push(total));
    const { user } = renderFlow(PATHS.createCardVerification);
    await pasteInto(user, await screen.findByLabelText(text.trxPassword.label), '135790');
    await user.click(screen.getByRole('button', { name: t.submitBatch(20) }));
    await waitFor(() => expect(address()).toBe(PATHS.card));
    off();
    expect(heard).toEqual([20]);
    expect(api.callsTo('POST /api/v1/batch-create-card')[0]?.body).toEqual({
      product_id: PRODUCT.id,
      quantity: 20,
      amount: '10.00',
    });
  });

  it.each([
    [4002, '钱包余额不足'],
    [4011, '金额低于最低充值金额'],
    [4022, '可开卡数量不足'],
    [4040, '已有批量开卡任务进行中，请完成后再试'],
    [4001, '钱包已冻结，暂不能进行资金操作'],
  ])('shows the API refusal %i where the customer can act, keeping the order', async (code, message) => {
    writeOrder({ productId: PRODUCT.id, quantity: 2, amount: '10.00' });
    api.on('POST /api/v1/batch-create-card', { code, message, status: 409 });
    const { user } = renderFlow(PATHS.createCardVerification);
    await pasteInto(user, await screen.findByLabelText(text.trxPassword.label), '135790');
    await user.click(screen.getByRole('button', { name: t.submitBatch(2) }));
    expect(await screen.findByText(strings.api.withCode(message, code))).toBeInTheDocument();
    expect(address()).toBe(PATHS.createCardVerification);
    expect(readOrder()).toMatchObject({ productId: PRODUCT.id, quantity: 2, amount: '10.00' });
  });

  it('shows a wrong transaction password and sends nothing more', async () => {
    writeOrder({ productId: PRODUCT.id, quantity: 1, amount: '50.00' });
    api.on(CARD_ROUTES.trxCheck, { code: 4081, message: '交易密码错误', status: 400 });
    const { user } = renderFlow(PATHS.createCardVerification);
    await pasteInto(user, await screen.findByLabelText(text.trxPassword.label), 'wrong12');
    await user.click(screen.getByRole('button', { name: t.submitOne }));
    expect(await screen.findByText(strings.api.withCode('交易密码错误', 4081))).toBeInTheDocument();
    expect(api.callsTo('POST /api/v1/card')).toHaveLength(0);
  });

  it('sends a customer without an order back to choose one', async () => {
    renderFlow(PATHS.createCardVerification);
    expect(await screen.findByText(t.noOrder)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: strings.pages.createCardVerification })).getByRole('link', {
        name: t.toStart,
      }),
    ).toHaveAttribute('href', PATHS.createCard);
  });
});
