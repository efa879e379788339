import { screen } from '@testing-library/react';
import { createTheme } from '@portal/shared';
import { renderWithPortal } from '@portal/shared/testing';
import { CARD_STATUSES, type CardStatus } from '@portal/shared/contract';
import { contractLabels } from '../../contract-labels';
import { CardStatusTag, CardTransactionStatusTag } from '../card-status-tag';

/** The tag of a status and the shape drawn beside its label. */
function tagOf(status: CardStatus) {
  renderWithPortal(<CardStatusTag status={status} />);
  const tag = screen.getByText(contractLabels.cardStatus[status]);
  const mark = tag.querySelector('svg');
  return { tag, mark, shape: mark?.innerHTML };
}

describe('the card status tags', () => {
  it('tell 申请中 (on its way) from 使用中 (in use) by shape as well as colour', () => {
    const opening = tagOf('CARD_STATUS_INIT');
    const inUse = tagOf('CARD_STATUS_NORMAL');
    expect(opening.shape).toBeTruthy();
    expect(opening.shape).not.toBe(inUse.shape);
    const { status } = createTheme();
    expect(getComputedStyle(opening.mark!).color).not.toBe(getComputedStyle(inUse.mark!).color);
    expect(status.lime.text).not.toBe(status.green.text);
  });

  it('draw every transitional status alike, and the stopped, ended and in-use ones each their own way', () => {
    const shapes = Object.fromEntries(
      (Object.keys(CARD_STATUSES) as CardStatus[]).map((status) => [status, tagOf(status).shape]),
    );
    expect(new Set([shapes.CARD_STATUS_FREEZING, shapes.CARD_STATUS_UNFREEZING, shapes.CARD_STATUS_DELETING])).toEqual(
      new Set([shapes.CARD_STATUS_INIT]),
    );
    expect(
      new Set([
        shapes.CARD_STATUS_NORMAL,
        shapes.CARD_STATUS_INIT,
        shapes.CARD_STATUS_FREEZE,
        shapes.CARD_STATUS_DELETE,
      ]).size,
    ).toBe(4);
  });

  it('keep the label as the words a screen reader reads; the shape is decoration', () => {
    const { tag, mark } = tagOf('CARD_STATUS_INIT');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(tag).toHaveTextContent(contractLabels.cardStatus.CARD_STATUS_INIT);
  });

  it('mark a pending transaction as on its way', () => {
    renderWithPortal(<CardTransactionStatusTag status="CARD_TRANSACTION_STATUS_PENDING" />);
    const pending = screen.getByText(contractLabels.cardTransactionStatus.CARD_TRANSACTION_STATUS_PENDING);
    expect(pending.querySelector('svg')?.innerHTML).toBe(tagOf('CARD_STATUS_INIT').shape);
  });
});
