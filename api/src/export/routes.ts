import { EXPORT_ERRORS } from './errors';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CARD_STATUSES, type CardStatus } from '@portal/shared/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '../platform/envelope';
import type { PortableModuleDeps } from '../platform/module';
import { sendExportFile } from './export-file';
import { exportStatus, statusOf } from './export-jobs';
import type { ExportRunner } from './export-runner';

export { XLSX_TYPE } from './export-file';
import { XLSX_TYPE } from './export-file';
/** The most card ids one export may name. */
export const EXPORT_MAX_IDS = 1000;

const CardStatusSchema = Type.Union((Object.keys(CARD_STATUSES) as CardStatus[]).map((status) => Type.Literal(status)));
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);
export const StatusSchema = Type.Object({
  exist: Type.Boolean({ description: 'a job is running' }),
  total_count: Type.Integer(),
  done_count: Type.Integer(),
  job_id: Nullable(Type.String()),
  ready: Type.Boolean({ description: "the last job's file can be downloaded" }),
  file_name: Nullable(Type.String()),
});
export const answer = <T extends ReturnType<typeof Type.Object>>(data: T) => ({
  200: Type.Object({ code: Type.Integer(), message: Type.String(), data }),
});

/** Card export: start a durable job, its progress, and its .xlsx file. */
export function registerExportRoutes(app: FastifyInstance, deps: PortableModuleDeps, runner: ExportRunner): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const base = { tags: ['cards'], security: [{ bearer: [] }] };
  const preHandler = deps.requireUser;

  api.post(
    '/api/v1/card/batch-export',
    {
      preHandler,
      schema: {
        errors: [EXPORT_ERRORS.exportRunning],
        ...base,
        summary: 'Start an .xlsx export of the own cards (by status and/or ids); one running export per user',
        body: Type.Object(
          {
            status: Type.Optional(CardStatusSchema),
            card_ids: Type.Optional(
              Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: EXPORT_MAX_IDS }),
            ),
          },
          { additionalProperties: false },
        ),
        response: answer(Type.Object({ ...StatusSchema.properties, job_id: Type.String() })),
      },
    },
    async (request) => {
      const { status, card_ids } = request.body;
      const job = await runner.start(request.userId, status ?? null, card_ids ?? null);
      return ok(statusOf(job));
    },
  );

  api.get(
    '/api/v1/card/batch-export-status',
    {
      preHandler,
      schema: {
        ...base,
        summary: 'exist while a job runs; otherwise the counts of the last job; ready when its file can be downloaded',
        response: answer(StatusSchema),
      },
    },
    async (request) => ok(await exportStatus(deps.database, request.userId)),
  );

  api.get(
    '/api/v1/card/batch-export/:job_id/file',
    {
      preHandler,
      schema: {
        errors: [EXPORT_ERRORS.fileNotReady, EXPORT_ERRORS.exportFailed, EXPORT_ERRORS.fileExpired],
        ...base,
        summary: "The job's .xlsx file (owner only; kept 24 h)",
        params: Type.Object({ job_id: Type.String({ minLength: 1, maxLength: 64 }) }),
        produces: [XLSX_TYPE],
      },
    },
    async (request, reply) =>
      sendExportFile(
        deps.database,
        runner,
        { userId: request.userId, jobId: request.params.job_id, kind: 'CARDS' },
        reply,
      ),
  );
}
