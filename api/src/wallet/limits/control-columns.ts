/** The spending-control columns a card or batch row carries, and the controls they hold. */

/** A card's spending controls in minor units; null: no limit. */
export interface CardControls {
  perTransaction: number | null;
  daily: number | null;
  monthly: number | null;
  singleUse: boolean;
}

export const NO_CONTROLS: CardControls = { perTransaction: null, daily: null, monthly: null, singleUse: false };

/** The controls columns of a card or batch row. */
export interface ControlColumns {
  per_transaction_limit: number | null;
  daily_limit: number | null;
  monthly_limit: number | null;
  single_use: number;
}

export const controlsOf = (row: ControlColumns): CardControls => ({
  perTransaction: row.per_transaction_limit,
  daily: row.daily_limit,
  monthly: row.monthly_limit,
  singleUse: row.single_use === 1,
});

export const controlColumns = (controls: CardControls): ControlColumns => ({
  per_transaction_limit: controls.perTransaction,
  daily_limit: controls.daily,
  monthly_limit: controls.monthly,
  single_use: controls.singleUse ? 1 : 0,
});
