import { checkNoCspViolationsOn } from '../csp-violations';
import { BENCH_LANE, stackOf } from '../stack';

/** After the benchmarks: their portal, served with the enforced policy, had no violation reported. */
export default async function checkBenchmarksKeptTheCsp(): Promise<void> {
  await checkNoCspViolationsOn([stackOf(BENCH_LANE)]);
}
