import type { Db } from '../../db/database';
import { refundToCard, spendOnCard } from '../cards/card-activity';
import { rechargeCard, withdrawCard } from '../cards/card-money';
import { requestCardAction, requestCardDelete } from '../cards/card-status';
import { openCard } from '../cards/open-card';
import { findProduct } from '../cards/products';
import { settleIssuerTask } from '../cards/settle';
import { sql } from '../db';
import { CardIssuer, type IssuerTask } from '../issuer/card-issuer';
import { adminTopUp } from '../ledger/top-up';

const HOUR = 60 * 60 * 1000;

/** Settles a card's queued issuer task at once, as the issuer would have. */
function settleNow(db: Db, cardId: string, success: boolean, now: number): void {
  const task = sql(db, 'SELECT * FROM issuer_tasks WHERE card_id = ?').get(cardId) as IssuerTask;
  sql(db, 'DELETE FROM issuer_tasks WHERE id = ?').run(task.id);
  settleIssuerTask(db, task, success, now);
}

/**
 * Gives the demo user balances in USD and CNY, cards in the states NORMAL, FREEZE, FAIL and DELETE,
 * and card and wallet transactions of every type, spread over the last week. Goes through the same
 * functions as the API, so balances and ledger agree. Does nothing (answers false) if the user already
 * has wallet or card history.
 */
export function seedDemoWallet(db: Db, userId: string): boolean {
  const used =
    sql(db, 'SELECT 1 FROM wallet_transactions WHERE user_id = ? LIMIT 1').get(userId) ??
    sql(db, 'SELECT 1 FROM cards WHERE user_id = ? LIMIT 1').get(userId);
  if (used) return false;
  const issuer = new CardIssuer(db, { error: () => undefined });
  let now = Date.now() - 7 * 24 * HOUR;
  const tick = () => (now += HOUR);
  const usd = findProduct(db, 'usd-standard');
  const cny = findProduct(db, 'cny-standard');
  const open = (product: typeof usd, units: number, success = true) => {
    const card = openCard(db, issuer, userId, product, units, null, tick());
    settleNow(db, card.id, success, tick());
    return card.id;
  };
  db.transaction(() => {
    adminTopUp(db, userId, 'USD', 2_000_00, '演示充值', tick());
    adminTopUp(db, userId, 'CNY', 20_000_00, '演示充值', tick());
    const daily = open(usd, 200_00);
    rechargeCard(db, userId, daily, 100_00, tick());
    spendOnCard(db, issuer, daily, 35_50, 'Amazon', tick());
    spendOnCard(db, issuer, daily, 12_99, 'Netflix', tick());
    refundToCard(db, daily, 12_99, 'Netflix', tick());
    spendOnCard(db, issuer, daily, 5_000_00, 'Apple Store', tick());
    const travel = open(cny, 1_000_00);
    spendOnCard(db, issuer, travel, 88_00, '美团', tick());
    withdrawCard(db, userId, travel, 100_00, tick());
    const frozen = open(usd, 50_00);
    requestCardAction(db, issuer, userId, frozen, 'UPDATE_CARD_STATUS_FREEZE', tick());
    settleNow(db, frozen, true, tick());
    open(usd, 20_00, false);
    const closed = open(cny, 200_00);
    requestCardDelete(db, issuer, userId, closed, tick());
    settleNow(db, closed, true, tick());
  })();
  return true;
}
