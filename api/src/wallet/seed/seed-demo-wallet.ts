import type { Database } from '../../db/query-layer';
import { inTransaction } from '../../db/transaction';
import { refundToCard, spendOnCard } from '../cards/card-activity';
import { rechargeCard, withdrawCard } from '../cards/card-money';
import { requestCardAction, requestCardDelete } from '../cards/card-status';
import { openCard } from '../cards/open-card';
import { findProduct } from '../cards/products';
import { settleIssuerTask } from '../cards/settle';
import type { Queries } from '../db';
import { CardIssuer, ISSUER_TASK_COLUMNS, type IssuerTask } from '../issuer/card-issuer';
import { adminTopUp } from '../ledger/top-up';

const HOUR = 60 * 60 * 1000;

/** Settles a card's queued issuer task at once, as the issuer would have. */
async function settleNow(database: Database, trx: Queries, cardId: string, success: boolean, now: number) {
  const task = (await trx
    .selectFrom('issuer_tasks')
    .select(ISSUER_TASK_COLUMNS)
    .where('card_id', '=', cardId)
    .executeTakeFirstOrThrow()) as IssuerTask;
  await settleIssuerTask(database, trx, task, success, now);
}

/**
 * Gives the demo user balances in USD and CNY, cards in the states NORMAL, FREEZE, FAIL and DELETE,
 * and card and wallet transactions of every type, spread over the last week, in one transaction. Goes
 * through the same functions as the API, so balances and ledger agree. Does nothing (answers false) if
 * the user already has wallet or card history.
 */
export function seedDemoWallet(database: Database, userId: string): Promise<boolean> {
  return inTransaction(database, async (trx) => {
    const used =
      (await trx
        .selectFrom('wallet_transactions')
        .select('id')
        .where('user_id', '=', userId)
        .limit(1)
        .executeTakeFirst()) ??
      (await trx.selectFrom('cards').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst());
    if (used) return false;
    const issuer = new CardIssuer(database, { error: () => undefined });
    let now = Date.now() - 7 * 24 * HOUR;
    const tick = () => (now += HOUR);
    const usd = await findProduct(trx, 'usd-standard');
    const cny = await findProduct(trx, 'cny-standard');
    const open = async (product: typeof usd, units: number, success = true) => {
      const card = await openCard(database, trx, issuer, userId, product, units, null, tick());
      await settleNow(database, trx, card.id, success, tick());
      return card.id;
    };
    const spend = (cardId: string, units: number, merchant: string) =>
      spendOnCard(database, trx, issuer, cardId, units, merchant, tick());
    await adminTopUp(database, userId, 'USD', 2_000_00, '演示充值', tick(), trx);
    await adminTopUp(database, userId, 'CNY', 20_000_00, '演示充值', tick(), trx);
    const daily = await open(usd, 200_00);
    await rechargeCard(database, trx, userId, daily, 100_00, tick());
    await spend(daily, 35_50, 'Amazon');
    await spend(daily, 12_99, 'Netflix');
    await refundToCard(database, trx, daily, 12_99, 'Netflix', tick());
    await spend(daily, 5_000_00, 'Apple Store');
    const travel = await open(cny, 1_000_00);
    await spend(travel, 88_00, '美团');
    await withdrawCard(database, trx, userId, travel, 100_00, tick());
    const frozen = await open(usd, 50_00);
    await requestCardAction(database, trx, issuer, userId, frozen, 'UPDATE_CARD_STATUS_FREEZE', tick());
    await settleNow(database, trx, frozen, true, tick());
    await open(usd, 20_00, false);
    const closed = await open(cny, 200_00);
    await requestCardDelete(database, trx, issuer, userId, closed, tick());
    await settleNow(database, trx, closed, true, tick());
    return true;
  });
}
