import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Body, Close, Footer, Header, Root, Title } from './dialog-styles';
import { strings } from '../strings/zh';

export interface DialogProps {
  open: boolean;
  /** Asked to close: Esc, the close button, or the browser closing the dialog itself. */
  onClose: () => void;
  /** Shown as the heading and used as the dialog's accessible name. */
  title: ReactNode;
  children?: ReactNode;
  /** Actions under the content, such as the confirm button. */
  footer?: ReactNode;
}

const FOCUSABLE =
  'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert (so focus stays inside) and turns
 * Esc into `cancel`. Its content is mounted only while open, so a form inside starts fresh each time.
 */
export function Dialog({ open, onClose, title, children, footer }: DialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);

  // A layout effect, so the dialog never paints open without its content or closed with focus lost.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    (contentRef.current?.querySelector<HTMLElement>(FOCUSABLE) ?? dialog).focus();
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  return (
    <Root
      ref={dialogRef}
      aria-labelledby={titleId}
      tabIndex={-1}
      onCancel={(event) => {
        event.preventDefault(); // the open prop decides; the parent closes it through onClose
        onClose();
      }}
      onClose={(event) => {
        // Only when the browser closed it on its own (a repeated Esc cannot be cancelled); the close event is a
        // queued task, so one from our own close() can arrive after a reopen (StrictMode) and must be ignored.
        if (open && !event.currentTarget.open) onClose();
      }}
    >
      {open && (
        <>
          <Header>
            <Title id={titleId}>{title}</Title>
            <Close type="button" aria-label={strings.ui.close} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </Close>
          </Header>
          <div ref={contentRef}>
            <Body>{children}</Body>
            {footer && <Footer>{footer}</Footer>}
          </div>
        </>
      )}
    </Root>
  );
}
