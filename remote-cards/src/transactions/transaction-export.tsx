import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, ResubmitNotice, notify, useDataContext, useSubmit } from '@portal/shared';
import {
  downloadTransactionExport,
  startTransactionExport,
  useTransactionExportStatus,
} from '@portal/shared/signed-in';
import {
  TRANSACTION_EXPORT_FORMATS,
  type BatchExportStatus,
  type TransactionExportFormat,
  type TransactionFilter,
} from '@portal/shared/contract';
import { ExportProgress } from '../pages/bulk-export/export-progress';
import { saveFile } from '../pages/bulk-export/save-file';
import { Panel, PanelHeader } from '../ui/panel';
import { transactionStrings } from './strings';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 20px;
  align-items: center;
`;

const Formats = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  margin: 0;
  padding: 0;
  border: 0;

  & legend {
    float: left;
    margin-right: 12px;
    font-size: 14px;
    font-weight: 500;
  }
  & label {
    display: inline-flex;
    gap: 6px;
    align-items: center;
    min-height: 40px;
    cursor: pointer;
  }
  & input {
    accent-color: ${({ theme }) => theme.color.accentLine};
  }
`;

const Note = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 14px;
  line-height: 1.6;
`;

const isFormat = (value: unknown): value is TransactionExportFormat =>
  (TRANSACTION_EXPORT_FORMATS as readonly unknown[]).includes(value);

function LastExport({ status }: { status: BatchExportStatus }) {
  const t = transactionStrings.export;
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      const { file, name } = await downloadTransactionExport(status);
      saveFile(file, name);
      notify.success(t.downloaded);
    } catch {
      // The API client has shown why (a file kept 24 h may be gone: a new export makes another).
    } finally {
      setDownloading(false);
    }
  }

  if (status.exist) return <ExportProgress done={status.done_count} total={status.total_count} text={t} />;
  if (!status.ready || !status.file_name) return null;
  return (
    <Form as="div">
      <Note role="status">{t.ready(status.file_name)}</Note>
      <Button type="button" variant="secondary" loading={downloading} onClick={() => void download()}>
        {t.download}
      </Button>
    </Form>
  );
}

/**
 * Exports every transaction of the list's filters (not only the page shown) as .csv or .xlsx, one
 * export at a time; its progress follows the server and the finished file downloads under its name.
 */
export function TransactionExport({ filter }: { filter: TransactionFilter }) {
  const t = transactionStrings.export;
  const context = useDataContext();
  const { data: status, mutate } = useTransactionExportStatus();
  const request = useSubmit({
    draft: 'transaction-export',
    keep: ['format'],
    send: (values: { format: string }) =>
      startTransactionExport(context, { ...filter, format: isFormat(values.format) ? values.format : 'csv' }),
    // Another export runs (perhaps from another tab): show it.
    onRefused: () => void mutate(),
  });
  const [format, setFormat] = useState<TransactionExportFormat>(() =>
    isFormat(request.restored?.format) ? request.restored.format : 'csv',
  );
  const running = status?.exist ?? false;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!running) await request.submit({ format });
  }

  return (
    <Panel aria-labelledby="transaction-export">
      <PanelHeader>
        <h2 id="transaction-export">{t.heading}</h2>
      </PanelHeader>
      <Note>{t.hint}</Note>
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <Formats>
          <legend>{t.format}</legend>
          {TRANSACTION_EXPORT_FORMATS.map((value) => (
            <label key={value}>
              <input type="radio" name="format" checked={format === value} onChange={() => setFormat(value)} />
              {t.formats[value]}
            </label>
          ))}
        </Formats>
        <Button type="submit" loading={request.pending} disabled={running}>
          {t.start}
        </Button>
      </Form>
      <ResubmitNotice waiting={request.waiting} online={request.online} pending={request.pending} />
      {running && <Note role="status">{t.anotherRunning}</Note>}
      {status && <LastExport status={status} />}
    </Panel>
  );
}
