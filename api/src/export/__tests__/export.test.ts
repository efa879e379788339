import { CARD_STATUSES, type CardStatus } from '@portal/shared/contract';
import { startTestApi, type TestApi } from '../../__tests__/test-api';
import { localDateTime } from '../export-text';
import { createUser, download, nameCard, readSheet, seedCards, waitReady, type SeededCard } from './helpers';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const STATUSES: CardStatus[] = ['CARD_STATUS_NORMAL', 'CARD_STATUS_FREEZE', 'CARD_STATUS_DELETE', 'CARD_STATUS_INIT'];

let api: TestApi;
let alice: { id: string; token: string };
let aliceCards: SeededCard[];
let bobCards: SeededCard[];

beforeAll(async () => {
  api = await startTestApi();
  alice = await createUser(api.database);
  const bob = await createUser(api.database);
  aliceCards = await seedCards(
    api.database,
    alice.id,
    2500,
    (i) => STATUSES[i % STATUSES.length] ?? 'CARD_STATUS_NORMAL',
  );
  bobCards = await seedCards(api.database, bob.id, 5, () => 'CARD_STATUS_NORMAL');
});
afterAll(() => api.close());

/** The rows the file should hold for these cards: newest first, like the list. */
const expectedRows = (cards: SeededCard[]) =>
  cards
    .sort((a, b) => b.createdAt - a.createdAt || b.seq - a.seq)
    .map((card) => [
      card.last4,
      card.nickname,
      card.currency,
      card.balance / 100,
      CARD_STATUSES[card.status as CardStatus].label,
      localDateTime(card.createdAt),
    ]);

async function exportRows(body: object): Promise<{ rows: unknown[][]; response: Response; fileName: string }> {
  const start = await api.call('POST', '/api/v1/card/batch-export', { token: alice.token, body });
  expect(start.status).toBe(200);
  const started = start.body.data as { job_id: string; exist: boolean; total_count: number; done_count: number };
  expect(started).toMatchObject({ exist: true, done_count: 0 });
  const status = await waitReady(api, alice.token);
  expect(status).toMatchObject({ exist: false, ready: true, job_id: started.job_id });
  expect(status.done_count).toBe(status.total_count);
  expect(status.total_count).toBe(started.total_count);
  const response = await download(api, alice.token, started.job_id);
  expect(response.status).toBe(200);
  const rows = await readSheet(response.clone());
  expect(rows[0]).toEqual(['卡号后四位', '卡片名称', '币种', '余额', '状态', '开卡时间']);
  expect(rows.length - 1).toBe(status.total_count);
  return { rows: rows.slice(1), response, fileName: status.file_name ?? '' };
}

describe('card export', () => {
  it('exports every undeleted card of the user, in chunks, as a real .xlsx with Chinese columns', async () => {
    const { rows, response, fileName } = await exportRows({});
    const expected = expectedRows(aliceCards.filter((card) => card.status !== 'CARD_STATUS_DELETE'));
    expect(rows).toEqual(expected);
    expect(response.headers.get('content-type')).toBe(XLSX);
    expect(fileName).toMatch(/^cards-\d{8}-\d{4}\.xlsx$/);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`);
    const cells = rows.flat().map(String);
    for (const card of [...aliceCards, ...bobCards]) expect(cells).not.toContain(card.pan);
    expect(cells.some((cell) => /\d{12,}/.test(cell))).toBe(false);
  });

  it('has a column of the cards’ nicknames, kept as text', async () => {
    const named = [12, 13, 15].map((index) => aliceCards[index]).filter((card) => card !== undefined);
    const names = ['出差用 ✈️', '=SUM(A1:A9)', null];
    for (const [index, card] of named.entries()) await nameCard(api.database, card, names[index] ?? null);
    const { rows } = await exportRows({ card_ids: named.map((card) => card.id) });
    expect(rows).toEqual(expectedRows(named));
    expect(rows.map((row) => row[1])).toContain('=SUM(A1:A9)');
  });

  it('filters by status', async () => {
    const { rows } = await exportRows({ status: 'CARD_STATUS_FREEZE' });
    expect(rows).toEqual(expectedRows(aliceCards.filter((card) => card.status === 'CARD_STATUS_FREEZE')));
    expect(rows.length).toBe(625);
  });

  it('filters by card ids, ignoring ids of other users', async () => {
    const picked = [aliceCards[3], aliceCards[2], aliceCards[1000]].filter((card) => card !== undefined);
    const ids = [...picked.map((card) => card.id), bobCards[0]?.id ?? '', 'no-such-card'];
    const { rows } = await exportRows({ card_ids: ids });
    expect(rows).toEqual(expectedRows(picked));
  });

  it('combines card ids with a status', async () => {
    const picked = aliceCards.slice(0, 8);
    const { rows } = await exportRows({ card_ids: picked.map((card) => card.id), status: 'CARD_STATUS_NORMAL' });
    expect(rows).toEqual(expectedRows(picked.filter((card) => card.status === 'CARD_STATUS_NORMAL')));
  });
});
