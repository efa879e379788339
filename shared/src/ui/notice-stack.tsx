import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { dismissNotice, noticesAtom, type Notice } from '../notices/notices';
import { portalStore } from '../state/store';
import { strings } from '../strings/zh';

const Stack = styled.div`
  position: fixed;
  top: 16px;
  left: 50%;
  z-index: 1000;
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: min(420px, calc(100% - 32px));
  transform: translateX(-50%);
  pointer-events: none;
`;

const Item = styled.div<{ $tone: Notice['tone'] }>`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  border-left: 4px solid
    ${({ theme, $tone }) =>
      $tone === 'error' ? theme.color.danger : $tone === 'success' ? theme.color.success : theme.color.accent};
  box-shadow: 0 6px 24px rgb(0 0 0 / 12%);
  font-size: 14px;
  line-height: 1.5;
  pointer-events: auto;

  span {
    flex: 1;
  }
  button {
    border: 0;
    background: none;
    color: ${({ theme }) => theme.color.textMuted};
    cursor: pointer;
    font-size: 16px;
    line-height: 1;
  }
`;

/** The short messages of the message service, on top of every page. */
export function NoticeStack() {
  // The message service is page-wide: it lives in the page's store whichever store a subtree uses.
  const notices = useAtomValue(noticesAtom, { store: portalStore });
  return (
    <Stack>
      {notices.map((notice) => (
        <Item key={notice.id} $tone={notice.tone} role={notice.tone === 'error' ? 'alert' : 'status'}>
          <span>{notice.text}</span>
          <button type="button" aria-label={strings.ui.close} onClick={() => dismissNotice(notice.id)}>
            ×
          </button>
        </Item>
      ))}
    </Stack>
  );
}
