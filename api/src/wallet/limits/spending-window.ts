/** The time zone in which a card's days and months count (the merchant's customers are in mainland China). */
export const SPENDING_TIME_ZONE = 'Asia/Shanghai';

/** Asia/Shanghai is UTC+8 all year (no daylight saving since 1991), so a fixed offset is exact. */
const OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The start (epoch ms) of the Shanghai day that holds `now`. */
export function dayStart(now: number): number {
  const local = now + OFFSET_MS;
  return local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - OFFSET_MS;
}

/** The start (epoch ms) of the Shanghai calendar month that holds `now`. */
export function monthStart(now: number): number {
  const local = new Date(now + OFFSET_MS);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - OFFSET_MS;
}
