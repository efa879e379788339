import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PortalProviders, completeSignIn } from '@portal/shared';
import { SPREADSHEET_CONTENT_TYPE } from '@portal/shared/contract';
import { CARD_ROUTES, anExportStatus } from '../../../testing/card-fixtures';
import { startFakeApi } from '../../../testing/render-page';
import { BulkExportPage } from '../bulk-export-page';

const api = startFakeApi();
afterEach(() => jest.restoreAllMocks());

/** /bulk-export, optionally with the cards the list handed over. */
function renderExport(cardIds?: string[]) {
  const store = createStore();
  completeSignIn('token', store);
  const user = userEvent.setup();
  const entry = { pathname: '/bulk-export', state: cardIds ? { cardIds } : null };
  const view = renderWithState(store, entry);
  return { user, ...view };
}

function renderWithState(store: ReturnType<typeof createStore>, entry: { pathname: string; state: unknown }) {
  return render(
    <PortalProviders store={store} swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/bulk-export" element={<BulkExportPage />} />
        </Routes>
      </MemoryRouter>
    </PortalProviders>,
  );
}

const startButton = () => screen.findByRole('button', { name: '开始导出' });

describe('/bulk-export', () => {
  beforeEach(() => {
    api.on(CARD_ROUTES.exportStatus, { data: anExportStatus() });
  });

  it('exports the cards selected on /card by default', async () => {
    api.on(CARD_ROUTES.exportStart, {
      data: anExportStatus({ exist: true, total_count: 2, job_id: 'e1' }),
    });
    const { user } = renderExport(['c1', 'c2']);
    expect(await screen.findByRole('radio', { name: /已选卡片/ })).toBeChecked();
    expect(screen.getByText('在卡片列表中选中的 2 张')).toBeInTheDocument();
    await user.click(await startButton());
    await waitFor(() => expect(api.callsTo(CARD_ROUTES.exportStart)[0]?.body).toEqual({ card_ids: ['c1', 'c2'] }));
    expect(await screen.findByRole('progressbar', { name: '导出进度' })).toHaveAttribute('aria-valuemax', '2');
  });

  it('exports all cards, or those of one status', async () => {
    api.on(CARD_ROUTES.exportStart, { data: anExportStatus({ exist: true, total_count: 9, job_id: 'e2' }) });
    const { user } = renderExport();
    expect(await screen.findByRole('radio', { name: /全部卡片/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /已选卡片/ })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '按状态' }));
    await user.selectOptions(screen.getByRole('combobox', { name: '卡片状态' }), '冻结');
    await user.click(await startButton());
    await waitFor(() =>
      expect(api.callsTo(CARD_ROUTES.exportStart)[0]?.body).toEqual({ status: 'CARD_STATUS_FREEZE' }),
    );
  });

  it('follows a running export to its end, then saves the file under the server name', async () => {
    let polls = 0;
    api.on(CARD_ROUTES.exportStatus, () => {
      polls += 1;
      return {
        data:
          polls < 2
            ? anExportStatus({ exist: true, total_count: 40, done_count: 10, job_id: 'e3' })
            : anExportStatus({
                total_count: 40,
                done_count: 40,
                job_id: 'e3',
                ready: true,
                file_name: 'cards-20261124.xlsx',
              }),
      };
    });
    api.on(CARD_ROUTES.exportFile, { file: 'the spreadsheet', contentType: SPREADSHEET_CONTENT_TYPE });
    const createObjectURL = jest.fn((_file: Blob) => 'blob:cards');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const { user } = renderExport();
    // Picked up as it runs (after a reload, or from another tab).
    const bar = await screen.findByRole('progressbar', { name: '导出进度' });
    expect(bar).toHaveAttribute('aria-valuetext', '已导出 10 / 40 张');
    expect(screen.getByText('已有导出任务进行中，完成后才能开始新的导出。')).toBeInTheDocument();
    expect(await startButton()).toBeDisabled();
    const download = await screen.findByRole('button', { name: '下载文件' }, { timeout: 5_000 });
    expect(screen.getByText('文件 cards-20261124.xlsx 已生成，24 小时内可下载。')).toBeInTheDocument();
    await user.click(download);
    await waitFor(() => expect(clicked).toEqual(['cards-20261124.xlsx']));
    expect(api.callsTo(CARD_ROUTES.exportFile).map((call) => call.params.job_id)).toEqual(['e3']);
    expect(await createObjectURL.mock.calls[0]?.[0].text()).toBe('the spreadsheet');
  });

  it('says the last file is gone when it expired, and offers a new export', async () => {
    api.on(CARD_ROUTES.exportStatus, {
      data: anExportStatus({ total_count: 5, done_count: 5, job_id: 'e4', ready: true, file_name: 'old.xlsx' }),
    });
    api.on(CARD_ROUTES.exportFile, { code: 4303, message: '导出文件已过期，请重新导出', status: 410 });
    const { user } = renderExport();
    await user.click(await screen.findByRole('button', { name: '下载文件' }));
    expect(await screen.findByText('上次导出的文件已不可用（已过期或导出失败），请重新导出。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新导出' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: '下载文件' })).not.toBeInTheDocument();
  });

  it('shows the running export when another one is refused (4301)', async () => {
    let running = false;
    api.on(CARD_ROUTES.exportStatus, () => ({
      data: running ? anExportStatus({ exist: true, total_count: 8, done_count: 3, job_id: 'e5' }) : anExportStatus(),
    }));
    api.on(CARD_ROUTES.exportStart, () => {
      running = true;
      return { code: 4301, message: '已有导出任务进行中，请完成后再试', status: 409 };
    });
    const { user } = renderExport();
    await user.click(await startButton());
    const bar = await screen.findByRole('progressbar', { name: '导出进度' });
    expect(within(bar.parentElement as HTMLElement).getByText('已导出 3 / 8 张')).toBeInTheDocument();
  });
});
