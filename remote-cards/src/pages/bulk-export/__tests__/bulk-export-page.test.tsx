import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PortalProviders, completeSignIn } from '@portal/shared';
import { SPREADSHEET_CONTENT_TYPE } from '@portal/shared/contract';
import { CARD_ROUTES, anExportStatus } from '../../../testing/card-fixtures';
import { startFakeApi } from '../../../testing/render-page';
import { contractLabels } from '../../../contract-labels';
import { cardStrings as text } from '../../../strings';
import { BulkExportPage } from '../bulk-export-page';

const t = text.bulkExport;

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

const startButton = () => screen.findByRole('button', { name: t.start });

describe('/bulk-export', () => {
  beforeEach(() => {
    api.on(CARD_ROUTES.exportStatus, { data: anExportStatus() });
  });

  it('exports the cards selected on /card by default', async () => {
    api.on(CARD_ROUTES.exportStart, {
      data: anExportStatus({ exist: true, total_count: 2, job_id: 'e1' }),
    });
    const { user } = renderExport(['c1', 'c2']);
    expect(await screen.findByRole('radio', { name: new RegExp(t.scopes.selected) })).toBeChecked();
    expect(screen.getByText(t.selectedHint(2))).toBeInTheDocument();
    await user.click(await startButton());
    await waitFor(() => expect(api.callsTo(CARD_ROUTES.exportStart)[0]?.body).toEqual({ card_ids: ['c1', 'c2'] }));
    expect(await screen.findByRole('progressbar', { name: t.progressLabel })).toHaveAttribute('aria-valuemax', '2');
  });

  it('exports all cards, or those of one status', async () => {
    api.on(CARD_ROUTES.exportStart, { data: anExportStatus({ exist: true, total_count: 9, job_id: 'e2' }) });
    const { user } = renderExport();
    expect(await screen.findByRole('radio', { name: new RegExp(t.scopes.all) })).toBeChecked();
    expect(screen.getByRole('radio', { name: new RegExp(t.scopes.selected) })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: t.scopes.status }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: t.statusLabel }),
      contractLabels.cardStatus.CARD_STATUS_FREEZE,
    );
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
    const bar = await screen.findByRole('progressbar', { name: t.progressLabel });
    expect(bar).toHaveAttribute('aria-valuetext', t.progress(10, 40));
    expect(screen.getByText(t.anotherRunning)).toBeInTheDocument();
    expect(await startButton()).toBeDisabled();
    const download = await screen.findByRole('button', { name: t.download }, { timeout: 5_000 });
    expect(screen.getByText(t.readyHint('cards-20261124.xlsx'))).toBeInTheDocument();
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
    await user.click(await screen.findByRole('button', { name: t.download }));
    expect(await screen.findByText(t.unavailable)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.again })).toBeEnabled();
    expect(screen.queryByRole('button', { name: t.download })).not.toBeInTheDocument();
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
    const bar = await screen.findByRole('progressbar', { name: t.progressLabel });
    expect(within(bar.parentElement as HTMLElement).getByText(t.progress(3, 8))).toBeInTheDocument();
  });
});
