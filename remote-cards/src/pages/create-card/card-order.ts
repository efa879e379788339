import { readStorage, writeStorage } from '@portal/shared';
import type { CardholderProfile, CardLimitsInput, OpenCardRequest, CardProduct } from '@portal/shared/contract';
import { addDecimals, chargedFee, floorToDecimals, multiplyDecimals } from '@portal/shared/money';

/** What the customer chose on /create-card, carried to the next steps (session storage: a reload keeps it). */
export interface CardOrder {
  productId: string;
  quantity: number;
  /** The load of each card, a two-place decimal string. */
  amount: string;
  /** Whether this order goes through the cardholder-profile step: what every step indicator of it shows. */
  profileStep: boolean;
  /** The spending limits each card opens with (null: none). */
  limits: CardLimitsInput;
  /** Each card closes after its first settled purchase. */
  singleUse: boolean;
  /** The name of a single card (trimmed; "" none); an order of several cards names none. */
  nickname: string;
}

const NO_LIMITS: CardLimitsInput = { per_transaction_limit: null, daily_limit: null, monthly_limit: null };

const limitOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

/** Whether a product's order asks for the cardholder profile: it needs one and none is known to be on file. */
export const needsProfileStep = (product: CardProduct, profile: { profile: CardholderProfile | null } | undefined) =>
  product.needs_profile && !profile?.profile;

const ORDER_KEY = 'create-card:order';

export function readOrder(): CardOrder | null {
  try {
    const order = JSON.parse(readStorage('session', ORDER_KEY) ?? 'null') as Partial<CardOrder> | null;
    if (!order || typeof order.productId !== 'string' || typeof order.amount !== 'string') return null;
    if (!Number.isInteger(order.quantity) || (order.quantity ?? 0) < 1) return null;
    const limits = order.limits ?? NO_LIMITS;
    return {
      productId: order.productId,
      quantity: order.quantity as number,
      amount: order.amount,
      profileStep: order.profileStep === true,
      limits: {
        per_transaction_limit: limitOrNull(limits.per_transaction_limit),
        daily_limit: limitOrNull(limits.daily_limit),
        monthly_limit: limitOrNull(limits.monthly_limit),
      },
      singleUse: order.singleUse === true,
      nickname: typeof order.nickname === 'string' && order.quantity === 1 ? order.nickname : '',
    };
  } catch {
    return null;
  }
}

/** Keeps the order; without its controls or profile step, it has none and skips that step. */
export const writeOrder = (order: Pick<CardOrder, 'productId' | 'quantity' | 'amount'> & Partial<CardOrder>) =>
  writeStorage('session', ORDER_KEY, JSON.stringify(order));

/** What an opening sends of the order's spending controls: only those chosen (none: nothing). */
export function openingControls(order: CardOrder): Pick<OpenCardRequest, 'limits' | 'single_use'> {
  const limited = Object.values(order.limits).some((limit) => limit !== null);
  return { ...(limited ? { limits: order.limits } : {}), ...(order.singleUse ? { single_use: true } : {}) };
}

/** What opening one card sends of its name: only a name given. */
export const openingName = (order: CardOrder): Pick<OpenCardRequest, 'nickname'> =>
  order.nickname === '' ? {} : { nickname: order.nickname };

/** The order now goes through the cardholder-profile step (it was asked for on the way). */
export function addProfileStep(): void {
  const order = readOrder();
  if (order && !order.profileStep) writeOrder({ ...order, profileStep: true });
}

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
