import { Link, useSearchParams } from 'react-router-dom';
import { ApiError, PATHS, strings } from '@portal/shared';
import { useTransaction } from '@portal/shared/signed-in';
import { NOT_FOUND_CODE } from '@portal/shared/contract';
import { PageFrame } from '../../page-frame';
import { transactionStrings } from '../../transactions/strings';
import { TransactionSummary } from '../../transactions/transaction-summary';
import { TransactionTimeline } from '../../transactions/transaction-timeline';
import { PageStack, Panel } from '../../ui/panel';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states';

function NotFound({ message }: { message: string }) {
  const t = transactionStrings.details;
  return (
    <Panel>
      <EmptyState message={t.notFoundTitle} hint={message} action={<Link to={PATHS.transactions}>{t.back}</Link>} />
    </Panel>
  );
}

function TransactionDetails({ id }: { id: string }) {
  const { data: item, error, isLoading, mutate } = useTransaction(id);
  if (item) {
    return (
      <>
        <TransactionSummary item={item} />
        <TransactionTimeline events={item.timeline} />
      </>
    );
  }
  // The API answers 1004 for an unknown transaction and for another customer's alike.
  if (error instanceof ApiError && error.code === NOT_FOUND_CODE) {
    return <NotFound message={transactionStrings.details.notFoundBody} />;
  }
  return <Panel>{error && !isLoading ? <ErrorState onRetry={() => void mutate()} /> : <LoadingState />}</Panel>;
}

/** /transaction-details?id=: one card or wallet transaction, its amounts, card, merchant and status timeline. */
export function TransactionDetailsPage() {
  const id = useSearchParams()[0].get('id');
  return (
    <PageFrame title={strings.pages.transactionDetails}>
      <PageStack>
        <Link to={PATHS.transactions}>← {transactionStrings.details.back}</Link>
        {id ? <TransactionDetails id={id} /> : <NotFound message={transactionStrings.details.missingId} />}
      </PageStack>
    </PageFrame>
  );
}

export default TransactionDetailsPage;
