import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startTestApi, type TestApi } from '../../__tests__/test-api';
import type { Db } from '../../db/database';
import { createUser, download, readSheet, seedCards, waitReady, type StatusData } from './helpers';

const DAY = 24 * 60 * 60 * 1000;
let api: TestApi;
let alice: { id: string; token: string };
let bob: { id: string; token: string };
let carol: { id: string; token: string };
let dana: { id: string; token: string };

const insertJob = (db: Db, id: string, userId: string, status: string, finishedAt: number | null) =>
  db
    .prepare(
      `INSERT INTO export_jobs (id, user_id, status, total_count, done_count, file_name, created_at, finished_at)
       VALUES (?, ?, ?, 9, 3, 'cards-20240101-0000.xlsx', ?, ?)`,
    )
    .run(id, userId, status, Date.now() - 2 * DAY, finishedAt);

beforeAll(async () => {
  api = await startTestApi({
    extend: (_app, db) => {
      // Left by the "last process": a RUNNING job (restarts from scratch) and a file older than 24 h.
      carol = createUser(db);
      seedCards(db, carol.id, 7, () => 'CARD_STATUS_NORMAL');
      insertJob(db, 'carol-job', carol.id, 'RUNNING', null);
      dana = createUser(db);
      insertJob(db, 'dana-old', dana.id, 'DONE', Date.now() - 2 * DAY);
      const dir = path.join(path.dirname(db.name), 'exports');
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'dana-old.xlsx'), 'old');
      writeFileSync(path.join(dir, 'stray.xlsx.part'), 'old');
      utimesSync(path.join(dir, 'stray.xlsx.part'), new Date(Date.now() - 2 * DAY), new Date(Date.now() - 2 * DAY));
    },
  });
  alice = createUser(api.db);
  bob = createUser(api.db);
  seedCards(api.db, alice.id, 3, () => 'CARD_STATUS_NORMAL');
});
afterAll(() => api.close());

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

    insertJob(api.db, 'alice-running', alice.id, 'RUNNING', null);
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

  it('restarts an unfinished job from scratch after a restart', async () => {
    const status = await waitReady(api, carol.token);
    expect(status).toMatchObject({ exist: false, ready: true, job_id: 'carol-job', total_count: 7, done_count: 7 });
    const rows = await readSheet(await download(api, carol.token, 'carol-job'));
    expect(rows).toHaveLength(8);
  });

  it('removes files older than 24 hours', async () => {
    const dir = path.join(path.dirname(api.db.name), 'exports');
    expect(existsSync(path.join(dir, 'dana-old.xlsx'))).toBe(false);
    expect(existsSync(path.join(dir, 'stray.xlsx.part'))).toBe(false);
    const status = (await api.call('GET', '/api/v1/card/batch-export-status', { token: dana.token })).body.data;
    expect(status).toMatchObject({ exist: false, ready: false, job_id: 'dana-old' });
    const expired = await download(api, dana.token, 'dana-old');
    expect(expired.status).toBe(410);
    expect(((await expired.json()) as { code: number }).code).toBe(4303);
  });
});
