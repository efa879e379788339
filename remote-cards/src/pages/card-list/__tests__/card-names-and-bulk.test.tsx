import { screen, waitFor, within } from '@testing-library/react';
import { CARD_ROUTES, aCard, answerWalletAndCards, pageOf } from '../../../testing/card-fixtures';
import { renderSignedIn, startFakeApi } from '../../../testing/render-page';
import { contractLabels } from '../../../contract-labels';
import { cardStrings as text } from '../../../strings';
import { CardListPage } from '../card-list-page';

const t = text.bulkStatus;
const FREEZE = 'UPDATE_CARD_STATUS_FREEZE';

const api = startFakeApi();
beforeEach(() => answerWalletAndCards(api));

/** A name the customer gave (data, not a text of the portal). */
const ADS = '广告投放';
const ads = aCard({ id: 'a', last4: '1111', nickname: ADS });
const plain = aCard({ id: 'b', last4: '2222' });
const frozen = aCard({ id: 'c', last4: '3333', status: 'CARD_STATUS_FREEZE', nickname: 'Travel' });
const table = () => screen.findByRole('table', { name: text.cards.listLabel });

describe('card names in the list', () => {
  it('shows a named card with its name, and names it so to screen readers', async () => {
    api.on(CARD_ROUTES.cards, pageOf([ads, plain]));
    renderSignedIn(<CardListPage />, '/card');
    const link = await within(await table()).findByRole('link', { name: text.cards.named(ADS, '1111') });
    const row = link.closest('tr') as HTMLElement;
    expect(row).toHaveTextContent(ADS);
    expect(within(await table()).getByRole('link', { name: text.cards.maskedLabel('2222') })).toBeInTheDocument();
  });
});

describe('bulk freeze', () => {
  it('is offered once cards are selected', async () => {
    api.on(CARD_ROUTES.cards, pageOf([ads, plain]));
    const { user } = renderSignedIn(<CardListPage />, '/card');
    await table();
    expect(screen.getByRole('button', { name: t[FREEZE] })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: text.cards.select('1111') }));
    expect(screen.getByRole('button', { name: t.selected(t[FREEZE], 1) })).toBeEnabled();
  });

  it('asks once naming the cards to change and those skipped, then shows a result per card', async () => {
    api.on(CARD_ROUTES.cards, pageOf([ads, plain, frozen]));
    api.on(CARD_ROUTES.bulkStatus, {
      data: {
        results: [
          { card_id: 'a', ok: true, card: { ...ads, status: 'CARD_STATUS_FREEZING' }, code: null, message: null },
          { card_id: 'b', ok: false, card: plain, code: 4030, message: '卡片当前状态不支持该操作' },
        ],
        success_count: 1,
        fail_count: 1,
      },
    });
    const { user } = renderSignedIn(<CardListPage />, '/card');
    await table();
    await user.click(screen.getByRole('checkbox', { name: text.cards.selectAll }));
    await user.click(screen.getByRole('button', { name: t.selected(t[FREEZE], 3) }));

    const confirm = await screen.findByRole('dialog', { name: t.confirmTitle[FREEZE] });
    expect(confirm).toHaveTextContent(t.confirmBody[FREEZE](2));
    expect(confirm).toHaveTextContent(text.cards.named(ADS, '1111'));
    expect(confirm).toHaveTextContent(text.cards.maskedLabel('2222'));
    expect(confirm).toHaveTextContent(t.skippedTitle(1));
    expect(confirm).toHaveTextContent(t.alreadyThere(contractLabels.cardStatus.CARD_STATUS_FREEZE));
    const listedBefore = api.callsTo(CARD_ROUTES.cards).length;
    await user.click(within(confirm).getByRole('button', { name: text.actions[FREEZE] }));

    const results = await screen.findByRole('dialog', { name: t.resultTitle[FREEZE] });
    expect(api.callsTo(CARD_ROUTES.bulkStatus).map((call) => call.body)).toEqual([
      { action: FREEZE, card_ids: ['a', 'b'] },
    ]);
    expect(within(results).getByRole('status')).toHaveTextContent(t.counts(1, 1, 1));
    const lines = within(within(results).getByRole('list', { name: t.resultsLabel })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      `${text.cards.named(ADS, '1111')}${t.succeeded[FREEZE]}`,
      `${text.cards.maskedLabel('2222')}${t.failed('卡片当前状态不支持该操作')}`,
      `${text.cards.named('Travel', '3333')}${t.skipped(t.alreadyThere(contractLabels.cardStatus.CARD_STATUS_FREEZE))}`,
    ]);
    // The list follows, as after a single freeze, and the selection has served.
    await waitFor(() => expect(api.callsTo(CARD_ROUTES.cards).length).toBeGreaterThan(listedBefore));
    await user.click(within(results).getByRole('button', { name: t.done }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: t[FREEZE] })).toBeDisabled();
  });

  it('sends nothing when no selected card can be changed', async () => {
    api.on(CARD_ROUTES.cards, pageOf([frozen]));
    const { user } = renderSignedIn(<CardListPage />, '/card');
    await table();
    await user.click(screen.getByRole('checkbox', { name: text.cards.select('3333') }));
    await user.click(screen.getByRole('button', { name: t.selected(t[FREEZE], 1) }));
    const dialog = await screen.findByRole('dialog', { name: t.confirmTitle[FREEZE] });
    expect(dialog).toHaveTextContent(t.nothingToDo);
    await user.click(within(dialog).getByRole('button', { name: t.gotIt }));
    expect(api.callsTo(CARD_ROUTES.bulkStatus)).toEqual([]);
  });
});
