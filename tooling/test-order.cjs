// The order jest runs the test files in. The API's files on PostgreSQL wait on the server for a third
// of their time, and the component tests keep a core busy all the time: the API's files go first,
// while the test command's other steps (build, browser tests, typecheck, lint) use what they leave,
// and the many small component test files last, when jest runs alone and must fill both cores to the
// end. Within each group, jest's own order: failed first, then the longest (or largest) first.
const path = require('node:path');

const jestCore = path.dirname(require.resolve('@jest/core', { paths: [path.dirname(require.resolve('jest'))] }));
const Sequencer = require(require.resolve('@jest/test-sequencer', { paths: [jestCore] })).default;

/** The projects whose files run first, in this order; every other project's after them. */
const FIRST = ['api-postgres', 'api'];

const groupOf = (test) => {
  const index = FIRST.indexOf(test.context.config.displayName?.name);
  return index === -1 ? FIRST.length : index;
};

class TestOrder extends Sequencer {
  sort(tests) {
    const ranked = super.sort(tests).map((test, rank) => ({ test, rank, group: groupOf(test) }));
    ranked.sort((a, b) => a.group - b.group || a.rank - b.rank);
    return ranked.map(({ test }) => test);
  }
}

module.exports = TestOrder;
