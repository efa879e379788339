import { LIMITS_ADJUSTABLE, type CardLimits } from '@portal/shared/contract';
import { ApiFailure } from '../../platform/api-failure';
import type { CardRow } from '../cards/card-store';
import type { Queries } from '../db';
import { WALLET_ERRORS } from '../errors';
import { parseAmount, toDecimalString } from '../money';
import { controlsOf, type CardControls } from './control-columns';
import { SPENDING_TIME_ZONE, dayStart, monthStart } from './spending-window';

/** Limits as a client sends them: amounts as numbers or decimal strings (the contract's CardLimitsInput). */
export interface LimitsInput {
  per_transaction_limit?: number | string | null;
  daily_limit?: number | string | null;
  monthly_limit?: number | string | null;
}

const limitUnits = (value: number | string | null | undefined) =>
  value === null || value === undefined ? null : parseAmount(value);

/** The controls a card is opened with, from the body of an opening. */
export const openingControls = (body: { limits?: LimitsInput; single_use?: boolean }): CardControls => ({
  ...parseLimits(body.limits),
  singleUse: body.single_use === true,
});

/** Client limits in minor units (each > 0, two decimals at most), refused when they contradict each other (4103). */
export function parseLimits(input: LimitsInput | undefined): Omit<CardControls, 'singleUse'> {
  const limits = {
    perTransaction: limitUnits(input?.per_transaction_limit),
    daily: limitUnits(input?.daily_limit),
    monthly: limitUnits(input?.monthly_limit),
  };
  const ordered = [limits.perTransaction, limits.daily, limits.monthly].filter((units) => units !== null);
  if (ordered.some((units, index) => index > 0 && units < ordered[index - 1]!)) {
    throw new ApiFailure(WALLET_ERRORS.limitsOutOfOrder);
  }
  return limits;
}

/** What a card's purchases that count against its limits (settled or pending) add up to since `since`. */
export async function spentSince(q: Queries, cardId: string, since: number): Promise<number> {
  const row = await q
    .selectFrom('card_transactions')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | null>('amount'), eb.val(0)).as('spent'))
    .where('card_id', '=', cardId)
    .where('type', '=', 'CONSUME')
    .where('status', '<>', 'CARD_TRANSACTION_STATUS_FAIL')
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.spent);
}

/**
 * Why a purchase of `units` on the card would pass one of its limits, or null. Call inside the
 * transaction that records the purchase, so two purchases at once cannot both pass a limit.
 */
export async function limitRefusal(q: Queries, card: CardRow, units: number, now: number): Promise<string | null> {
  const { perTransaction, daily, monthly } = controlsOf(card);
  if (perTransaction !== null && units > perTransaction) return WALLET_ERRORS.perTransactionLimit.message;
  if (daily !== null && (await spentSince(q, card.id, dayStart(now))) + units > daily) {
    return WALLET_ERRORS.dailyLimit.message;
  }
  if (monthly !== null && (await spentSince(q, card.id, monthStart(now))) + units > monthly) {
    return WALLET_ERRORS.monthlyLimit.message;
  }
  return null;
}

const money = (units: number | null) => (units === null ? null : toDecimalString(units));
const left = (limit: number | null, spent: number) =>
  limit === null ? null : toDecimalString(Math.max(0, limit - spent));

/** The card's limits with what it spent and what is left this day and month (Asia/Shanghai). */
export async function limitsView(q: Queries, card: CardRow, now = Date.now()): Promise<CardLimits> {
  const controls = controlsOf(card);
  const today = await spentSince(q, card.id, dayStart(now));
  const thisMonth = await spentSince(q, card.id, monthStart(now));
  return {
    card_id: card.id,
    currency: card.currency,
    per_transaction_limit: money(controls.perTransaction),
    daily_limit: money(controls.daily),
    monthly_limit: money(controls.monthly),
    single_use: controls.singleUse,
    spent_today: toDecimalString(today),
    spent_this_month: toDecimalString(thisMonth),
    left_today: left(controls.daily, today),
    left_this_month: left(controls.monthly, thisMonth),
    time_zone: SPENDING_TIME_ZONE,
  };
}

/** Replaces the card's three limits (its single-use flag is chosen at opening and stays). */
export async function saveLimits(q: Queries, card: CardRow, input: LimitsInput, now = Date.now()): Promise<CardRow> {
  if (!LIMITS_ADJUSTABLE.includes(card.status)) throw new ApiFailure(WALLET_ERRORS.cardStatusInvalid);
  const limits = parseLimits(input);
  await q
    .updateTable('cards')
    .set({
      per_transaction_limit: limits.perTransaction,
      daily_limit: limits.daily,
      monthly_limit: limits.monthly,
      updated_at: now,
    })
    .where('id', '=', card.id)
    .execute();
  return {
    ...card,
    per_transaction_limit: limits.perTransaction,
    daily_limit: limits.daily,
    monthly_limit: limits.monthly,
    updated_at: now,
  };
}
