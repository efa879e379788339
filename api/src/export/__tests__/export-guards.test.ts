import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestApi, type TestApi } from '../../__tests__/test-api';
import type { Database } from '../../db/query-layer';
import type { JobQueue } from '../../db/job-queue';
import { ExportRunner } from '../export-runner';
import { createUser, download, readSheet, seedCards, waitReady, type StatusData } from './helpers';

const DAY = 24 * 60 * 60 * 1000;
let api: TestApi;
let dataDir: string;
/** The export runner of the API's next start on the same database and data folder. */
let nextStart: ExportRunner;
let nextQueue: JobQueue;
let alice: { id: string; token: string };
let bob: { id: string; token: string };
let carol: { id: string; token: string };
let dana: { id: string; token: string };

const insertJob = (database: Database, id: string, userId: string, status: string, finishedAt: number | null) =>
  database.kysely
    .insertInto('export_jobs')
    .values({
      id,
      user_id: userId,
      filter_status: null,
      card_ids: null,
      status,
      total_count: 9,
      done_count: 3,
      file_name: 'cards-20240101-0000.xlsx',
      created_at: Date.now() - 2 * DAY,
      finished_at: finishedAt,
      filter: null,
    })
    .execute();

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-export-'));
  api = await startTestApi({ config: { dataDir } });
  alice = await createUser(api.database);
  bob = await createUser(api.database);
  await seedCards(api.database, alice.id, 3, () => 'CARD_STATUS_NORMAL');

  // Left by a process that stopped: a RUNNING job (restarted from scratch) and files older than 24 h.
  carol = await createUser(api.database);
  await seedCards(api.database, carol.id, 7, () => 'CARD_STATUS_NORMAL');
  await insertJob(api.database, 'carol-job', carol.id, 'RUNNING', null);
  dana = await createUser(api.database);
  await insertJob(api.database, 'dana-old', dana.id, 'DONE', Date.now() - 2 * DAY);
  const dir = path.join(dataDir, 'exports');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'dana-old.xlsx'), 'old');
  writeFileSync(path.join(dir, 'stray.xlsx.part'), 'old');
  utimesSync(path.join(dir, 'stray.xlsx.part'), new Date(Date.now() - 2 * DAY), new Date(Date.now() - 2 * DAY));
  // The next process: a queue of its own on the same database.
  nextQueue = api.database.jobQueue((error) => {
    throw error;
  });
  nextStart = new ExportRunner(api.database, dataDir, api.app.log, nextQueue);
  await nextQueue.start();
  await nextStart.resume();
});
afterAll(async () => {
  await nextStart.stop();
  await nextQueue.stop();
  await api.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const start = (token: string | undefined, body: unknown) =>
  api.call('POST', '/api/v1/card/batch-export', { token, body });

describe('card export guards', () => {
  it('rejects bad input with 1001 and unsigned calls with 605', async () => {
    const bad = [
      { status: 12 },
      { status: 'CARD_STATUS_UNKNOWN' },
      { card_ids: 'abc' },
      { card_ids: [1, 2] },
      { card_ids: [] },
      { card_ids: Array.from({ length: 1001 }, (_, i) => `id-${i}`) },
      { other: true },
      '[]',
    ];
    for (const body of bad) {
      const answer = await start(alice.token, body);
      expect([answer.status, answer.body.code]).toEqual([400, 1001]);
    }
    expect((await start(undefined, {})).body.code).toBe(605);
    expect((await api.call('GET', '/api/v1/card/batch-export-status')).body.code).toBe(605);
    expect((await download(api, undefined, 'x')).status).toBe(401);
  });

  it("keeps one export per user, and nobody sees or downloads another user's file", async () => {
    const first = await start(alice.token, { card_ids: Array.from({ length: 1000 }, (_, i) => `id-${i}`) });
    expect(first.status).toBe(200);
    const jobId = (first.body.data as { job_id: string }).job_id;
    expect((await waitReady(api, alice.token)).ready).toBe(true);
    expect((await download(api, alice.token, jobId)).status).toBe(200);

    const denied = await download(api, bob.token, jobId);
    expect(denied.status).toBe(404);
    expect(((await denied.json()) as { code: number }).code).toBe(1004);
    expect((await download(api, alice.token, 'no-such-job')).status).toBe(404);
    const bobStatus = (await api.call('GET', '/api/v1/card/batch-export-status', { token: bob.token })).body;
    expect(bobStatus.data).toEqual({
      exist: false,
      total_count: 0,
      done_count: 0,
      job_id: null,
      ready: false,
      file_name: null,
    });

    await insertJob(api.database, 'alice-running', alice.id, 'RUNNING', null);
    const second = await start(alice.token, {});
    expect([second.status, second.body.code]).toEqual([409, 4301]);
    const status = (await api.call('GET', '/api/v1/card/batch-export-status', { token: alice.token })).body
      .data as StatusData;
    expect(status).toMatchObject({ exist: true, job_id: 'alice-running', ready: false, file_name: null });
    const notReady = await download(api, alice.token, 'alice-running');
    expect(notReady.status).toBe(409);
    expect(((await notReady.json()) as { code: number }).code).toBe(4302);
    expect((await start(bob.token, {})).status).toBe(200);
  });

  it('refuses the second of two starts at once', async () => {
    const erin = await createUser(api.database);
    await seedCards(api.database, erin.id, 2, () => 'CARD_STATUS_NORMAL');
    const answers = await Promise.all([start(erin.token, {}), start(erin.token, { status: 'CARD_STATUS_NORMAL' })]);
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([0, 4301]);
    expect((await waitReady(api, erin.token)).ready).toBe(true);
  });

  it('restarts an unfinished job from scratch after a restart', async () => {
    const status = await waitReady(api, carol.token);
    expect(status).toMatchObject({ exist: false, ready: true, job_id: 'carol-job', total_count: 7, done_count: 7 });
    const rows = await readSheet(await download(api, carol.token, 'carol-job'));
    expect(rows).toHaveLength(8);
  });

  it('removes files older than 24 hours', async () => {
    const dir = path.join(dataDir, 'exports');
    expect(existsSync(path.join(dir, 'dana-old.xlsx'))).toBe(false);
    expect(existsSync(path.join(dir, 'stray.xlsx.part'))).toBe(false);
    const status = (await api.call('GET', '/api/v1/card/batch-export-status', { token: dana.token })).body.data;
    expect(status).toMatchObject({ exist: false, ready: false, job_id: 'dana-old' });
    const expired = await download(api, dana.token, 'dana-old');
    expect(expired.status).toBe(410);
    expect(((await expired.json()) as { code: number }).code).toBe(4303);
  });
});
