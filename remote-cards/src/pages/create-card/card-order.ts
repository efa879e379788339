import { readStorage, writeStorage } from '@portal/shared';
import type { CardProduct } from '@portal/shared/contract';
import { addDecimals, chargedFee, floorToDecimals, multiplyDecimals } from '@portal/shared/money';

/** What the customer chose on /create-card, carried to the next steps (session storage: a reload keeps it). */
export interface CardOrder {
  productId: string;
  quantity: number;
  /** The load of each card, a two-place decimal string. */
  amount: string;
}

const ORDER_KEY = 'create-card:order';

export function readOrder(): CardOrder | null {
  try {
    const order = JSON.parse(readStorage('session', ORDER_KEY) ?? 'null') as Partial<CardOrder> | null;
    if (!order || typeof order.productId !== 'string' || typeof order.amount !== 'string') return null;
    if (!Number.isInteger(order.quantity) || (order.quantity ?? 0) < 1) return null;
    return { productId: order.productId, quantity: order.quantity as number, amount: order.amount };
  } catch {
    return null;
  }
}

export const writeOrder = (order: CardOrder) => writeStorage('session', ORDER_KEY, JSON.stringify(order));

export const clearOrder = () => writeStorage('session', ORDER_KEY, null);

/** The most cards one order opens: the batch limit, and what the customer may still open. */
export const maxQuantity = (available: number) => Math.max(0, Math.min(100, available));

/**
 * What opening costs, as the API charges it: per card the open fee and the recharge fee on the load
 * (each by the product's rule and the spec's fee helper) and the load; then for every card.
 */
export function orderCost(product: CardProduct, amount: string, quantity: number) {
  const openFee = chargedFee(amount, product.open_fee);
  const rechargeFee = chargedFee(amount, product.recharge_fee);
  const perCard = floorToDecimals(addDecimals(addDecimals(openFee, rechargeFee), amount), 2);
  return { openFee, rechargeFee, perCard, total: floorToDecimals(multiplyDecimals(perCard, quantity), 2) };
}
