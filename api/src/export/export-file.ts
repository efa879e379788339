import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { CSV_CONTENT_TYPE } from '@portal/shared/contract';
import type { FastifyReply } from 'fastify';
import type { Database } from '../db/query-layer';
import { ApiFailure } from '../platform/api-failure';
import { EXPORT_ERRORS } from './errors';
import { findExportJob, type ExportKind } from './export-jobs';
import type { ExportRunner } from './export-runner';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const CONTENT_TYPES = { xlsx: XLSX_TYPE, csv: `${CSV_CONTENT_TYPE}; charset=utf-8` } as const;

/** Answers a finished export's file, streamed: the owner's job of this kind only (1004 otherwise). */
export async function sendExportFile(
  database: Database,
  runner: ExportRunner,
  owner: { userId: string; jobId: string; kind: ExportKind },
  reply: FastifyReply,
) {
  const job = await findExportJob(database, owner.jobId);
  if (!job || job.user_id !== owner.userId || job.kind !== owner.kind) throw new ApiFailure('notFound');
  if (job.status === 'RUNNING') throw new ApiFailure(EXPORT_ERRORS.fileNotReady);
  if (job.status === 'FAIL') throw new ApiFailure(EXPORT_ERRORS.exportFailed);
  const file = runner.fileOf(job.id, job.format);
  const info = job.status === 'DONE' ? await stat(file).catch(() => null) : null;
  if (!info) throw new ApiFailure(EXPORT_ERRORS.fileExpired);
  return reply
    .type(CONTENT_TYPES[job.format])
    .header('content-length', info.size)
    .header('content-disposition', `attachment; filename="${job.file_name}"`)
    .send(createReadStream(file));
}
