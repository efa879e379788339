// Every benchmark the bench command runs (scripts/bench.mjs), in order: adding one is one entry here.
//   name     what the final table calls it
//   kind     'browser' (a portal of its own and Chromium) or 'api' (the API alone): the test command
//            runs the two kinds side by side
//   file     a browser benchmark's tests in e2e/bench: the chosen ones run as one Playwright run
//            (scripts/lib/browser-benchmarks.mjs)
//   command  how an API benchmark runs, from the repository's root
//   figures  the figures README.md promises from it: a part of each one's line (or row); the command
//            fails when one is not printed. A function of `tiny` when the tiny run measures less
//            (the same code on fewer pages)
// Each must accept BENCH_TINY=1 (a tiny data set and one short round) and end each judged figure's
// line, or console.table row, with the mark `met` or `MISSED`.

const e2e = (file) => ({ kind: 'browser', file });
const api = (script) => ({ kind: 'api', command: ['pnpm', '--silent', '--filter', '@portal/api', script] });

export const BENCHMARKS = [
  {
    name: 'card list',
    ...e2e('card-list.bench.ts'),
    figures: ['status filter click -> rows', 'keyword search -> rows'],
  },
  {
    name: 'transactions page',
    ...e2e('transactions.bench.ts'),
    figures: [
      'status filter -> rows',
      'type filter -> rows',
      'card filter -> rows',
      'currency filter -> rows',
      'merchant search -> rows',
      'amount search -> rows',
    ],
  },
  {
    name: 'first paint',
    ...e2e('first-paint.bench.ts'),
    figures: ['sign-in form, cold'],
  },
  {
    name: 'Lighthouse',
    ...e2e('lighthouse.bench.ts'),
    // The tiny run audits /wallet alone: the signed-in path, which the other pages share.
    figures: (tiny) =>
      (tiny ? ['/wallet'] : ['/sign-in', '/wallet', '/card']).flatMap((route) =>
        ['performance', 'LCP', 'TBT', 'accessibility'].map((figure) => `${route} ${figure}`),
      ),
  },
  {
    name: 'API throughput',
    ...api('bench'),
    figures: [10, 50].flatMap((connections) =>
      ['GET /api/v1/card (first page)', 'GET …/station-msg/unread-quantity', 'GET /api/v1/balance'].map(
        (endpoint) => `connections: ${connections}; endpoint: ${endpoint}`,
      ),
    ),
  },
  {
    name: 'export',
    ...api('bench:export'),
    figures: ['POST → file ready', 'API resident memory, peak', 'other calls meanwhile, p99'],
  },
  {
    name: 'live fan-out',
    ...api('bench:live'),
    figures: ['streams have it'],
  },
  {
    name: 'API start',
    ...api('bench:start'),
    figures: ['fresh data folder', 'existing data folder'],
  },
  {
    name: 'sign-in flood',
    ...api('bench:sign-in'),
    figures: ['customer sign-in', 'API resident memory'],
  },
  {
    name: 'sign-in flood, spread',
    ...api('bench:sign-in-spread'),
    figures: [
      'sign-in on the trusted device',
      'transaction-password check',
      'sign-in from a new device',
      'API resident memory',
    ],
  },
  {
    name: 'API processes',
    ...api('bench:processes'),
    figures: ['PostgreSQL, 3 API processes', 'SQLite, 1 API process'].flatMap((setup) =>
      [
        'live fan-out through nginx, p99',
        "API processes' memory together, peak",
        'money race, recharges at once',
        'card list through nginx, p99',
        'sign-in limit across processes',
      ].map((figure) => `${setup}: ${figure}`),
    ),
  },
];
