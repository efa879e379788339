import { spawnSync } from 'node:child_process';
import path from 'node:path';

const API_DIR = path.resolve(__dirname, '..', '..');

/** The start-time benchmark, once on its tiny round, so it cannot rot (its figures are not judged here). */
describe('the API start benchmark', () => {
  it('builds the API if needed, starts it on a fresh and an existing data folder and prints both beside the target', () => {
    const run = spawnSync(process.execPath, ['bench/start-time.mjs'], {
      cwd: API_DIR,
      env: { ...process.env, BENCH_TINY: '1' },
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    for (const folder of ['fresh', 'existing']) {
      expect(run.stdout).toMatch(
        new RegExp(`built API .* ${folder} data folder +\\d+\\.\\d\\d s .*target < 1\\.5 s: (met|MISSED)`),
      );
    }
  }, 120_000);
});
