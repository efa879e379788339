import { screen, waitFor, within } from '@testing-library/react';
import { pasteInto } from '@portal/shared/testing';
import { maskPhone } from '@portal/shared';
import type { CardSecrets } from '@portal/shared/contract';
import { CARD_ROUTES, answerWalletAndCards } from '../../../testing/card-fixtures';
import { renderSignedIn, startFakeApi } from '../../../testing/render-page';
import { cardStrings as text } from '../../../strings';
import { CardDetailsPage } from '../card-details-page';

const reveal = text.reveal;
const t = text.checkout;

const SECRETS: CardSecrets = {
  card_id: 'c1',
  card_no: '4859320000004242',
  cvv: '123',
  expiry: '11/29',
  expires_at: '2026-11-24T08:01:00Z',
  checkout: {
    name: 'Zhang San',
    billing_address: {
      line1: '2100 Market Street',
      line2: 'Suite 400',
      city: 'San Francisco',
      region: 'CA',
      postal_code: '94114',
      country: 'US',
    },
  },
};

const api = startFakeApi();
beforeEach(() => answerWalletAndCards(api));

/** Opens 查看卡号 on the card's page, shows the code form, and reveals with a code. */
async function revealWith(secrets: CardSecrets) {
  api.on(CARD_ROUTES.secrets, { data: secrets });
  const view = renderSignedIn(<CardDetailsPage />, '/card-details?id=c1');
  await view.user.click(await screen.findByRole('button', { name: reveal.open }));
  const dialog = screen.getByRole('dialog', { name: reveal.title });
  const intro = await within(dialog).findByText(reveal.intro(maskPhone('86', '13800138000')));
  await pasteInto(view.user, within(dialog).getByRole('textbox', { name: reveal.code }), '123456');
  await view.user.click(within(dialog).getByRole('button', { name: reveal.submit }));
  const checkout = await within(dialog).findByRole('region', { name: t.title });
  return { ...view, dialog, intro, checkout };
}

describe('the checkout details of 查看卡号', () => {
  it('masks the phone the code goes to, as every other screen does', async () => {
    const { intro } = await revealWith(SECRETS);
    expect(intro).toHaveTextContent('+86 138****8000');
    expect(document.body).not.toHaveTextContent('13800138000');
  });

  it('shows the cardholder name and billing address, each with a copy button that says it copied', async () => {
    const { user, checkout } = await revealWith(SECRETS);
    const shown = [
      [t.name, 'Zhang San'],
      [t.line1, '2100 Market Street'],
      [t.line2, 'Suite 400'],
      [t.city, 'San Francisco'],
      [t.region, 'CA'],
      [t.postalCode, '94114'],
      [t.country, 'US'],
    ] as const;
    for (const [label, value] of shown) {
      expect(within(checkout).getByText(label)).toBeInTheDocument();
      expect(within(checkout).getByText(value)).toBeInTheDocument();
    }
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(within(checkout).getByRole('button', { name: t.copyField(t.postalCode) }));
    expect(writeText).toHaveBeenLastCalledWith('94114');
    // Announced inside the dialog: the rest of the page is inert while it is open.
    await waitFor(() => expect(within(checkout).getByRole('status')).toHaveTextContent(t.copied(t.postalCode)));
    await user.click(within(checkout).getByRole('button', { name: t.copyField(t.name) }));
    expect(writeText).toHaveBeenLastCalledWith('Zhang San');
  });

  it('copies all of them at once as labelled lines', async () => {
    const { user, checkout } = await revealWith(SECRETS);
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(within(checkout).getByRole('button', { name: t.copyAll }));
    expect(writeText).toHaveBeenCalledWith(
      [
        t.line(t.name, 'Zhang San'),
        t.line(t.line1, '2100 Market Street'),
        t.line(t.line2, 'Suite 400'),
        t.line(t.city, 'San Francisco'),
        t.line(t.region, 'CA'),
        t.line(t.postalCode, '94114'),
        t.line(t.country, 'US'),
      ].join('\n'),
    );
    await waitFor(() => expect(within(checkout).getByRole('status')).toHaveTextContent(t.copiedAll));
  });

  it('says when the clipboard refused', async () => {
    const { user, checkout } = await revealWith(SECRETS);
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(within(checkout).getByRole('button', { name: t.copyAll }));
    await waitFor(() => expect(within(checkout).getByRole('status')).toHaveTextContent(t.copyFailed));
  });

  it('says so when no cardholder profile is on file, and leaves out an empty second address line', async () => {
    const address = { ...SECRETS.checkout.billing_address!, line2: '' };
    const { checkout } = await revealWith({ ...SECRETS, checkout: { name: null, billing_address: address } });
    expect(within(checkout).getByText(t.noName)).toBeInTheDocument();
    expect(within(checkout).queryByText(t.name)).not.toBeInTheDocument();
    expect(within(checkout).queryByText(t.line2)).not.toBeInTheDocument();
    expect(within(checkout).getByText('2100 Market Street')).toBeInTheDocument();
  });
});
