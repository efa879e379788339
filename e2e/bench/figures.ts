// What every browser benchmark shares: the tiny mode, the median, and the line a figure is printed
// on, which ends with its mark (`met` or `MISSED`) as the bench command (scripts/bench.mjs) reads it.

/**
 * BENCH_TINY=1: a tiny data set and one short round, so a test can check that the benchmark still
 * runs and prints its figures (which then mean nothing).
 */
export const TINY = process.env.BENCH_TINY === '1';

/** `full` normally, `tiny` in the tiny mode. */
export const sized = <T>(full: T, tiny: T): T => (TINY ? tiny : full);

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export const mark = (met: boolean): string => (met ? 'met' : 'MISSED');

/**
 * Prints the median of `samples` (ms) with their spread, and, when the figure has a target (at most
 * `targetMs`), the target and its mark.
 */
export function reportTimes(label: string, samples: number[], targetMs?: number, note = ''): void {
  const value = median(samples);
  const judged = targetMs === undefined ? '' : `  target ≤ ${targetMs} ms  ${mark(value <= targetMs)}`;
  console.log(
    `${label.padEnd(34)} median ${value.toFixed(1).padStart(7)} ms  (min ${Math.min(...samples).toFixed(1)}, ` +
      `max ${Math.max(...samples).toFixed(1)}, n=${samples.length})${note}${judged}`,
  );
}
