import { screen } from '@testing-library/react';
import { CARD_STATUSES, CARD_TRANSACTION_STATUSES } from '@portal/shared/contract';
import { StatusTag } from '../tag';
import { renderWithTheme, testTheme } from './render-with-theme';

describe('StatusTag', () => {
  it.each([
    CARD_STATUSES.CARD_STATUS_NORMAL,
    CARD_STATUSES.CARD_STATUS_FREEZE,
    CARD_STATUSES.CARD_STATUS_INIT,
    CARD_STATUSES.CARD_STATUS_DELETE,
    CARD_TRANSACTION_STATUSES.CARD_TRANSACTION_STATUS_PENDING,
  ])('shows $label in the theme’s $color status colours', ({ label, color }) => {
    renderWithTheme(<StatusTag color={color}>{label}</StatusTag>);
    expect(screen.getByText(label)).toHaveStyle({
      color: testTheme.status[color].text,
      background: testTheme.status[color].background,
    });
  });
});
