/** Spending is summed by calendar month in the portal's time zone, Asia/Shanghai (UTC+8, no daylight saving). */
export const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The months the summary covers: the current one and the eleven before it. */
export const SPENDING_MONTHS = 12;

/** 'YYYY-MM' of a UTC year and zero-based month (which may run over or under 0–11). */
function monthKey(year: number, month: number): string {
  const date = new Date(Date.UTC(year, month, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The months of the summary at `now`, oldest first, and the instant (epoch ms) the first one starts. */
export function spendingWindow(now: number): { months: string[]; start: number } {
  const local = new Date(now + SHANGHAI_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  const first = month - (SPENDING_MONTHS - 1);
  return {
    months: Array.from({ length: SPENDING_MONTHS }, (_, index) => monthKey(year, first + index)),
    start: Date.UTC(year, first, 1) - SHANGHAI_OFFSET_MS,
  };
}
