import { screen, waitFor, within } from '@testing-library/react';
import { CARD_ROUTES, aCard, answerWalletAndCards, someLimits } from '../../../testing/card-fixtures';
import { renderSignedIn, startFakeApi } from '../../../testing/render-page';
import { cardStrings } from '../../../strings';
import { limitStrings as text } from '../../../limits/strings';
import { CardDetailsPage } from '../card-details-page';

const api = startFakeApi();
beforeEach(() => answerWalletAndCards(api));

const renderDetails = () => renderSignedIn(<CardDetailsPage />, '/card-details?id=c1');
const panel = () => screen.findByRole('region', { name: text.title });
const fact = (region: HTMLElement, label: string) => within(region).getByText(label).nextElementSibling;

describe('the spending limits of a card', () => {
  it('shows each limit, what is left today and this month, and the time zone they count in', async () => {
    api.on(CARD_ROUTES.limits, {
      data: someLimits({ per_transaction_limit: '50.00', daily_limit: '100.00', left_today: '70.00' }),
    });
    renderDetails();
    const limits = await panel();
    await within(limits).findByText('50.00 USD');
    expect(fact(limits, text.daily)).toHaveTextContent('100.00 USD');
    expect(fact(limits, text.monthly)).toHaveTextContent(text.none);
    expect(fact(limits, text.leftToday)).toHaveTextContent(`70.00 USD${text.spent('30.00 USD')}`);
    expect(fact(limits, text.leftThisMonth)).toHaveTextContent(`${text.none}${text.spent('120.00 USD')}`);
    expect(limits).toHaveTextContent(text.timeZone);
  });

  it('checks the limits as typed and sends them, empty ones as none', async () => {
    api.on(CARD_ROUTES.saveLimits, (call) => ({
      data: someLimits({ ...(call.body as object), left_today: '170.00' }),
    }));
    const { user } = renderDetails();
    const limits = await panel();
    await user.click(await within(limits).findByRole('button', { name: text.edit }));
    const form = within(limits).getByRole('form', { name: text.formLabel });
    const field = (label: string) => within(form).getByLabelText(text.withCurrency(label, 'USD'));

    await user.type(field(text.perTransaction), '500');
    await user.type(field(text.daily), '200');
    await user.click(within(form).getByRole('button', { name: text.save }));
    expect(await within(form).findByText(text.outOfOrder)).toBeInTheDocument();
    expect(api.callsTo(CARD_ROUTES.saveLimits)).toHaveLength(0);

    await user.clear(field(text.perTransaction));
    await user.type(field(text.perTransaction), '0');
    await user.click(within(form).getByRole('button', { name: text.save }));
    expect(await within(form).findByText(cardStrings.amount.invalid)).toBeInTheDocument();

    await user.clear(field(text.perTransaction));
    await user.type(field(text.perTransaction), '20.555');
    await user.click(within(form).getByRole('button', { name: text.save }));
    await waitFor(() => expect(api.callsTo(CARD_ROUTES.saveLimits)).toHaveLength(1));
    expect(api.callsTo(CARD_ROUTES.saveLimits)[0]).toMatchObject({
      params: { id: 'c1' },
      body: { per_transaction_limit: '20.55', daily_limit: '200.00', monthly_limit: null },
    });
    expect(await within(limits).findByText('170.00 USD')).toBeInTheDocument();
    expect(fact(limits, text.perTransaction)).toHaveTextContent('20.55 USD');
  });

  it('says a single-use card closes after its first purchase, and that it did', async () => {
    api.on(CARD_ROUTES.limits, { data: someLimits({ single_use: true }) });
    const first = renderDetails();
    expect(await within(await panel()).findByText(text.singleUseOpen)).toBeInTheDocument();
    first.unmount();

    api.on(CARD_ROUTES.card, { data: aCard({ status: 'CARD_STATUS_DELETE' }) });
    renderDetails();
    const limits = await panel();
    expect(await within(limits).findByText(text.singleUseClosed)).toBeInTheDocument();
    expect(within(limits).getByText(text.notAdjustable)).toBeInTheDocument();
    expect(within(limits).queryByRole('button', { name: text.edit })).toBeNull();
  });
});
