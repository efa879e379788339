import { useState } from 'react';
import styled from 'styled-components';

/**
 * Says what was copied, inside the reveal dialog: the rest of the page is inert while the dialog is
 * open, so a toast there would not be heard.
 */
export const CopyStatus = styled.p.attrs({ role: 'status' })`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 13px;
`;

/** Copies a text to the clipboard; `status` says it was copied (`done`), or that copying failed. */
export function useCopyStatus(failed: string) {
  const [status, setStatus] = useState('');
  async function copy(value: string, done: string) {
    try {
      await navigator.clipboard.writeText(value);
      setStatus(done);
    } catch {
      setStatus(failed);
    }
  }
  return { status, copy };
}
