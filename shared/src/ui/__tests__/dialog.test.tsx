import { StrictMode, useState, type ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { Button } from '../button';
import { Dialog } from '../dialog';
import { TextField } from '../text-field';
import { uiStringsZh } from '../ui-strings-zh';
import { renderWithTheme, testTheme } from './render-with-theme';

/**
 * Test-only stand-in for what jsdom lacks: showModal/close toggle `open`, Esc fires a cancelable `cancel`, and
 * `close` is fired from a queued task, as browsers do.
 */
const escapeListeners = new WeakMap<HTMLDialogElement, (event: KeyboardEvent) => void>();

/** The test's own texts, which it gives the component. */
const OPENER = '登录验证';
const TITLE = '安全验证';
const VERIFY = '验证';
const CODE = '验证码';
const NOTE_TITLE = '提示';

function installDialogPolyfill() {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && this.dispatchEvent(new Event('cancel', { cancelable: true }))) this.close();
    };
    escapeListeners.set(this, onKeyDown);
    this.ownerDocument.addEventListener('keydown', onKeyDown);
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    const onKeyDown = escapeListeners.get(this);
    if (onKeyDown) this.ownerDocument.removeEventListener('keydown', onKeyDown);
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  };
}

function removeDialogPolyfill() {
  const proto: Partial<HTMLDialogElement> = HTMLDialogElement.prototype;
  delete proto.showModal;
  delete proto.close;
}

function Harness({ onClose, children }: { onClose?: () => void; children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {OPENER}
      </button>
      <Dialog
        open={open}
        title={TITLE}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        footer={<Button type="button">{VERIFY}</Button>}
      >
        {children ?? <TextField label={CODE} />}
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  beforeEach(installDialogPolyfill);
  afterEach(removeDialogPolyfill);

  it('opens as a modal with its title as accessible name and focuses the first field', async () => {
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
    renderWithTheme(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: OPENER }));
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: TITLE })).toHaveAttribute('open');
    expect(screen.getByRole('textbox', { name: CODE })).toHaveFocus();
  });

  it('closes on Esc through onClose and returns focus to the opener', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithTheme(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: OPENER });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with its close button and returns focus to the opener', async () => {
    const onClose = jest.fn();
    renderWithTheme(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: OPENER });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: uiStringsZh.close }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('focuses the first footer action when the content has nothing focusable', async () => {
    renderWithTheme(<Harness>请确认操作</Harness>);
    await userEvent.click(screen.getByRole('button', { name: OPENER }));
    expect(screen.getByRole('button', { name: VERIFY })).toHaveFocus();
  });

  it('focuses the dialog itself when nothing inside can take focus', () => {
    renderWithTheme(
      <Dialog open title={NOTE_TITLE} onClose={jest.fn()}>
        请稍候
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: NOTE_TITLE })).toHaveFocus();
  });

  it('stays open when mounted open under StrictMode, whose effect replay closes and reopens it', async () => {
    const onClose = jest.fn();
    // StrictMode at the root, as in the standalone shell: React replays mount effects only there.
    render(
      <StrictMode>
        <ThemeProvider theme={testTheme}>
          <Dialog open title={TITLE} onClose={onClose}>
            <TextField label={CODE} />
          </Dialog>
        </ThemeProvider>
      </StrictMode>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: TITLE })).toHaveAttribute('open');
    expect(screen.getByRole('textbox', { name: CODE })).toHaveFocus();
  });

  it('reports a close the browser made on its own', async () => {
    const onClose = jest.fn();
    renderWithTheme(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: OPENER }));
    await act(async () => {
      screen.getByRole<HTMLDialogElement>('dialog').close();
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('falls back to the open attribute where showModal is missing', async () => {
    removeDialogPolyfill();
    renderWithTheme(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: OPENER }));
    expect(screen.getByRole('dialog', { name: TITLE })).toHaveAttribute('open');
    await userEvent.click(screen.getByRole('button', { name: uiStringsZh.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
