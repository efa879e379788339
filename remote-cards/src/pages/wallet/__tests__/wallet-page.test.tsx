import { act, screen, waitFor, within } from '@testing-library/react';
import { createGate, pasteInto } from '@portal/shared/testing';
import { noticesAtom, portalStore, strings } from '@portal/shared';
import { WALLET_TRANSACTION_TYPES } from '@portal/shared/contract';
import { CARD_ROUTES, aWalletTransaction, answerWalletAndCards, pageOf } from '../../../testing/card-fixtures';
import { address, renderSignedIn, startFakeApi } from '../../../testing/render-page';
import { contractLabels } from '../../../contract-labels';
import { cardStrings as text } from '../../../strings';
import { spendingStrings } from '../spending-charts/strings';
import { WalletPage } from '../wallet-page';

const wallet = text.wallet;
const trx = text.walletTransactions;
const trxType = contractLabels.walletTransactionType;

const api = startFakeApi();
beforeEach(() => answerWalletAndCards(api));

const renderWallet = (route = '/wallet') => renderSignedIn(<WalletPage />, route);
const balances = () => screen.findByRole('region', { name: wallet.balancesLabel });
const transactions = () => screen.findByRole('table', { name: trx.listLabel });
const lastQuery = () => {
  const calls = api.callsTo(CARD_ROUTES.walletTransactions);
  return Object.fromEntries(calls[calls.length - 1]?.query ?? []);
};

describe('/wallet balances', () => {
  it('shows each currency exactly, with what is pending', async () => {
    renderWallet();
    const usd = await within(await balances()).findByRole('group', { name: `USD ${text.wallet.available}` });
    expect(usd).toHaveTextContent('1,638.50 USD');
    expect(usd).toHaveTextContent(`${text.wallet.anew} 25.00 USD`);
    const cny = within(await balances()).getByRole('group', { name: `CNY ${text.wallet.available}` });
    expect(cny).toHaveTextContent('19,039.50 CNY');
  });

  it('shows a currency the wallet has never held as 0.00', async () => {
    api.on(CARD_ROUTES.balances, { data: [{ currency: 'USD', available: '5.00', anew: '0.00' }] });
    renderWallet();
    expect(await screen.findByRole('group', { name: `CNY ${text.wallet.available}` })).toHaveTextContent('0.00 CNY');
  });

  it('says when the balances cannot be loaded, and 重试 loads them', async () => {
    api.on(CARD_ROUTES.balances, { code: 1500, message: '服务器开小差了，请稍后重试', status: 500 });
    const { user } = renderWallet();
    const region = await balances();
    expect(await within(region).findByRole('alert')).toHaveTextContent(text.loadFailed);
    api.on(CARD_ROUTES.balances, { data: [{ currency: 'USD', available: '7.00', anew: '0.00' }] });
    await user.click(within(region).getByRole('button', { name: text.retry }));
    expect(await within(region).findByRole('group', { name: `USD ${text.wallet.available}` })).toHaveTextContent(
      '7.00 USD',
    );
  });

  it('counts the cards held and those still available, each leading on', async () => {
    renderWallet();
    const counters = await screen.findByRole('region', { name: wallet.countersLabel });
    // Two calls, answered in either order.
    await waitFor(() => expect(counters).toHaveTextContent(`${text.wallet.cardsHeld}${text.wallet.cardsUnit(1)}`));
    await waitFor(() =>
      expect(counters).toHaveTextContent(`${text.wallet.cardsAvailable}${text.wallet.cardsUnit(196)}`),
    );
    expect(within(counters).getByRole('link', { name: new RegExp(text.wallet.toCards) })).toHaveAttribute(
      'href',
      '/card',
    );
    expect(within(counters).getByRole('link', { name: new RegExp(text.wallet.toCreateCard) })).toHaveAttribute(
      'href',
      '/create-card',
    );
  });
});

describe('/wallet on a phone', () => {
  it('shows the balances first, then the spending and the movements below them', async () => {
    // The balances wait for the gate: nothing below the fold is asked for or shown meanwhile.
    const gate = createGate();
    api.on(CARD_ROUTES.balances, async () => {
      await gate.opened;
      return { data: [{ currency: 'USD', available: '12.00', anew: '0.00' }] };
    });
    renderWallet();
    await balances();
    expect(screen.queryByRole('region', { name: trx.heading })).not.toBeInTheDocument();
    expect(api.callsTo(CARD_ROUTES.walletTransactions)).toHaveLength(0);
    await act(async () => gate.open());
    expect(await screen.findByRole('group', { name: `USD ${text.wallet.available}` })).toHaveTextContent('12.00 USD');
    expect(await transactions()).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: spendingStrings.heading })).toBeInTheDocument();
  });
});

describe('a frozen wallet', () => {
  beforeEach(() => api.on(CARD_ROUTES.balanceStatus, { data: { status: 'BALANCE_STATUS_FROZEN' } }));

  it('says so and disables every money action, with the reason', async () => {
    renderWallet();
    expect(await screen.findByText(text.frozen.title)).toBeInTheDocument();
    const topUp = screen.getByRole('button', { name: wallet.topUp });
    await waitFor(() => expect(topUp).toBeDisabled());
    expect(topUp).toHaveAccessibleDescription(text.frozen.reason);
    expect(screen.getByRole('button', { name: wallet.topUpIn('USD') })).toBeDisabled();
    expect(screen.queryByRole('link', { name: new RegExp(text.wallet.toCreateCard) })).not.toBeInTheDocument();
  });

  it('is any status but BALANCE_STATUS_AVAILABLE', async () => {
    api.on(CARD_ROUTES.balanceStatus, { data: { status: 'BALANCE_STATUS_AVAILABLE' } });
    renderWallet();
    await balances();
    await waitFor(() => expect(screen.getByRole('button', { name: wallet.topUp })).toBeEnabled());
    expect(screen.queryByText(text.frozen.title)).not.toBeInTheDocument();
  });
});

describe('请求充值', () => {
  it('checks the amount as the spec and the API say', async () => {
    const { user } = renderWallet();
    await user.click(await screen.findByRole('button', { name: wallet.topUp }));
    // The dialog's code is a chunk of its own: it may still be on its way when the button is pressed.
    const dialog = await screen.findByRole('dialog', { name: text.topUp.title });
    const amount = within(dialog).getByRole('textbox', { name: `${text.amount.label}（USD）` });
    await user.click(within(dialog).getByRole('button', { name: text.topUp.submit }));
    expect(within(dialog).getByText(text.amount.required)).toBeInTheDocument();
    await pasteInto(user, amount, '0');
    await user.tab();
    expect(within(dialog).getByText(text.amount.invalid)).toBeInTheDocument();
    await user.clear(amount);
    await pasteInto(user, amount, '1000001');
    await user.tab();
    expect(within(dialog).getByText(text.amount.tooHigh)).toBeInTheDocument();
    expect(api.callsTo(CARD_ROUTES.topUp)).toHaveLength(0);
  });

  it('floors the amount, sends it once with an Idempotency-Key and says what became of it', async () => {
    api.on(CARD_ROUTES.topUp, (call) => ({
      data: {
        id: 'r1',
        currency: 'CNY',
        amount: (call.body as { amount: string }).amount,
        status: 'TOP_UP_STATUS_PENDING',
        created_at: '2026-11-24T08:00:00Z',
      },
    }));
    const { user } = renderWallet();
    await user.click(await screen.findByRole('button', { name: wallet.topUpIn('CNY') }));
    const dialog = await screen.findByRole('dialog', { name: text.topUp.title });
    expect(within(dialog).getByRole('combobox', { name: text.currency })).toHaveValue('CNY');
    const amount = within(dialog).getByRole('textbox', { name: `${text.amount.label}（CNY）` });
    await pasteInto(user, amount, '1234.567');
    await user.tab();
    expect(amount).toHaveValue('1234.56');
    await user.click(within(dialog).getByRole('button', { name: text.topUp.submit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [call] = api.callsTo(CARD_ROUTES.topUp);
    expect(call?.body).toEqual({ currency: 'CNY', amount: '1234.56' });
    expect(call?.idempotencyKey).toMatch(/^[\w-]{8,128}$/);
    expect(portalStore.get(noticesAtom).map((notice) => notice.text)).toContain(
      text.topUp.done.TOP_UP_STATUS_PENDING('1,234.56 CNY'),
    );
    // The balances are asked again, to show the pending amount.
    await waitFor(() => expect(api.callsTo(CARD_ROUTES.balances).length).toBeGreaterThan(1));
  });

  it('keeps the amount after a network failure and resubmits it with the same key', async () => {
    let tries = 0;
    api.on(CARD_ROUTES.topUp, () => {
      tries += 1;
      return tries === 1
        ? { networkError: true }
        : {
            data: {
              id: 'r1',
              currency: 'USD',
              amount: '50.00',
              status: 'TOP_UP_STATUS_APPROVED',
              created_at: '2026-11-24T08:00:00Z',
            },
          };
    });
    const { user } = renderWallet();
    await user.click(await screen.findByRole('button', { name: wallet.topUp }));
    const dialog = await screen.findByRole('dialog', { name: text.topUp.title });
    await pasteInto(user, within(dialog).getByRole('textbox', { name: `${text.amount.label}（USD）` }), '50');
    await user.click(within(dialog).getByRole('button', { name: text.topUp.submit }));
    await user.click(await within(dialog).findByRole('button', { name: strings.ui.resubmit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const keys = api.callsTo(CARD_ROUTES.topUp).map((call) => call.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});

describe('钱包流水', () => {
  it('labels every type of spec §4 and signs each amount', async () => {
    const types = Object.keys(WALLET_TRANSACTION_TYPES) as (keyof typeof WALLET_TRANSACTION_TYPES)[];
    api.on(
      CARD_ROUTES.walletTransactions,
      pageOf(
        types.map((type, index) =>
          aWalletTransaction({
            id: `w${index}`,
            type,
            amount: index % 2 === 0 ? '100.00' : '-20.00',
            fee: index === 4 ? '5.00' : '0.00',
            card_id: index === 1 ? 'c9' : null,
            card_last4: index === 1 ? '9678' : null,
          }),
        ),
      ),
    );
    renderWallet();
    const rows = within(await transactions())
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      trxType.ADMIN_RECHARGE_IN,
      trxType.TRANSFER_OUT_TO_CARD,
      trxType.ADMIN_RECHARGE_OUT,
      trxType.TRANSFER_IN_FROM_CARD,
      trxType.OPEN_CARD,
    ]);
    expect(rows[0]).toHaveTextContent('+100.00 USD');
    expect(rows[1]).toHaveTextContent('-20.00 USD');
    expect(within(rows[1]!).getByRole('link', { name: text.cards.masked('9678') })).toHaveAttribute(
      'href',
      '/card-details?id=c9',
    );
    expect(rows[4]).toHaveTextContent('5.00');
  });

  it('keeps the filters in the URL and asks for them, the dates as whole local days', async () => {
    const { user } = renderWallet();
    await transactions();
    await user.selectOptions(screen.getByRole('combobox', { name: trx.type }), trxType.OPEN_CARD);
    await user.selectOptions(screen.getByRole('combobox', { name: text.currency }), 'CNY');
    await waitFor(() => expect(address()).toBe('/wallet?type=OPEN_CARD&currency=CNY'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ type: 'OPEN_CARD', currency: 'CNY', page: '1' }));
  });

  it('opens on the filters and page a URL gives (a reload, Back)', async () => {
    api.on(CARD_ROUTES.walletTransactions, pageOf([aWalletTransaction()], 45, 3, 20));
    renderWallet('/wallet?type=TRANSFER_IN_FROM_CARD&from=2026-11-01&to=2026-11-30&page=3&size=20');
    await transactions();
    expect(screen.getByRole('combobox', { name: trx.type })).toHaveValue('TRANSFER_IN_FROM_CARD');
    expect(screen.getByLabelText(trx.from)).toHaveValue('2026-11-01');
    const query = lastQuery();
    expect(query).toMatchObject({ type: 'TRANSFER_IN_FROM_CARD', page: '3', page_size: '20' });
    expect(query.start_time).toBe(new Date(2026, 10, 1).toISOString());
    expect(query.end_time).toBe(new Date(2026, 11, 1).toISOString());
    expect(screen.getByRole('button', { name: text.pager.page(3, 3) })).toHaveAttribute('aria-current', 'page');
  });

  it('says when the range runs backwards and asks without it', async () => {
    renderWallet('/wallet?from=2026-11-30&to=2026-11-01');
    expect(await screen.findByText(trx.dateOrder)).toBeInTheDocument();
    await transactions();
    expect(lastQuery().start_time).toBeUndefined();
  });

  it('has an empty state, with and without filters', async () => {
    api.on(CARD_ROUTES.walletTransactions, pageOf([]));
    renderWallet();
    expect(await screen.findByText(trx.empty)).toBeInTheDocument();
  });

  it('says when nothing matches the filters, and 重置 clears them', async () => {
    api.on(CARD_ROUTES.walletTransactions, pageOf([]));
    const { user } = renderWallet('/wallet?currency=CNY');
    expect(await screen.findByText(trx.emptyFiltered)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: trx.reset }));
    await waitFor(() => expect(address()).toBe('/wallet'));
  });

  it('shows a loading state, then an error with 重试', async () => {
    // The answer waits for the gate, however late the call comes: the loading state is seen first.
    const gate = createGate();
    api.on(CARD_ROUTES.walletTransactions, async () => {
      await gate.opened;
      return { code: 1500, message: '服务器开小差了，请稍后重试', status: 500 };
    });
    const { user } = renderWallet();
    const panel = await screen.findByRole('region', { name: trx.heading });
    expect(within(panel).getByRole('status', { name: text.loading })).toBeInTheDocument();
    await act(async () => gate.open());
    expect(await within(panel).findByRole('alert')).toHaveTextContent(text.loadFailed);
    api.on(CARD_ROUTES.walletTransactions, pageOf([aWalletTransaction()]));
    await user.click(within(panel).getByRole('button', { name: text.retry }));
    expect(await transactions()).toBeInTheDocument();
  });
});
