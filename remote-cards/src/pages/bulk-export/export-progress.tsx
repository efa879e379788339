import styled from 'styled-components';
import { cardStrings as text } from '../../strings';

const Track = styled.div`
  height: 10px;
  overflow: hidden;
  border-radius: 5px;
  background: ${({ theme }) => theme.color.page};
`;

const Fill = styled.div`
  height: 100%;
  border-radius: 5px;
  background: ${({ theme }) => theme.color.accentLine};
  transition: width 0.3s ease;
`;

const Caption = styled.p`
  margin: 8px 0 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 14px;
  font-variant-numeric: tabular-nums;
`;

export interface ExportProgressProps {
  done: number;
  total: number;
  /** The bar's name and its words, for exports of other things than cards. */
  text?: { progressLabel: string; progress: (done: number, total: number) => string };
}

/** How far a running export is: done of total, as a bar and in words. */
export function ExportProgress({ done, total, text: words = text.bulkExport }: ExportProgressProps) {
  const percent = total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0;
  return (
    <div>
      <Track
        role="progressbar"
        aria-label={words.progressLabel}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={words.progress(done, total)}
      >
        <Fill style={{ width: `${percent}%` }} />
      </Track>
      <Caption>{words.progress(done, total)}</Caption>
    </div>
  );
}
