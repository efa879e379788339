import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError, Button, ResubmitNotice, notify, strings, useDataContext, useSubmit } from '@portal/shared';
import { downloadExport, startExport, useExportStatus } from '@portal/shared/signed-in';
import type { BatchExportStatus } from '@portal/shared/contract';
import { contractLabels } from '../../contract-labels';
import { PageFrame } from '../../page-frame';
import { cardStrings as text } from '../../strings';
import { FormColumn } from '../../ui/form-layout';
import { PageStack, Panel, PanelHeader } from '../../ui/panel';
import { SelectField } from '../../ui/select-field';
import { ErrorState, LoadingState } from '../../ui/states';
import { ExportProgress } from './export-progress';
import { exportRequest, handedCardIds, type Scope } from './export-scope';
import { saveFile } from './save-file';

const t = text.bulkExport;

/** The API's code for a file that is gone (kept 24 h). */
const FILE_EXPIRED = 4303;

/** The status choices, read in the reader's language while rendering. */
const statusOptions = () => Object.entries(contractLabels.cardStatus).map(([value, label]) => ({ value, label }));

const Choices = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  border: 0;

  & legend {
    margin-bottom: 12px;
    font-size: 14px;
    font-weight: 500;
  }
  & label {
    display: flex;
    gap: 8px;
    align-items: baseline;
    cursor: pointer;
  }
  & input {
    accent-color: ${({ theme }) => theme.color.accentLine};
  }
  & small {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 13px;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 14px;
  line-height: 1.6;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
`;

function LastExport({ status, onExpired }: { status: BatchExportStatus; onExpired: () => void }) {
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      const { file, name } = await downloadExport(status);
      saveFile(file, name);
      notify.success(t.downloaded);
    } catch (error) {
      // The API client has shown why; a file that is gone makes way for a new export.
      if (error instanceof ApiError && error.code === FILE_EXPIRED) onExpired();
    } finally {
      setDownloading(false);
    }
  }

  if (status.exist) {
    return (
      <Panel aria-label={t.running}>
        <PanelHeader>
          <h2>{t.running}</h2>
        </PanelHeader>
        <ExportProgress done={status.done_count} total={status.total_count} />
      </Panel>
    );
  }
  if (!status.ready || !status.file_name) return null;
  return (
    <Panel aria-label={t.ready}>
      <PanelHeader>
        <h2>{t.ready}</h2>
      </PanelHeader>
      <Actions>
        <Note>{t.readyHint(status.file_name)}</Note>
        <Button type="button" loading={downloading} onClick={() => void download()}>
          {t.download}
        </Button>
      </Actions>
    </Panel>
  );
}

function ExportForm({ running, cardIds, unavailable }: { running: boolean; cardIds: string[]; unavailable: boolean }) {
  const context = useDataContext();
  const { mutate } = useExportStatus();
  const request = useSubmit({
    draft: 'bulk-export',
    keep: ['scope', 'status'],
    send: (values: { scope: string; status: string }) =>
      startExport(context, exportRequest(values.scope as Scope, values.status, cardIds)),
    // Another export runs (perhaps from another tab): show it.
    onRefused: () => void mutate(),
  });
  const kept = request.restored;
  const [scope, setScope] = useState<Scope>(() => {
    if (cardIds.length > 0) return 'selected';
    return kept?.scope === 'status' ? 'status' : 'all';
  });
  const [status, setStatus] = useState(
    typeof kept?.status === 'string' && kept.status ? kept.status : 'CARD_STATUS_NORMAL',
  );
  const blocked = running || (scope === 'selected' && cardIds.length === 0);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!blocked) await request.submit({ scope, status });
  }

  return (
    <Panel aria-labelledby="export-form">
      <PanelHeader>
        <h2 id="export-form">{unavailable ? t.again : t.start}</h2>
      </PanelHeader>
      <FormColumn noValidate onSubmit={(event) => void submit(event)}>
        {unavailable && <Note role="status">{t.unavailable}</Note>}
        <Choices>
          <legend>{t.scopeLabel}</legend>
          <label>
            <input type="radio" name="scope" checked={scope === 'all'} onChange={() => setScope('all')} />
            {t.scopes.all} <small>{t.allHint}</small>
          </label>
          <label>
            <input type="radio" name="scope" checked={scope === 'status'} onChange={() => setScope('status')} />
            {t.scopes.status}
          </label>
          {scope === 'status' && (
            <SelectField
              label={t.statusLabel}
              options={statusOptions()}
              value={status}
              onChange={(event) => setStatus(event.target.value)}
            />
          )}
          <label>
            <input
              type="radio"
              name="scope"
              checked={scope === 'selected'}
              disabled={cardIds.length === 0}
              onChange={() => setScope('selected')}
            />
            {t.scopes.selected} {cardIds.length > 0 && <small>{t.selectedHint(cardIds.length)}</small>}
          </label>
          {cardIds.length === 0 && <Note>{t.noSelection}</Note>}
        </Choices>
        <Note>{t.formatNote}</Note>
        {running && <Note role="status">{t.anotherRunning}</Note>}
        <ResubmitNotice waiting={request.waiting} online={request.online} pending={request.pending} />
        <Actions>
          <Button type="submit" loading={request.pending} disabled={blocked}>
            {unavailable ? t.again : t.start}
          </Button>
        </Actions>
      </FormColumn>
    </Panel>
  );
}

/**
 * /bulk-export: all cards, a status, or the cards selected on /card, exported to .xlsx one job at a
 * time; the progress follows the server (a running export is picked up after a reload or in another
 * tab), and the finished file downloads under the server's name.
 */
export function BulkExportPage() {
  const cardIds = handedCardIds(useLocation().state);
  const { data: status, error, isLoading, mutate } = useExportStatus();
  const [expiredJob, setExpiredJob] = useState<string | null>(null);

  let content;
  if (!status) {
    content = <Panel>{error && !isLoading ? <ErrorState onRetry={() => void mutate()} /> : <LoadingState />}</Panel>;
  } else {
    const gone = status.job_id !== null && !status.exist && (!status.ready || status.job_id === expiredJob);
    content = (
      <>
        {!gone && <LastExport status={status} onExpired={() => setExpiredJob(status.job_id)} />}
        <ExportForm running={status.exist} cardIds={cardIds} unavailable={gone} />
      </>
    );
  }

  return (
    <PageFrame title={strings.pages.bulkExport}>
      <PageStack>{content}</PageStack>
    </PageFrame>
  );
}

export default BulkExportPage;
