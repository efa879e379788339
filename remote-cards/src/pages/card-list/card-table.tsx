import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PATHS } from '@portal/shared';
import { formatDateTime, formatMoney } from '@portal/shared/signed-in';
import type { Card } from '@portal/shared/contract';
import { cardLabel } from '../../cards/card-label';
import { CardNicknameNote } from '../../cards/card-nickname-note';
import { CardStatusActions } from '../../cards/card-status-actions';
import { CardStatusTag } from '../../cards/card-status-tag';
import { cardStrings as text } from '../../strings';
import { DataTable, TableScroll } from '../../ui/data-table';
import { TextLink } from '../../ui/text-link';

const c = text.cards.columns;

const Masked = styled(Link)`
  color: ${({ theme }) => theme.color.text};
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.5px;
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.color.accent};
    text-decoration: underline;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  align-items: center;
  justify-content: flex-end;
  width: 100%;
`;

const SelectCell = styled.td`
  width: 40px;

  & input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.color.accentLine};
  }
`;

export const detailsPath = (id: string) => `${PATHS.cardDetails}?id=${encodeURIComponent(id)}`;

export interface CardTableProps {
  cards: Card[];
  /** The selected cards by id (any page). */
  selected: ReadonlyMap<string, Card>;
  onSelect: (cards: Card[], selected: boolean) => void;
  busy: boolean;
}

/** The cards of one page: select, masked number and name, currency, balance, status, creation, actions. */
export function CardTable({ cards, selected, onSelect, busy }: CardTableProps) {
  const allSelected = cards.length > 0 && cards.every((card) => selected.has(card.id));
  return (
    <TableScroll>
      <DataTable aria-label={text.cards.listLabel} aria-busy={busy || undefined}>
        <thead>
          <tr>
            <th scope="col">
              <input
                type="checkbox"
                aria-label={text.cards.selectAll}
                checked={allSelected}
                onChange={(event) => onSelect(cards, event.target.checked)}
              />
            </th>
            <th scope="col">{c.card}</th>
            <th scope="col">{c.currency}</th>
            <th scope="col" data-numeric="">
              {c.balance}
            </th>
            <th scope="col">{c.status}</th>
            <th scope="col">{c.created}</th>
            <th scope="col" data-numeric="">
              {c.actions}
            </th>
          </tr>
        </thead>
        <tbody>
          {cards.map((card) => (
            <tr key={card.id}>
              <SelectCell>
                <input
                  type="checkbox"
                  aria-label={text.cards.select(card.last4)}
                  checked={selected.has(card.id)}
                  onChange={(event) => onSelect([card], event.target.checked)}
                />
              </SelectCell>
              <td data-label={c.card}>
                <Masked to={detailsPath(card.id)} aria-label={cardLabel(card)}>
                  {text.cards.masked(card.last4)}
                </Masked>
                {card.nickname && <CardNicknameNote>{card.nickname}</CardNicknameNote>}
              </td>
              <td data-label={c.currency}>{card.currency}</td>
              <td data-label={c.balance} data-numeric="">
                {formatMoney(card.balance)}
              </td>
              <td data-label={c.status}>
                <CardStatusTag status={card.status} />
              </td>
              <td data-label={c.created}>{formatDateTime(card.created_at)}</td>
              <td data-numeric="">
                <Actions>
                  <CardStatusActions card={card} />
                  <TextLink to={detailsPath(card.id)} aria-label={`${text.cards.details} ${cardLabel(card)}`}>
                    {text.cards.details}
                  </TextLink>
                </Actions>
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </TableScroll>
  );
}
