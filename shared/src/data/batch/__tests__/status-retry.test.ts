import { batchRetryDelay } from '../status-retry';

describe('the wait before asking again for the batch status after failed polls', () => {
  it('starts at the poll interval and doubles up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 9].map(batchRetryDelay)).toEqual([3_000, 6_000, 12_000, 24_000, 30_000, 30_000]);
  });
});
