import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { createEventBus } from '../../events/event-bus';
import { beginSignIn, completeSignIn } from '../../session/sign-in';
import { SPREADSHEET_CONTENT_TYPE } from '../../contract/envelope';
import { FakeApi } from '../../testing/fake-api';
import { renderWithPortal } from '../../testing/render';
import { portalStore } from '../../state/store';
import { startBatchCreate } from '../batch';
import { revealCardSecrets, updateCardStatus, useCard, useCards } from '../cards';
import { useDataContext } from '../data-context';
import { downloadExport, startExport, useExportStatus } from '../export';
import { topUp, useWalletBalances } from '../wallet';

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());
beforeEach(() => {
  api.reset();
  localStorage.clear();
  sessionStorage.clear();
  beginSignIn('token-1');
  completeSignIn('token-1', portalStore);
});

const CARD = {
  id: '7',
  last4: '4242',
  status: 'CARD_STATUS_NORMAL',
  currency: 'USD',
  balance: '10.00',
  created_at: '2026-11-01T08:00:00Z',
  product_id: 'p1',
  expiry: '11/29',
  updated_at: '2026-11-01T08:00:00Z',
};
const pageOf = (list: unknown[]) => ({ data: { list, total: list.length, page: 1, page_size: 10 } });

function Balances() {
  const { data } = useWalletBalances();
  const context = useDataContext();
  return (
    <>
      <p>{data?.map((balance) => `${balance.currency} ${balance.available} / ${balance.anew}`).join('; ') ?? '…'}</p>
      <button type="button" onClick={() => void topUp(context, { currency: 'USD', amount: '25.00' }, 'key-1')}>
        {TOP_UP}
      </button>
    </>
  );
}

/** The labels of the test's own buttons. */
const TOP_UP = '充值';
const FREEZE = '冻结';
const SHOW_NUMBER = '查看卡号';
const BULK_CREATE = '批量开卡';
const BULK_EXPORT = '批量导出';

describe('the wallet module', () => {
  it('sends a top-up once with its Idempotency-Key, then shows the pending amount', async () => {
    let anew = '0.00';
    api.on('GET /api/v1/balance', () => ({ data: [{ currency: 'USD', available: '100.00', anew }] }));
    api.on('POST /api/v1/balance/top-up', () => {
      anew = '25.00';
      return { data: { id: 't1', currency: 'USD', amount: '25.00', status: 'TOP_UP_STATUS_PENDING' } };
    });
    renderWithPortal(<Balances />, { store: portalStore });
    expect(await screen.findByText('USD 100.00 / 0.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: TOP_UP }));
    expect(await screen.findByText('USD 100.00 / 25.00')).toBeInTheDocument();
    const [call] = api.callsTo('POST /api/v1/balance/top-up');
    expect(call?.idempotencyKey).toBe('key-1');
    expect(call?.body).toEqual({ currency: 'USD', amount: '25.00' });
  });
});

function CardAndList() {
  const list = useCards({ page: 1, page_size: 10 });
  const card = useCard('7');
  const context = useDataContext();
  return (
    <>
      <p>list: {list.data?.list.map((item) => item.status).join(',') ?? '…'}</p>
      <p>card: {card.data?.status ?? '…'}</p>
      <button type="button" onClick={() => void updateCardStatus(context, '7', 'UPDATE_CARD_STATUS_FREEZE')}>
        {FREEZE}
      </button>
    </>
  );
}

describe('the cards module', () => {
  it('shows a status change on the card at once and asks the list again', async () => {
    let status = 'CARD_STATUS_NORMAL';
    api.on('GET /api/v1/card', () => pageOf([{ ...CARD, status }]));
    api.on('GET /api/v1/card/{id}', () => ({ data: { ...CARD, status } }));
    api.on('PUT /api/v1/card/{id}/status', () => {
      status = 'CARD_STATUS_FREEZE';
      return { data: { ...CARD, status: 'CARD_STATUS_FREEZING' } };
    });
    renderWithPortal(<CardAndList />, { store: portalStore });
    expect(await screen.findByText('card: CARD_STATUS_NORMAL')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: FREEZE }));
    expect(await screen.findByText('card: CARD_STATUS_FREEZING')).toBeInTheDocument();
    expect(await screen.findByText('list: CARD_STATUS_FREEZE')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/v1/card/{id}/status')[0]?.body).toEqual({ action: 'UPDATE_CARD_STATUS_FREEZE' });
  });

  it('follows a card in a transitional status until it settles', async () => {
    let asked = 0;
    api.on('GET /api/v1/card', () => pageOf([CARD]));
    api.on('GET /api/v1/card/{id}', () => {
      asked += 1;
      return { data: { ...CARD, status: asked === 1 ? 'CARD_STATUS_UNFREEZING' : 'CARD_STATUS_NORMAL' } };
    });
    renderWithPortal(<CardAndList />, { store: portalStore });
    expect(await screen.findByText('card: CARD_STATUS_UNFREEZING')).toBeInTheDocument();
    expect(await screen.findByText('card: CARD_STATUS_NORMAL', {}, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('keeps the full number and CVV out of the cache', async () => {
    api.on('POST /api/v1/card/{id}/sensitive', {
      data: {
        card_id: '7',
        card_no: '4242424242424242',
        cvv: '123',
        expiry: '11/29',
        expires_at: '2026-11-24T10:01:00Z',
      },
    });
    let cacheKeys: string[] = [];
    function Probe() {
      const { cache } = useSWRConfig();
      const [shown, setShown] = useState('');
      return (
        <button
          type="button"
          onClick={async () => {
            const secrets = await revealCardSecrets('7', { captcha: '123456' });
            setShown(secrets.card_no);
            cacheKeys = [...(cache as Map<string, unknown>).keys()];
          }}
        >
          {shown || SHOW_NUMBER}
        </button>
      );
    }
    renderWithPortal(<Probe />, { store: portalStore });
    await userEvent.click(screen.getByRole('button', { name: SHOW_NUMBER }));
    expect(await screen.findByRole('button', { name: '4242424242424242' })).toBeInTheDocument();
    expect(cacheKeys.join(' ')).not.toMatch(/cardSecrets|4242424242424242/);
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('4242424242424242');
  });
});

describe('the batch module', () => {
  it('tells the widget a batch began and caches its first progress', async () => {
    api.on('POST /api/v1/account/trx-password/check', {
      data: { ticket: 'ticket-1', expires_at: '2026-11-24T10:05:00Z' },
    });
    api.on('POST /api/v1/batch-create-card', {
      data: { job_id: 'b1', exist: true, total_count: 5, success_count: 0, fail_count: 0 },
    });
    const bus = createEventBus();
    const heard: number[] = [];
    bus.on('batch-started', ({ total }) => heard.push(total));
    let done: Promise<unknown> = Promise.resolve();
    function Start() {
      const context = useDataContext();
      return (
        <button
          type="button"
          onClick={() => {
            done = startBatchCreate(
              context,
              { product_id: 'p1', quantity: 5, amount: '10.00' },
              { idempotencyKey: 'key-b', trxPassword: '135790' },
              bus,
            );
          }}
        >
          {BULK_CREATE}
        </button>
      );
    }
    renderWithPortal(<Start />, { store: portalStore });
    await userEvent.click(screen.getByRole('button', { name: BULK_CREATE }));
    await act(() => done);
    expect(heard).toEqual([5]);
    // The transaction password is checked first; its ticket goes with the money call.
    expect(api.callsTo('POST /api/v1/account/trx-password/check')[0]?.body).toEqual({ trx_password: '135790' });
    expect(api.callsTo('POST /api/v1/batch-create-card')[0]).toMatchObject({
      idempotencyKey: 'key-b',
      operationTicket: 'ticket-1',
    });
  });
});

describe('the export module', () => {
  it('shows the progress from the answer, then downloads the file of the finished job', async () => {
    api.on('POST /api/v1/card/batch-export', {
      data: { exist: true, total_count: 2, done_count: 0, job_id: 'e1', ready: false, file_name: null },
    });
    api.on('GET /api/v1/card/batch-export-status', {
      data: { exist: false, total_count: 2, done_count: 2, job_id: 'e1', ready: true, file_name: 'cards.xlsx' },
    });
    function Export() {
      const { data } = useExportStatus();
      const context = useDataContext();
      return (
        <>
          <p>{data ? `${data.done_count}/${data.total_count} ${data.ready ? 'ready' : 'running'}` : '…'}</p>
          <button type="button" onClick={() => void startExport(context, { card_ids: ['7', '8'] })}>
            {BULK_EXPORT}
          </button>
        </>
      );
    }
    renderWithPortal(<Export />, { store: portalStore });
    await screen.findByText('2/2 ready');
    await userEvent.click(screen.getByRole('button', { name: BULK_EXPORT }));
    expect(await screen.findByText('0/2 running')).toBeInTheDocument();
    expect(api.callsTo('POST /api/v1/card/batch-export')[0]?.body).toEqual({ card_ids: ['7', '8'] });
    await waitFor(() => expect(screen.getByText('2/2 ready')).toBeInTheDocument(), { timeout: 5_000 });

    api.on('GET /api/v1/card/batch-export/{job_id}/file', {
      file: 'the spreadsheet',
      contentType: SPREADSHEET_CONTENT_TYPE,
    });
    const { file, name } = await downloadExport({
      exist: false,
      total_count: 2,
      done_count: 2,
      job_id: 'e1',
      ready: true,
      file_name: 'cards.xlsx',
    });
    expect(api.callsTo('GET /api/v1/card/batch-export/{job_id}/file').map((call) => call.params.job_id)).toEqual([
      'e1',
    ]);
    expect({ name, text: await file.text() }).toEqual({ name: 'cards.xlsx', text: 'the spreadsheet' });
  });
});
