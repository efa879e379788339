/**
 * The export writer's thread: builds the file (the .xlsx's XML and zip, or the .csv's lines) from the
 * cells the API's thread reads, one message at a time, and answers each when it is done. The API's
 * thread reads the database and stays free for other calls meanwhile.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { CsvWriter } from './csv-writer';
import { XlsxSheetWriter } from './sheet-writer';
import type { Cell, TableLayout } from './table-layout';

export type WriterRequest = { op: 'add'; rows: Cell[][] } | { op: 'commit' } | { op: 'discard' };
export type WriterReply = { ok: true } | { ok: false; error: string };

const port = parentPort;
const { file, layout } = workerData as { file: string; layout: TableLayout };

const opening =
  layout.format === 'csv'
    ? Promise.resolve(
        new CsvWriter(
          file,
          layout.columns.map((column) => column.header),
        ),
      )
    : XlsxSheetWriter.open(file, layout);

let queue: Promise<void> = Promise.resolve();

port?.on('message', (request: WriterRequest) => {
  queue = queue
    .then(async () => {
      const writer = await opening;
      if (request.op === 'add') await writer.add(request.rows);
      else if (request.op === 'commit') await writer.commit();
      else await writer.discard();
      port.postMessage({ ok: true } satisfies WriterReply);
    })
    .catch((error: unknown) =>
      port.postMessage({
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      } satisfies WriterReply),
    );
});
