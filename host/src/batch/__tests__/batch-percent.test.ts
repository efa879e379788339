import { batchPercent, displayPercent } from '../batch-percent';

const status = (total_count: number, success_count: number, fail_count: number) => ({
  exist: true,
  job_id: 'job-1',
  total_count,
  success_count,
  fail_count,
});

describe('the batch progress percent', () => {
  it('is 0 when the total is 0', () => {
    expect(batchPercent(status(0, 0, 0))).toBe(0);
    expect(displayPercent(status(0, 0, 0))).toBe(0);
  });

  it('counts successes and failures alike: (success + fail) / total × 100', () => {
    expect(batchPercent(status(10, 2, 1))).toBe(30);
    expect(batchPercent(status(3, 1, 0))).toBeCloseTo(33.333, 3);
  });

  it('is shown as a whole number', () => {
    expect(displayPercent(status(3, 1, 0))).toBe(33);
    expect(displayPercent(status(3, 2, 0))).toBe(67);
  });

  it('is 100 when every card is done', () => {
    expect(batchPercent(status(20, 18, 2))).toBe(100);
    expect(displayPercent(status(20, 20, 0))).toBe(100);
  });
});
