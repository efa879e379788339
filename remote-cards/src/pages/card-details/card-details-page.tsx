import { Link, useSearchParams } from 'react-router-dom';
import { ApiError, PATHS, strings } from '@portal/shared';
import { useCard } from '@portal/shared/signed-in';
import { NOT_FOUND_CODE } from '@portal/shared/contract';
import { PageFrame } from '../../page-frame';
import { cardStrings as text } from '../../strings';
import { FrozenBanner } from '../../ui/frozen-banner';
import { PageStack, Panel } from '../../ui/panel';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states';
import { CardNickname } from './card-nickname';
import { CardSummary } from './card-summary';
import { CardTransactions } from './card-transactions';
import { CardLimitsPanel } from './spending-limits/card-limits-panel';

function NotFound({ message }: { message: string }) {
  return (
    <Panel>
      <EmptyState
        message={text.details.notFoundTitle}
        hint={message}
        action={<Link to={PATHS.card}>{text.details.back}</Link>}
      />
    </Panel>
  );
}

function CardDetails({ id }: { id: string }) {
  const { data: card, error, isLoading, mutate } = useCard(id);
  if (card) {
    return (
      <>
        <CardNickname card={card} />
        <CardSummary card={card} />
        <CardLimitsPanel card={card} />
        <CardTransactions cardId={card.id} />
      </>
    );
  }
  // The API answers 1004 for an unknown card and for another customer's alike.
  if (error instanceof ApiError && error.code === NOT_FOUND_CODE)
    return <NotFound message={text.details.notFoundBody} />;
  if (error && !isLoading) {
    return (
      <Panel>
        <ErrorState onRetry={() => void mutate()} />
      </Panel>
    );
  }
  return (
    <Panel>
      <LoadingState />
    </Panel>
  );
}

/** /card-details?id=: one card, what can be done to it, and its transactions. */
export function CardDetailsPage() {
  const id = useSearchParams()[0].get('id');
  return (
    <PageFrame title={strings.pages.cardDetails}>
      <PageStack>
        <Link to={PATHS.card}>← {text.details.back}</Link>
        <FrozenBanner />
        {id ? <CardDetails id={id} /> : <NotFound message={text.details.missingId} />}
      </PageStack>
    </PageFrame>
  );
}

export default CardDetailsPage;
