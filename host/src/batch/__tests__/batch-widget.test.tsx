import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { Route, Routes, useLocation } from 'react-router-dom';
import { completeSignIn, eventBus, strings } from '@portal/shared';
import { BATCH_STATUS_POLL_MS } from '@portal/shared/signed-in';
import { renderWithPortal } from '@portal/shared/testing';
import { BatchWidget } from '../batch-widget';
import { fakeBatchStatus } from './fake-status';
import { batchStrings as text } from '../strings';

let api: ReturnType<typeof fakeBatchStatus>;

function Where() {
  return <p>{`at ${useLocation().pathname}`}</p>;
}

/** The widget on a signed-in page, with the current path shown. */
async function renderWidget() {
  const store = createStore();
  completeSignIn('batch-token', store);
  const view = renderWithPortal(
    <>
      <BatchWidget />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { route: '/wallet', store },
  );
  await act(() => jest.advanceTimersByTimeAsync(0));
  return view;
}

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const widget = () => screen.getByRole('region', { name: text.title });
const queryWidget = () => screen.queryByRole('region', { name: text.title });
const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  api = fakeBatchStatus();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('the batch creation widget', () => {
  it('renders nothing when no job ever ran', async () => {
    await renderWidget();
    expect(api.requests).toBe(1);
    expect(queryWidget()).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows a running job as pending, with its progress, and opens itself', async () => {
    api.set({ exist: true, total_count: 10, success_count: 2, fail_count: 1 });
    await renderWidget();
    const panel = within(widget());
    expect(panel.getByText(strings.batch.pending)).toBeInTheDocument();
    expect(panel.getByRole('progressbar', { name: text.progress })).toHaveAttribute('aria-valuenow', '30');
    expect(panel.getByText('30%')).toBeInTheDocument();
    expect(panel.getByText(text.counts(2, 1, 10))).toBeInTheDocument();
    expect(panel.getByRole('button', { name: text.title })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(strings.batch.pending);
  });

  it('polls every 3 s while the job exists, and stops when it ends', async () => {
    api.set({ exist: true, total_count: 10, success_count: 0 });
    await renderWidget();
    expect(api.requests).toBe(1);
    await advance(BATCH_STATUS_POLL_MS - 1);
    expect(api.requests).toBe(1);
    await advance(1);
    expect(api.requests).toBe(2);
    api.set({ success_count: 5 });
    await advance(BATCH_STATUS_POLL_MS);
    expect(api.requests).toBe(3);
    expect(within(widget()).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    api.set({ exist: false, success_count: 9, fail_count: 1 });
    await advance(BATCH_STATUS_POLL_MS);
    expect(api.requests).toBe(4);
    await advance(BATCH_STATUS_POLL_MS * 5);
    expect(api.requests).toBe(4);
  });

  it('keeps polling after a poll fails while the job runs', async () => {
    api.set({ exist: true, total_count: 10, success_count: 1 });
    await renderWidget();
    api.failures = 1;
    await advance(BATCH_STATUS_POLL_MS);
    expect(api.requests).toBe(2);
    expect(screen.getByRole('alert')).toHaveTextContent(strings.api.networkRead);
    api.set({ success_count: 6 });
    await advance(BATCH_STATUS_POLL_MS);
    expect(api.requests).toBe(3);
    expect(within(widget()).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    await advance(BATCH_STATUS_POLL_MS);
    expect(api.requests).toBe(4);
  });

  it('asks nothing while signed out', async () => {
    renderWithPortal(<BatchWidget />);
    await advance(BATCH_STATUS_POLL_MS * 3);
    expect(api.requests).toBe(0);
    expect(queryWidget()).not.toBeInTheDocument();
  });

  it('asks at once when a batch is started, then keeps polling', async () => {
    await renderWidget();
    expect(api.requests).toBe(1);
    api.set({ exist: true, total_count: 20 });
    await act(async () => eventBus.emit('batch-started', { total: 20 }));
    expect(api.requests).toBe(2);
    expect(within(widget()).getByText(strings.batch.pending)).toBeInTheDocument();
    await advance(BATCH_STATUS_POLL_MS);
    expect(api.requests).toBe(3);
  });

  it('asks at once when another tab of this browser starts a batch', async () => {
    // The browser's channel between tabs of one origin, kept to this test.
    const channels = new Set<{ name: string; onmessage: ((event: MessageEvent) => void) | null }>();
    class TabsChannel {
      onmessage: ((event: MessageEvent) => void) | null = null;
      constructor(readonly name: string) {
        channels.add(this);
      }
      postMessage(data: unknown) {
        for (const other of channels) {
          if (other !== this && other.name === this.name) other.onmessage?.(new MessageEvent('message', { data }));
        }
      }
      close() {
        channels.delete(this);
      }
    }
    Object.assign(globalThis, { BroadcastChannel: TabsChannel });
    await renderWidget();
    expect(api.requests).toBe(1);
    api.set({ exist: true, total_count: 20, job_id: 'job-7' });
    const otherTab = new BroadcastChannel('portal:batch-started');
    otherTab.postMessage({ job_id: 'job-7' });
    otherTab.close();
    await advance(50);
    expect(api.requests).toBe(2);
    expect(within(widget()).getByText(strings.batch.pending)).toBeInTheDocument();
    delete (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel;
  });

  it('shows a later failure even when its counts repeat a dismissed one', async () => {
    api.set({ exist: false, total_count: 10, success_count: 8, fail_count: 2, job_id: 'job-1' });
    const { unmount } = await renderWidget();
    await user().click(screen.getByRole('button', { name: text.close }));
    unmount();
    api.set({ job_id: 'job-2' });
    await renderWidget();
    expect(within(widget()).getByText(strings.batch.failed(2))).toBeInTheDocument();
  });

  it('shows success with 查看卡片 leading to /card', async () => {
    api.set({ exist: true, total_count: 4, success_count: 3 });
    await renderWidget();
    api.set({ exist: false, success_count: 4 });
    await advance(BATCH_STATUS_POLL_MS);
    const panel = within(widget());
    expect(panel.getByText(strings.batch.success)).toBeInTheDocument();
    expect(panel.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await user().click(panel.getByRole('button', { name: strings.batch.viewCards }));
    expect(screen.getByText('at /card')).toBeInTheDocument();
    expect(queryWidget()).not.toBeInTheDocument();
  });

  it('hides the success 3 s after it appears', async () => {
    api.set({ exist: true, total_count: 4, success_count: 3 });
    await renderWidget();
    api.set({ exist: false, success_count: 4 });
    await advance(BATCH_STATUS_POLL_MS);
    expect(within(widget()).getByText(strings.batch.success)).toBeInTheDocument();
    await advance(2_999);
    expect(queryWidget()).toBeInTheDocument();
    await advance(1);
    expect(queryWidget()).not.toBeInTheDocument();
  });

  it('shows a failure with 查看失败原因 leading to /information-center', async () => {
    api.set({ exist: true, total_count: 10, success_count: 8 });
    await renderWidget();
    api.set({ exist: false, fail_count: 2 });
    await advance(BATCH_STATUS_POLL_MS);
    await advance(10_000);
    const panel = within(widget());
    expect(panel.getByText(strings.batch.failed(2))).toBeInTheDocument();
    await user().click(panel.getByRole('button', { name: strings.batch.viewFailureReason }));
    expect(screen.getByText('at /information-center')).toBeInTheDocument();
    expect(queryWidget()).not.toBeInTheDocument();
  });

  it('keeps a failure until it is closed, and not after a reload', async () => {
    api.set({ exist: false, total_count: 10, success_count: 8, fail_count: 2 });
    const { unmount } = await renderWidget();
    expect(within(widget()).getByText(strings.batch.failed(2))).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: text.close }));
    expect(queryWidget()).not.toBeInTheDocument();
    unmount();
    await renderWidget();
    expect(queryWidget()).not.toBeInTheDocument();
  });

  it('does not show the success of a job that ended before the page was opened', async () => {
    api.set({ exist: false, total_count: 10, success_count: 10 });
    await renderWidget();
    expect(queryWidget()).not.toBeInTheDocument();
  });

  it('collapses to a pill and expands again, by mouse or keyboard', async () => {
    api.set({ exist: true, total_count: 10, success_count: 4 });
    await renderWidget();
    const u = user();
    const toggle = within(widget()).getByRole('button', { expanded: true });
    await u.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(widget()).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(toggle).toHaveTextContent(`${strings.batch.pending} ${text.percent(40)}`);

    await advance(BATCH_STATUS_POLL_MS);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    toggle.focus();
    await u.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(widget()).getByRole('progressbar')).toBeInTheDocument();
    await u.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    await u.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});
