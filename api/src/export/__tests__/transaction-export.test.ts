import { startTestApi, type TestApi } from '../../__tests__/test-api';
import { seedTransactions } from '../../transactions/__tests__/seed';
import { csvField } from '../csv-writer';
import { localDateTime } from '../export-text';
import { createUser, readSheet, seedCards, type StatusData } from './helpers';

let api: TestApi;
let alice: { id: string; token: string };
let bob: { id: string; token: string };
let last4: string;
const START = Date.UTC(2025, 5, 1, 8);
const HEADER = ['时间', '来源', '卡号后四位', '类型', '状态', '币种', '金额', '手续费', '商户'];

beforeAll(async () => {
  api = await startTestApi();
  alice = await createUser(api.database);
  bob = await createUser(api.database);
  const card = (await seedCards(api.database, alice.id, 1, () => 'CARD_STATUS_NORMAL'))[0]!;
  last4 = card.last4;
  await seedTransactions(api.database, alice.id, [
    { source: 'WALLET', type: 'ADMIN_RECHARGE_IN', amount: 50_000, at: START },
    {
      source: 'CARD',
      type: 'CONSUME',
      amount: 1_250,
      fee: 30,
      cardId: card.id,
      merchant: '=HYPERLINK("x")',
      at: START + 1000,
    },
    { source: 'CARD', type: 'CONSUME', amount: 700, cardId: card.id, merchant: '美团, "外卖"', at: START + 2000 },
    { source: 'CARD', type: 'REFUND', amount: 700, cardId: card.id, merchant: '@SUM(A1)', at: START + 3000 },
  ]);
});
afterAll(() => api.close());

async function waitReady(token: string): Promise<StatusData> {
  for (;;) {
    const { body } = await api.call('GET', '/api/v1/transactions/export-status', { token });
    const data = body.data as StatusData;
    if (data.ready || (!data.exist && data.job_id)) return data;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function exportFile(body: object) {
  const start = await api.call('POST', '/api/v1/transactions/export', { token: alice.token, body });
  expect(start.status).toBe(200);
  const { job_id } = start.body.data as { job_id: string };
  const status = await waitReady(alice.token);
  expect(status).toMatchObject({ ready: true, job_id, exist: false });
  const response = await api.fetch(`/api/v1/transactions/export/${job_id}/file`, {
    headers: { Authorization: `Bearer ${alice.token}` },
  });
  expect(response.status).toBe(200);
  return { response, status, jobId: job_id };
}

it('writes a UTF-8 .csv with a byte-order mark, escaped, safe from formulas, with the filters', async () => {
  const { response, status } = await exportFile({ format: 'csv', source: 'CARD', type: 'CONSUME' });
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="transactions-\d{8}-\d{4}\.csv"$/);
  expect(status.file_name).toMatch(/\.csv$/);
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder().decode(bytes.slice(3));
  expect(text.split('\r\n')).toEqual([
    HEADER.join(','),
    `${localDateTime(START + 2000)},卡片,${last4},消费支出,已完成,USD,-7.00,0.00,"美团, ""外卖"""`,
    `${localDateTime(START + 1000)},卡片,${last4},消费支出,已完成,USD,-12.50,0.30,"'=HYPERLINK(""x"")"`,
    '',
  ]);
});

it('writes the same rows to an .xlsx, money as numbers', async () => {
  const { response } = await exportFile({ format: 'xlsx', keyword: '7' });
  expect(response.headers.get('content-type')).toBe(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  const rows = await readSheet(response);
  expect(rows).toEqual([
    HEADER,
    [localDateTime(START + 3000), '卡片', last4, '交易退款', '已完成', 'USD', 7, 0, '@SUM(A1)'],
    [localDateTime(START + 2000), '卡片', last4, '消费支出', '已完成', 'USD', -7, 0, '美团, "外卖"'],
  ]);
});

it('exports wallet rows with an empty card and merchant', async () => {
  const { response } = await exportFile({ format: 'csv', source: 'WALLET' });
  const text = (await response.text()).replace(/^\uFEFF/, '');
  expect(text.split('\r\n')[1]).toBe(`${localDateTime(START)},钱包,,充值,已完成,USD,500.00,0.00,`);
});

it("keeps each customer's export to themselves, and the card export's status apart", async () => {
  const { jobId } = await exportFile({ format: 'csv' });
  const stranger = await api.fetch(`/api/v1/transactions/export/${jobId}/file`, {
    headers: { Authorization: `Bearer ${bob.token}` },
  });
  expect(stranger.status).toBe(404);
  const asCards = await api.fetch(`/api/v1/card/batch-export/${jobId}/file`, {
    headers: { Authorization: `Bearer ${alice.token}` },
  });
  expect(asCards.status).toBe(404);
  const cardStatus = await api.call('GET', '/api/v1/card/batch-export-status', { token: alice.token });
  expect(cardStatus.body.data).toMatchObject({ exist: false, job_id: null });
  const bobs = await api.call('GET', '/api/v1/transactions/export-status', { token: bob.token });
  expect(bobs.body.data).toMatchObject({ job_id: null });
});

it('checks the format and the filters', async () => {
  for (const body of [{}, { format: 'pdf' }, { format: 'csv', status: 'DONE' }, { format: 'csv', extra: 1 }]) {
    const { status } = await api.call('POST', '/api/v1/transactions/export', { token: alice.token, body });
    expect({ body, status }).toEqual({ body, status: 400 });
  }
});

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+2', "'=1+2"],
    ['+86 138', "'+86 138"],
    ['-cmd', "'-cmd"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['-12.50', '-12.50'],
    ['中文', '中文'],
  ])('%j -> %j', (cell, field) => expect(csvField(cell)).toBe(field));
});
