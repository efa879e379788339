import { screen, waitFor, within } from '@testing-library/react';
import { noticesAtom, portalStore, strings } from '@portal/shared';
import { CARD_ROUTES, aCard, answerWalletAndCards } from '../../../testing/card-fixtures';
import { renderSignedIn, startFakeApi } from '../../../testing/render-page';
import { cardStrings as text } from '../../../strings';
import { CardDetailsPage } from '../card-details-page';

const t = text.nickname;
/** A name the customer types (data, not a text of the portal). */
const TRAVEL = '出差用 ✈️';
const api = startFakeApi();
beforeEach(() => answerWalletAndCards(api));

const renderDetails = () => renderSignedIn(<CardDetailsPage />, '/card-details?id=c1');
const panel = () => screen.findByRole('region', { name: t.label });
const notices = () => portalStore.get(noticesAtom).map((notice) => notice.text);

describe('the card name on card details', () => {
  it('names an unnamed card: the name is trimmed, sent, and shown', async () => {
    api.on(CARD_ROUTES.nickname, (call) => ({
      data: aCard({ nickname: (call.body as { nickname: string }).nickname }),
    }));
    const { user } = renderDetails();
    expect(await panel()).toHaveTextContent(t.none);
    await user.click(within(await panel()).getByRole('button', { name: t.add }));
    const dialog = await screen.findByRole('dialog', { name: t.add });
    await user.type(within(dialog).getByRole('textbox', { name: t.label }), `  ${TRAVEL} `);
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(CARD_ROUTES.nickname)[0]).toMatchObject({
      params: { id: 'c1' },
      body: { nickname: TRAVEL },
    });
    expect(await panel()).toHaveTextContent(TRAVEL);
    expect(within(await panel()).getByRole('button', { name: t.edit })).toBeInTheDocument();
    expect(notices()).toContain(t.saved);
  });

  it('refuses more than 20 characters as read before sending, and counts an emoji once', async () => {
    api.on(CARD_ROUTES.card, { data: aCard({ nickname: 'Ads' }) });
    const { user } = renderDetails();
    await user.click(within(await panel()).getByRole('button', { name: t.edit }));
    const field = within(await screen.findByRole('dialog', { name: t.edit })).getByRole('textbox', { name: t.label });
    expect(field).toHaveValue('Ads');
    await user.clear(field);
    await user.type(field, '广'.repeat(21));
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(strings.validation.cardNicknameTooLong)).toBeInTheDocument();
    expect(api.callsTo(CARD_ROUTES.nickname)).toEqual([]);
  });

  it('clears the name when saved empty', async () => {
    api.on(CARD_ROUTES.card, { data: aCard({ nickname: 'Ads' }) });
    api.on(CARD_ROUTES.nickname, { data: aCard({ nickname: null }) });
    const { user } = renderDetails();
    await user.click(within(await panel()).getByRole('button', { name: t.edit }));
    await user.clear(within(await screen.findByRole('dialog')).getByRole('textbox', { name: t.label }));
    await user.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(CARD_ROUTES.nickname)[0]?.body).toEqual({ nickname: '' });
    expect(await panel()).toHaveTextContent(t.none);
    expect(notices()).toContain(t.cleared);
  });

  it("shows the API's refusal", async () => {
    api.on(CARD_ROUTES.nickname, { status: 400, code: 4032, message: '卡片名称不能包含控制字符' });
    const { user } = renderDetails();
    await user.click(within(await panel()).getByRole('button', { name: t.add }));
    await user.type(within(await screen.findByRole('dialog')).getByRole('textbox', { name: t.label }), 'ok');
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(strings.api.withCode('卡片名称不能包含控制字符', 4032))).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
