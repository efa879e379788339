import { ApiFailure } from '../../platform/api-failure';
import { WALLET_ERRORS } from '../errors';
import { openableCount } from '../cards/card-store';
import { assertLoadAllowed, assertProfileIfNeeded, openingCost } from '../cards/open-card';
import type { CardProduct } from '../cards/products';
import type { Queries } from '../db';
import { availableUnits } from '../ledger/balances';
import { assertWalletUsable } from '../ledger/wallet-status';

/**
 * Refuses a batch up front when it cannot succeed as asked: frozen wallet, a load under the minimum,
 * more cards than the user may still open, or a wallet that does not cover every card's fee and load.
 * Each card is still charged on its own later, so money spent meanwhile only fails the cards it must.
 */
export async function assertBatchAffordable(
  q: Queries,
  userId: string,
  product: CardProduct,
  quantity: number,
  amountUnits: number,
): Promise<void> {
  await assertWalletUsable(q, userId);
  assertLoadAllowed(product, amountUnits);
  await assertProfileIfNeeded(q, userId, product);
  const openable = await openableCount(q, userId);
  if (quantity > openable) {
    throw new ApiFailure(
      WALLET_ERRORS.cardLimitReached,
      `${WALLET_ERRORS.cardLimitReached.message}，最多还可开 ${openable} 张`,
    );
  }
  if (openingCost(product, amountUnits).total * quantity > (await availableUnits(q, userId, product.currency))) {
    throw new ApiFailure(WALLET_ERRORS.insufficientBalance);
  }
}
