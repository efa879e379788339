import { strings } from '@portal/shared';
import { PageFrame } from '../../page-frame';
import { TransactionExport } from '../../transactions/transaction-export';
import { TransactionList } from '../../transactions/transaction-list';
import { TRANSACTION_FILTERS, transactionFilter } from '../../transactions/transaction-query';
import { PageStack } from '../../ui/panel';
import { useUrlQuery } from '../../ui/use-url-query';

/** /transactions: every transaction of the cards and the wallet, filtered and searched, and their export. */
export function TransactionsPage() {
  const query = useUrlQuery(TRANSACTION_FILTERS);
  return (
    <PageFrame title={strings.pages.transactions}>
      <PageStack>
        <TransactionList query={query} />
        <TransactionExport filter={transactionFilter(query.values)} />
      </PageStack>
    </PageFrame>
  );
}

export default TransactionsPage;
