import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, PATHS, strings } from '@portal/shared';
import { useCards } from '@portal/shared/signed-in';
import { PageFrame } from '../../page-frame';
import { cardStrings as text } from '../../strings';
import { FrozenBanner, useMoneyActions } from '../../ui/frozen-banner';
import { PagedList } from '../../ui/paged-list';
import { PageStack, Panel, Toolbar } from '../../ui/panel';
import { EmptyState } from '../../ui/states';
import { useUrlQuery } from '../../ui/use-url-query';
import { CardSearch } from './card-search';
import { CardTable } from './card-table';
import { CARD_FILTERS, cardListQuery, isCardStatus } from './card-list-query';
import { StatusFilter } from './status-filter';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: flex-end;
  justify-content: space-between;
  margin-bottom: 16px;
`;

const Search = styled.div`
  width: min(260px, 100%);
`;

/** /card: the cards, filtered by status and the last four digits (kept in the URL), paged, selectable for export. */
export function CardListPage() {
  const { values, paging, update } = useUrlQuery(CARD_FILTERS);
  const result = useCards(cardListQuery(values, paging));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const money = useMoneyActions();
  const navigate = useNavigate();
  const filtered = values.status !== '' || values.q !== '';

  const select = useCallback((ids: string[], on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);
  const search = useCallback((q: string) => update({ q }, { replace: true }), [update]);

  return (
    <PageFrame title={strings.pages.card}>
      <PageStack>
        <FrozenBanner />
        <Panel aria-label={text.cards.listLabel}>
          <Head>
            <StatusFilter
              value={isCardStatus(values.status) ? values.status : ''}
              onChange={(status) => update({ status })}
            />
            <Toolbar>
              {money.blocked ? (
                <Button type="button" disabled aria-describedby={money.reasonId} title={money.title}>
                  {text.cards.openCard}
                </Button>
              ) : (
                <Button type="button" onClick={() => navigate(PATHS.createCard)}>
                  {text.cards.openCard}
                </Button>
              )}
              {money.reason}
              <Button
                type="button"
                variant="secondary"
                onClick={() => navigate(PATHS.bulkExport, { state: { cardIds: [...selected] } })}
              >
                {selected.size > 0 ? text.cards.bulkExportSelected(selected.size) : text.cards.bulkExport}
              </Button>
            </Toolbar>
          </Head>
          <Search>
            <CardSearch value={values.q} onSearch={search} />
          </Search>
          <PagedList
            result={result}
            paging={paging}
            onPaging={update}
            empty={
              filtered ? (
                <EmptyState message={text.cards.emptyFiltered} />
              ) : (
                <EmptyState
                  message={text.cards.empty}
                  hint={text.cards.emptyHint}
                  action={money.blocked ? undefined : <Link to={PATHS.createCard}>{text.cards.openCard}</Link>}
                />
              )
            }
          >
            {(cards, busy) => <CardTable cards={cards} selected={selected} onSelect={select} busy={busy} />}
          </PagedList>
        </Panel>
      </PageStack>
    </PageFrame>
  );
}

export default CardListPage;
