/**
 * BENCH_TINY=1: a tiny data set and one short round, so a test can check that a benchmark still runs
 * and prints its figures (which then mean nothing).
 */
export const TINY = process.env.BENCH_TINY === '1';

/** `full` normally, `tiny` in the tiny mode. */
export const sized = <T>(full: T, tiny: T): T => (TINY ? tiny : full);
