import { LIMITS_ADJUSTABLE, type CardLimits } from '@portal/shared/contract';
import type { Db } from '../../db/database';
import { ApiFailure } from '../../platform/api-failure';
import type { CardRow } from '../cards/card-store';
import { sql } from '../db';
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
export function spentSince(db: Db, cardId: string, since: number): number {
  const row = sql(
    db,
    `SELECT coalesce(sum(amount), 0) AS spent FROM card_transactions
      WHERE card_id = ? AND type = 'CONSUME' AND status <> 'CARD_TRANSACTION_STATUS_FAIL' AND created_at >= ?`,
  ).get(cardId, since) as { spent: number };
  return row.spent;
}

/**
 * Why a purchase of `units` on the card would pass one of its limits, or null. Call inside the
 * transaction that records the purchase, so two purchases at once cannot both pass a limit.
 */
export function limitRefusal(db: Db, card: CardRow, units: number, now: number): string | null {
  const { perTransaction, daily, monthly } = controlsOf(card);
  if (perTransaction !== null && units > perTransaction) return WALLET_ERRORS.perTransactionLimit.message;
  if (daily !== null && spentSince(db, card.id, dayStart(now)) + units > daily) {
    return WALLET_ERRORS.dailyLimit.message;
  }
  if (monthly !== null && spentSince(db, card.id, monthStart(now)) + units > monthly) {
    return WALLET_ERRORS.monthlyLimit.message;
  }
  return null;
}

const money = (units: number | null) => (units === null ? null : toDecimalString(units));
const left = (limit: number | null, spent: number) =>
  limit === null ? null : toDecimalString(Math.max(0, limit - spent));

/** The card's limits with what it spent and what is left this day and month (Asia/Shanghai). */
export function limitsView(db: Db, card: CardRow, now = Date.now()): CardLimits {
  const controls = controlsOf(card);
  const today = spentSince(db, card.id, dayStart(now));
  const thisMonth = spentSince(db, card.id, monthStart(now));
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
export function saveLimits(db: Db, card: CardRow, input: LimitsInput, now = Date.now()): CardRow {
  if (!LIMITS_ADJUSTABLE.includes(card.status)) throw new ApiFailure(WALLET_ERRORS.cardStatusInvalid);
  const limits = parseLimits(input);
  sql(
    db,
    'UPDATE cards SET per_transaction_limit = ?, daily_limit = ?, monthly_limit = ?, updated_at = ? WHERE id = ?',
  ).run(limits.perTransaction, limits.daily, limits.monthly, now, card.id);
  return {
    ...card,
    per_transaction_limit: limits.perTransaction,
    daily_limit: limits.daily,
    monthly_limit: limits.monthly,
    updated_at: now,
  };
}
