import type { CardProduct } from '@portal/shared/contract';
import { addDecimals, chargedFee, compareDecimals, formatDecimal, subtractDecimals } from '@portal/shared/money';
import { floorToDecimals } from '@portal/shared/money';
import { cardStrings as text } from '../../strings';

export type MoveKind = 'recharge' | 'withdraw';

/** What a recharge or a withdrawal of `amount` does on each side, as the API will charge it. */
export interface MovePreview {
  fee: string;
  /** Leaves the paying side: the wallet for a recharge (amount + fee), the card for a withdrawal. */
  paid: string;
  /** Reaches the other side: the card for a recharge, the wallet for a withdrawal (amount - fee). */
  received: string;
  /** Why it cannot go through with these balances, or null. */
  problem: string | null;
}

const money = (value: ReturnType<typeof addDecimals>) => floorToDecimals(formatDecimal(value), 2);

/**
 * The preview of a movement (`amount` already checked as money): the fee by the product's rule and
 * the spec's fee helper, and whether the paying side can cover it.
 */
export function movePreview(
  kind: MoveKind,
  amount: string,
  product: CardProduct,
  balances: { wallet: string; card: string },
): MovePreview {
  if (kind === 'recharge') {
    const fee = chargedFee(amount, product.recharge_fee);
    const paid = money(addDecimals(amount, fee));
    const problem = compareDecimals(paid, balances.wallet) > 0 ? text.move.overWallet : null;
    return { fee, paid, received: floorToDecimals(amount, 2), problem };
  }
  const fee = chargedFee(amount, product.withdraw_fee);
  const received = money(subtractDecimals(amount, fee));
  let problem: string | null = null;
  if (compareDecimals(amount, balances.card) > 0) problem = text.move.overCard;
  else if (compareDecimals(fee, amount) >= 0) problem = text.move.feeExceeds;
  return { fee, paid: floorToDecimals(amount, 2), received, problem };
}
