import type { Currency } from '@portal/shared/contract';
import { fromMinorUnits, toMinorUnits, type FeeRule } from '@portal/shared/money';
import { ApiFailure } from '../../platform/api-failure';
import type { Queries } from '../db';
import { WALLET_ERRORS } from '../errors';
import { toDecimalString } from '../money';

/** A fee rule of decimal strings, exact for calculateFee. */
type StoredRule = { rate: string; value: string; min: string; max: string };

export interface CardProduct {
  id: string;
  name: string;
  bin: string;
  currency: Currency;
  openFee: StoredRule;
  rechargeFee: StoredRule;
  withdrawFee: StoredRule;
  /** Minor units: the least a card can be loaded with, at opening and per recharge. */
  minRecharge: number;
  /** Opening a card of it needs the cardholder profile on file. */
  needsProfile: boolean;
}

interface ProductRow {
  id: string;
  name: string;
  bin: string;
  currency: string;
  open_fee: string;
  recharge_fee: string;
  withdraw_fee: string;
  min_recharge: number;
  needs_profile: number;
}

const toProduct = (row: ProductRow): CardProduct => ({
  id: row.id,
  name: row.name,
  bin: row.bin,
  currency: row.currency as Currency,
  openFee: JSON.parse(row.open_fee) as StoredRule,
  rechargeFee: JSON.parse(row.recharge_fee) as StoredRule,
  withdrawFee: JSON.parse(row.withdraw_fee) as StoredRule,
  minRecharge: row.min_recharge,
  needsProfile: row.needs_profile === 1,
});

const PRODUCT_COLUMNS = [
  'id',
  'name',
  'bin',
  'currency',
  'open_fee',
  'recharge_fee',
  'withdraw_fee',
  'min_recharge',
  'needs_profile',
] as const;

export async function listProducts(q: Queries): Promise<CardProduct[]> {
  const rows = await q
    .selectFrom('card_products')
    .select(PRODUCT_COLUMNS)
    .where('enabled', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map(toProduct);
}

/** An enabled product, or 4020. */
export async function findProduct(q: Queries, id: string): Promise<CardProduct> {
  const row = await q
    .selectFrom('card_products')
    .select(PRODUCT_COLUMNS)
    .where('id', '=', id)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  if (!row) throw new ApiFailure(WALLET_ERRORS.productNotFound);
  return toProduct(row);
}

/** The product of a card even if it was disabled since. */
export async function productOfCard(q: Queries, productId: string): Promise<CardProduct> {
  const row = await q
    .selectFrom('card_products')
    .select(PRODUCT_COLUMNS)
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  return toProduct(row);
}

/** Money parts with the currency's two places ('5.00', '-1.00' for no limit); the rate as stored. */
const money = (value: string): string => fromMinorUnits(toMinorUnits(value));

const ruleView = (rule: StoredRule): StoredRule => ({
  rate: rule.rate,
  value: money(rule.value),
  min: money(rule.min),
  max: money(rule.max),
});

/** A product as `opened-available` lists it; `name` and `withdraw_fee` go beyond the brief's shape. */
export function productView(product: CardProduct) {
  return {
    id: product.id,
    name: product.name,
    bin: product.bin,
    currency: product.currency,
    open_fee: ruleView(product.openFee),
    recharge_fee: ruleView(product.rechargeFee),
    withdraw_fee: ruleView(product.withdrawFee),
    min_recharge: toDecimalString(product.minRecharge),
    needs_profile: product.needsProfile,
  };
}

export type ProductView = ReturnType<typeof productView>;
export type { FeeRule };
