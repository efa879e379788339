import type { Database } from '../../db/query-layer';
import { inTransaction } from '../../db/transaction';
import { openCard } from '../cards/open-card';
import { findProduct } from '../cards/products';
import { settleIssuerTask } from '../cards/settle';
import { CardIssuer, ISSUER_TASK_COLUMNS, type IssuerTask } from '../issuer/card-issuer';

// A customer's card and books as the money tests and the processes benchmark check them.

/** A card opened with `units` (minor units, USD) and settled NORMAL by the issuer's outcome, as the API does it. */
export async function settledCard(database: Database, userId: string, units: number): Promise<string> {
  const issuer = new CardIssuer(database, { error: (error: unknown) => console.error(error) });
  const product = await findProduct(database.kysely, 'usd-standard');
  const card = await inTransaction(database, (trx) => openCard(database, trx, issuer, userId, product, units));
  await inTransaction(database, async (trx) => {
    const task = (await trx
      .selectFrom('issuer_tasks')
      .select(ISSUER_TASK_COLUMNS)
      .where('card_id', '=', card.id)
      .executeTakeFirstOrThrow()) as IssuerTask;
    await settleIssuerTask(database, trx, task, true);
  });
  return card.id;
}

/**
 * What does not hold in a customer's USD books: the wallet is the sum of its ledger, no balance is
 * negative, and the wallet and cards together hold what was credited less the fees (no money
 * appeared or vanished). Empty when the books balance.
 */
export async function booksFaults(database: Database, userId: string): Promise<string[]> {
  const { kysely } = database;
  const wallet = await kysely
    .selectFrom('wallet_balances')
    .select(['available'])
    .where('user_id', '=', userId)
    .where('currency', '=', 'USD')
    .executeTakeFirstOrThrow();
  const ledger = await kysely
    .selectFrom('wallet_transactions')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number | null>('amount'), eb.val(0)).as('sum'),
      eb.fn.coalesce(eb.fn.sum<number | null>('fee'), eb.val(0)).as('fees'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const credited = await kysely
    .selectFrom('wallet_transactions')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | null>('amount'), eb.val(0)).as('sum'))
    .where('user_id', '=', userId)
    .where('type', '=', 'ADMIN_RECHARGE_IN')
    .executeTakeFirstOrThrow();
  const cards = await kysely.selectFrom('cards').select('balance').where('user_id', '=', userId).execute();
  const onCards = cards.reduce((total, card) => total + card.balance, 0);
  const faults: string[] = [];
  if (wallet.available < 0 || cards.some((card) => card.balance < 0)) faults.push('a balance is negative');
  if (wallet.available !== Number(ledger.sum)) faults.push('the wallet is not the sum of its ledger');
  if (wallet.available + onCards !== Number(credited.sum) - Number(ledger.fees))
    faults.push('wallet and cards do not hold what was credited less the fees');
  return faults;
}
