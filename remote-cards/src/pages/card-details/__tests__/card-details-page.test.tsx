import { act, screen, waitFor, within } from '@testing-library/react';
import { pasteInto } from '@portal/shared/testing';
import { SEND_CODE_COUNTDOWN_SECONDS, countdownLabel, noticesAtom, portalStore, strings } from '@portal/shared';
import { CARD_TRANSACTION_STATUSES, CARD_TRANSACTION_TYPES } from '@portal/shared/contract';
import {
  CARD_ROUTES,
  PRODUCT,
  aCard,
  aCardTransaction,
  answerWalletAndCards,
  pageOf,
} from '../../../testing/card-fixtures';
import { address, renderSignedIn, startFakeApi } from '../../../testing/render-page';
import { contractLabels } from '../../../contract-labels';
import { cardStrings as text } from '../../../strings';
import { CardDetailsPage } from '../card-details-page';
import { feeStrings } from '../../../money/strings';

const v = strings.validation;
const move = text.move;
const reveal = text.reveal;
const cardStatus = contractLabels.cardStatus;
/** How the fixture product's recharge fee rule reads. */
const FEE_RULE = feeStrings.limits('1.5% + 0.50 USD', [feeStrings.minimum('1.00'), feeStrings.maximum('20.00')]);
/** Why the fixture's third transaction failed, as the server says. */
const REFUSAL = '余额不足';

const api = startFakeApi();
beforeEach(() => answerWalletAndCards(api));

const renderDetails = (route = '/card-details?id=c1') => renderSignedIn(<CardDetailsPage />, route);
const summary = () => screen.findByRole('region', { name: text.details.summaryLabel });
function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

/** A send-code button's name while its countdown runs, at whatever second: a code was sent. */
const countingDown = (name: string) =>
  Array.from({ length: SEND_CODE_COUNTDOWN_SECONDS }, (_, second) => countdownLabel(second + 1)).includes(name);

const notices = () => portalStore.get(noticesAtom).map((notice) => notice.text);

describe('/card-details', () => {
  it('shows the card: masked number, expiry, currency, product, balance, status and creation time', async () => {
    renderDetails();
    const card = await summary();
    expect(card).toHaveTextContent(text.cards.masked('4242'));
    expect(card).toHaveTextContent(cardStatus.CARD_STATUS_NORMAL);
    expect(card).toHaveTextContent(`${text.details.fields.expiry}11/29`);
    expect(card).toHaveTextContent(`${text.details.fields.currency}USD`);
    expect(await within(card).findByText(`${PRODUCT.name}（BIN ${PRODUCT.bin}）`)).toBeInTheDocument();
    expect(card).toHaveTextContent(`${text.details.fields.balance}264.50 USD`);
    expect(
      within(card).getByRole('button', {
        name: `${text.actions.UPDATE_CARD_STATUS_FREEZE} ${text.cards.maskedLabel('4242')}`,
      }),
    ).toBeInTheDocument();
  });

  it('says so for an unknown or foreign card, and leads back to the list', async () => {
    api.on(CARD_ROUTES.card, { code: 1004, message: '请求的资源不存在', status: 404 });
    renderDetails('/card-details?id=nope');
    expect(await screen.findByText(text.details.notFoundTitle)).toBeInTheDocument();
    expect(screen.getByText(text.details.notFoundBody)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: new RegExp(text.details.back) })[0]).toHaveAttribute('href', '/card');
  });

  it('says so without an id', async () => {
    renderDetails('/card-details');
    expect(await screen.findByText(text.details.missingId)).toBeInTheDocument();
    expect(api.callsTo(CARD_ROUTES.card)).toHaveLength(0);
  });

  it('offers no money movement on a card that is not in use', async () => {
    api.on(CARD_ROUTES.card, { data: aCard({ status: 'CARD_STATUS_FREEZE' }) });
    renderDetails();
    const card = await summary();
    await within(card).findByText(`${PRODUCT.name}（BIN ${PRODUCT.bin}）`);
    expect(within(card).getByRole('button', { name: move.recharge })).toBeDisabled();
    expect(within(card).getByRole('button', { name: move.withdraw })).toBeDisabled();
    expect(
      within(card).getByRole('button', {
        name: `${text.actions.UPDATE_CARD_STATUS_UNFREEZE} ${text.cards.maskedLabel('4242')}`,
      }),
    ).toBeInTheDocument();
  });

  it('disables 充值 and 提现 while the wallet is frozen, with the reason', async () => {
    api.on(CARD_ROUTES.balanceStatus, { data: { status: 'BALANCE_STATUS_FROZEN' } });
    renderDetails();
    const card = await summary();
    await within(card).findByText(`${PRODUCT.name}（BIN ${PRODUCT.bin}）`);
    await waitFor(() => expect(within(card).getByRole('button', { name: move.recharge })).toBeDisabled());
    expect(within(card).getByRole('button', { name: move.withdraw })).toBeDisabled();
    expect(within(card).getByRole('button', { name: move.withdraw })).toHaveAccessibleDescription(text.frozen.reason);
  });
});

describe('充值 and 提现', () => {
  async function openMove(kind: 'recharge' | 'withdraw') {
    const name = move[kind];
    const view = renderDetails();
    const card = await summary();
    await within(card).findByText(`${PRODUCT.name}（BIN ${PRODUCT.bin}）`);
    await view.user.click(within(card).getByRole('button', { name }));
    return { ...view, dialog: screen.getByRole('dialog') };
  }

  it.each([
    ['10', '1.00', '11.00'], // 0.65 is raised to the minimum fee
    ['100', '2.00', '102.00'], // 1.5% + 0.50
    ['123.45', '2.35', '125.80'], // 2.35175 floored to the cent
    ['1500', '20.00', '1,520.00'], // 23 is cut to the maximum
  ])('a recharge of %s costs a fee of %s: the wallet pays %s', async (amount, fee, paid) => {
    const { user, dialog } = await openMove('recharge');
    expect(dialog).toHaveTextContent(FEE_RULE);
    expect(dialog).toHaveTextContent(`${move.minimum}10.00 USD`);
    await user.type(within(dialog).getByRole('textbox', { name: `${text.amount.label}（USD）` }), amount);
    const preview = within(dialog).getByLabelText(move.previewLabel);
    expect(preview).toHaveTextContent(`${move.fee}${fee} USD`);
    expect(preview).toHaveTextContent(`${move.walletPays}${paid} USD`);
  });

  it('refuses a recharge below the minimum or beyond the wallet', async () => {
    const { user, dialog } = await openMove('recharge');
    const amount = within(dialog).getByRole('textbox', { name: `${text.amount.label}（USD）` });
    await pasteInto(user, amount, '9.99');
    await user.click(within(dialog).getByRole('button', { name: move.submit.recharge }));
    expect(within(dialog).getByText(text.amount.tooLow('10.00', 'USD'))).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '1630');
    expect(within(dialog).getByText(move.overWallet)).toHaveAttribute('role', 'alert');
    expect(within(dialog).getByRole('button', { name: move.submit.recharge })).toBeDisabled();
    expect(api.callsTo(CARD_ROUTES.recharge)).toHaveLength(0);
  });

  it('recharges once with an Idempotency-Key, then both balances and the transactions are asked again', async () => {
    api.on(CARD_ROUTES.recharge, {
      data: {
        card: aCard({ balance: '364.50' }),
        transaction: aCardTransaction({ type: 'TRANSFER_IN', amount: '100.00' }),
      },
    });
    const { user, dialog } = await openMove('recharge');
    const before = {
      balances: api.callsTo(CARD_ROUTES.balances).length,
      card: api.callsTo(CARD_ROUTES.card).length,
      transactions: api.callsTo(CARD_ROUTES.cardTransactions).length,
    };
    await pasteInto(user, within(dialog).getByRole('textbox', { name: `${text.amount.label}（USD）` }), '100');
    await pasteInto(user, within(dialog).getByLabelText(text.trxPassword.label), '135790');
    await user.click(within(dialog).getByRole('button', { name: move.submit.recharge }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(CARD_ROUTES.trxCheck)[0]?.body).toEqual({ trx_password: '135790' });
    const [call] = api.callsTo(CARD_ROUTES.recharge);
    expect(call?.body).toEqual({ amount: '100.00' });
    expect(call?.idempotencyKey).toBeTruthy();
    expect(call?.operationTicket).toBe('ticket-1');
    expect(notices()).toContain(move.done.recharge('100.00 USD'));
    await waitFor(() => {
      expect(api.callsTo(CARD_ROUTES.balances).length).toBeGreaterThan(before.balances);
      expect(api.callsTo(CARD_ROUTES.card).length).toBeGreaterThan(before.card);
      expect(api.callsTo(CARD_ROUTES.cardTransactions).length).toBeGreaterThan(before.transactions);
    });
  });

  it('asks for the transaction password by the spec rule before anything is sent', async () => {
    const { user, dialog } = await openMove('recharge');
    await pasteInto(user, within(dialog).getByRole('textbox', { name: `${text.amount.label}（USD）` }), '100');
    await user.click(within(dialog).getByRole('button', { name: move.submit.recharge }));
    expect(within(dialog).getByText(v.required)).toBeInTheDocument();
    await pasteInto(user, within(dialog).getByLabelText(text.trxPassword.label), '12345');
    await user.click(within(dialog).getByRole('button', { name: move.submit.recharge }));
    expect(within(dialog).getByText(v.alphanumeric6to10)).toBeInTheDocument();
    expect(api.callsTo(CARD_ROUTES.trxCheck)).toHaveLength(0);
  });

  it('keeps the amount after a wrong transaction password', async () => {
    api.on(CARD_ROUTES.trxCheck, { code: 4081, message: '交易密码错误', status: 400 });
    const { user, dialog } = await openMove('recharge');
    await pasteInto(user, within(dialog).getByRole('textbox', { name: `${text.amount.label}（USD）` }), '100');
    await pasteInto(user, within(dialog).getByLabelText(text.trxPassword.label), 'wrong123');
    await user.click(within(dialog).getByRole('button', { name: move.submit.recharge }));
    expect(await screen.findByText(strings.api.withCode('交易密码错误', 4081))).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: `${text.amount.label}（USD）` })).toHaveValue('100.00');
    expect(api.callsTo(CARD_ROUTES.recharge)).toHaveLength(0);
  });

  it('explains a missing transaction password and sends the link that sets it', async () => {
    api.on(CARD_ROUTES.trxCheck, { code: 4080, message: '尚未设置交易密码，请先设置交易密码', status: 409 });
    api.on(CARD_ROUTES.resetLink, { data: null });
    const { user, dialog } = await openMove('recharge');
    await pasteInto(user, within(dialog).getByRole('textbox', { name: `${text.amount.label}（USD）` }), '100');
    await pasteInto(user, within(dialog).getByLabelText(text.trxPassword.label), '135790');
    await user.click(within(dialog).getByRole('button', { name: move.submit.recharge }));
    expect(await within(dialog).findByText(text.trxPassword.notSet)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: text.trxPassword.sendLink }));
    await waitFor(() =>
      expect(api.callsTo(CARD_ROUTES.resetLink)[0]?.body).toEqual({
        email: 'demo@example.com',
        type: 'FORGET_TRX_PASSWORD',
      }),
    );
    expect(await screen.findByText(text.trxPassword.linkSent('demo@example.com'))).toBeInTheDocument();
  });

  it('shows what a withdrawal brings to the wallet, and refuses more than the card holds', async () => {
    const { user, dialog } = await openMove('withdraw');
    const amount = within(dialog).getByRole('textbox', { name: `${text.amount.label}（USD）` });
    await user.type(amount, '200');
    const preview = within(dialog).getByLabelText(move.previewLabel);
    expect(preview).toHaveTextContent(`${move.fee}2.00 USD`);
    expect(preview).toHaveTextContent(`${move.cardPays}200.00 USD`);
    expect(preview).toHaveTextContent(`${move.walletReceives}198.00 USD`);
    await user.clear(amount);
    await user.type(amount, '300');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(move.overCard);
  });
});

describe('删除卡片', () => {
  afterEach(() => setOnline(true));

  it('says where the balance goes, then deletes', async () => {
    api.on(CARD_ROUTES.remove, { data: aCard({ status: 'CARD_STATUS_DELETING' }) });
    const { user } = renderDetails();
    await user.click(within(await summary()).getByRole('button', { name: text.deletion.open }));
    const dialog = screen.getByRole('dialog', { name: text.deletion.title });
    expect(dialog).toHaveTextContent(text.deletion.body('4242', '264.50 USD'));
    await user.click(within(dialog).getByRole('button', { name: text.deletion.submit }));
    expect(await within(await summary()).findByText(cardStatus.CARD_STATUS_DELETING)).toBeInTheDocument();
    expect(api.callsTo(CARD_ROUTES.remove)).toHaveLength(1);
  });

  it('keeps the deletion through a network failure and sends it again on 重新提交', async () => {
    api.on(CARD_ROUTES.remove, { networkError: true });
    const { user } = renderDetails();
    await user.click(within(await summary()).getByRole('button', { name: text.deletion.open }));
    const dialog = screen.getByRole('dialog', { name: text.deletion.title });
    setOnline(false);
    await user.click(within(dialog).getByRole('button', { name: text.deletion.submit }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(strings.api.networkWrite);

    api.on(CARD_ROUTES.remove, { data: aCard({ status: 'CARD_STATUS_DELETING' }) });
    setOnline(true);
    await user.click(await within(dialog).findByRole('button', { name: strings.ui.resubmit }));
    expect(await within(await summary()).findByText(cardStatus.CARD_STATUS_DELETING)).toBeInTheDocument();
    expect(api.callsTo(CARD_ROUTES.remove)).toHaveLength(2);
  });

  it('is not offered while a card is changing', async () => {
    api.on(CARD_ROUTES.card, { data: aCard({ status: 'CARD_STATUS_FREEZING' }) });
    renderDetails();
    const card = await summary();
    await within(card).findByText(cardStatus.CARD_STATUS_FREEZING);
    expect(within(card).queryByRole('button', { name: text.deletion.open })).not.toBeInTheDocument();
  });
});

describe('卡片交易', () => {
  it('labels every type and status of spec §4, with the direction of each amount', async () => {
    const types = Object.keys(CARD_TRANSACTION_TYPES) as (keyof typeof CARD_TRANSACTION_TYPES)[];
    const statuses = Object.keys(CARD_TRANSACTION_STATUSES) as (keyof typeof CARD_TRANSACTION_STATUSES)[];
    api.on(
      CARD_ROUTES.cardTransactions,
      pageOf(
        types.map((type, index) =>
          aCardTransaction({
            id: `t${index}`,
            type,
            status: statuses[index % statuses.length],
            reason: index === 2 ? REFUSAL : null,
          }),
        ),
      ),
    );
    renderDetails();
    const table = await screen.findByRole('table', { name: text.cardTransactions.listLabel });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      contractLabels.cardTransactionType.CONSUME,
      contractLabels.cardTransactionType.REFUND,
      contractLabels.cardTransactionType.TRANSFER_IN,
      contractLabels.cardTransactionType.TRANSFER_OUT,
    ]);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
      contractLabels.cardTransactionStatus.CARD_TRANSACTION_STATUS_CLOSED,
      contractLabels.cardTransactionStatus.CARD_TRANSACTION_STATUS_PENDING,
      contractLabels.cardTransactionStatus.CARD_TRANSACTION_STATUS_FAIL,
      contractLabels.cardTransactionStatus.CARD_TRANSACTION_STATUS_CLOSED,
    ]);
    expect(rows.map((row) => within(row).getAllByRole('cell')[3]?.textContent)).toEqual([
      '-12.00 USD',
      '+12.00 USD',
      '+12.00 USD',
      '-12.00 USD',
    ]);
    expect(rows[2]).toHaveTextContent(REFUSAL);
    expect(rows[0]).toHaveTextContent('Coffee Shop');
  });

  it('filters by type and status in the URL', async () => {
    const { user } = renderDetails();
    await screen.findByRole('table', { name: text.cardTransactions.listLabel });
    await user.selectOptions(
      screen.getByRole('combobox', { name: text.cardTransactions.type }),
      contractLabels.cardTransactionType.REFUND,
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: text.cardTransactions.status }),
      contractLabels.cardTransactionStatus.CARD_TRANSACTION_STATUS_FAIL,
    );
    await waitFor(() => expect(address()).toBe('/card-details?id=c1&type=REFUND&status=CARD_TRANSACTION_STATUS_FAIL'));
    const calls = api.callsTo(CARD_ROUTES.cardTransactions);
    await waitFor(() =>
      expect(Object.fromEntries(calls[calls.length - 1]?.query ?? [])).toMatchObject({
        type: 'REFUND',
        status: 'CARD_TRANSACTION_STATUS_FAIL',
      }),
    );
  });

  it('has an empty state', async () => {
    api.on(CARD_ROUTES.cardTransactions, pageOf([]));
    renderDetails();
    expect(await screen.findByText(text.cardTransactions.empty)).toBeInTheDocument();
  });
});

describe('查看卡号', () => {
  afterEach(() => jest.useRealTimers());

  it('asks for an access code, shows the number and CVV for 60 s with a countdown, then hides them', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    api.on(CARD_ROUTES.accessCode, { data: null });
    api.on(CARD_ROUTES.secrets, {
      data: {
        card_id: 'c1',
        card_no: '4859320000004242',
        cvv: '123',
        expiry: '11/29',
        expires_at: '2026-11-24T08:01:00Z',
      },
    });
    const { user } = renderDetails();
    await user.click(within(await summary()).getByRole('button', { name: reveal.open }));
    const dialog = screen.getByRole('dialog', { name: reveal.title });
    expect(await within(dialog).findByText(reveal.intro('+86 138****8000'))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: strings.ui.sendCode }));
    await waitFor(() =>
      expect(api.callsTo(CARD_ROUTES.accessCode)[0]?.body).toEqual({
        send_type: 'SEND_TYPE_PHONE',
        mark_type: 'MARK_TYPE_ACCESS',
        access_purpose: 'REVEAL_CARD_NUMBER',
      }),
    );
    await pasteInto(user, within(dialog).getByRole('textbox', { name: reveal.code }), '123456');
    await user.click(within(dialog).getByRole('button', { name: reveal.submit }));

    expect(await within(dialog).findByText('4859 3200 0000 4242')).toBeInTheDocument();
    expect(within(dialog).getByText('123')).toBeInTheDocument();
    expect(api.callsTo(CARD_ROUTES.secrets)[0]?.body).toEqual({ captcha: '123456' });
    expect(within(dialog).getByRole('timer')).toHaveTextContent(reveal.hidesIn(60));
    // user-event stands in for the clipboard; what is written to it is what counts.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(within(dialog).getByRole('button', { name: reveal.copyNumber }));
    expect(writeText).toHaveBeenCalledWith('4859320000004242');
    // Said inside the dialog: the page behind it is inert.
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(reveal.copiedNumber));
    await user.click(within(dialog).getByRole('button', { name: reveal.copyCvv }));
    expect(writeText).toHaveBeenLastCalledWith('123');
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(reveal.copiedCvv));

    await act(async () => jest.advanceTimersByTime(30_000));
    expect(within(dialog).getByRole('timer')).toHaveTextContent(reveal.hidesIn(30));
    await act(async () => jest.advanceTimersByTime(30_000));
    expect(screen.queryByText('4859 3200 0000 4242')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Nothing of it stayed behind.
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('4859320000004242');
  });

  it('hides them at once on 立即隐藏', async () => {
    api.on(CARD_ROUTES.secrets, {
      data: {
        card_id: 'c1',
        card_no: '4859320000004242',
        cvv: '123',
        expiry: '11/29',
        expires_at: '2026-11-24T08:01:00Z',
      },
    });
    const { user } = renderDetails();
    await user.click(within(await summary()).getByRole('button', { name: reveal.open }));
    const dialog = screen.getByRole('dialog', { name: reveal.title });
    await pasteInto(user, within(dialog).getByRole('textbox', { name: reveal.code }), '123456');
    await user.click(within(dialog).getByRole('button', { name: reveal.submit }));
    await user.click(await within(dialog).findByRole('button', { name: reveal.hideNow }));
    expect(screen.queryByText('4859 3200 0000 4242')).not.toBeInTheDocument();
  });

  it('after a reload, the code sent before keeps its countdown instead of offering a send the API would refuse', async () => {
    api.on(CARD_ROUTES.accessCode, { data: null });
    const first = renderDetails();
    await first.user.click(within(await summary()).getByRole('button', { name: reveal.open }));
    await first.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: strings.ui.sendCode }));
    await within(screen.getByRole('dialog')).findByRole('button', { name: countingDown });
    // A reload: the page starts afresh, the tab keeps its session storage.
    first.unmount();

    const { user } = renderDetails();
    await user.click(within(await summary()).getByRole('button', { name: reveal.open }));
    const waiting = within(screen.getByRole('dialog')).getByRole('button', { name: countingDown });
    expect(waiting).toBeDisabled();
    expect(api.callsTo(CARD_ROUTES.accessCode)).toHaveLength(1);
  });
});
