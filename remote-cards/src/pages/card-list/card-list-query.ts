import { CARD_STATUSES, type CardQuery, type CardStatus } from '@portal/shared/contract';
import type { Paging } from '../../ui/use-url-query';

export const CARD_FILTERS = ['status', 'q'] as const;
export type CardFilters = Record<(typeof CARD_FILTERS)[number], string>;

export const isCardStatus = (value: string): value is CardStatus => value in CARD_STATUSES;

/** The longest keyword the API takes. */
const KEYWORD_MAX_LENGTH = 80;

/** The API query of the list as the URL keeps it; a status or keyword the API would refuse is left out. */
export function cardListQuery({ status, q }: CardFilters, { page, pageSize }: Paging): CardQuery {
  const query: CardQuery = { page, page_size: pageSize };
  if (isCardStatus(status)) query.status = status;
  const keyword = q.trim();
  if (keyword !== '' && keyword.length <= KEYWORD_MAX_LENGTH) query.keyword = keyword;
  return query;
}
