import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, PATHS, strings } from '@portal/shared';
import { UPDATE_CARD_STATUS, type Card, type CardStatusAction } from '@portal/shared/contract';
import { useCards } from '@portal/shared/signed-in';
import { PageFrame } from '../../page-frame';
import { cardStrings as text } from '../../strings';
import { FrozenBanner, useMoneyActions } from '../../ui/frozen-banner';
import { PagedList } from '../../ui/paged-list';
import { PageStack, Panel, Toolbar } from '../../ui/panel';
import { SearchField } from '../../ui/search-field';
import { EmptyState } from '../../ui/states';
import { useUrlQuery } from '../../ui/use-url-query';
import { LaterPart, lazyPart, usePreloadWhenIdle } from '../../ui/load-later';
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

const BULK_ACTIONS = [UPDATE_CARD_STATUS.freeze, UPDATE_CARD_STATUS.unfreeze] as const;

/** 批量冻结 and 批量解冻's dialog: a chunk of its own, fetched once the list is shown. */
const BulkStatusDialog = lazyPart(() =>
  import(/* webpackChunkName: "bulk-status" */ './bulk-status-dialog').then((m) => m.BulkStatusDialog),
);

/**
 * /card: the cards, filtered by status and by name or last four digits (kept in the URL), paged; the
 * cards selected (on any page) are exported, frozen or unfrozen together.
 */
export function CardListPage() {
  const { values, paging, update } = useUrlQuery(CARD_FILTERS);
  const result = useCards(cardListQuery(values, paging));
  const [selected, setSelected] = useState<ReadonlyMap<string, Card>>(new Map());
  const [bulk, setBulk] = useState<CardStatusAction | null>(null);
  const money = useMoneyActions();
  const navigate = useNavigate();
  usePreloadWhenIdle(BulkStatusDialog, result.data !== undefined);
  const filtered = values.status !== '' || values.q !== '';

  const select = useCallback((cards: Card[], on: boolean) => {
    setSelected((current) => {
      const next = new Map(current);
      for (const card of cards) {
        if (on) next.set(card.id, card);
        else next.delete(card.id);
      }
      return next;
    });
  }, []);
  // The selected cards as the list shows them now (a card on another page as it was when selected).
  const shown = result.data?.list ?? [];
  const selectedCards = [...selected.values()].map((card) => shown.find((fresh) => fresh.id === card.id) ?? card);
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
                onClick={() => navigate(PATHS.bulkExport, { state: { cardIds: [...selected.keys()] } })}
              >
                {selected.size > 0 ? text.cards.bulkExportSelected(selected.size) : text.cards.bulkExport}
              </Button>
              {BULK_ACTIONS.map((action) => (
                <Button
                  key={action}
                  type="button"
                  variant="secondary"
                  disabled={selected.size === 0}
                  title={selected.size === 0 ? text.bulkStatus.chooseFirst : undefined}
                  onClick={() => setBulk(action)}
                  onPointerEnter={BulkStatusDialog.preload}
                  onFocus={BulkStatusDialog.preload}
                >
                  {selected.size > 0
                    ? text.bulkStatus.selected(text.bulkStatus[action], selected.size)
                    : text.bulkStatus[action]}
                </Button>
              ))}
            </Toolbar>
          </Head>
          <Search>
            <SearchField
              label={text.cards.search}
              placeholder={text.cards.searchPlaceholder}
              value={values.q}
              onSearch={search}
            />
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
        {bulk && (
          <LaterPart onFail={() => setBulk(null)}>
            <BulkStatusDialog
              action={bulk}
              cards={selectedCards}
              onClose={() => setBulk(null)}
              onSent={() => setSelected(new Map())}
            />
          </LaterPart>
        )}
      </PageStack>
    </PageFrame>
  );
}

export default CardListPage;
