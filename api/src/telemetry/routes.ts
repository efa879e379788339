import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { REMOTE_LOAD_REPORT_PATH } from '@portal/shared/contract';
import { answer } from '../messages/schemas';
import { ApiFailure } from '../platform/api-failure';
import { ok } from '../platform/envelope';
import type { ModuleDeps } from '../platform/module';
import { createRequireAdmin } from '../platform/require-admin';
import { listLoadCounts, recordLoad } from './load-counts';
import { REPORTS_PER_MINUTE, ReportLimit } from './report-limit';

/** A remote's name, as in the pins (`remote-cards`). */
const RemoteSchema = Type.String({ pattern: '^remote-[a-z]{1,40}$' });
/** A host name, as the browser's `location.hostname` gives it. */
const MerchantSchema = Type.String({ pattern: '^[a-z0-9.-]{1,253}$|^\\[[0-9a-f:]{2,39}\\]$' });
/** A version folder or the folder URL of another origin (see the pins). */
const VersionSchema = Type.String({ minLength: 1, maxLength: 300 });

const LoadCountsSchema = Type.Object({
  merchant: Type.String(),
  remote: RemoteSchema,
  version: Type.String(),
  ok: Type.Integer(),
  failed: Type.Integer(),
  last_at: Type.String({ format: 'date-time' }),
});

/**
 * Where browsers report how loading each pinned remote went (no sign-in: visitors load remotes too)
 * and where operators read the counts (with ADMIN_TOKEN), which is what a canary is judged by.
 */
export function registerTelemetryRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const limit = new ReportLimit(deps.config.reportsPerAddressPerMinute);

  api.post(
    REMOTE_LOAD_REPORT_PATH,
    {
      bodyLimit: 1024,
      schema: {
        tags: ['telemetry'],
        summary: `How loading a remote went in a browser; at most ${REPORTS_PER_MINUTE} a minute per client address by default (REPORTS_PER_ADDRESS_PER_MINUTE)`,
        body: Type.Object(
          { merchant: MerchantSchema, remote: RemoteSchema, version: VersionSchema, ok: Type.Boolean() },
          { additionalProperties: false },
        ),
        response: { 200: answer(Type.Null()) },
      },
    },
    async (request) => {
      if (!limit.allow(request.ip)) throw new ApiFailure('tooManyRequests');
      recordLoad(deps.db, request.body);
      return ok(null);
    },
  );

  if (!deps.config.adminToken) return;
  api.get(
    '/api/admin/remote-loads',
    {
      preHandler: createRequireAdmin(deps.config.adminToken),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'Load counts of every pinned remote version, by merchant; filters by merchant and remote',
        querystring: Type.Object({ merchant: Type.Optional(MerchantSchema), remote: Type.Optional(RemoteSchema) }),
        response: { 200: answer(Type.Array(LoadCountsSchema)) },
      },
    },
    async (request) => ok(listLoadCounts(deps.db, request.query)),
  );
}
