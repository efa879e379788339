import { act, screen, waitFor, within } from '@testing-library/react';
import { createTheme } from '@portal/shared';
import { CARD_STATUSES, type CardStatus } from '@portal/shared/contract';
import { createGate } from '@portal/shared/testing';
import { CARD_ROUTES, aCard, answerWalletAndCards, pageOf } from '../../../testing/card-fixtures';
import { address, renderSignedIn, startFakeApi } from '../../../testing/render-page';
import { contractLabels } from '../../../contract-labels';
import { cardStrings as text } from '../../../strings';
import { CardListPage } from '../card-list-page';

const cards = text.cards;
const actions = text.actions;
const cardStatus = contractLabels.cardStatus;

const api = startFakeApi();
beforeEach(() => answerWalletAndCards(api));

const renderList = (route = '/card') => renderSignedIn(<CardListPage />, route);
const table = () => screen.findByRole('table', { name: cards.listLabel });
const rowOf = async (last4: string) =>
  (await within(await table()).findByRole('link', { name: cards.maskedLabel(last4) })).closest('tr') as HTMLElement;
const lastQuery = () => {
  const calls = api.callsTo(CARD_ROUTES.cards);
  return Object.fromEntries(calls[calls.length - 1]?.query ?? []);
};

const STATUSES = Object.keys(CARD_STATUSES) as CardStatus[];
const theme = createTheme();
const hex = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? []).map((n) => Number(n).toString(16).padStart(2, '0')).join('')}`.toUpperCase();

describe('/card list', () => {
  it('shows every status with the label and colour of spec §4', async () => {
    api.on(CARD_ROUTES.cards, pageOf(STATUSES.map((status, i) => aCard({ id: `c${i}`, last4: `10${i}0`, status }))));
    renderList();
    for (const [i, status] of STATUSES.entries()) {
      const { label, color } = CARD_STATUSES[status];
      const tag = within(await rowOf(`10${i}0`)).getByText(label);
      expect(hex(getComputedStyle(tag).color)).toBe(theme.status[color].text.toUpperCase());
    }
    // The chips carry the same colours, 使用中 green, 冻结 and 失败 red, the transitional ones lime.
    expect(CARD_STATUSES.CARD_STATUS_NORMAL.color).toBe('green');
    expect(['CARD_STATUS_FREEZE', 'CARD_STATUS_FAIL'].map((s) => CARD_STATUSES[s as CardStatus].color)).toEqual([
      'red',
      'red',
    ]);
  });

  it('shows each card masked, with its currency, balance and creation time', async () => {
    api.on(CARD_ROUTES.cards, pageOf([aCard({ balance: '1234.5', currency: 'CNY' })]));
    renderList();
    const row = await rowOf('4242');
    expect(row).toHaveTextContent(cards.masked('4242'));
    expect(row).toHaveTextContent('CNY');
    expect(row).toHaveTextContent('1,234.50');
    expect(within(row).getByRole('link', { name: cards.maskedLabel('4242') })).toHaveAttribute(
      'href',
      '/card-details?id=c1',
    );
  });

  it.each([
    ['CARD_STATUS_NORMAL', [actions.UPDATE_CARD_STATUS_FREEZE]],
    ['CARD_STATUS_FREEZE', [actions.UPDATE_CARD_STATUS_UNFREEZE]],
    ['CARD_STATUS_FREEZING', [actions.UPDATE_CARD_STATUS_UNFREEZE]],
    ['CARD_STATUS_UNFREEZING', []],
    ['CARD_STATUS_INIT', []],
    ['CARD_STATUS_DELETING', []],
    ['CARD_STATUS_FAIL', []],
    ['CARD_STATUS_DELETE', []],
  ] as const)('offers %s the actions %j', async (status, actions) => {
    api.on(CARD_ROUTES.cards, pageOf([aCard({ status })]));
    renderList();
    const row = await rowOf('4242');
    const offered = within(row)
      .queryAllByRole('button')
      .map((button) => button.textContent);
    expect(offered).toEqual(actions);
  });

  it('freezes a card after asking, and the row follows the card until it settles', async () => {
    let status: CardStatus = 'CARD_STATUS_NORMAL';
    api.on(CARD_ROUTES.cards, () => pageOf([aCard({ status })]));
    api.on(CARD_ROUTES.status, () => {
      status = 'CARD_STATUS_FREEZING';
      return { data: aCard({ status }) };
    });
    const { user } = renderList();
    await user.click(
      within(await rowOf('4242')).getByRole('button', {
        name: `${text.actions.UPDATE_CARD_STATUS_FREEZE} ${text.cards.maskedLabel('4242')}`,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: actions.confirmTitle.UPDATE_CARD_STATUS_FREEZE });
    expect(dialog).toHaveTextContent(text.actions.confirmBody.UPDATE_CARD_STATUS_FREEZE('4242'));
    await user.click(within(dialog).getByRole('button', { name: actions.UPDATE_CARD_STATUS_FREEZE }));
    await waitFor(() =>
      expect(api.callsTo(CARD_ROUTES.status)[0]?.body).toEqual({ action: 'UPDATE_CARD_STATUS_FREEZE' }),
    );
    expect(await within(await rowOf('4242')).findByText(cardStatus.CARD_STATUS_FREEZING)).toBeInTheDocument();
    status = 'CARD_STATUS_FREEZE';
    expect(
      await within(await rowOf('4242')).findByText(cardStatus.CARD_STATUS_FREEZE, {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });

  it('cancelling the confirmation changes nothing', async () => {
    const { user } = renderList();
    await user.click(
      within(await rowOf('4242')).getByRole('button', {
        name: `${text.actions.UPDATE_CARD_STATUS_FREEZE} ${text.cards.maskedLabel('4242')}`,
      }),
    );
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: text.cancel }));
    expect(api.callsTo(CARD_ROUTES.status)).toHaveLength(0);
  });
});

describe('filters, search and paging', () => {
  it('keeps the status filter in the URL and asks for it; 全部 leaves deleted cards out', async () => {
    const { user } = renderList();
    await table();
    expect(lastQuery().status).toBeUndefined();
    await user.click(screen.getByRole('button', { name: cardStatus.CARD_STATUS_FREEZE }));
    await waitFor(() => expect(address()).toBe('/card?status=CARD_STATUS_FREEZE'));
    expect(screen.getByRole('button', { name: cardStatus.CARD_STATUS_FREEZE })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(lastQuery().status).toBe('CARD_STATUS_FREEZE'));
    await user.click(screen.getByRole('button', { name: cards.all }));
    await waitFor(() => expect(address()).toBe('/card'));
  });

  it('searches names or last digits once typing pauses, trimmed', async () => {
    const { user } = renderList();
    await table();
    const search = screen.getByRole('searchbox', { name: cards.search });
    const typed = '出差 42 ';
    await user.type(search, typed);
    expect(search).toHaveValue(typed);
    await waitFor(() => expect(address()).toBe(`/card?q=${encodeURIComponent(typed).replace(/%20/g, '+')}`));
    await waitFor(() => expect(lastQuery().keyword).toBe(typed.trim()));
    // One request for the whole word, not one per key.
    expect(api.callsTo(CARD_ROUTES.cards).filter((call) => call.query.get('keyword')).length).toBe(1);
  });

  it('opens on the status, search, page and size a URL gives (a reload, Back)', async () => {
    api.on(CARD_ROUTES.cards, pageOf([aCard()], 120, 2, 50));
    renderList('/card?status=CARD_STATUS_NORMAL&q=42&page=2&size=50');
    await table();
    expect(screen.getByRole('button', { name: cardStatus.CARD_STATUS_NORMAL })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('searchbox', { name: cards.search })).toHaveValue('42');
    expect(lastQuery()).toMatchObject({ status: 'CARD_STATUS_NORMAL', keyword: '42', page: '2', page_size: '50' });
    expect(screen.getByRole('combobox', { name: text.pager.pageSize })).toHaveValue('50');
  });

  it('pages, and a new filter starts again at page 1', async () => {
    api.on(CARD_ROUTES.cards, pageOf([aCard()], 35));
    const { user } = renderList();
    await table();
    await user.click(screen.getByRole('button', { name: text.pager.next }));
    await waitFor(() => expect(address()).toBe('/card?page=2'));
    await user.click(screen.getByRole('button', { name: cardStatus.CARD_STATUS_FAIL }));
    await waitFor(() => expect(address()).toBe('/card?status=CARD_STATUS_FAIL'));
  });
});

describe('selection and the page actions', () => {
  it('hands the selected ids to the bulk export', async () => {
    api.on(CARD_ROUTES.cards, pageOf([aCard(), aCard({ id: 'c2', last4: '5555' })]));
    const { user } = renderList();
    await user.click(within(await rowOf('5555')).getByRole('checkbox', { name: cards.select('5555') }));
    await user.click(screen.getByRole('button', { name: cards.bulkExportSelected(1) }));
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/bulk-export {"cardIds":["c2"]}');
  });

  it('selects the whole page at once', async () => {
    api.on(CARD_ROUTES.cards, pageOf([aCard(), aCard({ id: 'c2', last4: '5555' })]));
    const { user } = renderList();
    await table();
    await user.click(screen.getByRole('checkbox', { name: cards.selectAll }));
    expect(screen.getByRole('button', { name: cards.bulkExportSelected(2) })).toBeInTheDocument();
  });

  it('opens /create-card, and not while the wallet is frozen', async () => {
    api.on(CARD_ROUTES.balanceStatus, { data: { status: 'BALANCE_STATUS_FROZEN' } });
    renderList();
    await table();
    await waitFor(() => expect(screen.getByRole('button', { name: cards.openCard })).toBeDisabled());
    expect(screen.getByRole('button', { name: cards.openCard })).toHaveAccessibleDescription(text.frozen.reason);
    expect(screen.getByText(text.frozen.title)).toBeInTheDocument();
  });
});

describe('empty, loading and error states', () => {
  it('invites a customer without cards to open one', async () => {
    api.on(CARD_ROUTES.cards, pageOf([]));
    renderList();
    expect(await screen.findByText(cards.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: cards.openCard })).toHaveAttribute('href', '/create-card');
  });

  it('says when nothing matches the filters', async () => {
    api.on(CARD_ROUTES.cards, pageOf([]));
    renderList('/card?q=0000');
    expect(await screen.findByText(cards.emptyFiltered)).toBeInTheDocument();
  });

  it('shows a loading state, then an error with 重试', async () => {
    // The answer waits for the gate, however late the call comes: the loading state is seen first.
    const gate = createGate();
    api.on(CARD_ROUTES.cards, async () => {
      await gate.opened;
      return { code: 1500, message: '服务器开小差了，请稍后重试', status: 500 };
    });
    const { user } = renderList();
    expect(await screen.findByRole('status', { name: text.loading })).toBeInTheDocument();
    await act(async () => gate.open());
    expect(await screen.findByText(text.loadFailed)).toBeInTheDocument();
    api.on(CARD_ROUTES.cards, pageOf([aCard()]));
    await user.click(screen.getByRole('button', { name: text.retry }));
    expect(await table()).toBeInTheDocument();
  });
});
