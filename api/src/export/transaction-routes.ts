import { EXPORT_ERRORS } from './errors';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { TRANSACTION_EXPORT_FORMATS, type TransactionFilter } from '@portal/shared/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '../platform/envelope';
import type { PortableModuleDeps } from '../platform/module';
import { feedFilter } from '../transactions/routes';
import { TransactionFilterSchema } from '../transactions/schemas';
import { XLSX_TYPE, sendExportFile } from './export-file';
import { exportStatus, statusOf } from './export-jobs';
import type { ExportRunner } from './export-runner';
import { StatusSchema, answer } from './routes';

/** Transaction export: a durable job over the list's filters, its progress, and its .csv or .xlsx file. */
export function registerTransactionExportRoutes(
  app: FastifyInstance,
  deps: PortableModuleDeps,
  runner: ExportRunner,
): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const base = { tags: ['transactions'] };
  const preHandler = deps.requireUser;

  api.post(
    '/api/v1/transactions/export',
    {
      preHandler,
      schema: {
        errors: [EXPORT_ERRORS.exportRunning],
        ...base,
        summary:
          'Start a .csv or .xlsx export of the own transactions of the list filters; one running export per user',
        body: Type.Object(
          {
            format: Type.Union(TRANSACTION_EXPORT_FORMATS.map((format) => Type.Literal(format))),
            ...TransactionFilterSchema,
          },
          { additionalProperties: false },
        ),
        response: answer(Type.Object({ ...StatusSchema.properties, job_id: Type.String() })),
      },
    },
    async (request) => {
      const { format, ...filter } = request.body;
      const job = await runner.startTransactions(
        request.userId,
        feedFilter(request.userId, filter as TransactionFilter),
        format,
      );
      return ok(statusOf(job));
    },
  );

  api.get(
    '/api/v1/transactions/export-status',
    {
      preHandler,
      schema: {
        ...base,
        summary: 'exist while a transaction export runs; otherwise the counts of the last one; ready when its file is',
        response: answer(StatusSchema),
      },
    },
    async (request) => ok(await exportStatus(deps.database, request.userId, 'TRANSACTIONS')),
  );

  api.get(
    '/api/v1/transactions/export/:job_id/file',
    {
      preHandler,
      schema: {
        errors: [EXPORT_ERRORS.fileNotReady, EXPORT_ERRORS.exportFailed, EXPORT_ERRORS.fileExpired],
        ...base,
        summary:
          "The transaction export's file, streamed (owner only; kept 24 h): UTF-8 .csv with a byte-order mark, or .xlsx",
        params: Type.Object({ job_id: Type.String({ minLength: 1, maxLength: 64 }) }),
        produces: ['text/csv', XLSX_TYPE],
      },
    },
    async (request, reply) =>
      sendExportFile(
        deps.database,
        runner,
        { userId: request.userId, jobId: request.params.job_id, kind: 'TRANSACTIONS' },
        reply,
      ),
  );
}
